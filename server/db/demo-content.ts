import type { DemoBrandLogo, DemoToolKind } from "../services/demo-images.ts";
import type { NewCategory, NewProject, NewToolsCompany } from "./database.ts";

// demo content so that a newcomer sees a living site; staff replace it from the admin

export const demoProjects: Omit<NewProject, "image_path">[] = [
  {
    title: "22 kV substation for a garment factory",
    title_vi: "Trạm biến áp 22 kV cho nhà máy may mặc",
    location: "VSIP II Industrial Park, Ho Chi Minh City",
    location_vi: "KCN VSIP II, TP. Hồ Chí Minh",
    description:
      "Supply, installation, testing and commissioning of a 2 × 2,500 kVA indoor substation with medium-voltage ring main units, cast-resin transformers and a main low-voltage switchboard.",
    description_vi:
      "Cung cấp, lắp đặt, thí nghiệm và nghiệm thu trạm biến áp trong nhà 2 × 2.500 kVA với tủ RMU trung thế, máy biến áp khô và tủ điện hạ thế tổng.",
    services_provided: "Equipment supply, Installation, Testing and commissioning",
    services_provided_vi: "Cung cấp thiết bị, Lắp đặt, Thí nghiệm và nghiệm thu",
    display_order: 1,
  },
  {
    title: "Main switchboards for an office tower",
    title_vi: "Tủ điện tổng cho tòa nhà văn phòng",
    location: "Sai Gon Ward, Ho Chi Minh City",
    location_vi: "Phường Sài Gòn, TP. Hồ Chí Minh",
    description:
      "Design, assembly and installation of form 4b main switchboards and 38 distribution boards for a 25-storey office building, with energy metering on every floor.",
    description_vi:
      "Thiết kế, lắp ráp và lắp đặt tủ điện tổng dạng 4b cùng 38 tủ phân phối cho tòa văn phòng 25 tầng, có đồng hồ đo điện năng cho từng tầng.",
    services_provided: "Design-and-build, Low-voltage switchboards, Energy metering",
    services_provided_vi: "Thiết kế và thi công, Tủ điện hạ thế, Đo đếm điện năng",
    display_order: 2,
  },
  {
    title: "SCADA upgrade for a water treatment plant",
    title_vi: "Nâng cấp hệ thống SCADA cho nhà máy xử lý nước",
    location: "Bien Hoa 2 Industrial Park, Dong Nai",
    location_vi: "KCN Biên Hòa 2, Đồng Nai",
    description:
      "Replacement of ageing PLCs and HMIs, a redundant SCADA server and remote monitoring of 14 pumping stations over a fibre and 4G network.",
    description_vi:
      "Thay thế PLC và HMI đã xuống cấp, bổ sung máy chủ SCADA dự phòng và giám sát từ xa 14 trạm bơm qua mạng cáp quang và 4G.",
    services_provided: "SCADA, Automation, Commissioning",
    services_provided_vi: "SCADA, Tự động hóa, Nghiệm thu vận hành",
    display_order: 3,
  },
  {
    title: "Preventive maintenance for a food processing plant",
    title_vi: "Bảo trì phòng ngừa cho nhà máy chế biến thực phẩm",
    location: "Tay Ninh",
    location_vi: "Tây Ninh",
    description:
      "A three-year maintenance contract covering thermal imaging, insulation testing, breaker servicing and an annual shutdown of the medium-voltage system.",
    description_vi:
      "Hợp đồng bảo trì ba năm gồm chụp ảnh nhiệt, đo cách điện, bảo dưỡng máy cắt và bảo trì định kỳ hằng năm hệ thống trung thế.",
    services_provided: "Preventive maintenance, Condition-based maintenance",
    services_provided_vi: "Bảo trì phòng ngừa, Bảo trì theo tình trạng",
    display_order: 4,
  },
  {
    title: "Automatic transfer switches for a general hospital",
    title_vi: "Bộ chuyển nguồn tự động cho bệnh viện đa khoa",
    location: "Ho Chi Minh City",
    location_vi: "TP. Hồ Chí Minh",
    description:
      "Integration of two 1,250 kVA standby generators with automatic transfer switches, so that operating theatres and intensive care keep power within ten seconds of an outage.",
    description_vi:
      "Tích hợp hai máy phát dự phòng 1.250 kVA với bộ chuyển nguồn tự động, bảo đảm phòng mổ và khu hồi sức có điện trở lại trong vòng mười giây khi mất điện.",
    services_provided: "Automatic transfer switch, Installation, Testing",
    services_provided_vi: "Bộ chuyển nguồn tự động, Lắp đặt, Thí nghiệm",
    display_order: 5,
  },
  {
    title: "Protection relay commissioning for a solar farm",
    title_vi: "Nghiệm thu rơ le bảo vệ cho nhà máy điện mặt trời",
    location: "Khanh Hoa",
    location_vi: "Khánh Hòa",
    description:
      "Setting calculation, secondary injection testing and end-to-end commissioning of the protection relays of the 0.8/22 kV inverter-transformer stations of a 10 MWp solar farm.",
    description_vi:
      "Tính toán chỉnh định, thí nghiệm nhị thứ và nghiệm thu toàn bộ rơ le bảo vệ của các trạm inverter – máy biến áp 0,8/22 kV cho nhà máy điện mặt trời 10 MWp.",
    services_provided: "Protection relays, Power system studies, Commissioning",
    services_provided_vi: "Rơ le bảo vệ, Tính toán hệ thống điện, Nghiệm thu",
    display_order: 6,
  },
  {
    title: "Energy audit and power quality study for a steel mill",
    title_vi: "Kiểm toán năng lượng và chất lượng điện năng cho nhà máy thép",
    location: "Phu My Industrial Park, Ho Chi Minh City",
    location_vi: "KCN Phú Mỹ, TP. Hồ Chí Minh",
    description:
      "Four weeks of power quality logging, harmonic analysis and a capacitor bank and filter retrofit that cut reactive power charges by 18 percent.",
    description_vi:
      "Bốn tuần ghi nhận chất lượng điện năng, phân tích sóng hài và cải tạo tụ bù, bộ lọc giúp giảm 18% chi phí công suất phản kháng.",
    services_provided: "Energy analysis, Power quality, Retrofit",
    services_provided_vi: "Phân tích năng lượng, Chất lượng điện năng, Cải tạo",
    display_order: 7,
  },
  {
    title: "Electrical works for a logistics warehouse",
    title_vi: "Hệ thống điện cho kho logistics",
    location: "Que Vo Industrial Park, Bac Ninh",
    location_vi: "KCN Quế Võ, Bắc Ninh",
    description:
      "Design-and-build of the power distribution, high-bay LED lighting, lightning protection and rooftop solar connection for a 40,000 m² warehouse.",
    description_vi:
      "Thiết kế và thi công hệ thống phân phối điện, chiếu sáng LED nhà xưởng, chống sét và đấu nối điện mặt trời áp mái cho kho 40.000 m².",
    services_provided: "Design-and-build, Lighting, Lightning protection",
    services_provided_vi: "Thiết kế và thi công, Chiếu sáng, Chống sét",
    display_order: 8,
  },
];

