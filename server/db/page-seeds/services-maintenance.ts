import type { PageDocument } from "../../../contract/pages/index.ts";

// the seed of the maintenance services page (/services/maintenance): the words the site shipped with, in both languages

export const servicesMaintenanceSeed: PageDocument<"services-maintenance"> = {
  vi: {
    meta: {
      title: "Bảo trì hệ thống điện công nghiệp",
      description:
        "Bảo trì phòng ngừa và bảo trì theo tình trạng cho trạm biến áp, tủ điện, máy phát; chụp ảnh nhiệt, đo chất lượng điện năng, thí nghiệm định kỳ và ứng cứu 24/7.",
      keywords:
        "bảo trì hệ thống điện, bảo dưỡng trạm biến áp, bảo trì tủ điện, chụp ảnh nhiệt, đo chất lượng điện năng, thí nghiệm định kỳ, bảo trì theo tình trạng, thi công cơ điện M&E",
      breadcrumb: "Bảo trì hệ thống điện",
      serviceType: "Bảo trì, bảo dưỡng và thí nghiệm định kỳ hệ thống điện công nghiệp",
    },
    hero: {
      eyebrow: "Dịch vụ bảo trì",
      title: "Bảo trì hệ thống điện để nhà máy không phải dừng ngoài kế hoạch",
      intro:
        "Chúng tôi lập và thực hiện kế hoạch bảo trì cho toàn bộ hệ thống điện, từ trạm biến áp đến tủ phân phối và hệ thống điều khiển, kết hợp kiểm tra định kỳ với chẩn đoán tình trạng để xử lý hư hỏng trước khi sự cố xảy ra.",
    },
    offered: {
      eyebrow: "Dịch vụ cung cấp",
      title: "Bốn dịch vụ bảo trì chủ lực",
      intro: "Có thể triển khai riêng lẻ theo từng đợt hoặc gộp trong một hợp đồng bảo trì trọn gói theo năm.",
      items: [
        {
          title: "Hợp đồng bảo trì định kỳ",
          text: "Lịch bảo trì theo tháng, quý hoặc năm cho trạm biến áp, tủ trung hạ thế và máy phát; vệ sinh, siết lực, kiểm tra và lập biên bản sau mỗi đợt.",
        },
        {
          title: "Thí nghiệm định kỳ thiết bị điện",
          text: "Thí nghiệm máy biến áp, máy cắt, cáp trung thế, chống sét van và rơ le bảo vệ theo chu kỳ quy định, đáp ứng yêu cầu của điện lực và bảo hiểm.",
        },
        {
          title: "Chẩn đoán và đo kiểm tình trạng",
          text: "Chụp ảnh nhiệt hồng ngoại, đo chất lượng điện năng, phân tích khí hòa tan trong dầu và đo phóng điện cục bộ để đánh giá tình trạng thực của thiết bị.",
        },
        {
          title: "Sửa chữa và ứng cứu sự cố",
          text: "Khắc phục nhanh hư hỏng phát hiện trong quá trình bảo trì và trực ứng cứu sự cố 24/7, có sẵn vật tư thay thế cho các thiết bị thông dụng.",
        },
      ],
    },
    solutions: {
      eyebrow: "Giải pháp theo hạng mục",
      title: "Tám hạng mục chúng tôi bảo trì",
      intro:
        "Mỗi hạng mục có danh mục kiểm tra riêng, được xây dựng theo khuyến cáo của nhà sản xuất và tiêu chuẩn hiện hành.",
      items: [
        {
          title: "Trạm biến áp và tủ trung thế",
          text: "Vệ sinh cách điện, kiểm tra cơ cấu truyền động máy cắt, dao cách ly và mạch liên động.",
        },
        {
          title: "Máy biến áp",
          text: "Kiểm tra dầu, đo điện trở cuộn dây, tỷ số biến, cách điện và xử lý rò rỉ dầu.",
        },
        {
          title: "Tủ điện hạ thế và MCC",
          text: "Siết lực đầu cốt, kiểm tra ACB, MCCB, khởi động từ và thí nghiệm chức năng bảo vệ.",
        },
        {
          title: "Rơ le bảo vệ và mạch nhị thứ",
          text: "Thí nghiệm bơm dòng, kiểm tra giá trị cài đặt và tín hiệu cắt, báo động.",
        },
        {
          title: "Máy phát điện và ATS",
          text: "Chạy thử có tải, kiểm tra bộ điều khiển, thời gian chuyển nguồn và liên động ATS.",
        },
        {
          title: "Tụ bù và chất lượng điện năng",
          text: "Đo điện dung tụ, kiểm tra cuộn kháng, đo sóng hài và hiệu chỉnh hệ số công suất.",
        },
        {
          title: "Nối đất và chống sét",
          text: "Đo điện trở nối đất, kiểm tra kim thu sét, dây dẫn sét và thiết bị chống sét lan truyền.",
        },
        {
          title: "PLC, SCADA và hệ thống điều khiển",
          text: "Sao lưu chương trình, kiểm tra truyền thông, nguồn UPS và tín hiệu vào ra.",
        },
      ],
    },
    expertise: {
      eyebrow: "Chuyên môn",
      title: "Ba lĩnh vực chuyên sâu",
      intro:
        "Kết hợp bảo trì theo kế hoạch, chẩn đoán theo tình trạng và năng lực thi công cơ điện giúp chúng tôi xử lý trọn vẹn mọi yêu cầu của nhà máy.",
      blocks: [
        {
          title: "Bảo trì phòng ngừa",
          text: "Công việc được lên lịch theo khuyến cáo của hãng và điều kiện vận hành thực tế, phối hợp với kế hoạch dừng máy của nhà máy để không ảnh hưởng sản xuất.",
          points: [
            "Lập kế hoạch bảo trì năm theo từng thiết bị",
            "Cắt điện, vệ sinh, siết lực và bôi trơn cơ cấu",
            "Thí nghiệm và lập biên bản theo tiêu chuẩn",
            "Theo dõi lịch sử bảo trì của từng thiết bị",
          ],
        },
        {
          title: "Bảo trì theo tình trạng",
          text: "Dùng các phép đo không cần cắt điện để phát hiện dấu hiệu xuống cấp, từ đó chỉ can thiệp khi thật sự cần, tiết kiệm chi phí và thời gian dừng máy.",
          points: [
            "Chụp ảnh nhiệt hồng ngoại khi thiết bị đang mang tải",
            "Phân tích khí hòa tan trong dầu máy biến áp",
            "Đo phóng điện cục bộ cho tủ trung thế và cáp",
            "Ghi và phân tích chất lượng điện năng, sóng hài",
          ],
        },
        {
          title: "Thi công cơ điện M&E",
          text: "Khi cần cải tạo hoặc mở rộng, đội thi công của chúng tôi thực hiện phần cơ điện theo hình thức thiết kế – thi công, bảo đảm đồng bộ với hệ thống hiện hữu.",
          points: [
            "Cải tạo, nâng công suất trạm biến áp",
            "Lắp đặt tủ điện, thang máng cáp và hệ thống chiếu sáng",
            "Hệ thống nối đất, chống sét và điện nhẹ",
            "Đấu nối, thí nghiệm và nghiệm thu đưa vào vận hành",
          ],
        },
      ],
    },
    tools: {
      eyebrow: "Thiết bị chẩn đoán",
      title: "Thiết bị đo và thí nghiệm chúng tôi sử dụng",
      intro:
        "Mỗi số liệu trong báo cáo gửi Quý khách đều được đo bằng thiết bị chính hãng, hiệu chuẩn định kỳ và do kỹ sư đã qua đào tạo vận hành.",
      makerLabel: "Hãng",
    },
    why: {
      eyebrow: "Vì sao chọn chúng tôi",
      title: "Bảo trì có số liệu, có trách nhiệm",
      intro:
        "Chúng tôi không chỉ kiểm tra rồi ra về: mỗi đợt bảo trì đều để lại số liệu và khuyến nghị Quý khách có thể dùng ngay.",
      items: [
        {
          title: "Báo cáo sau mỗi đợt",
          text: "Biên bản thí nghiệm, ảnh nhiệt và danh sách tồn tại được xếp theo mức độ ưu tiên xử lý.",
        },
        {
          title: "Linh hoạt theo lịch sản xuất",
          text: "Làm việc ngoài giờ, cuối tuần hoặc ngày lễ để tận dụng thời gian dừng máy của nhà máy.",
        },
        {
          title: "Thiết bị đo hiệu chuẩn",
          text: "Camera nhiệt, máy phân tích chất lượng điện năng và hợp bộ thí nghiệm được hiệu chuẩn định kỳ.",
        },
        {
          title: "Ứng cứu 24/7",
          text: "Khách hàng bảo trì được ưu tiên điều phối khi có sự cố, kể cả ngoài giờ hành chính.",
        },
      ],
    },
    cta: {
      title: "Lên kế hoạch bảo trì cho năm tới",
      text: "Cho chúng tôi biết quy mô trạm, số lượng tủ điện và thời gian dừng máy dự kiến, chúng tôi sẽ đề xuất gói bảo trì phù hợp.",
      back: "Tất cả dịch vụ",
    },
  },
  en: {
    meta: {
      title: "Industrial electrical maintenance",
      description:
        "Preventive and condition-based maintenance of substations, switchboards and generators: thermal imaging, power quality surveys, periodic testing, 24/7 response.",
      keywords:
        "electrical maintenance Vietnam, substation maintenance, switchboard maintenance, thermal imaging, power quality survey, periodic testing, condition-based maintenance, M&E construction",
      breadcrumb: "Electrical maintenance",
      serviceType: "Industrial electrical system maintenance and periodic testing",
    },
    hero: {
      eyebrow: "Maintenance services",
      title: "Electrical maintenance that keeps your plant free of unplanned stops",
      intro:
        "We plan and carry out maintenance of your whole power system, from the substation to the distribution boards and controls, combining scheduled inspections with condition diagnostics to fix problems before they become failures.",
    },
    offered: {
      eyebrow: "What we offer",
      title: "Four core maintenance services",
      intro: "Order them one visit at a time or combine them in a single annual maintenance contract.",
      items: [
        {
          title: "Scheduled maintenance contracts",
          text: "Monthly, quarterly or annual programmes for substations, MV and LV switchboards and generators: cleaning, re-torquing, inspection and a report after every visit.",
        },
        {
          title: "Periodic equipment testing",
          text: "Testing of transformers, circuit breakers, MV cables, surge arresters and protection relays at the required intervals, meeting utility and insurer requirements.",
        },
        {
          title: "Condition diagnostics",
          text: "Infrared thermography, power quality surveys, dissolved gas analysis of transformer oil and partial discharge measurement to assess the real condition of your equipment.",
        },
        {
          title: "Repair and emergency response",
          text: "Fast correction of defects found during maintenance and a 24/7 emergency team, with spare parts kept in stock for common equipment.",
        },
      ],
    },
    solutions: {
      eyebrow: "Solutions by system",
      title: "Eight areas we maintain",
      intro: "Each area has its own checklist, built from manufacturer recommendations and current standards.",
      items: [
        {
          title: "Substations and MV switchgear",
          text: "Insulation cleaning, breaker and disconnector mechanism checks, and interlock verification.",
        },
        {
          title: "Transformers",
          text: "Oil checks, winding resistance, ratio and insulation tests, and oil leak repairs.",
        },
        {
          title: "LV switchboards and MCCs",
          text: "Terminal re-torquing, ACB, MCCB and contactor checks, and protection function tests.",
        },
        {
          title: "Protection relays and secondary circuits",
          text: "Secondary injection tests and verification of settings, trip and alarm signals.",
        },
        {
          title: "Generators and ATS",
          text: "Load tests, controller checks, transfer timing and ATS interlock verification.",
        },
        {
          title: "Capacitor banks and power quality",
          text: "Capacitance measurement, reactor checks, harmonic surveys and power factor correction.",
        },
        {
          title: "Earthing and lightning protection",
          text: "Earth resistance measurement, air terminals, down conductors and surge protective devices.",
        },
        {
          title: "PLC, SCADA and control systems",
          text: "Program backups, communication checks, UPS supplies and I/O signal verification.",
        },
      ],
    },
    expertise: {
      eyebrow: "Expertise",
      title: "Three areas of in-depth expertise",
      intro:
        "Scheduled maintenance, condition-based diagnostics and M&E construction capability let us handle every electrical need of your plant from start to finish.",
      blocks: [
        {
          title: "Preventive maintenance",
          text: "Work is scheduled from manufacturer recommendations and actual operating conditions, and timed with your planned shutdowns so production is not affected.",
          points: [
            "Annual maintenance plan for each asset",
            "Isolation, cleaning, re-torquing and lubrication of mechanisms",
            "Testing and reporting to standard",
            "Maintenance history kept for every asset",
          ],
        },
        {
          title: "Condition-based maintenance",
          text: "Measurements taken without switching off reveal early signs of deterioration, so we intervene only when needed and save you cost and downtime.",
          points: [
            "Infrared thermography of equipment under load",
            "Dissolved gas analysis of transformer oil",
            "Partial discharge measurement on MV switchgear and cables",
            "Power quality and harmonic recording and analysis",
          ],
        },
        {
          title: "M&E construction",
          text: "When you need to upgrade or extend, our construction team delivers the M&E works on a design-and-build basis, fully matched to your existing installation.",
          points: [
            "Substation refurbishment and capacity upgrades",
            "Switchboards, cable trays and lighting installation",
            "Earthing, lightning protection and low-current systems",
            "Connection, testing and commissioning into service",
          ],
        },
      ],
    },
    tools: {
      eyebrow: "Diagnostic tools",
      title: "The test and measurement equipment we use",
      intro:
        "Every figure in the reports we send you is measured with genuine instruments, calibrated on schedule and operated by trained engineers.",
      makerLabel: "Maker",
    },
    why: {
      eyebrow: "Why choose us",
      title: "Maintenance backed by data and accountability",
      intro:
        "We do not just inspect and leave: every visit leaves you with measurements and recommendations you can act on.",
      items: [
        {
          title: "A report after every visit",
          text: "Test reports, thermal images and a list of findings ranked by priority.",
        },
        {
          title: "Fits your production schedule",
          text: "We work evenings, weekends and holidays to make the most of your shutdown windows.",
        },
        {
          title: "Calibrated instruments",
          text: "Thermal cameras, power quality analysers and test sets calibrated on a regular schedule.",
        },
        {
          title: "24/7 response",
          text: "Maintenance clients get priority dispatch in an emergency, including outside office hours.",
        },
      ],
    },
    cta: {
      title: "Plan next year's maintenance",
      text: "Tell us the size of your substation, the number of switchboards and your expected shutdown windows, and we will propose the right maintenance package.",
      back: "All services",
    },
  },
};
