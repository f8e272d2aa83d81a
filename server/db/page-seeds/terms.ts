import type { PageDocument } from "../../../contract/pages/index.ts";
import { doc, h3, p, ul } from "./rich-text.ts";

// the seed of the terms of use (/terms): the words the site shipped with, in both
// languages; each section's body is rich text (contract/rich-text.ts), its subsections level-3
// headings
// "{{company}}" in a text is replaced by the company's name when the page renders

export const termsSeed: PageDocument<"terms"> = {
  vi: {
    meta: {
      title: "Điều khoản sử dụng",
      description:
        "Điều khoản sử dụng website và dịch vụ thi công, thí nghiệm, bảo trì hệ thống điện: quyền, nghĩa vụ, trách nhiệm, thanh toán, hủy hợp đồng và luật áp dụng.",
      keywords:
        "điều khoản sử dụng, điều kiện dịch vụ, hợp đồng thi công điện, thanh toán, hủy hợp đồng, luật áp dụng, nhà thầu điện",
    },
    hero: {
      eyebrow: "Pháp lý",
      title: "Điều khoản sử dụng",
      intro:
        "Vui lòng đọc kỹ các điều khoản dưới đây trước khi sử dụng website hoặc yêu cầu dịch vụ của chúng tôi. Các điều khoản này giúp hai bên hiểu rõ quyền, nghĩa vụ và cách phối hợp.",
      updatedLabel: "Cập nhật lần cuối:",
      updated: "20/11/2026",
    },
    toc: { label: "Mục lục điều khoản sử dụng", title: "Nội dung" },
    sections: [
      {
        id: "introduction",
        title: "Giới thiệu",
        body: doc(
          p(
            "Website này do {{company}} (“Công ty”, “chúng tôi”) sở hữu và vận hành. Công ty cung cấp dịch vụ thiết kế và thi công trọn gói hệ thống điện, tự động hóa, thí nghiệm, hiệu chỉnh và bảo trì cho nhà máy, tòa nhà và dự án năng lượng.",
          ),
          p(
            "Các điều khoản này điều chỉnh việc Quý khách sử dụng website và là điều kiện chung áp dụng cho báo giá và dịch vụ của chúng tôi. Nếu hai bên đã ký hợp đồng hoặc đơn đặt hàng có nội dung khác, hợp đồng hoặc đơn đặt hàng đó được ưu tiên áp dụng.",
          ),
        ),
      },
      {
        id: "acceptance",
        title: "Chấp nhận điều khoản",
        body: doc(
          p(
            "Bằng việc truy cập, sử dụng website hoặc gửi yêu cầu cho chúng tôi, Quý khách xác nhận đã đọc, hiểu và đồng ý với các điều khoản này cùng Chính sách bảo mật. Nếu không đồng ý, vui lòng ngừng sử dụng website.",
          ),
          p(
            "Nếu sử dụng website hoặc đặt dịch vụ thay mặt một doanh nghiệp hay tổ chức, Quý khách cam kết có đủ thẩm quyền để ràng buộc tổ chức đó với các điều khoản này.",
          ),
        ),
      },
      {
        id: "services",
        title: "Dịch vụ",
        body: doc(
          p("Chúng tôi cung cấp các nhóm dịch vụ chính sau:"),
          ul(
            "Cung cấp và lắp đặt tủ điện trung thế, hạ thế, máy biến áp và bộ chuyển nguồn tự động (ATS)",
            "Thí nghiệm, hiệu chỉnh và nghiệm thu thiết bị điện, rơ le bảo vệ và hệ thống SCADA",
            "Bảo trì phòng ngừa, bảo trì theo tình trạng, chụp ảnh nhiệt và đo kiểm chất lượng điện năng",
            "Thiết kế và thi công trọn gói hệ thống điện, cơ điện (M&E) cho công trình công nghiệp",
            "Ứng cứu và sửa chữa sự cố điện khẩn cấp",
          ),
          p(
            "Thông tin về dịch vụ, thiết bị và hình ảnh trên website chỉ mang tính giới thiệu chung, có thể thay đổi mà không cần báo trước; hình ảnh dự án mang tính minh họa. Phạm vi công việc, tiến độ, giá và điều kiện bảo hành cụ thể chỉ được xác định trong báo giá hoặc hợp đồng bằng văn bản. Báo giá có hiệu lực trong thời hạn ghi trên báo giá.",
          ),
          p(
            "Mọi công việc được thực hiện theo tiêu chuẩn, quy chuẩn kỹ thuật và quy định về an toàn điện hiện hành của Việt Nam, cùng với hướng dẫn của nhà sản xuất thiết bị.",
          ),
        ),
      },
      {
        id: "user-rights",
        title: "Quyền và nghĩa vụ của người dùng",
        body: doc(
          h3("Quyền của Quý khách"),
          ul(
            "Truy cập và tham khảo miễn phí thông tin trên website cho mục đích tìm hiểu, hợp tác",
            "Yêu cầu tư vấn, khảo sát và báo giá mà không phát sinh nghĩa vụ ký hợp đồng",
            "Được bảo vệ dữ liệu cá nhân theo Chính sách bảo mật",
            "Gửi phản hồi, khiếu nại về nội dung website và chất lượng dịch vụ",
          ),
          h3("Nghĩa vụ của Quý khách"),
          ul(
            "Cung cấp thông tin chính xác, đầy đủ khi liên hệ hoặc đặt dịch vụ",
            "Không sử dụng website cho mục đích trái pháp luật; không gửi thư rác, mã độc hay nội dung xúc phạm",
            "Không can thiệp, dò quét lỗ hổng, thu thập dữ liệu tự động hoặc làm quá tải hệ thống của website",
            "Khi sử dụng dịch vụ tại công trình: cung cấp bản vẽ, sơ đồ một sợi và tài liệu kỹ thuật hiện có; bố trí mặt bằng và lối tiếp cận an toàn; phối hợp đăng ký cắt điện và cử người đại diện tham gia nghiệm thu",
          ),
        ),
      },
      {
        id: "intellectual-property",
        title: "Quyền sở hữu trí tuệ",
        body: doc(
          p(
            "Toàn bộ nội dung trên website, gồm văn bản, hình ảnh, video, logo, thiết kế giao diện và tài liệu kỹ thuật, thuộc quyền sở hữu của Công ty hoặc được sử dụng hợp pháp theo giấy phép, và được bảo hộ theo Luật Sở hữu trí tuệ của Việt Nam.",
          ),
          p(
            "Quý khách được xem và in nội dung để sử dụng cho cá nhân hoặc nội bộ doanh nghiệp. Mọi việc sao chép, chỉnh sửa, phân phối hoặc sử dụng cho mục đích thương mại đều cần có sự chấp thuận trước bằng văn bản của Công ty.",
          ),
          p(
            "Tên và logo của các nhà sản xuất thiết bị xuất hiện trên website là nhãn hiệu của chủ sở hữu tương ứng, chỉ được dùng để mô tả thiết bị mà chúng tôi cung cấp hoặc làm việc cùng. Quyền sử dụng bản vẽ, biên bản thí nghiệm và hồ sơ kỹ thuật bàn giao cho khách hàng được xác định theo hợp đồng.",
          ),
        ),
      },
      {
        id: "liability",
        title: "Giới hạn trách nhiệm",
        body: doc(
          p(
            "Nội dung trên website được cung cấp để tham khảo. Chúng tôi nỗ lực bảo đảm thông tin chính xác và cập nhật nhưng không cam kết website luôn đầy đủ, không có lỗi hoặc hoạt động không gián đoạn. Thông tin trên website không thay thế cho việc khảo sát, tính toán và tư vấn kỹ thuật cho từng công trình cụ thể.",
          ),
          ul(
            "Chúng tôi không chịu trách nhiệm về thiệt hại phát sinh từ việc áp dụng thông tin trên website mà không có tư vấn trực tiếp của kỹ sư chúng tôi",
            "Chúng tôi không chịu trách nhiệm về nội dung của các website bên thứ ba được liên kết",
            "Đối với dịch vụ, trách nhiệm của Công ty được xác định theo hợp đồng; trừ khi hợp đồng quy định khác, tổng mức trách nhiệm không vượt quá giá trị của hợp đồng hoặc hạng mục công việc liên quan",
            "Chúng tôi không chịu trách nhiệm về hư hỏng do vận hành sai quy trình, sử dụng thiết bị vượt thông số định mức hoặc không thực hiện khuyến nghị kỹ thuật đã được thông báo",
            "Không bên nào phải chịu trách nhiệm về việc chậm trễ hoặc không thực hiện được nghĩa vụ do sự kiện bất khả kháng như thiên tai, dịch bệnh, hỏa hoạn, sự cố lưới điện quốc gia hoặc quyết định của cơ quan nhà nước",
          ),
          p("Các giới hạn trên không loại trừ trách nhiệm mà pháp luật Việt Nam không cho phép loại trừ."),
        ),
      },
      {
        id: "payment",
        title: "Thanh toán và hủy hợp đồng",
        body: doc(
          h3("Thanh toán"),
          p(
            "Giá, tiến độ và phương thức thanh toán được quy định trong báo giá hoặc hợp đồng. Trừ khi hai bên có thỏa thuận khác:",
          ),
          ul(
            "Hợp đồng thi công và cung cấp thiết bị có thể yêu cầu tạm ứng trước khi đặt hàng hoặc triển khai",
            "Các đợt thanh toán tiếp theo căn cứ vào khối lượng hoàn thành và biên bản nghiệm thu",
            "Chúng tôi xuất hóa đơn điện tử giá trị gia tăng (VAT) theo quy định",
            "Khoản thanh toán chậm có thể chịu lãi chậm trả theo hợp đồng và quy định của pháp luật",
          ),
          h3("Hủy hợp đồng"),
          p(
            "Bên muốn hủy hoặc chấm dứt trước thời hạn hợp đồng dịch vụ, hợp đồng bảo trì phải thông báo bằng văn bản cho bên kia ít nhất 30 ngày trước ngày dự kiến chấm dứt.",
          ),
          p(
            "Việc hủy có thể phát sinh phí, gồm giá trị công việc đã thực hiện, chi phí vật tư và thiết bị đã đặt hàng không thể hoàn trả, chi phí huy động nhân lực và các khoản khác theo hợp đồng. Khoản tạm ứng còn lại sau khi khấu trừ các chi phí này sẽ được hoàn trả.",
          ),
          p("Với dịch vụ ứng cứu sự cố, chi phí huy động được tính khi đội kỹ thuật đã xuất phát đến công trình."),
        ),
      },
      {
        id: "modifications",
        title: "Sửa đổi điều khoản",
        body: doc(
          p(
            "Chúng tôi có thể sửa đổi, bổ sung các điều khoản này cho phù hợp với thay đổi của dịch vụ hoặc của pháp luật. Phiên bản mới có hiệu lực kể từ khi được đăng trên website, với ngày cập nhật ghi ở đầu trang.",
          ),
          p(
            "Việc Quý khách tiếp tục sử dụng website sau thời điểm đó đồng nghĩa với việc chấp nhận điều khoản mới. Các sửa đổi không làm thay đổi hợp đồng đã ký, trừ khi hai bên có thỏa thuận bằng văn bản.",
          ),
        ),
      },
      {
        id: "governing-law",
        title: "Luật áp dụng và giải quyết tranh chấp",
        body: doc(
          p("Các điều khoản này được điều chỉnh và giải thích theo pháp luật nước Cộng hòa xã hội chủ nghĩa Việt Nam."),
          p(
            "Mọi tranh chấp trước hết được giải quyết bằng thương lượng, hòa giải trên tinh thần thiện chí. Nếu không giải quyết được trong vòng 30 ngày kể từ ngày một bên thông báo tranh chấp bằng văn bản, tranh chấp sẽ được đưa ra Tòa án nhân dân có thẩm quyền tại Thành phố Hồ Chí Minh.",
          ),
          p(
            "Nếu một điều khoản bị tuyên vô hiệu, các điều khoản còn lại vẫn giữ nguyên hiệu lực. Trường hợp có khác biệt giữa bản tiếng Việt và bản tiếng Anh, bản tiếng Việt được ưu tiên áp dụng.",
          ),
        ),
      },
    ],
    contact: {
      id: "contact",
      title: "Liên hệ",
      paragraphs: ["Nếu có câu hỏi về các điều khoản này, vui lòng liên hệ {{company}}:"],
      addressLabel: "Địa chỉ",
      phoneLabel: "Điện thoại",
      emailLabel: "E-mail",
    },
    related: { text: "Xem thêm:", label: "Chính sách bảo mật" },
  },
  en: {
    meta: {
      title: "Terms of use",
      description:
        "Terms for using our website and our electrical installation, testing and maintenance services: obligations, liability, payment, cancellation and governing law.",
      keywords:
        "terms of use, terms and conditions, electrical contractor terms, payment terms, cancellation policy, governing law Vietnam",
    },
    hero: {
      eyebrow: "Legal",
      title: "Terms of use",
      intro:
        "Please read these terms carefully before using our website or requesting our services. They set out each side's rights and obligations and how we work together.",
      updatedLabel: "Last updated:",
      updated: "20 November 2026",
    },
    toc: { label: "Terms of use contents", title: "On this page" },
    sections: [
      {
        id: "introduction",
        title: "Introduction",
        body: doc(
          p(
            "This website is owned and operated by {{company}} (“the Company”, “we”, “us”). We provide design-and-build, automation, testing, commissioning and maintenance services for electrical systems in factories, buildings and energy projects.",
          ),
          p(
            "These terms govern your use of the website and are the general conditions for our quotations and services. Where we have signed a contract or purchase order with you that says otherwise, that contract or order prevails.",
          ),
        ),
      },
      {
        id: "acceptance",
        title: "Acceptance of terms",
        body: doc(
          p(
            "By accessing or using the website, or by sending us a request, you confirm that you have read, understood and agree to these terms and to our privacy policy. If you do not agree, please stop using the website.",
          ),
          p(
            "If you use the website or order services on behalf of a company or organisation, you confirm that you are authorised to bind it to these terms.",
          ),
        ),
      },
      {
        id: "services",
        title: "Our services",
        body: doc(
          p("Our main service lines are:"),
          ul(
            "Supply and installation of medium- and low-voltage switchgear, transformers and automatic transfer switches (ATS)",
            "Testing, commissioning and acceptance of electrical equipment, protection relays and SCADA systems",
            "Preventive and condition-based maintenance, thermal imaging and power quality measurement",
            "Design-and-build of electrical and M&E systems for industrial projects",
            "Emergency response and repair of electrical faults",
          ),
          p(
            "Information, equipment details and images on the website are general and may change without notice; project photos are illustrative. Scope, schedule, price and warranty terms are set only in a written quotation or contract. Quotations are valid for the period stated on them.",
          ),
          p(
            "All work is carried out in line with the Vietnamese technical standards, regulations and electrical safety rules in force, and with the equipment manufacturer's instructions.",
          ),
        ),
      },
      {
        id: "user-rights",
        title: "User rights and obligations",
        body: doc(
          h3("Your rights"),
          ul(
            "Access and consult the information on the website free of charge for research and business purposes",
            "Request advice, a site survey or a quotation without any obligation to sign a contract",
            "Have your personal data protected as described in our privacy policy",
            "Send feedback or complaints about the website content and the quality of our services",
          ),
          h3("Your obligations"),
          ul(
            "Provide accurate and complete information when contacting us or ordering services",
            "Not use the website for unlawful purposes, or to send spam, malware or offensive content",
            "Not interfere with the website, scan it for vulnerabilities, scrape it automatically or overload its systems",
            "For work on site: provide existing drawings, single-line diagrams and technical documents; give safe access and working space; help arrange planned outages; and appoint a representative for acceptance",
          ),
        ),
      },
      {
        id: "intellectual-property",
        title: "Intellectual property",
        body: doc(
          p(
            "All content on the website, including text, images, videos, logos, page design and technical documents, belongs to the Company or is used under licence, and is protected by Vietnam's Law on Intellectual Property.",
          ),
          p(
            "You may view and print content for personal use or for use within your organisation. Any copying, modification, distribution or commercial use requires our prior written consent.",
          ),
          p(
            "Manufacturers' names and logos shown on the website are trademarks of their respective owners and are used only to identify the equipment we supply or work on. Rights to use drawings, test reports and technical documents handed over to customers are set out in the relevant contract.",
          ),
        ),
      },
      {
        id: "liability",
        title: "Limitation of liability",
        body: doc(
          p(
            "Website content is provided for information. We make every effort to keep it accurate and up to date but do not guarantee that the website is complete, error-free or always available. It is no substitute for a site survey, engineering calculations and technical advice for your particular installation.",
          ),
          ul(
            "We are not liable for losses arising from applying information on the website without direct advice from our engineers",
            "We are not responsible for the content of linked third-party websites",
            "For services, our liability is as set out in the contract; unless the contract provides otherwise, our total liability does not exceed the value of the contract or work order concerned",
            "We are not liable for damage caused by incorrect operation, use of equipment beyond its ratings or failure to follow technical recommendations we have given",
            "Neither party is liable for delay or failure to perform caused by force majeure, such as natural disasters, epidemics, fire, national grid failures or decisions of public authorities",
          ),
          p("Nothing in these terms excludes liability that cannot be excluded under Vietnamese law."),
        ),
      },
      {
        id: "payment",
        title: "Payment and cancellation",
        body: doc(
          h3("Payment"),
          p(
            "Prices, payment milestones and payment methods are set out in the quotation or contract. Unless agreed otherwise:",
          ),
          ul(
            "Installation and equipment supply contracts may require an advance payment before we order equipment or mobilise",
            "Further payments are based on completed work and signed acceptance records",
            "We issue VAT e-invoices as required by law",
            "Late payments may incur interest as set out in the contract and permitted by law",
          ),
          h3("Cancellation"),
          p(
            "Either party wishing to cancel or terminate a service or maintenance contract early must give the other at least 30 days' written notice before the intended termination date.",
          ),
          p(
            "Cancellation may carry a fee covering work already performed, non-returnable materials and equipment already ordered, mobilisation costs and other charges set out in the contract. Any advance payment remaining after these deductions will be refunded.",
          ),
          p("For emergency call-outs, the mobilisation charge applies once our team has set off for your site."),
        ),
      },
      {
        id: "modifications",
        title: "Changes to these terms",
        body: doc(
          p(
            "We may amend these terms to reflect changes in our services or in the law. The new version takes effect when it is published on the website, with the update date shown at the top of this page.",
          ),
          p(
            "If you continue to use the website after that date, you accept the new terms. Amendments do not change contracts already signed unless both parties agree in writing.",
          ),
        ),
      },
      {
        id: "governing-law",
        title: "Governing law and disputes",
        body: doc(
          p(
            "These terms are governed by and construed in accordance with the laws of the Socialist Republic of Vietnam.",
          ),
          p(
            "Any dispute will first be settled through good-faith negotiation and conciliation. If it is not resolved within 30 days of one party notifying the other in writing, it will be brought before the competent People's Court in Ho Chi Minh City.",
          ),
          p(
            "If any provision is held invalid, the remaining provisions stay in full effect. If the Vietnamese and English versions differ, the Vietnamese version prevails.",
          ),
        ),
      },
    ],
    contact: {
      id: "contact",
      title: "Contact us",
      paragraphs: ["If you have any questions about these terms, please contact {{company}}:"],
      addressLabel: "Address",
      phoneLabel: "Phone",
      emailLabel: "E-mail",
    },
    related: { text: "See also:", label: "Privacy policy" },
  },
};