export const demoBusinessCategories: NewCategory[] = [
  {
    name: "Industrial manufacturing",
    name_vi: "Sản xuất công nghiệp",
    description: "Factories and production lines",
    description_vi: "Nhà máy và dây chuyền sản xuất",
  },
  {
    name: "Commercial buildings",
    name_vi: "Tòa nhà thương mại",
    description: "Offices, hotels and shopping centres",
    description_vi: "Văn phòng, khách sạn và trung tâm thương mại",
  },
  {
    name: "Renewable energy",
    name_vi: "Năng lượng tái tạo",
    description: "Solar and wind power plants",
    description_vi: "Nhà máy điện mặt trời và điện gió",
  },
  {
    name: "Infrastructure and utilities",
    name_vi: "Hạ tầng và tiện ích",
    description: "Water, transport and public utilities",
    description_vi: "Cấp thoát nước, giao thông và tiện ích công cộng",
  },
];

export const demoToolsCategories: NewCategory[] = [
  {
    name: "Insulation testers",
    name_vi: "Thiết bị đo cách điện",
    description: "Insulation resistance up to 15 kV",
    description_vi: "Đo điện trở cách điện đến 15 kV",
  },
  {
    name: "Relay test sets",
    name_vi: "Bộ thí nghiệm rơ le",
    description: "Secondary injection for protection relays",
    description_vi: "Bơm dòng nhị thứ cho rơ le bảo vệ",
  },
  {
    name: "Power quality analysers",
    name_vi: "Thiết bị phân tích chất lượng điện",
    description: "Harmonics, flicker and energy logging",
    description_vi: "Ghi nhận sóng hài, nhấp nháy và điện năng",
  },
  {
    name: "Thermal imaging cameras",
    name_vi: "Camera chụp ảnh nhiệt",
    description: "Hot-spot detection in live equipment",
    description_vi: "Phát hiện điểm nóng trên thiết bị đang vận hành",
  },
];

