import type { PageDocument } from "../../../contract/pages/index.ts";

// the seed of the home page (/): the words the site shipped with, in both languages

export const homeSeed: PageDocument<"home"> = {
  vi: {
    meta: {
      title: "Nhà thầu điện, tự động hóa và bảo trì",
      description:
        "Cung cấp thiết bị, lắp đặt, thí nghiệm, nghiệm thu và bảo trì hệ thống điện trung thế, hạ thế cho nhà máy và tòa nhà tại TP. Hồ Chí Minh và miền Nam.",
      keywords:
        "nhà thầu điện, thí nghiệm điện, bảo trì trạm biến áp, tủ điện trung thế, rơ le bảo vệ, SCADA, ATS, điện công nghiệp",
    },
    hero: {
      eyebrow: "Điện – Tự động hóa – Bảo trì",
      title: "Giải pháp kỹ thuật điện trọn gói cho nhà máy và công trình",
      subtitle:
        "Từ cung cấp thiết bị, lắp đặt, thí nghiệm và nghiệm thu đến bảo trì định kỳ và sửa chữa khẩn cấp: một đối tác chịu trách nhiệm cho toàn bộ hệ thống điện của Quý khách.",
      partnersLabel: "Đối tác thiết bị",
      stats: [
        { value: "{{years}}+", label: "năm kinh nghiệm" },
        { value: "{{projects}}+", label: "dự án đã thực hiện" },
        { value: "24/7", label: "hỗ trợ sự cố" },
      ],
    },
    overview: {
      eyebrow: "Về chúng tôi",
      title: "Đội ngũ kỹ sư điện giàu kinh nghiệm, làm việc theo tiêu chuẩn",
      text: [
        "Chúng tôi thiết kế, thi công, thí nghiệm và bảo trì hệ thống điện trung thế và hạ thế cho nhà máy, khu công nghiệp, tòa nhà thương mại và dự án năng lượng tái tạo.",
        "Mỗi công việc đều có quy trình an toàn, biên bản thí nghiệm và hồ sơ nghiệm thu đầy đủ, để hệ thống của Quý khách vận hành ổn định và sẵn sàng cho mọi đợt kiểm tra.",
      ],
      certificatesTitle: "Chứng chỉ và giấy phép",
      link: "Tìm hiểu về công ty",
    },
    products: {
      eyebrow: "Sản phẩm tiêu biểu",
      title: "Thiết bị điện từ các hãng hàng đầu",
      intro: "Chúng tôi tư vấn, cung cấp và lắp đặt thiết bị chính hãng, kèm chứng từ xuất xứ và bảo hành đầy đủ.",
      items: [
        {
          key: "mediumVoltage",
          title: "Thiết bị trung thế",
          text: "Tủ RMU, tủ trung thế hợp bộ, máy cắt chân không và dao cắt phụ tải cho lưới 22 kV và 35 kV.",
          points: ["Tủ RMU cách điện khí SF6 hoặc khí sạch", "Máy cắt chân không", "Rơ le bảo vệ số"],
        },
        {
          key: "lowVoltage",
          title: "Thiết bị hạ thế",
          text: "Tủ điện tổng MSB, tủ phân phối, máy cắt ACB, MCCB và bộ chuyển nguồn tự động.",
          points: ["Tủ MSB dạng 2b đến 4b", "Máy cắt ACB, MCCB, MCB", "Bộ chuyển nguồn ATS"],
        },
        {
          key: "transformers",
          title: "Máy biến áp",
          text: "Máy biến áp dầu và máy biến áp khô từ 100 kVA đến 5.000 kVA, kèm thí nghiệm xuất xưởng.",
          points: ["Máy biến áp dầu kín", "Máy biến áp khô cách điện epoxy", "Thí nghiệm định kỳ"],
        },
      ],
    },
    services: {
      eyebrow: "Dịch vụ chính",
      title: "Chúng tôi đồng hành suốt vòng đời hệ thống điện",
      intro: "Từ khảo sát, thiết kế đến vận hành và bảo trì, một đầu mối duy nhất chịu trách nhiệm cho chất lượng.",
      specialisedTitle: "Dịch vụ chuyên sâu",
      specialised: [
        {
          key: "testing",
          title: "Thí nghiệm hiệu chỉnh",
          text: "Thí nghiệm trạm biến áp, tủ trung thế, cáp và máy biến áp theo tiêu chuẩn IEC và quy chuẩn Việt Nam.",
        },
        {
          key: "protection",
          title: "Rơ le bảo vệ",
          text: "Tính toán chỉnh định, cài đặt và thí nghiệm nhị thứ rơ le bảo vệ cho lưới trung thế đến 35 kV và hạ thế.",
        },
        {
          key: "scada",
          title: "SCADA và tự động hóa",
          text: "Tích hợp PLC, HMI và SCADA để giám sát, điều khiển trạm và nhà máy từ xa.",
        },
        {
          key: "maintenance",
          title: "Bảo trì và sửa chữa khẩn cấp",
          text: "Bảo trì định kỳ, bảo trì theo tình trạng và đội ứng cứu sự cố sẵn sàng 24/7.",
        },
      ],
      toolsTitle: "Thiết bị chẩn đoán",
      toolsAll: "Xem tất cả thiết bị chẩn đoán",
    },
    projects: {
      eyebrow: "Dự án tiêu biểu",
      title: "Công trình chúng tôi đã thực hiện",
      intro: "Một vài dự án gần đây cho nhà máy, tòa nhà và nhà máy năng lượng.",
      link: "Xem tất cả dự án",
      loading: "Đang tải dự án…",
      fallback: [
        {
          title: "Trạm biến áp 22 kV cho nhà máy sản xuất",
          location: "TP. Hồ Chí Minh",
          services: "Cung cấp thiết bị, Lắp đặt, Thí nghiệm",
          image: "/images/projects/substation.svg",
        },
        {
          title: "Tủ điện tổng cho tòa nhà văn phòng",
          location: "TP. Hồ Chí Minh",
          services: "Thiết kế và thi công, Tủ điện hạ thế",
          image: "/images/projects/switchboard.svg",
        },
        {
          title: "Hệ thống SCADA cho nhà máy xử lý nước",
          location: "Đồng Nai",
          services: "SCADA, Tự động hóa",
          image: "/images/projects/scada.svg",
        },
      ],
    },
    social: {
      eyebrow: "Kết nối",
      title: "Theo dõi công việc của chúng tôi",
      text: "Video thi công, mẹo an toàn điện và cập nhật dự án trên các kênh mạng xã hội.",
      followers: "người theo dõi",
      connections: "kết nối",
    },
    cta: {
      title: "Cần tư vấn cho hệ thống điện của Quý khách?",
      text: "Kỹ sư của chúng tôi sẽ khảo sát và đề xuất giải pháp phù hợp, miễn phí trong khu vực TP. Hồ Chí Minh.",
      phone: "Hotline",
      email: "E-mail",
      address: "Văn phòng",
    },
    activities: {
      eyebrow: "Hoạt động gần đây",
      title: "Tin tức và hoạt động",
      all: "Xem tất cả tin tức",
    },
  },
  en: {
    meta: {
      title: "Electrical and automation contractor",
      description:
        "Supply, installation, testing, commissioning and maintenance of MV and LV power systems for factories and buildings in Ho Chi Minh City and southern Vietnam.",
      keywords:
        "electrical contractor Vietnam, electrical testing, substation maintenance, medium voltage switchgear, protection relay, SCADA, ATS, industrial power",
    },
    hero: {
      eyebrow: "Electrical – Automation – Maintenance",
      title: "End-to-end electrical engineering for factories and buildings",
      subtitle:
        "From equipment supply, installation, testing and commissioning to planned maintenance and emergency repair: one partner accountable for your whole power system.",
      partnersLabel: "Equipment partners",
      stats: [
        { value: "{{years}}+", label: "years of experience" },
        { value: "{{projects}}+", label: "projects delivered" },
        { value: "24/7", label: "breakdown support" },
      ],
    },
    overview: {
      eyebrow: "About us",
      title: "Experienced electrical engineers who work to standard",
      text: [
        "We design, build, test and maintain medium and low voltage systems for factories, industrial parks, commercial buildings and renewable energy plants.",
        "Every job comes with a safety plan, test reports and a complete handover file, so your system runs reliably and is ready for any inspection.",
      ],
      certificatesTitle: "Certificates and licences",
      link: "Learn about the company",
    },
    products: {
      eyebrow: "Featured products",
      title: "Electrical equipment from leading brands",
      intro: "We advise on, supply and install genuine equipment with certificates of origin and full warranty.",
      items: [
        {
          key: "mediumVoltage",
          title: "Medium voltage",
          text: "Ring main units, metal-clad switchgear, vacuum circuit breakers and load break switches for 22 kV and 35 kV networks.",
          points: ["SF6 or clean-air insulated RMUs", "Vacuum circuit breakers", "Numerical protection relays"],
        },
        {
          key: "lowVoltage",
          title: "Low voltage",
          text: "Main switchboards, distribution boards, ACB, MCCB and automatic transfer switches.",
          points: ["MSBs from form 2b to 4b", "ACB, MCCB and MCB breakers", "Automatic transfer switches"],
        },
        {
          key: "transformers",
          title: "Transformers",
          text: "Oil-immersed and cast-resin dry transformers from 100 kVA to 5,000 kVA, with factory tests.",
          points: ["Hermetically sealed oil transformers", "Cast-resin dry transformers", "Periodic testing"],
        },
      ],
    },
    services: {
      eyebrow: "Key services",
      title: "With you for the whole life of your power system",
      intro: "From survey and design to operation and maintenance, one accountable contact for quality.",
      specialisedTitle: "Specialised services",
      specialised: [
        {
          key: "testing",
          title: "Testing and commissioning",
          text: "Testing of substations, MV switchgear, cables and transformers to IEC standards and Vietnamese regulations.",
        },
        {
          key: "protection",
          title: "Protection relays",
          text: "Setting calculation, configuration and secondary injection testing of protection relays for medium voltage up to 35 kV and low voltage.",
        },
        {
          key: "scada",
          title: "SCADA and automation",
          text: "PLC, HMI and SCADA integration to monitor and control substations and plants remotely.",
        },
        {
          key: "maintenance",
          title: "Maintenance and emergency repair",
          text: "Planned and condition-based maintenance, with a breakdown team on call 24/7.",
        },
      ],
      toolsTitle: "Diagnostic tools",
      toolsAll: "See all diagnostic tools",
    },
    projects: {
      eyebrow: "Signature projects",
      title: "Work we have delivered",
      intro: "A few recent projects for factories, buildings and power plants.",
      link: "See all projects",
      loading: "Loading projects…",
      fallback: [
        {
          title: "22 kV substation for a manufacturing plant",
          location: "Ho Chi Minh City",
          services: "Equipment supply, Installation, Testing",
          image: "/images/projects/substation.svg",
        },
        {
          title: "Main switchboards for an office tower",
          location: "Ho Chi Minh City",
          services: "Design-and-build, Low-voltage switchboards",
          image: "/images/projects/switchboard.svg",
        },
        {
          title: "SCADA system for a water treatment plant",
          location: "Dong Nai",
          services: "SCADA, Automation",
          image: "/images/projects/scada.svg",
        },
      ],
    },
    social: {
      eyebrow: "Connect",
      title: "Follow our work",
      text: "Site videos, electrical safety tips and project updates on our social channels.",
      followers: "followers",
      connections: "connections",
    },
    cta: {
      title: "Need advice on your power system?",
      text: "Our engineers will survey your site and propose the right solution, free of charge in the Ho Chi Minh City area.",
      phone: "Hotline",
      email: "E-mail",
      address: "Office",
    },
    activities: {
      eyebrow: "Recent activities",
      title: "News and activities",
      all: "See all news",
    },
  },
};
