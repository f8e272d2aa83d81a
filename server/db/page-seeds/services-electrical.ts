import type { PageDocument } from "../../../contract/pages/index.ts";

// the seed of the electrical services page (/services/electrical): the words the site shipped with, in both languages

// brand names are proper nouns, the same in both languages
const categoryBrands = {
  mv: ["ABB", "Schneider Electric", "Siemens", "LS Electric"],
  lv: ["ABB", "Schneider Electric", "Siemens", "Mitsubishi Electric", "LS Electric", "Eaton"],
  transformers: ["Hitachi Energy", "Siemens Energy", "Schneider Electric", "THIBIDI", "EEMC"],
  relays: ["ABB", "Siemens", "Schneider Electric", "SEL", "GE Vernova"],
  ats: ["ABB", "Socomec", "Schneider Electric", "Eaton", "Osung"],
  powerQuality: ["ABB", "Schneider Electric", "TDK Epcos", "Mikro", "Circutor"],
  automation: ["Siemens", "Mitsubishi Electric", "Schneider Electric", "Rockwell Automation", "Omron"],
  cables: ["CADIVI", "LS Cable & System", "Taihan", "Siemens", "Schneider Electric"],
  metering: ["Schneider Electric", "Siemens", "Janitza", "Selec", "EMIC"],
};