// the makers of the test instruments (no logo: they are not listed as brand partners) and the
// brand partners shown on /services/electrical (a drawn logo each, in this order)
export const demoToolsCompanies: (Omit<NewToolsCompany, "logo_path"> & { logo?: DemoBrandLogo })[] = [
  {
    name: "ABB",
    name_vi: "ABB",
    description:
      "UniGear MV switchgear, SafeRing ring main units, Relion protection relays and Emax 2 air circuit breakers.",
    description_vi: "Tủ trung thế UniGear, tủ RMU SafeRing, rơ le bảo vệ Relion và máy cắt không khí Emax 2.",
    logo: { color: "#e2000f", lines: ["ABB"], weight: 0.24 },
  },
  {
    name: "Schneider Electric",
    name_vi: "Schneider Electric",
    description: "RM6 ring main units, Masterpact MTZ and ComPacT NSX breakers, and EcoStruxure power monitoring.",
    description_vi: "Tủ RMU RM6, máy cắt Masterpact MTZ và ComPacT NSX, hệ thống giám sát năng lượng EcoStruxure.",
    logo: { color: "#3dcd58", lines: ["SCHNEIDER", "ELECTRIC"], weight: 0.16 },
  },
  {
    name: "Siemens",
    name_vi: "Siemens",
    description: "SIVACON S8 LV switchboards, 3WL breakers, SIPROTEC protection relays and SIMATIC controllers.",
    description_vi: "Tủ hạ thế SIVACON S8, máy cắt 3WL, rơ le bảo vệ SIPROTEC và bộ điều khiển SIMATIC.",
    logo: { color: "#009999", lines: ["SIEMENS"], weight: 0.18 },
  },
  {
    name: "Mitsubishi Electric",
    name_vi: "Mitsubishi Electric",
    description: "AE-SW and WS-V breakers, FR inverters and MELSEC PLCs for production lines.",
    description_vi: "Máy cắt AE-SW và WS-V, biến tần FR và PLC MELSEC cho dây chuyền sản xuất.",
    logo: { color: "#e60012", lines: ["MITSUBISHI", "ELECTRIC"], weight: 0.15 },
  },
  {
    name: "LS Electric",
    name_vi: "LS Electric",
    description: "Susol and Metasol breakers, contactors, automatic transfer switches and MV vacuum circuit breakers.",
    description_vi:
      "Máy cắt Susol và Metasol, khởi động từ, bộ chuyển nguồn tự động ATS và máy cắt chân không trung thế.",
    logo: { color: "#0052a4", lines: ["LS ELECTRIC"], weight: 0.18 },
  },
  {
    name: "Eaton",
    name_vi: "Eaton",
    description: "Power Xpert switchgear, xEnergy LV panels, moulded-case breakers and 9-series UPS systems.",
    description_vi: "Tủ đóng cắt Power Xpert, tủ hạ thế xEnergy, máy cắt khối và bộ lưu điện UPS dòng 9.",
    logo: { color: "#005eb8", lines: ["EATON"], weight: 0.2, spacing: 0.3 },
  },
  {
    name: "Megger",
    name_vi: "Megger",
    description: "Electrical test equipment, United Kingdom",
    description_vi: "Thiết bị thí nghiệm điện, Vương quốc Anh",
  },
  {
    name: "OMICRON",
    name_vi: "OMICRON",
    description: "Protection and power system testing, Austria",
    description_vi: "Thí nghiệm bảo vệ và hệ thống điện, Áo",
  },
  {
    name: "Fluke",
    name_vi: "Fluke",
    description: "Measurement and thermal imaging, United States",
    description_vi: "Thiết bị đo và chụp ảnh nhiệt, Hoa Kỳ",
  },
  {
    name: "Hioki",
    name_vi: "Hioki",
    description: "Electrical measuring instruments, Japan",
    description_vi: "Thiết bị đo lường điện, Nhật Bản",
  },
];

