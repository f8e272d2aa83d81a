import type { PageDocument } from "../../../contract/pages/index.ts";
import { doc, h3, p, ul } from "./rich-text.ts";

// the seed of the privacy policy (/privacy): the words the site shipped with, in both
// languages; each section's body is rich text (contract/rich-text.ts), its subsections level-3
// headings
// "{{company}}" in a text is replaced by the company's name when the page renders

export const privacySeed: PageDocument<"privacy"> = {
  vi: {
    meta: {
      title: "Chính sách bảo mật",
      description:
        "Cách chúng tôi thu thập, sử dụng, lưu trữ và bảo vệ dữ liệu cá nhân theo Luật Bảo vệ dữ liệu cá nhân 2025, cookie, quyền của Quý khách và cách liên hệ.",
      keywords:
        "chính sách bảo mật, bảo vệ dữ liệu cá nhân, Luật Bảo vệ dữ liệu cá nhân 91/2025/QH15, Nghị định 356/2025/NĐ-CP, quyền riêng tư, cookie",
    },
    hero: {
      eyebrow: "Pháp lý",
      title: "Chính sách bảo mật",
      intro:
        "Chúng tôi tôn trọng quyền riêng tư của khách hàng, đối tác và người truy cập website. Chính sách này giải thích chúng tôi thu thập dữ liệu nào, vì sao, bảo vệ dữ liệu ra sao và Quý khách có những quyền gì.",
      updatedLabel: "Cập nhật lần cuối:",
      updated: "26/11/2026",
    },
    toc: { label: "Mục lục chính sách bảo mật", title: "Nội dung" },
    preamble: [
      "Chính sách này áp dụng cho {{company}} (“Công ty”, “chúng tôi”) khi Quý khách truy cập website, gửi yêu cầu qua biểu mẫu liên hệ, gọi điện, gửi e-mail hoặc sử dụng dịch vụ thi công, thí nghiệm và bảo trì hệ thống điện của chúng tôi.",
      "Chúng tôi xử lý dữ liệu cá nhân theo pháp luật Việt Nam về bảo vệ dữ liệu cá nhân, gồm Luật Bảo vệ dữ liệu cá nhân số 91/2025/QH15 (có hiệu lực từ ngày 01/01/2026), Nghị định 356/2025/NĐ-CP hướng dẫn thi hành Luật (thay thế Nghị định 13/2023/NĐ-CP) và các văn bản sửa đổi, bổ sung hoặc thay thế. Khi chủ động gửi thông tin cho chúng tôi, Quý khách xác nhận đã đọc chính sách này và đồng ý để chúng tôi xử lý dữ liệu cho các mục đích nêu dưới đây.",
    ],
    sections: [
      {
        id: "collection",
        title: "Thông tin chúng tôi thu thập",
        body: doc(
          p(
            "Chúng tôi chỉ thu thập những thông tin cần thiết để trả lời yêu cầu của Quý khách và thực hiện dịch vụ. Quý khách có thể xem toàn bộ nội dung website mà không cần cung cấp dữ liệu cá nhân.",
          ),
          h3("Thông tin cá nhân"),
          p(
            "Là thông tin Quý khách chủ động cung cấp khi điền biểu mẫu liên hệ, gọi hotline, gửi e-mail, nhắn tin qua Zalo hoặc làm việc trực tiếp với nhân viên của chúng tôi:",
          ),
          ul(
            "Họ tên, chức danh và tên doanh nghiệp của Quý khách",
            "Địa chỉ e-mail và số điện thoại",
            "Nội dung yêu cầu, thông tin về công trình, thiết bị và địa điểm cần khảo sát, thí nghiệm hoặc sửa chữa",
            "Thông tin xuất hóa đơn và ký hợp đồng (mã số thuế, địa chỉ, người đại diện theo pháp luật) khi hai bên hợp tác",
            "Sự đồng ý của Quý khách với chính sách này khi gửi biểu mẫu liên hệ: phiên bản chính sách (ngày cập nhật) và thời điểm đồng ý được lưu cùng tin nhắn",
            "Các tệp Quý khách đính kèm yêu cầu báo giá (bản vẽ, hình ảnh, bảng khối lượng), lưu cùng tin nhắn và xóa cùng tin nhắn",
            "Nguồn của lượt truy cập gửi kèm biểu mẫu: trang đầu tiên Quý khách mở, trang đã dẫn đến website (không kèm tham số), chiến dịch của đường dẫn (utm) và ngôn ngữ, lưu cùng tin nhắn",
          ),
          h3("Dữ liệu kỹ thuật khi truy cập, gồm địa chỉ IP"),
          p(
            "Khi Quý khách truy cập website, máy chủ và trình duyệt tự động ghi nhận một số dữ liệu kỹ thuật như loại trình duyệt và thiết bị, ngôn ngữ hiển thị, trang đã xem, trang dẫn đến website và thời điểm truy cập. Chúng tôi chỉ dùng các dữ liệu này ở dạng tổng hợp để vận hành, bảo mật và cải thiện website, không dùng để nhận diện từng cá nhân.",
          ),
          p(
            "Địa chỉ IP của thiết bị Quý khách là dữ liệu cá nhân. Máy chủ dùng địa chỉ IP để chống thư rác và dò mật khẩu: đếm số lần gửi biểu mẫu liên hệ và số lần đăng nhập trong một khoảng thời gian ngắn (mặc định 10 phút) và tạm chặn khi vượt giới hạn. Nếu biểu mẫu liên hệ dùng dịch vụ xác minh chống bot, địa chỉ IP được gửi kèm yêu cầu xác minh đến nhà cung cấp dịch vụ đó. Địa chỉ IP không được lưu cùng tin nhắn của Quý khách.",
          ),
          h3("Thông tin từ bên thứ ba"),
          p(
            "Chúng tôi có thể nhận thông tin liên hệ của Quý khách từ chủ đầu tư, tổng thầu, đơn vị tư vấn giám sát, nhà sản xuất thiết bị hoặc đối tác đã giới thiệu Quý khách với chúng tôi, cũng như từ nguồn công khai như cổng thông tin đăng ký doanh nghiệp và trang chính thức của doanh nghiệp Quý khách. Những thông tin này chỉ được dùng cho dự án hoặc yêu cầu tương ứng.",
          ),
        ),
      },
      {
        id: "purposes",
        title: "Mục đích sử dụng thông tin",
        body: doc(
          p(
            "Chúng tôi sử dụng dữ liệu cá nhân cho các mục đích dưới đây và không dùng cho mục đích khác khi chưa thông báo và chưa có sự đồng ý của Quý khách.",
          ),
          h3("Cung cấp dịch vụ"),
          p(
            "Trả lời yêu cầu, khảo sát hiện trường, lập báo giá và phương án kỹ thuật; ký kết, thực hiện và nghiệm thu hợp đồng thi công, thí nghiệm, hiệu chỉnh và bảo trì; bàn giao hồ sơ hoàn công, biên bản thí nghiệm và thực hiện bảo hành.",
          ),
          h3("Hỗ trợ khách hàng"),
          p(
            "Liên hệ với Quý khách để hỗ trợ kỹ thuật, điều phối đội ứng cứu khi có sự cố, nhắc lịch bảo trì định kỳ và xử lý phản hồi, khiếu nại về chất lượng dịch vụ.",
          ),
          h3("Gửi thông báo"),
          p(
            "Gửi thông báo liên quan đến dịch vụ đang thực hiện như lịch thi công, kế hoạch cắt điện, kết quả đo kiểm và khuyến nghị an toàn. Thông tin giới thiệu dịch vụ mới hoặc bản tin kỹ thuật chỉ được gửi khi Quý khách đồng ý, và Quý khách có thể từ chối bất cứ lúc nào.",
          ),
          h3("Tuân thủ pháp luật"),
          p(
            "Lập hóa đơn, chứng từ kế toán và thực hiện nghĩa vụ thuế; lưu trữ hồ sơ theo quy định; giải quyết tranh chấp; phòng chống thư rác, gian lận và truy cập trái phép vào website; đáp ứng yêu cầu hợp pháp của cơ quan nhà nước có thẩm quyền.",
          ),
        ),
      },
      {
        id: "security",
        title: "Bảo mật và lưu trữ dữ liệu",
        body: doc(
          h3("Lưu trữ"),
          p(
            "Dữ liệu được lưu trên máy chủ có kiểm soát truy cập, được truyền qua kết nối mã hóa HTTPS và được sao lưu định kỳ. Chỉ những nhân viên cần thông tin để thực hiện công việc mới được cấp quyền truy cập, và họ có nghĩa vụ bảo mật theo hợp đồng lao động và nội quy của Công ty.",
          ),
          h3("Thời gian lưu giữ"),
          p(
            "Chúng tôi chỉ giữ dữ liệu trong thời gian cần thiết cho mục đích đã nêu; hết thời hạn, dữ liệu được xóa hoặc ẩn danh hóa để không còn nhận diện được cá nhân:",
          ),
          ul(
            "Tin nhắn và yêu cầu báo giá không dẫn đến hợp đồng: tối đa 24 tháng kể từ lần trao đổi cuối cùng",
            "Bản sao tin nhắn trong e-mail thông báo gửi cho nhân viên: xóa khỏi hàng đợi gửi thư của website 30 ngày sau khi gửi",
            "Địa chỉ IP dùng để giới hạn số lần gửi biểu mẫu và đăng nhập: chỉ được tính trong thời hạn giới hạn (mặc định 10 phút); bộ đếm đăng nhập chỉ lưu địa chỉ IP ở dạng mã băm",
            "Nhật ký hoạt động của nhân viên trên trang quản trị (thời điểm, thao tác và địa chỉ IP của mỗi lần đăng nhập và mỗi thay đổi): lưu trong suốt thời gian vận hành website để bảo đảm an ninh, không thể sửa hay xóa",
            "Hồ sơ hợp đồng, hóa đơn và chứng từ kế toán: theo thời hạn lưu trữ do pháp luật về kế toán và thuế quy định",
            "Nhật ký kỹ thuật của máy chủ: trong thời gian ngắn cần thiết để bảo đảm an ninh và khắc phục sự cố",
          ),
          h3("Giới hạn trách nhiệm"),
          p(
            "Không có phương thức truyền tải hay lưu trữ điện tử nào an toàn tuyệt đối. Dù áp dụng các biện pháp kỹ thuật và quản lý phù hợp, chúng tôi không thể bảo đảm tuyệt đối an toàn cho thông tin truyền qua Internet. Nếu xảy ra sự cố lộ lọt dữ liệu cá nhân, chúng tôi sẽ khắc phục, thông báo cho cơ quan có thẩm quyền trong thời hạn pháp luật quy định và thông báo cho người bị ảnh hưởng khi cần thiết.",
          ),
          p(
            "Website có thể chứa liên kết đến trang của bên thứ ba như mạng xã hội, bản đồ hoặc nhà sản xuất thiết bị. Chúng tôi không kiểm soát và không chịu trách nhiệm về cách các trang này xử lý dữ liệu của Quý khách.",
          ),
        ),
      },
      {
        id: "sharing",
        title: "Chia sẻ thông tin",
        body: doc(
          p(
            "Chúng tôi không bán, cho thuê hay trao đổi dữ liệu cá nhân của Quý khách. Dữ liệu chỉ được chia sẻ trong các trường hợp sau.",
          ),
          h3("Khi có sự đồng ý của Quý khách"),
          p(
            "Ví dụ: chuyển thông tin liên hệ cho nhà sản xuất thiết bị để đăng ký bảo hành hoặc nhận hỗ trợ kỹ thuật chính hãng, hoặc cho đơn vị điện lực khi cần phối hợp cắt điện, đấu nối cho công trình của Quý khách.",
          ),
          h3("Theo yêu cầu của pháp luật"),
          p(
            "Khi có yêu cầu bằng văn bản của cơ quan nhà nước có thẩm quyền, theo bản án, quyết định của tòa án, hoặc khi cần thiết để bảo vệ tính mạng, sức khỏe, tài sản của Quý khách, của người khác hay quyền và lợi ích hợp pháp của Công ty.",
          ),
          h3("Với nhà cung cấp dịch vụ"),
          p(
            "Các đơn vị hỗ trợ chúng tôi vận hành như lưu trữ máy chủ, e-mail, công nghệ thông tin, phân tích website, vận chuyển và nhà thầu phụ thi công tại công trình của Quý khách. Họ chỉ được xử lý dữ liệu trong phạm vi công việc được giao và phải bảo mật theo thỏa thuận với chúng tôi. Nếu dữ liệu được chuyển ra nước ngoài, chẳng hạn khi máy chủ đặt ngoài Việt Nam, việc chuyển được thực hiện theo thủ tục pháp luật quy định.",
          ),
        ),
      },
      {
        id: "rights",
        title: "Quyền của Quý khách",
        body: doc(
          p(
            "Theo pháp luật về bảo vệ dữ liệu cá nhân, Quý khách có quyền được biết, đồng ý hoặc rút lại sự đồng ý, truy cập, chỉnh sửa, xóa, hạn chế hoặc phản đối việc xử lý dữ liệu của mình. Để thực hiện các quyền này, vui lòng liên hệ với chúng tôi theo thông tin ở cuối trang.",
          ),
          h3("Truy cập và chỉnh sửa"),
          p(
            "Quý khách có thể yêu cầu xem, nhận bản sao, cập nhật hoặc xóa dữ liệu cá nhân mà chúng tôi đang lưu giữ. Chúng tôi sẽ xác minh danh tính người yêu cầu và phản hồi trong thời hạn pháp luật quy định. Một số dữ liệu, như chứng từ kế toán, có thể phải tiếp tục lưu giữ nếu pháp luật yêu cầu.",
          ),
          h3("Hủy đăng ký nhận tin"),
          p(
            "Quý khách có thể ngừng nhận thông tin giới thiệu dịch vụ bất cứ lúc nào bằng liên kết hủy đăng ký trong e-mail hoặc bằng cách báo cho chúng tôi. Việc rút lại sự đồng ý không ảnh hưởng đến tính hợp pháp của việc xử lý đã thực hiện trước đó; các thông báo cần thiết cho hợp đồng đang thực hiện vẫn tiếp tục được gửi đến Quý khách.",
          ),
          h3("Khiếu nại"),
          p(
            "Nếu cho rằng dữ liệu của mình bị xử lý không đúng, Quý khách hãy liên hệ với chúng tôi để được giải quyết trước. Quý khách cũng có quyền khiếu nại, tố cáo hoặc khởi kiện theo quy định của pháp luật, bao gồm gửi phản ánh đến cơ quan chuyên trách bảo vệ dữ liệu cá nhân thuộc Bộ Công an.",
          ),
        ),
      },
      {
        id: "cookies",
        title: "Cookie và bộ nhớ trình duyệt",
        body: doc(
          p("Website sử dụng rất ít cookie và bộ nhớ cục bộ (local storage) của trình duyệt, cụ thể:"),
          ul(
            "Ngôn ngữ hiển thị: lựa chọn tiếng Việt hoặc tiếng Anh của Quý khách được lưu trong local storage và trong cookie tên i18next (thời hạn một năm) để lần sau website hiển thị đúng ngôn ngữ. Cookie này không chứa thông tin cá nhân.",
            "Chống thư rác: biểu mẫu liên hệ lưu một bản ghi nhỏ trong local storage để hạn chế việc gửi lặp lại hoặc gửi tự động.",
            "Nguồn truy cập: trang đầu tiên Quý khách mở, trang dẫn đến và chiến dịch của đường dẫn được giữ trong bộ nhớ phiên (session storage) của thẻ trình duyệt, tự xóa khi đóng thẻ, và chỉ gửi đi cùng biểu mẫu liên hệ. Website không đặt cookie cho việc này.",
            "Thống kê truy cập của chính website: sau khi mỗi trang tải xong, trình duyệt gửi về máy chủ của chúng tôi địa chỉ trang (ở trang đầu tiên của lượt truy cập, kèm theo trang dẫn đến, mà máy chủ chỉ giữ tên miền), chiến dịch của đường dẫn (utm), ngôn ngữ và độ rộng màn hình. Máy chủ chỉ cộng các thông tin này vào số liệu tổng hợp theo ngày (lượt xem trang; lượt truy cập theo trang, nguồn, chiến dịch, ngôn ngữ và loại thiết bị); không đặt cookie, không lưu địa chỉ IP, thông tin trình duyệt hay bất kỳ mã nhận diện nào. Số liệu theo ngày được giữ 25 tháng, sau đó chỉ còn tổng theo tháng. Website không thống kê khi trình duyệt của Quý khách bật Do Not Track hoặc Global Privacy Control.",
            "Phân tích của bên thứ ba: chỉ khi tính năng này được bật, nhà cung cấp dịch vụ phân tích (như Google Analytics) mới có thể đặt cookie để thống kê lượt truy cập ở dạng tổng hợp. Khi tính năng này tắt, website không dùng cookie phân tích.",
            "Xác minh chống bot: nếu biểu mẫu liên hệ dùng dịch vụ xác minh như Cloudflare Turnstile hoặc Google reCAPTCHA, nhà cung cấp đó có thể xử lý dữ liệu kỹ thuật của trình duyệt theo chính sách riêng của họ.",
          ),
          p(
            "Website không dùng cookie quảng cáo. Quý khách có thể xóa hoặc chặn cookie và local storage trong phần cài đặt của trình duyệt; website vẫn hoạt động bình thường nhưng sẽ hiển thị tiếng Việt theo mặc định.",
          ),
        ),
      },
      {
        id: "changes",
        title: "Thay đổi chính sách",
        body: doc(
          p(
            "Chúng tôi có thể cập nhật chính sách này khi thay đổi cách xử lý dữ liệu hoặc khi pháp luật thay đổi. Ngày cập nhật lần cuối được ghi ở đầu trang. Với thay đổi quan trọng, chúng tôi sẽ thông báo rõ trên website và xin lại sự đồng ý của Quý khách khi pháp luật yêu cầu.",
          ),
          p(
            "Việc Quý khách tiếp tục sử dụng website sau khi chính sách được cập nhật đồng nghĩa với việc Quý khách đã được thông báo về nội dung mới.",
          ),
        ),
      },
    ],
    contact: {
      id: "contact",
      title: "Liên hệ",
      paragraphs: [
        "Mọi câu hỏi, yêu cầu thực hiện quyền hoặc khiếu nại liên quan đến dữ liệu cá nhân, vui lòng liên hệ {{company}}:",
      ],
      addressLabel: "Địa chỉ",
      phoneLabel: "Điện thoại",
      emailLabel: "E-mail",
    },
    related: { text: "Xem thêm:", label: "Điều khoản sử dụng" },
  },
  en: {
    meta: {
      title: "Privacy policy",
      description:
        "How we collect, use, store and protect personal data under Vietnam's Personal Data Protection Law 2025, the cookies we use, your rights and how to reach us.",
      keywords:
        "privacy policy, personal data protection, Law 91/2025/QH15, Decree 356/2025/ND-CP, Vietnam data privacy, cookies",
    },
    hero: {
      eyebrow: "Legal",
      title: "Privacy policy",
      intro:
        "We respect the privacy of our customers, partners and website visitors. This policy explains what data we collect, why we collect it, how we protect it and what rights you have.",
      updatedLabel: "Last updated:",
      updated: "26 November 2026",
    },
    toc: { label: "Privacy policy contents", title: "On this page" },
    preamble: [
      "This policy applies to {{company}} (“the Company”, “we”, “us”) when you visit our website, send a request through the contact form, call or e-mail us, or use our electrical installation, testing and maintenance services.",
      "We process personal data in accordance with Vietnamese data protection law: the Law on Personal Data Protection No. 91/2025/QH15 (in force since 1 January 2026), Government Decree No. 356/2025/ND-CP implementing it (which replaced Decree No. 13/2023/ND-CP) and any legislation that amends or replaces them. By sending us your details, you confirm that you have read this policy and agree to our processing them for the purposes described below.",
    ],
    sections: [
      {
        id: "collection",
        title: "Information we collect",
        body: doc(
          p(
            "We collect only what we need to answer your request and deliver our services. You can browse the whole website without giving us any personal data.",
          ),
          h3("Personal information"),
          p(
            "Information you choose to give us when you fill in the contact form, call our hotline, send an e-mail, message us on Zalo or work with our staff:",
          ),
          ul(
            "Your name, job title and company",
            "Your e-mail address and phone number",
            "Details of your request and of the site, equipment and location to be surveyed, tested or repaired",
            "Invoicing and contract details (tax code, registered address, legal representative) once we work together",
            "Your consent to this policy when you send the contact form: the policy's version (its last-updated date) and the time you gave it, kept with your message",
            "The files you attach to a request for a quote (drawings, photos, bills of quantities), kept with your message and deleted with it",
            "Where your visit began, sent with the form: the first page you opened, the page that linked to the site (without its parameters), the link's campaign (utm) and the language, kept with your message",
          ),
          h3("Technical data recorded when you visit, including your IP address"),
          p(
            "When you visit the website, our server and your browser automatically record some technical data, such as browser and device type, display language, pages viewed, the referring page and the time of your visit. We use this data only in aggregate to run, secure and improve the website, not to identify individual visitors.",
          ),
          p(
            "Your device's IP address is personal data. Our server uses it against spam and password guessing: it counts how many times the contact form is sent and how many sign-ins are tried within a short period (10 minutes by default) and blocks further attempts for a while when there are too many. If the contact form uses a bot-check service, your IP address is sent to that provider with the check. Your IP address is not stored with your message.",
          ),
          h3("Information from third parties"),
          p(
            "We may receive your contact details from a project owner, main contractor, supervising consultant, equipment manufacturer or partner who referred you to us, and from public sources such as the national business registration portal and your organisation's official website. We use this information only for the related project or request.",
          ),
        ),
      },
      {
        id: "purposes",
        title: "How we use your information",
        body: doc(
          p(
            "We use personal data for the purposes below and will not use it for any other purpose without first informing you and obtaining your consent.",
          ),
          h3("Providing our services"),
          p(
            "Answering messages and quote requests, surveying sites, preparing quotations and technical proposals; signing, performing and handing over installation, testing, commissioning and maintenance contracts; delivering as-built documents and test reports; and honouring warranties.",
          ),
          h3("Customer support"),
          p(
            "Contacting you for technical support, dispatching our emergency team when a fault occurs, reminding you of scheduled maintenance and handling feedback or complaints about our work.",
          ),
          h3("Notifications"),
          p(
            "Sending notices about work in progress, such as installation schedules, planned outages, measurement results and safety recommendations. We send news about new services or technical bulletins only with your consent, and you can opt out at any time.",
          ),
          h3("Legal compliance"),
          p(
            "Issuing invoices and accounting records and meeting tax obligations; keeping records as required by law; resolving disputes; preventing spam, fraud and unauthorised access to the website; and responding to lawful requests from competent authorities.",
          ),
        ),
      },
      {
        id: "security",
        title: "Data security and retention",
        body: doc(
          h3("Storage"),
          p(
            "Data is stored on access-controlled servers, transmitted over encrypted HTTPS connections and backed up regularly. Only staff who need the information for their work are given access, and they are bound to confidentiality by their employment contracts and our internal rules.",
          ),
          h3("Retention"),
          p(
            "We keep data only as long as our stated purposes require; after that it is deleted or anonymised so that it no longer identifies anyone:",
          ),
          ul(
            "Messages and quote requests that do not lead to a contract: no more than 24 months after our last exchange",
            "The copy of your message in the notification e-mail sent to our staff: deleted from the website's mail queue 30 days after it is sent",
            "IP addresses used to limit contact form submissions and sign-ins: counted only for the limit's period (10 minutes by default); the sign-in counters keep an IP address only as a hash",
            "The activity log of staff in the back office (the time, action and IP address of each sign-in and each change): kept for as long as the website runs, for security, and cannot be edited or deleted",
            "Contract files, invoices and accounting records: for the periods set by Vietnamese accounting and tax law",
            "Server logs: for the short period needed for security and troubleshooting",
          ),
          h3("Disclaimer"),
          p(
            "No method of electronic transmission or storage is completely secure. Although we apply appropriate technical and organisational measures, we cannot guarantee the absolute security of information sent over the internet. If a personal data breach occurs, we will contain it, notify the competent authority within the time required by law and inform the people affected where necessary.",
          ),
          p(
            "The website may link to third-party sites such as social networks, maps or equipment manufacturers. We do not control those sites and are not responsible for how they handle your data.",
          ),
        ),
      },
      {
        id: "sharing",
        title: "Sharing your information",
        body: doc(
          p("We do not sell, rent or trade your personal data. We share it only in the following cases."),
          h3("With your consent"),
          p(
            "For example, passing your contact details to an equipment manufacturer to register a warranty or obtain factory technical support, or to the power utility when an outage or connection must be coordinated for your site.",
          ),
          h3("When required by law"),
          p(
            "When a competent authority requests it in writing, under a court judgment or decision, or when necessary to protect the life, health or property of you or others, or the Company's lawful rights and interests.",
          ),
          h3("With service providers"),
          p(
            "Companies that help us operate, such as hosting, e-mail, IT, website analytics and courier providers, and subcontractors working at your site. They may process data only within the scope of the work we assign and must keep it confidential under their agreements with us. If data is transferred outside Vietnam, for example because a server is located abroad, we follow the procedures required by law.",
          ),
        ),
      },
      {
        id: "rights",
        title: "Your rights",
        body: doc(
          p(
            "Under Vietnamese data protection law you have the right to be informed, to give or withdraw consent, and to access, correct, delete, restrict or object to the processing of your data. To exercise these rights, contact us using the details at the end of this page.",
          ),
          h3("Access and correction"),
          p(
            "You may ask to see, receive a copy of, update or delete the personal data we hold about you. We will verify the identity of the person making the request and respond within the time limits set by law. Some data, such as accounting records, may have to be kept where the law requires it.",
          ),
          h3("Unsubscribing"),
          p(
            "You can stop receiving news about our services at any time through the unsubscribe link in our e-mails or by telling us. Withdrawing consent does not affect the lawfulness of processing carried out before; notices needed for a contract in progress will still be sent to you.",
          ),
          h3("Complaints"),
          p(
            "If you believe your data has been handled improperly, please contact us first so that we can put it right. You also have the right to lodge a complaint or denunciation or to bring legal proceedings as provided by law, including reporting to the personal data protection authority under the Ministry of Public Security.",
          ),
        ),
      },
      {
        id: "cookies",
        title: "Cookies and browser storage",
        body: doc(
          p("The website uses very few cookies and little of your browser's local storage:"),
          ul(
            "Language: your choice of Vietnamese or English is kept in local storage and in a cookie named i18next (valid for one year) so that the site opens in the right language next time. This cookie contains no personal information.",
            "Spam protection: the contact form keeps a small record in local storage to limit repeated or automated submissions.",
            "Where your visit began: the first page you opened, the referring page and the link's campaign are kept in the browser tab's session storage, cleared when the tab closes, and sent only with the contact form. No cookie is set for this.",
            "The site's own visit counts: after each page has loaded, your browser sends our server the page's address (on the first page of your visit, with the referring page, of which the server keeps only the host name), the link's campaign (utm), the language and the screen width. The server only adds these to daily totals (page views; visits by page, source, campaign, language and type of device); it sets no cookie and keeps no IP address, browser details or identifier of any kind. Daily totals are kept for 25 months, then only monthly totals. Nothing is counted when your browser sends Do Not Track or Global Privacy Control.",
            "Third-party analytics: only if it is enabled on the site may an analytics provider (such as Google Analytics) set cookies to count visits in aggregate. When it is switched off, the site sets no analytics cookies.",
            "Bot check: if the contact form uses a verification service such as Cloudflare Turnstile or Google reCAPTCHA, that provider may process technical browser data under its own privacy policy.",
          ),
          p(
            "The website does not use advertising cookies. You can delete or block cookies and local storage in your browser settings; the site will still work, but will open in Vietnamese by default.",
          ),
        ),
      },
      {
        id: "changes",
        title: "Changes to this policy",
        body: doc(
          p(
            "We may update this policy when we change how we handle data or when the law changes. The date of the latest update is shown at the top of this page. For significant changes we will post a clear notice on the website and, where the law requires, ask for your consent again.",
          ),
          p(
            "If you continue to use the website after an update, you are considered to have been informed of the new version.",
          ),
        ),
      },
    ],
    contact: {
      id: "contact",
      title: "Contact us",
      paragraphs: [
        "For any question, request to exercise your rights or complaint about personal data, please contact {{company}}:",
      ],
      addressLabel: "Address",
      phoneLabel: "Phone",
      emailLabel: "E-mail",
    },
    related: { text: "See also:", label: "Terms of use" },
  },
};
