import { z } from "../zod.ts";
import { label } from "./parts.ts";

// texts shared by several public pages: the header, footer and floating buttons, the common
// buttons, the certificate carousel, project cards; each with its label in the page form

export const SharedCopySchema = z.strictObject({
  nav: z
    .strictObject({
      skipToContent: label.meta({ label: { vi: "Liên kết chuyển đến nội dung chính", en: "Skip to content link" } }),
      main: label
        .describe("the accessible name of the main menu")
        .meta({ label: { vi: "Tên menu, cho trình đọc màn hình", en: "Name of the menu, for screen readers" } }),
      home: label.meta({ label: { vi: "Trang chủ", en: "Home" } }),
      about: label.meta({ label: { vi: "Giới thiệu", en: "About" } }),
      services: label.meta({ label: { vi: "Dịch vụ", en: "Services" } }),
      projects: label.meta({ label: { vi: "Dự án", en: "Projects" } }),
      news: label.meta({ label: { vi: "Tin tức", en: "News" } }),
      contact: label.meta({ label: { vi: "Liên hệ", en: "Contact" } }),
      openMenu: label.meta({ label: { vi: "Nút mở menu", en: "Open menu button" } }),
      closeMenu: label.meta({ label: { vi: "Nút đóng menu", en: "Close menu button" } }),
    })
    .meta({ label: { vi: "Menu chính", en: "Main menu" } }),
  language: z
    .strictObject({
      choose: label.meta({ label: { vi: "Nhãn chọn ngôn ngữ", en: "Language switch label" } }),
      vi: label.meta({ label: { vi: "Tên tiếng Việt", en: "Name of Vietnamese" } }),
      en: label.meta({ label: { vi: "Tên tiếng Anh", en: "Name of English" } }),
    })
    .meta({ label: { vi: "Chọn ngôn ngữ", en: "Language switch" } }),
  footer: z
    .strictObject({
      about: label.meta({ label: { vi: "Tiêu đề phần giới thiệu", en: "About heading" } }),
      quickLinks: label.meta({ label: { vi: "Tiêu đề liên kết nhanh", en: "Quick links heading" } }),
      legal: label.meta({ label: { vi: "Tiêu đề phần pháp lý", en: "Legal heading" } }),
      privacy: label.meta({ label: { vi: "Liên kết chính sách bảo mật", en: "Privacy policy link" } }),
      terms: label.meta({ label: { vi: "Liên kết điều khoản sử dụng", en: "Terms of use link" } }),
      contactUs: label.meta({ label: { vi: "Tiêu đề phần liên hệ", en: "Contact heading" } }),
      hours: label.meta({ label: { vi: "Nhãn giờ làm việc", en: "Office hours label" } }),
      followUs: label.meta({ label: { vi: "Tiêu đề phần theo dõi", en: "Follow us heading" } }),
      youtube: label.meta({ label: { vi: "Liên kết YouTube", en: "YouTube link" } }),
      tiktok: label.meta({ label: { vi: "Liên kết TikTok", en: "TikTok link" } }),
      facebook: label.meta({ label: { vi: "Liên kết Facebook", en: "Facebook link" } }),
      rights: label.meta({ label: { vi: "Dòng bản quyền", en: "Copyright line" } }),
      opensInNewTab: label.meta({ label: { vi: "Ghi chú “mở trong thẻ mới”", en: "“Opens in a new tab” note" } }),
    })
    .meta({ label: { vi: "Chân trang", en: "Footer" } }),
  floating: z
    .strictObject({
      label: label.meta({
        label: { vi: "Tên nhóm nút, cho trình đọc màn hình", en: "Name of the buttons, for screen readers" },
      }),
      call: label.meta({ label: { vi: "Nút gọi", en: "Call button" } }),
      zalo: label.meta({ label: { vi: "Nút Zalo", en: "Zalo button" } }),
    })
    .meta({ label: { vi: "Nút nổi", en: "Floating buttons" } }),
  action: z
    .strictObject({
      learnMore: label.meta({ label: { vi: "Nút tìm hiểu thêm", en: "Learn more button" } }),
      contactUs: label.meta({ label: { vi: "Nút liên hệ", en: "Contact button" } }),
      ourServices: label.meta({ label: { vi: "Nút dịch vụ", en: "Services button" } }),
      aboutUs: label.meta({ label: { vi: "Nút giới thiệu", en: "About button" } }),
      viewProjects: label.meta({ label: { vi: "Nút xem dự án", en: "View projects button" } }),
      close: label.meta({ label: { vi: "Nút đóng", en: "Close button" } }),
      callNow: label.meta({ label: { vi: "Nút gọi ngay", en: "Call now button" } }),
    })
    .meta({ label: { vi: "Nút dùng chung", en: "Common buttons" } }),
  carousel: z
    .strictObject({
      label: label.meta({
        label: { vi: "Tên băng chuyền, cho trình đọc màn hình", en: "Name of the carousel, for screen readers" },
      }),
      empty: label.meta({ label: { vi: "Khi chưa có chứng chỉ", en: "While there are no certificates" } }),
      previous: label.meta({ label: { vi: "Nút trước", en: "Previous button" } }),
      next: label.meta({ label: { vi: "Nút sau", en: "Next button" } }),
      goTo: label.meta({ label: { vi: "Nút đến trang chiếu", en: "Go to slide button" } }),
      slide: label.meta({ label: { vi: "Nhãn trang chiếu", en: "Slide label" } }),
    })
    .meta({ label: { vi: "Băng chuyền chứng chỉ", en: "Certificate carousel" } }),
  projects: z
    .strictObject({
      placeholderAlt: label.meta({ label: { vi: "Mô tả ảnh thay thế", en: "Placeholder image description" } }),
      location: label.meta({ label: { vi: "Nhãn địa điểm", en: "Location label" } }),
      services: label.meta({ label: { vi: "Nhãn dịch vụ", en: "Services label" } }),
      completed: label.meta({ label: { vi: "Nhãn hoàn thành", en: "Completed label" } }),
      viewDetails: label.meta({ label: { vi: "Nút xem chi tiết", en: "View details button" } }),
    })
    .meta({ label: { vi: "Thẻ dự án", en: "Project cards" } }),
});
export type SharedCopy = z.infer<typeof SharedCopySchema>;
