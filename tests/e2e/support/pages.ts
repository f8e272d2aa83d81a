// every public page with the heading a visitor sees first, in each language
export const publicPages = [
  {
    path: "/",
    vi: "Giải pháp kỹ thuật điện trọn gói cho nhà máy và công trình",
    en: "End-to-end electrical engineering for factories and buildings",
  },
  {
    path: "/about",
    vi: "Đội ngũ kỹ sư điện đồng hành cùng nhà máy và công trình phía Nam từ năm 2015",
    en: "Electrical engineers serving factories and facilities across southern Vietnam since 2015",
  },
  {
    path: "/services",
    vi: "Giải pháp điện trọn gói cho nhà máy và công trình",
    en: "Complete electrical solutions for factories and buildings",
  },
  {
    path: "/services/electrical",
    vi: "Cung cấp, lắp đặt và thí nghiệm thiết bị điện trung – hạ thế",
    en: "Supply, installation and testing of MV and LV electrical equipment",
  },
  {
    path: "/services/maintenance",
    vi: "Bảo trì hệ thống điện để nhà máy không phải dừng ngoài kế hoạch",
    en: "Electrical maintenance that keeps your plant free of unplanned stops",
  },
  { path: "/projects", vi: "Những công trình chúng tôi tự hào", en: "Work we are proud of" },
  { path: "/news", vi: "Tin tức và hoạt động", en: "News and activities" },
  { path: "/contact", vi: "Trao đổi với kỹ sư của chúng tôi", en: "Talk to our engineers" },
  { path: "/privacy", vi: "Chính sách bảo mật", en: "Privacy policy" },
  { path: "/terms", vi: "Điều khoản sử dụng", en: "Terms of use" },
] as const;

export const enPath = (path: string) => (path === "/" ? "/en" : `/en${path}`);