// each tool names its category and company by their demo names, and has a drawn picture; the
// home page lists the newest first (the last ones here)
export const demoTools: {
  name: string;
  name_vi: string;
  description: string;
  description_vi: string;
  category: string;
  company: string;
  picture: DemoToolKind;
}[] = [
  {
    name: "IR4057 insulation tester",
    name_vi: "Máy đo cách điện IR4057",
    description: "Digital insulation tester up to 1,000 V for low-voltage switchboards and wiring.",
    description_vi: "Đồng hồ đo cách điện đến 1.000 V cho tủ điện và dây dẫn hạ thế.",
    category: "Insulation testers",
    company: "Hioki",
    picture: "insulation",
  },
  {
    name: "SMRT410 relay test set",
    name_vi: "Hợp bộ thí nghiệm rơ le SMRT410",
    description: "Field test set with four current channels for checking complete protection schemes.",
    description_vi: "Hợp bộ thí nghiệm hiện trường bốn kênh dòng, kiểm tra trọn vẹn sơ đồ bảo vệ.",
    category: "Relay test sets",
    company: "Megger",
    picture: "relay",
  },
  {
    name: "PQ3198 power quality analyser",
    name_vi: "Máy phân tích chất lượng điện PQ3198",
    description: "Measures two circuits at once, for feeders and solar inverters.",
    description_vi: "Đo đồng thời hai mạch, phù hợp cho xuất tuyến và bộ nghịch lưu điện mặt trời.",
    category: "Power quality analysers",
    company: "Hioki",
    picture: "power-quality",
  },
  {
    name: "Ti480 PRO thermal camera",
    name_vi: "Camera nhiệt Ti480 PRO",
    description: "Finds hot spots in live switchgear from a safe distance.",
    description_vi: "Phát hiện điểm nóng trên tủ điện đang mang tải từ khoảng cách an toàn.",
    category: "Thermal imaging cameras",
    company: "Fluke",
    picture: "thermal",
  },
  {
    name: "1777 power quality analyser",
    name_vi: "Máy phân tích chất lượng điện 1777",
    description: "Class A logging of harmonics, voltage dips and flicker over several weeks.",
    description_vi: "Ghi nhận chất lượng điện năng cấp A: sóng hài, sụt áp và nhấp nháy trong nhiều tuần.",
    category: "Power quality analysers",
    company: "Fluke",
    picture: "power-quality",
  },
  {
    name: "CMC 356 relay test set",
    name_vi: "Bộ thí nghiệm rơ le CMC 356",
    description: "Three-phase secondary injection for testing and commissioning protection relays.",
    description_vi: "Bơm dòng và áp nhị thứ ba pha để thí nghiệm, nghiệm thu rơ le bảo vệ.",
    category: "Relay test sets",
    company: "OMICRON",
    picture: "relay",
  },
  {
    name: "MIT525 insulation tester",
    name_vi: "Máy đo cách điện MIT525",
    description: "5 kV insulation resistance tests of cables, motors and transformers, with PI and DAR.",
    description_vi: "Đo điện trở cách điện 5 kV cho cáp, động cơ và máy biến áp, kèm chỉ số PI và DAR.",
    category: "Insulation testers",
    company: "Megger",
    picture: "insulation",
  },
];

// the certificates of the home carousel and the /about gallery; their pictures are the drawings
// in public/images/certificates, stored like uploads
export const demoCertificates: {
  picture: string;
  title: string;
  title_vi: string;
  issuer: string;
  issuer_vi: string;
  valid_until: string | null;
}[] = [
  {
    picture: "abb-mv-relay.svg",
    title: "ABB MV protection relay certification (sample)",
    title_vi: "Chứng nhận rơ le bảo vệ trung thế ABB (mẫu)",
    issuer: "ABB Vietnam",
    issuer_vi: "ABB Việt Nam",
    valid_until: null,
  },
  {
    picture: "experimental-operation-license.svg",
    title: "Electricity operation licence – electrical testing (sample)",
    title_vi: "Giấy phép hoạt động điện lực – thí nghiệm điện (mẫu)",
    issuer: "Electricity Regulatory Authority of Vietnam",
    issuer_vi: "Cục Điều tiết điện lực",
    valid_until: null,
  },
  {
    picture: "operation-certification.svg",
    title: "ISO 9001:2015 quality management certification (sample)",
    title_vi: "Chứng nhận hệ thống quản lý chất lượng ISO 9001:2015 (mẫu)",
    issuer: "Certification body (sample)",
    issuer_vi: "Tổ chức chứng nhận (mẫu)",
    valid_until: "2029-12-31",
  },
];

