import type { Bilingual } from "../../lib/language.ts";
import type { ImageFieldCopy, ListCopy } from "./common.ts";

// the Certificates screen (/admin/certificates): what the home carousel and the /about gallery show

interface AdminCertificatesCopy extends ListCopy {
  table: ListCopy["table"] & {
    image: string;
    name: string;
    issuer: string;
    validUntil: string;
    order: string;
    shown: string;
    visible: string;
    hidden: string;
    noEnd: string;
  };
  form: ListCopy["form"] &
    ImageFieldCopy & {
      titleVi: string;
      titleEn: string;
      issuerVi: string;
      issuerEn: string;
      issuerHint: string;
      validUntil: string;
      validUntilHint: string;
      displayOrder: string;
      displayOrderHint: string;
      visible: string;
      visibleHint: string;
    };
}

export const adminCertificates: Bilingual<AdminCertificatesCopy> = {
  vi: {
    title: "Chứng chỉ",
    intro:
      "Chứng chỉ và giấy phép hiển thị trong băng chuyền ở trang chủ và thư viện ở trang Giới thiệu, theo thứ tự hiển thị. Chứng chỉ bị ẩn được giữ lại nhưng không hiển thị cho khách.",
    add: "Thêm chứng chỉ",
    loading: "Đang tải chứng chỉ…",
    loadFailed: "Không tải được danh sách chứng chỉ.",
    empty: "Chưa có chứng chỉ nào. Trang chủ và trang Giới thiệu đang hiển thị “Chưa có chứng chỉ nào”.",
    table: {
      caption: "Danh sách chứng chỉ",
      image: "Ảnh",
      name: "Tên chứng chỉ",
      issuer: "Đơn vị cấp",
      validUntil: "Hiệu lực đến",
      order: "Thứ tự",
      shown: "Hiển thị",
      actions: "Thao tác",
      visible: "Đang hiển thị",
      hidden: "Đang ẩn",
      noEnd: "Không thời hạn",
      edit: "Sửa",
      delete: "Xóa",
    },
    form: {
      addTitle: "Thêm chứng chỉ",
      editTitle: "Sửa chứng chỉ",
      titleVi: "Tên chứng chỉ (tiếng Việt)",
      titleEn: "Tên chứng chỉ (tiếng Anh)",
      issuerVi: "Đơn vị cấp (tiếng Việt)",
      issuerEn: "Đơn vị cấp (tiếng Anh)",
      issuerHint: "Không bắt buộc.",
      validUntil: "Hiệu lực đến",
      validUntilHint: "Để trống nếu chứng chỉ không có thời hạn.",
      displayOrder: "Thứ tự hiển thị",
      displayOrderHint: "Số nhỏ hiển thị trước.",
      visible: "Hiển thị trên website",
      visibleHint: "Bỏ chọn để ẩn chứng chỉ mà không xóa.",
      image: "Ảnh chứng chỉ",
      imageHint: "JPG, PNG, GIF hoặc WebP, tối đa 5 MB; ảnh được tải lên ngay khi chọn.",
      noImage: "Chưa có ảnh",
      preview: "Xem trước ảnh chứng chỉ",
      saveFailed: "Không lưu được chứng chỉ.",
    },
    remove: {
      title: "Xóa chứng chỉ?",
      message: "Chứng chỉ “{{name}}” sẽ bị xóa khỏi trang chủ và trang Giới thiệu. Không thể hoàn tác.",
      failed: "Không xóa được chứng chỉ.",
    },
  },
  en: {
    title: "Certificates",
    intro:
      "The certificates and licences of the home page's carousel and the About page's gallery, in display order. A hidden certificate is kept but not shown to visitors.",
    add: "Add certificate",
    loading: "Loading the certificates…",
    loadFailed: "Could not load the certificates.",
    empty: "No certificates yet. The home page and the About page show “No certificates available”.",
    table: {
      caption: "Certificates",
      image: "Image",
      name: "Certificate",
      issuer: "Issued by",
      validUntil: "Valid until",
      order: "Order",
      shown: "Shown",
      actions: "Actions",
      visible: "Visible",
      hidden: "Hidden",
      noEnd: "No end date",
      edit: "Edit",
      delete: "Delete",
    },
    form: {
      addTitle: "Add certificate",
      editTitle: "Edit certificate",
      titleVi: "Title (Vietnamese)",
      titleEn: "Title (English)",
      issuerVi: "Issued by (Vietnamese)",
      issuerEn: "Issued by (English)",
      issuerHint: "Optional.",
      validUntil: "Valid until",
      validUntilHint: "Leave empty when the certificate does not expire.",
      displayOrder: "Display order",
      displayOrderHint: "Lower numbers come first.",
      visible: "Shown on the website",
      visibleHint: "Untick to hide the certificate without deleting it.",
      image: "Certificate image",
      imageHint: "JPG, PNG, GIF or WebP, up to 5 MB; uploaded as soon as you choose it.",
      noImage: "No image yet",
      preview: "Preview of the certificate image",
      saveFailed: "The certificate was not saved.",
    },
    remove: {
      title: "Delete certificate?",
      message: "“{{name}}” will be removed from the home page and the About page. This cannot be undone.",
      failed: "The certificate could not be deleted.",
    },
  },
};
