import type { PageDocument } from "../../../contract/pages/index.ts";

// the seed of the contact page (/contact): the words the site shipped with, in both languages

export const contactSeed: PageDocument<"contact"> = {
  vi: {
    meta: {
      title: "Liên hệ",
      description:
        "Liên hệ kỹ sư của chúng tôi để được tư vấn, khảo sát và báo giá thi công, thí nghiệm và bảo trì hệ thống điện. Hotline, e-mail, địa chỉ văn phòng và kho.",
      keywords: "liên hệ nhà thầu điện, báo giá thí nghiệm điện, bảo trì trạm biến áp, hotline sự cố điện",
    },
    hero: {
      eyebrow: "Liên hệ",
      title: "Trao đổi với kỹ sư của chúng tôi",
      intro:
        "Gửi yêu cầu tư vấn, khảo sát hoặc báo giá. Chúng tôi phản hồi trong giờ làm việc, thường trong vòng một ngày.",
    },
    info: {
      title: "Thông tin liên hệ",
      headOffice: "Trụ sở chính",
      transactionOffice: "Văn phòng giao dịch",
      warehouse: "Kho hàng",
      openMap: "Xem trên bản đồ",
      phone: "Điện thoại",
      email: "E-mail",
      hours: "Giờ làm việc",
      chat: "Trò chuyện",
      chatLink: "Nhắn tin qua Zalo",
      mapTitle: "Bản đồ vị trí trụ sở chính",
    },
    form: {
      title: "Gửi tin nhắn",
      intro: "Các trường có dấu * là bắt buộc.",
      name: "Họ và tên",
      email: "E-mail",
      phone: "Số điện thoại",
      optional: "không bắt buộc",
      message: "Nội dung",
      required: "bắt buộc",
      honeypot: "Để trống trường này",
      consent: {
        before: "Tôi đồng ý để công ty lưu và dùng thông tin trên để trả lời yêu cầu này, theo ",
        link: "Chính sách bảo mật",
        after: ".",
      },
      submit: "Gửi tin nhắn",
      submitting: "Đang gửi…",
      success: "Cảm ơn Quý khách đã gửi tin nhắn! Chúng tôi sẽ phản hồi sớm.",
      failed: "Gửi tin nhắn thất bại. Vui lòng thử lại.",
      network: "Không kết nối được máy chủ. Vui lòng kiểm tra mạng và thử lại.",
      warning:
        "Quý khách đã thử gửi nhiều lần trong thời gian ngắn. Vui lòng kiểm tra lại nội dung trước khi gửi tiếp.",
      blocked: "Quý khách đã thử gửi quá nhiều lần. Vui lòng đợi {{seconds}} giây rồi thử lại.",
      captcha: "Kiểm tra chống thư rác",
    },
  },
  en: {
    meta: {
      title: "Contact",
      description:
        "Ask our engineers for advice, a site survey or a quotation for electrical installation, testing and maintenance: hotline, e-mail, offices and warehouse.",
      keywords:
        "contact electrical contractor Vietnam, electrical testing quotation, substation maintenance, electrical emergency hotline",
    },
    hero: {
      eyebrow: "Contact",
      title: "Talk to our engineers",
      intro:
        "Send us a request for advice, a site survey or a quotation. We reply during working hours, usually within one day.",
    },
    info: {
      title: "Contact details",
      headOffice: "Head office",
      transactionOffice: "Sales office",
      warehouse: "Warehouse",
      openMap: "View on the map",
      phone: "Phone",
      email: "E-mail",
      hours: "Office hours",
      chat: "Chat",
      chatLink: "Message us on Zalo",
      mapTitle: "Map of the head office location",
    },
    form: {
      title: "Send a message",
      intro: "Fields marked * are required.",
      name: "Full name",
      email: "E-mail",
      phone: "Phone number",
      optional: "optional",
      message: "Message",
      required: "required",
      honeypot: "Leave this field empty",
      consent: {
        before: "I agree that the company keeps and uses the details above to answer this request, as set out in the ",
        link: "privacy policy",
        after: ".",
      },
      submit: "Send message",
      submitting: "Sending…",
      success: "Thank you for your message! We will get back to you soon.",
      failed: "Failed to send message. Please try again.",
      network: "Could not reach the server. Please check your connection and try again.",
      warning: "You have tried to send several times in a short while. Please check your message before sending again.",
      blocked: {
        one: "Too many attempts. Please wait 1 second and try again.",
        other: "Too many attempts. Please wait {{seconds}} seconds and try again.",
      },
      captcha: "Anti-spam check",
    },
  },
};
