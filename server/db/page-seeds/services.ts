import type { PageDocument } from "../../../contract/pages/index.ts";

// the seed of the services page (/services): the words the site shipped with, in both languages

export const servicesSeed: PageDocument<"services"> = {
  vi: {
    meta: {
      title: "Dịch vụ kỹ thuật điện",
      description:
        "Cung cấp, lắp đặt, thí nghiệm thiết bị điện trung hạ thế; bảo trì hệ thống điện nhà máy và sửa chữa sự cố khẩn cấp 24/7 tại TP.HCM và các tỉnh phía Nam.",
      keywords:
        "dịch vụ điện công nghiệp, lắp đặt tủ điện trung thế, thí nghiệm hiệu chỉnh, bảo trì hệ thống điện, sửa chữa điện khẩn cấp 24/7, máy biến áp, SCADA",
    },
    hero: {
      eyebrow: "Dịch vụ",
      title: "Giải pháp điện trọn gói cho nhà máy và công trình",
      intro:
        "Từ cung cấp thiết bị, lắp đặt, thí nghiệm – nghiệm thu đến bảo trì dài hạn và ứng cứu sự cố, đội ngũ kỹ sư của chúng tôi đồng hành cùng hệ thống điện của Quý khách trong suốt vòng đời vận hành.",
    },
    overview: {
      eyebrow: "Lĩnh vực hoạt động",
      title: "Ba nhóm dịch vụ chính",
      intro:
        "Mỗi nhóm dịch vụ do một đội kỹ sư chuyên trách đảm nhận, với quy trình, thiết bị đo kiểm và chế độ báo cáo riêng, để Quý khách luôn biết hệ thống của mình đang ở tình trạng nào.",
    },
    cards: [
      {
        label: "Thiết bị điện",
        title: "Cung cấp, lắp đặt và thí nghiệm thiết bị điện",
        summary:
          "Thiết bị trung thế, hạ thế và tự động hóa chính hãng, được lắp đặt, thí nghiệm hiệu chỉnh và đóng điện nghiệm thu theo tiêu chuẩn IEC và quy chuẩn kỹ thuật Việt Nam.",
        features: [
          "Tủ trung thế, RMU và máy biến áp cấp điện áp đến 35 kV",
          "Tủ điện hạ thế MSB, DB, MCC, tủ ATS và tủ tụ bù",
          "Cài đặt, thí nghiệm rơ le bảo vệ và tính toán phối hợp bảo vệ",
          "Tích hợp PLC, SCADA và hệ thống giám sát năng lượng",
          "Thí nghiệm, hiệu chỉnh và nghiệm thu trước khi đóng điện",
        ],
      },
      {
        label: "Bảo trì",
        title: "Bảo trì và bảo dưỡng hệ thống điện",
        summary:
          "Kế hoạch bảo trì định kỳ kết hợp bảo trì theo tình trạng giúp phát hiện sớm hư hỏng, giảm thời gian dừng máy ngoài kế hoạch và kéo dài tuổi thọ thiết bị.",
        features: [
          "Bảo trì phòng ngừa trạm biến áp, tủ trung thế và tủ hạ thế",
          "Chụp ảnh nhiệt hồng ngoại phát hiện điểm phát nóng",
          "Đo và phân tích chất lượng điện năng, sóng hài",
          "Thí nghiệm định kỳ máy biến áp, cáp và thiết bị đóng cắt",
          "Báo cáo tình trạng thiết bị kèm đề xuất khắc phục",
        ],
      },
      {
        label: "Khẩn cấp 24/7",
        title: "Sửa chữa sự cố điện khẩn cấp 24/7",
        summary:
          "Đội ứng cứu trực cả ngày lẫn đêm, kể cả ngày lễ, nhanh chóng có mặt tại nhà máy để khoanh vùng sự cố và khôi phục cấp điện an toàn.",
        features: [
          "Tiếp nhận sự cố qua hotline mọi lúc",
          "Khoanh vùng, cách ly sự cố và cấp điện tạm thời",
          "Sửa chữa, thay thế máy cắt, rơ le, cáp và đầu cáp",
          "Thí nghiệm lại thiết bị trước khi đóng điện trở lại",
          "Biên bản phân tích sự cố và khuyến nghị phòng ngừa",
        ],
      },
    ],
    actions: {
      electrical: "Xem dịch vụ thiết bị điện",
      maintenance: "Xem dịch vụ bảo trì",
      emergencyNote: "Hotline ứng cứu sự cố, trực 24/7:",
    },
    process: {
      eyebrow: "Cách chúng tôi làm việc",
      title: "Quy trình triển khai rõ ràng, minh bạch",
      intro:
        "Dù là một tủ điện hay cả trạm biến áp, mỗi công việc đều đi qua bốn bước để bảo đảm an toàn, tiến độ và chất lượng.",
      steps: [
        {
          title: "Khảo sát hiện trạng",
          text: "Kỹ sư đến hiện trường, kiểm tra sơ đồ nguyên lý, phụ tải và tình trạng thiết bị, ghi nhận yêu cầu vận hành của nhà máy.",
        },
        {
          title: "Đề xuất giải pháp và báo giá",
          text: "Đưa ra phương án kỹ thuật, danh mục thiết bị, tiến độ và chi phí rõ ràng từng hạng mục để Quý khách dễ dàng so sánh, phê duyệt.",
        },
        {
          title: "Thi công và thí nghiệm",
          text: "Thi công theo biện pháp an toàn đã duyệt, thí nghiệm hiệu chỉnh từng thiết bị và lập biên bản theo tiêu chuẩn.",
        },
        {
          title: "Bàn giao và đồng hành",
          text: "Đóng điện nghiệm thu, bàn giao hồ sơ hoàn công, hướng dẫn vận hành và tiếp tục hỗ trợ bảo trì trong suốt quá trình sử dụng.",
        },
      ],
    },
    cta: {
      title: "Cần tư vấn cho hệ thống điện của Quý khách?",
      text: "Gửi cho chúng tôi sơ đồ một sợi, danh mục thiết bị hoặc mô tả sự cố. Kỹ sư phụ trách sẽ liên hệ lại với phương án và báo giá phù hợp.",
    },
    schema: { catalogName: "Dịch vụ kỹ thuật điện, bảo trì và sửa chữa khẩn cấp" },
  },
  en: {
    meta: {
      title: "Electrical engineering services",
      description:
        "Supply, installation and testing of MV/LV electrical equipment, industrial power system maintenance and 24/7 emergency repair in Ho Chi Minh City and the south.",
      keywords:
        "industrial electrical services, medium voltage switchgear installation, testing and commissioning, electrical maintenance, 24/7 emergency electrical repair, transformers, SCADA",
    },
    hero: {
      eyebrow: "Services",
      title: "Complete electrical solutions for factories and buildings",
      intro:
        "From equipment supply, installation, testing and commissioning to long-term maintenance and emergency response, our engineers look after your power system throughout its working life.",
    },
    overview: {
      eyebrow: "What we do",
      title: "Three core service lines",
      intro:
        "Each service line is run by a dedicated team of engineers with its own procedures, test equipment and reporting, so you always know the condition of your installation.",
    },
    cards: [
      {
        label: "Electrical equipment",
        title: "Electrical equipment supply, installation and testing",
        summary:
          "Genuine medium-voltage, low-voltage and automation equipment, installed, tested, commissioned and energised to IEC standards and Vietnamese technical regulations.",
        features: [
          "Medium-voltage switchgear, RMUs and transformers up to 35 kV",
          "Low-voltage MSBs, distribution boards, MCCs, ATS panels and capacitor banks",
          "Protection relay setting, testing and coordination studies",
          "PLC, SCADA and energy monitoring integration",
          "Testing, adjustment and acceptance before energisation",
        ],
      },
      {
        label: "Maintenance",
        title: "Electrical system maintenance",
        summary:
          "Scheduled preventive maintenance combined with condition-based checks finds faults early, cuts unplanned downtime and extends the life of your equipment.",
        features: [
          "Preventive maintenance of substations, MV switchgear and LV switchboards",
          "Infrared thermal imaging to locate hot spots",
          "Power quality and harmonic measurement and analysis",
          "Periodic testing of transformers, cables and switching devices",
          "Condition reports with recommended corrective actions",
        ],
      },
      {
        label: "24/7 emergency",
        title: "24/7 emergency electrical repair",
        summary:
          "Our response team is on call day and night, holidays included, and reaches your plant quickly to isolate the fault and restore power safely.",
        features: [
          "Breakdowns reported to our hotline at any hour",
          "Fault location, isolation and temporary supply",
          "Repair or replacement of breakers, relays, cables and terminations",
          "Re-testing of equipment before re-energisation",
          "Incident report with root cause and preventive recommendations",
        ],
      },
    ],
    actions: {
      electrical: "Electrical equipment services",
      maintenance: "Maintenance services",
      emergencyNote: "Emergency hotline, staffed 24/7:",
    },
    process: {
      eyebrow: "How we work",
      title: "A clear, transparent process",
      intro:
        "Whether it is a single switchboard or a complete substation, every job goes through the same four steps to keep it safe, on time and to standard.",
      steps: [
        {
          title: "Site survey",
          text: "An engineer visits the site, reviews single-line diagrams, loads and equipment condition, and records how the plant needs to operate.",
        },
        {
          title: "Proposal and quotation",
          text: "You receive a technical solution, equipment list, schedule and itemised cost that are easy to compare and approve.",
        },
        {
          title: "Installation and testing",
          text: "Work follows an approved method statement and safety plan; every device is tested and adjusted, with test reports to standard.",
        },
        {
          title: "Handover and support",
          text: "We energise, hand over as-built documents, train your operators and stay on hand for maintenance for as long as you need us.",
        },
      ],
    },
    cta: {
      title: "Need advice on your power system?",
      text: "Send us your single-line diagram, equipment list or a description of the problem, and the engineer in charge will come back to you with a solution and a quotation.",
    },
    schema: { catalogName: "Electrical engineering, maintenance and emergency repair services" },
  },
};
