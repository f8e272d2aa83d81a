// the reference locale: every key here must exist in en.ts (checked by a test and by `satisfies`)
export const vi = {
  meta: {
    siteName: "Công ty Kỹ thuật Điện",
    home: {
      title: "Kỹ thuật điện, tự động hóa và bảo trì | Công ty Kỹ thuật Điện",
      description:
        "Nhà thầu cơ điện tại Việt Nam: cung cấp thiết bị, lắp đặt, thí nghiệm, nghiệm thu, bảo trì và sửa chữa khẩn cấp hệ thống điện công nghiệp.",
    },
    notFound: { title: "Không tìm thấy trang | Công ty Kỹ thuật Điện" },
    admin: { title: "Quản trị | Công ty Kỹ thuật Điện" },
  },
  nav: {
    skipToContent: "Chuyển đến nội dung chính",
    home: "Trang chủ",
    contact: "Liên hệ",
    language: "Ngôn ngữ",
    switchTo: "English",
  },
  page: {
    home: {
      eyebrow: "Điện – Tự động hóa – Bảo trì",
      title: "Giải pháp kỹ thuật điện trọn gói cho nhà máy và công trình",
      subtitle:
        "Từ cung cấp thiết bị, lắp đặt, thí nghiệm và nghiệm thu đến bảo trì định kỳ và sửa chữa khẩn cấp: một đối tác cho toàn bộ hệ thống điện của bạn.",
      ctaServices: "Xem dịch vụ",
      ctaContact: "Liên hệ với chúng tôi",
      statYears: "năm kinh nghiệm",
      statProjects: "dự án",
    },
    notFound: {
      title: "Không tìm thấy trang",
      text: "Xin lỗi, trang bạn đang tìm không tồn tại hoặc đã được di chuyển.",
      goHome: "Về trang chủ",
      goBack: "Quay lại",
      contact: "Liên hệ",
    },
  },
  admin: {
    loading: "Đang tải…",
    dashboard: {
      title: "Bảng điều khiển",
      placeholder: "Khu vực quản trị đang được xây dựng.",
    },
  },
  footer: {
    rights: "Bảo lưu mọi quyền.",
  },
};

export type Messages = typeof vi;