// the news of the home page's "recent activities", /news and their pages
export const demoNews = [
  {
    published_on: "2026-10-20",
    title: "Solar farm inverter-transformer stations commissioned and energised",
    title_vi: "Hoàn thành nghiệm thu, đóng điện trạm inverter – máy biến áp điện mặt trời",
    summary:
      "Our testing team completed protection relay commissioning for the 0.8/22 kV inverter-transformer stations of a solar farm in Khanh Hoa.",
    summary_vi:
      "Đội thí nghiệm hoàn tất nghiệm thu rơ le bảo vệ cho các trạm inverter – máy biến áp 0,8/22 kV của nhà máy điện mặt trời tại Khánh Hòa.",
    body: "Over three weeks on site, our engineers tested the 22 kV protection relays, the current and voltage transformers and the control circuits of the solar farm's four 0.8/22 kV inverter-transformer stations.\n\nThe stations were energised on schedule, with the test reports and acceptance documents handed to the owner and the power utility the same week.",
    body_vi:
      "Trong ba tuần tại công trường, các kỹ sư của chúng tôi đã thí nghiệm rơ le bảo vệ phía 22 kV, máy biến dòng, máy biến điện áp và mạch nhị thứ của bốn trạm inverter – máy biến áp 0,8/22 kV của nhà máy điện mặt trời.\n\nCác trạm được đóng điện đúng kế hoạch; biên bản thí nghiệm và hồ sơ nghiệm thu được bàn giao cho chủ đầu tư và điện lực ngay trong tuần.",
  },
  {
    published_on: "2026-09-15",
    title: "Periodic electrical safety training",
    title_vi: "Huấn luyện an toàn điện định kỳ",
    summary: "All technicians attended the statutory electrical safety and first aid training course.",
    summary_vi: "Toàn bộ kỹ thuật viên tham gia khóa huấn luyện an toàn điện và sơ cứu theo quy định.",
    body: "The two-day course covered permits to work, isolation and earthing of medium-voltage equipment, working at height and first aid for electric shock.\n\nEvery technician passed the written and practical assessment and received an updated safety card.",
    body_vi:
      "Khóa học hai ngày gồm phiếu công tác, cô lập và nối đất thiết bị trung thế, làm việc trên cao và sơ cứu người bị điện giật.\n\nToàn bộ kỹ thuật viên đã đạt bài kiểm tra lý thuyết và thực hành, và được cấp thẻ an toàn điện mới.",
  },
  {
    published_on: "2026-08-25",
    title: "Three-year maintenance contract signed",
    title_vi: "Ký hợp đồng bảo trì ba năm",
    summary: "We signed a medium-voltage maintenance contract with a food processing plant in Tay Ninh.",
    summary_vi: "Ký kết hợp đồng bảo trì hệ thống điện trung thế cho một nhà máy chế biến thực phẩm tại Tây Ninh.",
    body: "The contract covers scheduled maintenance of the plant's 22 kV substation, switchboards and capacitor banks, with thermal imaging every quarter and a four-hour emergency response.\n\nIt is the plant's first maintenance contract based on the condition of its equipment rather than the calendar alone.",
    body_vi:
      "Hợp đồng bao gồm bảo trì định kỳ trạm biến áp 22 kV, tủ điện và tụ bù của nhà máy, chụp ảnh nhiệt hằng quý và ứng cứu sự cố trong vòng bốn giờ.\n\nĐây là hợp đồng bảo trì đầu tiên của nhà máy dựa trên tình trạng thực tế của thiết bị thay vì chỉ theo lịch.",
  },
];