export const servicesElectricalSeed: PageDocument<"services-electrical"> = {
  vi: {
    meta: {
      title: "Cung cấp, lắp đặt và thí nghiệm thiết bị điện",
      description:
        "Cung cấp thiết bị điện chính hãng ABB, Schneider, Siemens; lắp đặt tủ trung hạ thế, máy biến áp, rơ le, ATS, SCADA; thí nghiệm hiệu chỉnh và nghiệm thu.",
      keywords:
        "cung cấp thiết bị điện, tủ trung thế RMU, tủ điện hạ thế MSB, máy biến áp, rơ le bảo vệ, tủ ATS, tụ bù, PLC SCADA, thí nghiệm hiệu chỉnh, nghiệm thu đóng điện",
      breadcrumb: "Thiết bị điện",
      serviceType: "Cung cấp, lắp đặt, thí nghiệm và nghiệm thu thiết bị điện",
    },
    hero: {
      eyebrow: "Dịch vụ thiết bị điện",
      title: "Cung cấp, lắp đặt và thí nghiệm thiết bị điện trung – hạ thế",
      intro:
        "Một đầu mối cho toàn bộ phần điện của dự án: chọn đúng thiết bị, cung cấp hàng chính hãng có đầy đủ CO/CQ, lắp đặt, thí nghiệm hiệu chỉnh và đóng điện nghiệm thu cùng đơn vị điện lực.",
    },
    scope: {
      eyebrow: "Phạm vi dịch vụ",
      title: "Trọn gói từ thiết bị đến ngày đóng điện",
      intro:
        "Chúng tôi chịu trách nhiệm xuyên suốt, nên thiết bị, bản vẽ và biên bản thí nghiệm luôn khớp nhau khi bàn giao.",
      items: [
        {
          title: "Tư vấn và cung cấp thiết bị",
          text: "Chọn cấu hình theo bản vẽ thiết kế và phụ tải thực tế, đối chiếu thông số kỹ thuật, cung cấp hàng chính hãng kèm CO/CQ và biên bản thí nghiệm xuất xưởng.",
        },
        {
          title: "Lắp đặt và đấu nối",
          text: "Lắp đặt tủ trung thế, máy biến áp, tủ hạ thế, thang máng cáp và busway; làm đầu cáp trung thế, đấu nối theo đúng quy trình an toàn điện.",
        },
        {
          title: "Thí nghiệm, hiệu chỉnh và nghiệm thu",
          text: "Thử cao áp, đo điện trở cách điện, điện trở tiếp xúc, tỷ số biến; cài đặt rơ le, kiểm tra mạch nhị thứ và liên động trước khi đóng điện nghiệm thu.",
        },
        {
          title: "Tích hợp tự động hóa và giám sát",
          text: "Lập trình PLC, xây dựng màn hình SCADA, kết nối đồng hồ đa năng và rơ le qua Modbus hoặc IEC 61850 để giám sát, điều khiển hệ thống từ xa.",
        },
      ],
    },
    brands: {
      eyebrow: "Thương hiệu đối tác",
      title: "Thiết bị từ những hãng hàng đầu thế giới",
      intro:
        "Chúng tôi làm việc trực tiếp với các hãng và nhà phân phối chính thức để bảo đảm nguồn gốc hàng hóa, chế độ bảo hành và nguồn phụ tùng thay thế lâu dài.",
      listLabel: "Các thương hiệu đối tác",
    },
    categories: {
      eyebrow: "Danh mục thiết bị",
      title: "Chín nhóm thiết bị chúng tôi cung cấp và lắp đặt",
      intro:
        "Danh mục bao quát từ lưới trung thế đến tủ phân phối cuối nguồn và hệ thống điều khiển, giúp Quý khách chỉ cần làm việc với một nhà thầu.",
      brandsLabel: "Thương hiệu",
      items: [
        {
          title: "Tủ trung thế và RMU",
          text: "Tủ hợp bộ trung thế, tủ RMU cách điện khí SF6 hoặc không khí, cấp điện áp 22 kV và 35 kV.",
          brands: categoryBrands.mv,
        },
        {
          title: "Tủ điện hạ thế và thiết bị đóng cắt",
          text: "Tủ MSB, DB, MCC; máy cắt không khí ACB, aptomat MCCB, MCB và khởi động từ.",
          brands: categoryBrands.lv,
        },
        {
          title: "Máy biến áp lực và phân phối",
          text: "Máy biến áp dầu và máy biến áp khô, từ trạm phân phối đến trạm biến áp nhà máy.",
          brands: categoryBrands.transformers,
        },
        {
          title: "Rơ le bảo vệ",
          text: "Rơ le quá dòng, so lệch, khoảng cách và rơ le đa chức năng cho lộ ra, máy biến áp và động cơ.",
          brands: categoryBrands.relays,
        },
        {
          title: "Bộ chuyển nguồn tự động ATS",
          text: "ATS chuyển đổi giữa lưới điện và máy phát, kèm bộ điều khiển và liên động an toàn.",
          brands: categoryBrands.ats,
        },
        {
          title: "Tụ bù và chất lượng điện năng",
          text: "Tủ tụ bù tự động, bộ điều khiển hệ số công suất, cuộn kháng và bộ lọc sóng hài.",
          brands: categoryBrands.powerQuality,
        },
        {
          title: "PLC, SCADA và tự động hóa",
          text: "Bộ điều khiển PLC, màn hình HMI, biến tần và phần mềm SCADA cho dây chuyền và trạm điện.",
          brands: categoryBrands.automation,
        },
        {
          title: "Cáp điện và thanh dẫn busway",
          text: "Cáp trung thế, cáp hạ thế, cáp điều khiển và hệ thống thanh dẫn busway cho tải lớn.",
          brands: categoryBrands.cables,
        },
        {
          title: "Đo đếm và giám sát năng lượng",
          text: "Đồng hồ đa năng, công tơ điện tử và phần mềm quản lý năng lượng theo từng khu vực phụ tải.",
          brands: categoryBrands.metering,
        },
      ],
    },
    why: {
      eyebrow: "Vì sao chọn chúng tôi",
      title: "Một nhà thầu, chịu trách nhiệm đến cùng",
      intro:
        "Khách hàng chọn chúng tôi vì hệ thống được bàn giao đúng tiến độ, vận hành ổn định ngay từ lần đóng điện đầu tiên.",
      items: [
        {
          title: "Hàng chính hãng, đủ hồ sơ",
          text: "Mọi thiết bị có CO/CQ, biên bản thí nghiệm xuất xưởng và được bảo hành theo tiêu chuẩn của hãng.",
        },
        {
          title: "Kỹ sư được hãng đào tạo",
          text: "Đội ngũ có chứng chỉ cài đặt rơ le trung thế và kinh nghiệm thực tế với thiết bị của nhiều hãng khác nhau.",
        },
        {
          title: "Thiết bị thí nghiệm chuyên dụng",
          text: "Hợp bộ thí nghiệm rơ le, máy thử cao áp, đo điện trở tiếp xúc và máy đo cách điện được hiệu chuẩn định kỳ.",
        },
        {
          title: "An toàn là ưu tiên số một",
          text: "Biện pháp thi công, phiếu công tác và quy trình cắt điện được lập và tuân thủ nghiêm ngặt ở mọi công trường.",
        },
        {
          title: "Hồ sơ nghiệm thu rõ ràng",
          text: "Bàn giao đầy đủ bản vẽ hoàn công, biên bản thí nghiệm và tài liệu vận hành, sẵn sàng cho điện lực và chủ đầu tư.",
        },
        {
          title: "Hỗ trợ sau bàn giao",
          text: "Tiếp tục đồng hành với dịch vụ bảo trì định kỳ và ứng cứu sự cố 24/7 khi hệ thống đã đi vào vận hành.",
        },
      ],
    },
    cta: {
      title: "Quý khách đang chuẩn bị dự án điện mới?",
      text: "Gửi bản vẽ hoặc danh mục thiết bị, chúng tôi sẽ đề xuất cấu hình phù hợp, tiến độ cung cấp và báo giá chi tiết.",
      back: "Tất cả dịch vụ",
    },
  },
  en: {
    meta: {
      title: "Equipment supply, installation and testing",
      description:
        "Genuine ABB, Schneider and Siemens equipment; installation of MV/LV switchgear, transformers, relays, ATS and SCADA; testing, commissioning and acceptance.",
      keywords:
        "electrical equipment supplier Vietnam, medium voltage switchgear, RMU, LV switchboard, transformer, protection relay, ATS, capacitor bank, PLC SCADA, testing and commissioning",
      breadcrumb: "Electrical equipment",
      serviceType: "Electrical equipment supply, installation, testing and commissioning",
    },
    hero: {
      eyebrow: "Electrical equipment services",
      title: "Supply, installation and testing of MV and LV electrical equipment",
      intro:
        "One point of contact for the whole electrical package: the right equipment, genuine products with full certificates of origin and quality, installation, testing, commissioning and energisation with the utility.",
    },
    scope: {
      eyebrow: "Scope of work",
      title: "Turnkey, from equipment to energisation day",
      intro:
        "We carry responsibility from start to finish, so the equipment, drawings and test reports all match at handover.",
      items: [
        {
          title: "Equipment selection and supply",
          text: "Configurations chosen from the design drawings and actual loads, specifications checked, and genuine products delivered with certificates and factory test reports.",
        },
        {
          title: "Installation and termination",
          text: "Installation of MV switchgear, transformers, LV switchboards, cable trays and busways; MV cable terminations and connections made to safe working procedures.",
        },
        {
          title: "Testing, commissioning and acceptance",
          text: "High-voltage, insulation resistance, contact resistance and ratio tests; relay settings, secondary circuit and interlock checks before energisation.",
        },
        {
          title: "Automation and monitoring integration",
          text: "PLC programming, SCADA screens, and power meters and relays linked over Modbus or IEC 61850 for remote monitoring and control.",
        },
      ],
    },
    brands: {
      eyebrow: "Brand partners",
      title: "Equipment from the world's leading manufacturers",
      intro:
        "We work directly with manufacturers and their authorised distributors to guarantee genuine products, full warranty cover and long-term spare parts supply.",
      listLabel: "Our brand partners",
    },
    categories: {
      eyebrow: "Equipment range",
      title: "Nine equipment categories we supply and install",
      intro:
        "Our range covers everything from the medium-voltage network to the final distribution boards and control systems, so you deal with a single contractor.",
      brandsLabel: "Brands",
      items: [
        {
          title: "Medium-voltage switchgear & RMU",
          text: "Metal-clad MV switchgear and SF6- or air-insulated ring main units for 22 kV and 35 kV networks.",
          brands: categoryBrands.mv,
        },
        {
          title: "Low-voltage switchboards & breakers",
          text: "MSBs, distribution boards and MCCs; air circuit breakers, MCCBs, MCBs and contactors.",
          brands: categoryBrands.lv,
        },
        {
          title: "Power & distribution transformers",
          text: "Oil-immersed and dry-type transformers, from distribution substations to plant main substations.",
          brands: categoryBrands.transformers,
        },
        {
          title: "Protection relays",
          text: "Overcurrent, differential, distance and multifunction relays for feeders, transformers and motors.",
          brands: categoryBrands.relays,
        },
        {
          title: "Automatic transfer switches",
          text: "ATS units switching between mains and generator, with controllers and safety interlocks.",
          brands: categoryBrands.ats,
        },
        {
          title: "Capacitor banks & power quality",
          text: "Automatic capacitor banks, power factor controllers, detuning reactors and harmonic filters.",
          brands: categoryBrands.powerQuality,
        },
        {
          title: "PLC, SCADA & automation",
          text: "PLCs, HMI panels, variable speed drives and SCADA software for production lines and substations.",
          brands: categoryBrands.automation,
        },
        {
          title: "Cables & busways",
          text: "Medium-voltage, low-voltage and control cables, and busway systems for heavy loads.",
          brands: categoryBrands.cables,
        },
        {
          title: "Metering & energy monitoring",
          text: "Multifunction meters, electronic energy meters and energy management software by load area.",
          brands: categoryBrands.metering,
        },
      ],
    },
    why: {
      eyebrow: "Why choose us",
      title: "One contractor, accountable to the end",
      intro:
        "Clients choose us because their systems are handed over on time and run reliably from the very first energisation.",
      items: [
        {
          title: "Genuine, fully documented equipment",
          text: "Every item comes with certificates of origin and quality, factory test reports and the manufacturer's warranty.",
        },
        {
          title: "Manufacturer-trained engineers",
          text: "Our team holds medium-voltage relay certification and has hands-on experience with equipment from many brands.",
        },
        {
          title: "Specialist test equipment",
          text: "Relay test sets, high-voltage testers, contact resistance and insulation testers, all calibrated on schedule.",
        },
        {
          title: "Safety comes first",
          text: "Method statements, permits to work and isolation procedures are prepared and strictly followed on every site.",
        },
        {
          title: "Clear acceptance documents",
          text: "Complete as-built drawings, test reports and operating manuals, ready for the utility and the owner.",
        },
        {
          title: "Support after handover",
          text: "We stay with you through scheduled maintenance and 24/7 emergency response once the system is in service.",
        },
      ],
    },
    cta: {
      title: "Planning a new electrical project?",
      text: "Send us your drawings or equipment list and we will propose the right configuration, a delivery schedule and a detailed quotation.",
      back: "All services",
    },
  },
};
