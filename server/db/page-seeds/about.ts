import type { PageDocument } from "../../../contract/pages/index.ts";

// the seed of the about page (/about): the words the site shipped with, in both languages

export const aboutSeed: PageDocument<"about"> = {
  vi: {
    meta: {
      title: "Giới thiệu",
      description:
        "Nhà thầu điện, tự động hóa và bảo trì hệ thống điện công nghiệp tại miền Nam: hơn {{years}} năm kinh nghiệm, {{projects}}+ công trình, đối tác ABB, Schneider, Siemens.",
      keywords:
        "giới thiệu công ty điện, nhà thầu điện công nghiệp, thí nghiệm hiệu chỉnh, bảo trì hệ thống điện, tủ điện trung thế, đối tác ABB Schneider Siemens",
    },
    hero: {
      eyebrow: "Về chúng tôi",
      title: "Đội ngũ kỹ sư điện đồng hành cùng nhà máy và công trình phía Nam từ năm {{foundingYear}}",
      intro:
        "Chúng tôi thiết kế, thi công, thí nghiệm – hiệu chỉnh và bảo trì hệ thống điện trung thế, hạ thế và tự động hóa cho nhà máy, khu công nghiệp và tòa nhà thương mại. Mỗi công trình do kỹ sư có chứng chỉ phụ trách, thực hiện theo quy trình an toàn và bàn giao kèm đầy đủ biên bản thí nghiệm.",
    },
    brands: {
      eyebrow: "Đối tác thương hiệu",
      title: "Đối tác của {{brands}} thương hiệu thiết bị điện hàng đầu thế giới",
      intro:
        "Chúng tôi làm việc trực tiếp với các hãng và nhà phân phối chính thức, nên thiết bị có nguồn gốc rõ ràng, tài liệu kỹ thuật đầy đủ và được bảo hành theo tiêu chuẩn nhà sản xuất. Kỹ sư của chúng tôi được hãng đào tạo để lắp đặt, cài đặt và thí nghiệm đúng khuyến cáo.",
    },
    experience: {
      eyebrow: "Kinh nghiệm",
      title: "Hơn {{years}} năm trên công trường điện công nghiệp",
      paragraphs: [
        "Từ trạm biến áp 22 kV của nhà máy đến tủ điều khiển của từng dây chuyền, đội ngũ của chúng tôi đã trực tiếp thi công, thí nghiệm và đưa vào vận hành hơn {{projects}} công trình tại TP. Hồ Chí Minh và các tỉnh lân cận.",
        "Chúng tôi hiểu rằng mỗi giờ mất điện là một giờ dây chuyền phải dừng máy. Vì vậy mọi phương án đều đi kèm kế hoạch cắt điện tối thiểu, phiếu công tác, biện pháp an toàn và hồ sơ nghiệm thu rõ ràng, giúp chủ đầu tư và đơn vị điện lực phê duyệt nhanh chóng.",
      ],
      stats: [
        { value: "{{years}}+", label: "năm kinh nghiệm" },
        { value: "{{projects}}+", label: "công trình đã bàn giao" },
        { value: "35 kV", label: "cấp điện áp thi công và thí nghiệm" },
        { value: "24/7", label: "ứng cứu sự cố khẩn cấp" },
      ],
      sectorsTitle: "Lĩnh vực đã phục vụ",
      sectors: [
        "Nhà máy sản xuất và khu công nghiệp",
        "Tòa nhà văn phòng, trung tâm thương mại",
        "Bệnh viện và trường học",
        "Trung tâm dữ liệu",
        "Nhà máy xử lý nước và hạ tầng kỹ thuật",
        "Hệ thống điện mặt trời áp mái",
      ],
      profile: {
        title: "Thông tin doanh nghiệp",
        founded: "Năm thành lập",
        headOffice: "Trụ sở chính",
        hotline: "Hotline",
        email: "E-mail",
      },
    },
    mission: {
      eyebrow: "Sứ mệnh",
      title: "Giữ cho hệ thống điện của khách hàng vận hành an toàn, liên tục và hiệu quả",
      statement:
        "Sứ mệnh của chúng tôi là mang đến giải pháp điện, tự động hóa và bảo trì đáng tin cậy, giúp doanh nghiệp giảm thời gian dừng máy ngoài kế hoạch, tiết kiệm năng lượng và tuân thủ đầy đủ quy định về an toàn điện.",
      visionTitle: "Tầm nhìn",
      vision:
        "Trở thành nhà thầu kỹ thuật điện được các nhà máy và khu công nghiệp phía Nam tin chọn hàng đầu cho hạng mục trung thế, hạ thế và bảo trì dài hạn.",
      commitmentsTitle: "Cam kết của chúng tôi",
      commitments: [
        "Khảo sát hiện trường và báo giá minh bạch, chi tiết theo từng hạng mục",
        "Thi công theo TCVN, IEC và quy định an toàn điện hiện hành",
        "Bàn giao đầy đủ bản vẽ hoàn công, biên bản thí nghiệm và hướng dẫn vận hành",
        "Phản hồi yêu cầu bảo hành và sự cố trong thời gian đã cam kết",
      ],
    },
    values: {
      eyebrow: "Giá trị cốt lõi",
      title: "Sáu giá trị định hướng cách chúng tôi làm việc",
      intro:
        "Đây là những nguyên tắc mà mọi kỹ sư và kỹ thuật viên áp dụng trên từng công trình, từ buổi khảo sát đầu tiên đến ngày bàn giao.",
      items: [
        {
          title: "An toàn",
          text: "Không có công việc nào quan trọng hơn an toàn: mọi thao tác đều có phiếu công tác, cắt điện, thử điện, nối đất và rào chắn đúng quy trình.",
        },
        {
          title: "Chất lượng",
          text: "Thiết bị chính hãng, vật tư đúng chủng loại và mọi hạng mục đều được thí nghiệm, kiểm tra trước khi đóng điện.",
        },
        {
          title: "Sự hài lòng của khách hàng",
          text: "Chúng tôi lắng nghe yêu cầu vận hành thực tế, báo cáo tiến độ thường xuyên và chỉ xem là hoàn thành khi khách hàng thật sự yên tâm.",
        },
        {
          title: "Tin cậy",
          text: "Đúng tiến độ, đúng cam kết, với đội ứng cứu sẵn sàng 24/7 khi hệ thống điện của Quý khách gặp sự cố.",
        },
        {
          title: "Đổi mới",
          text: "Ứng dụng camera nhiệt, phân tích chất lượng điện năng và giám sát SCADA để phát hiện hư hỏng trước khi sự cố xảy ra.",
        },
        {
          title: "Phát triển bền vững",
          text: "Tư vấn giải pháp tiết kiệm năng lượng, bù công suất phản kháng và tận dụng thiết bị hợp lý để giảm chi phí lẫn phát thải.",
        },
      ],
    },
    timeline: {
      eyebrow: "Chặng đường phát triển",
      title: "Những cột mốc quan trọng",
      intro: "Từ một nhóm kỹ sư nhỏ đến nhà thầu trọn gói cho hệ thống điện công nghiệp.",
      items: [
        {
          year: "{{foundingYear}}",
          title: "Thành lập công ty",
          text: "Thành lập tại TP. Hồ Chí Minh với đội ngũ kỹ sư chuyên lắp đặt tủ điện hạ thế và hệ thống điện nhà xưởng.",
        },
        {
          year: "2018",
          title: "Mở rộng sang thí nghiệm – hiệu chỉnh",
          text: "Thành lập đội thí nghiệm – hiệu chỉnh; đầu tư bộ thí nghiệm rơ le, máy đo điện trở cách điện và máy đo tỷ số biến áp.",
        },
        {
          year: "2020",
          title: "Ra mắt dịch vụ bảo trì định kỳ",
          text: "Triển khai hợp đồng bảo trì dài hạn cho nhà máy, kết hợp chụp ảnh nhiệt và phân tích chất lượng điện năng.",
        },
        {
          year: "2022",
          title: "Rơ le bảo vệ và tự động hóa trạm",
          text: "Kỹ sư tham gia các khóa đào tạo chuyên sâu về rơ le bảo vệ trung thế; mở rộng sang SCADA và tự động hóa trạm biến áp.",
        },
        {
          year: "2024",
          title: "Đội ứng cứu sự cố 24/7",
          text: "Thành lập đội ứng cứu khẩn cấp trực 24/7 cùng kho vật tư dự phòng gồm máy cắt, rơ le, cầu chì trung thế và bộ chuyển nguồn ATS.",
        },
        {
          year: "2025",
          title: "Vượt mốc 500 công trình",
          text: "Hoàn thành hơn 500 công trình và nhận các gói thiết kế – thi công trọn gói cho trạm biến áp và hệ thống điện nhà máy.",
        },
      ],
    },
    organisation: {
      eyebrow: "Cơ cấu tổ chức",
      title: "Sơ đồ tổ chức",
      intro:
        "Mỗi phòng ban có trách nhiệm rõ ràng và phối hợp dưới sự điều hành trực tiếp của Ban Giám đốc, để dự án được triển khai nhanh và xuyên suốt từ khảo sát đến bảo trì.",
      top: {
        title: "Ban Giám đốc",
        text: "Định hướng chiến lược, phê duyệt phương án kỹ thuật và chịu trách nhiệm cuối cùng về an toàn, chất lượng.",
      },
      departments: [
        {
          title: "Phòng Kỹ thuật – Thiết kế",
          text: "Khảo sát, tính toán, lập bản vẽ thi công và hồ sơ thỏa thuận đấu nối với điện lực.",
        },
        {
          title: "Phòng Quản lý dự án",
          text: "Lập tiến độ, điều phối nhà thầu phụ, giám sát an toàn và chất lượng tại công trường.",
        },
        {
          title: "Phòng Thí nghiệm – Hiệu chỉnh",
          text: "Thí nghiệm máy biến áp, tủ trung thế, cáp và rơ le bảo vệ; lập biên bản nghiệm thu.",
        },
        {
          title: "Phòng Bảo trì – Dịch vụ",
          text: "Bảo trì định kỳ, chụp ảnh nhiệt, đo chất lượng điện năng và ứng cứu sự cố 24/7.",
        },
        {
          title: "Phòng Kinh doanh – Phát triển thị trường",
          text: "Tư vấn giải pháp, báo giá, chăm sóc khách hàng và phát triển quan hệ với các hãng.",
        },
        {
          title: "Phòng Tài chính – Hành chính",
          text: "Kế toán, mua hàng, nhân sự, hồ sơ pháp lý và quản lý kho vật tư.",
        },
      ],
    },
    certifications: {
      eyebrow: "Chứng chỉ và giấy phép",
      title: "Năng lực được công nhận",
      intro:
        "Các chứng chỉ và giấy phép dưới đây là cơ sở để chúng tôi thi công, thí nghiệm và bảo trì hệ thống điện cho khách hàng. Bản sao được cung cấp kèm hồ sơ năng lực khi có yêu cầu.",
      issuedBy: "Đơn vị cấp: {{issuer}}",
      validUntil: "Hiệu lực đến {{date}}",
    },
    cta: {
      title: "Cần một đơn vị kỹ thuật điện đáng tin cậy cho nhà máy của Quý khách?",
      text: "Hãy liên hệ để kỹ sư của chúng tôi khảo sát hiện trường và tư vấn giải pháp phù hợp cho hệ thống trung thế, hạ thế, tự động hóa hoặc kế hoạch bảo trì.",
    },
  },
  en: {
    meta: {
      title: "About us",
      description:
        "Electrical, automation and maintenance contractor in southern Vietnam: {{years}}+ years, {{projects}}+ projects, partner of ABB, Schneider Electric, Siemens and more.",
      keywords:
        "about us, industrial electrical contractor Vietnam, testing and commissioning, electrical maintenance, MV switchgear, ABB Schneider Siemens partner",
    },
    hero: {
      eyebrow: "About us",
      title: "Electrical engineers serving factories and facilities across southern Vietnam since {{foundingYear}}",
      intro:
        "We design, build, test, commission and maintain medium-voltage, low-voltage and automation systems for factories, industrial parks and commercial buildings. Every job is led by certified engineers, carried out under a documented safety procedure and handed over with complete test reports.",
    },
    brands: {
      eyebrow: "Brand partners",
      title: "Partner of {{brands}} of the world's leading electrical equipment brands",
      intro:
        "We work directly with manufacturers and their authorised distributors, so every device has a clear origin, full technical documentation and the manufacturer's warranty. Our engineers are factory-trained to install, set and test each product exactly as specified.",
    },
    experience: {
      eyebrow: "Experience",
      title: "More than {{years}} years on industrial electrical sites",
      paragraphs: [
        "From a plant's 22 kV substation to the control panel of a single production line, our team has built, tested and commissioned more than {{projects}} projects in Ho Chi Minh City and the surrounding provinces.",
        "We know that every hour without power is an hour of lost production. That is why each method statement comes with a minimal shutdown plan, permits to work, safety measures and clear acceptance documents, so owners and the power utility can approve the work quickly.",
      ],
      stats: [
        { value: "{{years}}+", label: "years of experience" },
        { value: "{{projects}}+", label: "projects handed over" },
        { value: "35 kV", label: "voltage level we build and test" },
        { value: "24/7", label: "emergency response" },
      ],
      sectorsTitle: "Sectors we serve",
      sectors: [
        "Manufacturing plants and industrial parks",
        "Office buildings and shopping centres",
        "Hospitals and schools",
        "Data centres",
        "Water treatment plants and utilities",
        "Rooftop solar systems",
      ],
      profile: {
        title: "Company profile",
        founded: "Founded",
        headOffice: "Head office",
        hotline: "Hotline",
        email: "E-mail",
      },
    },
    mission: {
      eyebrow: "Mission",
      title: "Keeping our clients' power systems safe, continuous and efficient",
      statement:
        "Our mission is to deliver dependable electrical, automation and maintenance solutions that cut unplanned downtime, save energy and keep businesses fully compliant with electrical safety regulations.",
      visionTitle: "Vision",
      vision:
        "To be the electrical engineering contractor that factories and industrial parks in southern Vietnam trust first for medium-voltage, low-voltage and long-term maintenance work.",
      commitmentsTitle: "Our commitments",
      commitments: [
        "Site surveys and transparent, itemised quotations",
        "Work to TCVN and IEC standards and current electrical safety regulations",
        "Complete handover: as-built drawings, test reports and operating instructions",
        "Warranty and breakdown calls answered within the agreed response time",
      ],
    },
    values: {
      eyebrow: "Core values",
      title: "Six values that shape how we work",
      intro:
        "These are the principles every engineer and technician applies on every site, from the first survey to the day of handover.",
      items: [
        {
          title: "Safety",
          text: "No job matters more than safety: every task follows a permit to work, isolation, voltage testing, earthing and barriers by the book.",
        },
        {
          title: "Quality",
          text: "Genuine equipment, the specified materials, and every item tested and inspected before it is energised.",
        },
        {
          title: "Customer satisfaction",
          text: "We listen to how your plant actually runs, report progress regularly and only call a job done when you are confident in it.",
        },
        {
          title: "Reliability",
          text: "On time and as promised, with an emergency team on call 24/7 when your power system fails.",
        },
        {
          title: "Innovation",
          text: "Thermal imaging, power quality analysis and SCADA monitoring to find faults before they cause an outage.",
        },
        {
          title: "Sustainability",
          text: "Energy-saving measures, power factor correction and sensible reuse of equipment to lower both costs and emissions.",
        },
      ],
    },
    timeline: {
      eyebrow: "Our journey",
      title: "Key milestones",
      intro: "From a small team of engineers to a full-service contractor for industrial power systems.",
      items: [
        {
          year: "{{foundingYear}}",
          title: "Company founded",
          text: "Founded in Ho Chi Minh City by a team of engineers specialising in low-voltage switchboards and factory power distribution.",
        },
        {
          year: "2018",
          title: "Into testing and commissioning",
          text: "Set up a testing and commissioning team; invested in relay test sets, insulation resistance testers and transformer turns-ratio meters.",
        },
        {
          year: "2020",
          title: "Preventive maintenance service launched",
          text: "Began long-term maintenance contracts for factories, combining scheduled servicing with thermal imaging and power quality analysis.",
        },
        {
          year: "2022",
          title: "Protection relays and substation automation",
          text: "Our engineers took in-depth training in MV protection relays; we expanded into SCADA and substation automation.",
        },
        {
          year: "2024",
          title: "24/7 emergency response team",
          text: "Set up a round-the-clock emergency repair team backed by a spare parts store of breakers, relays, MV fuses and ATS units.",
        },
        {
          year: "2025",
          title: "500+ projects delivered",
          text: "Passed 500 completed projects and took on full design-and-build packages for substations and factory power systems.",
        },
      ],
    },
    organisation: {
      eyebrow: "Organisation",
      title: "Organisational chart",
      intro:
        "Each department has clear responsibilities and works under the direct lead of the Board of Management, so projects move quickly and seamlessly from survey to maintenance.",
      top: {
        title: "Board of Management",
        text: "Sets strategy, approves technical solutions and holds final responsibility for safety and quality.",
      },
      departments: [
        {
          title: "Engineering & Design",
          text: "Site surveys, calculations, construction drawings and grid connection applications to the utility.",
        },
        {
          title: "Project Management",
          text: "Scheduling, subcontractor coordination, and on-site safety and quality supervision.",
        },
        {
          title: "Testing & Commissioning",
          text: "Testing of transformers, MV switchgear, cables and protection relays; commissioning reports.",
        },
        {
          title: "Maintenance & Service",
          text: "Preventive maintenance, thermal imaging, power quality surveys and 24/7 emergency repair.",
        },
        {
          title: "Sales & Business Development",
          text: "Solution consulting, quotations, account management and relationships with manufacturers.",
        },
        {
          title: "Finance & Administration",
          text: "Accounting, purchasing, human resources, legal documents and stock control.",
        },
      ],
    },
    certifications: {
      eyebrow: "Certificates and licences",
      title: "Recognised capability",
      intro:
        "The certificates and licences below are the basis on which we build, test and maintain our clients' power systems. Copies are supplied with our company profile on request.",
      issuedBy: "Issuer: {{issuer}}",
      validUntil: "Valid until {{date}}",
    },
    cta: {
      title: "Looking for an electrical contractor you can rely on?",
      text: "Get in touch and one of our engineers will survey your site and recommend the right solution for your MV, LV, automation or maintenance needs.",
    },
  },
};
