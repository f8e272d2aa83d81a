import type { Language } from "./constants.ts";
import { fillPlural, type Text } from "./template.ts";

// texts the API sends to people (validation, errors, confirmations), in both languages.
// zod schemas carry these keys as their messages; the server and the browser translate them.

export const apiMessages = {
  "validation.required": { en: "This field is required.", vi: "Trường này là bắt buộc." },
  "validation.tooLong": { en: "This field is too long.", vi: "Nội dung trường này quá dài." },
  "validation.invalid": { en: "This value is not valid.", vi: "Giá trị này không hợp lệ." },
  "validation.email": { en: "Please enter a valid e-mail address.", vi: "Vui lòng nhập địa chỉ e-mail hợp lệ." },
  "validation.phone": {
    en: "Phone numbers may contain digits, spaces, +, -, ( ) and dots, 8 to 20 characters.",
    vi: "Số điện thoại chỉ gồm chữ số, khoảng trắng, +, -, ( ) và dấu chấm, dài 8 đến 20 ký tự.",
  },
  "validation.messageLength": {
    en: "The message must be 10 to 5,000 characters long.",
    vi: "Nội dung tin nhắn phải dài từ 10 đến 5.000 ký tự.",
  },
  "validation.consent": {
    en: "Please accept the privacy policy before sending.",
    vi: "Quý khách vui lòng đồng ý với Chính sách bảo mật trước khi gửi.",
  },
  "validation.loginName": {
    en: "Usernames are 3 to 50 letters, digits, dots, underscores, @ or hyphens.",
    vi: "Tên đăng nhập dài 3 đến 50 ký tự, gồm chữ cái, chữ số, dấu chấm, gạch dưới, @ hoặc gạch ngang.",
  },
  "validation.password": {
    en: "Passwords must be 8 to 200 characters long.",
    vi: "Mật khẩu phải dài từ 8 đến 200 ký tự.",
  },
  "validation.slug": {
    en: "Use lower-case letters a–z, digits and single hyphens, at most 120 characters (for example tram-bien-ap-22-kv).",
    vi: "Chỉ dùng chữ thường a–z không dấu, chữ số và dấu gạch ngang đơn, tối đa 120 ký tự (ví dụ tram-bien-ap-22-kv).",
  },
  "validation.role": {
    en: "Role must be 1 (Admin), 2 (Super Admin) or 3 (Sales).",
    vi: "Vai trò phải là 1 (Quản trị viên), 2 (Quản trị cấp cao) hoặc 3 (Kinh doanh).",
  },
  "validation.status": { en: "Status must be 0 or 1.", vi: "Trạng thái phải là 0 hoặc 1." },
  "validation.displayOrder": {
    en: "Display order must be a whole number of 0 or more.",
    vi: "Thứ tự hiển thị phải là số nguyên từ 0 trở lên.",
  },
  "validation.imagePath": {
    en: "The image must be an uploaded file (/uploads/…), one of the site's pictures (/images/…) or an https:// address, written plainly (no .., %-escapes, \\ or spaces).",
    vi: "Ảnh phải là tệp đã tải lên (/uploads/…), ảnh của trang (/images/…) hoặc một địa chỉ https://, viết đầy đủ (không có .., ký tự mã hóa %, \\ hay khoảng trắng).",
  },
  "validation.richTextImagePath": {
    en: "A picture in the text must be an uploaded file (/uploads/…) or an https:// address, written plainly (no .., %-escapes, \\ or spaces).",
    vi: "Ảnh trong nội dung phải là tệp đã tải lên (/uploads/…) hoặc một địa chỉ https://, viết đầy đủ (không có .., ký tự mã hóa %, \\ hay khoảng trắng).",
  },
  "validation.sitePicturePath": {
    en: "The picture must be an uploaded file (/uploads/…) or one of the site's pictures (/images/…), written plainly (no .., %-escapes, \\ or spaces).",
    vi: "Ảnh phải là tệp đã tải lên (/uploads/…) hoặc ảnh của trang (/images/…), viết đầy đủ (không có .., ký tự mã hóa %, \\ hay khoảng trắng).",
  },
  "validation.id": { en: "The id must be a positive whole number.", vi: "Mã định danh phải là số nguyên dương." },
  "validation.userUpdate": {
    en: "Send either user_name, role and status, or password alone.",
    vi: "Hãy gửi user_name, role và status, hoặc chỉ gửi password.",
  },
  "validation.passwordsDiffer": { en: "Passwords do not match", vi: "Mật khẩu không khớp" },
  // why a new password is refused (contract/password-strength.ts)
  "validation.passwordCommon": {
    en: "This password is too common: it is on the lists of passwords that attackers try first. Choose another one.",
    vi: "Mật khẩu này quá phổ biến, nằm trong danh sách mật khẩu thường bị dò thử đầu tiên. Vui lòng chọn mật khẩu khác.",
  },
  "validation.passwordPattern": {
    en: "This password is a keyboard pattern, a sequence or a repeat (such as qwerty, abcd or aaaa), which is easy to guess. Choose another one.",
    vi: "Mật khẩu này là dãy phím liền nhau, chuỗi tuần tự hoặc ký tự lặp lại (như qwerty, abcd, aaaa) nên dễ bị đoán. Vui lòng chọn mật khẩu khác.",
  },
  "validation.passwordDate": {
    en: "This password relies on a date or a year, which is easy to guess. Choose another one.",
    vi: "Mật khẩu này dựa vào ngày tháng hoặc năm nên dễ bị đoán. Vui lòng chọn mật khẩu khác.",
  },
  "validation.passwordPersonal": {
    en: "This password contains the username or the person's name. Choose one without them.",
    vi: "Mật khẩu này chứa tên đăng nhập hoặc họ tên của người dùng. Vui lòng chọn mật khẩu không chứa các thông tin này.",
  },
  "validation.passwordSimple": {
    en: "This password is too easy to guess for its length. Make it longer, for example with a few unrelated words.",
    vi: "Mật khẩu này quá dễ đoán so với độ dài. Vui lòng đặt mật khẩu dài hơn, ví dụ ghép vài từ không liên quan đến nhau.",
  },
  "validation.nulCharacter": {
    en: "Text may not contain the NUL character.",
    vi: "Văn bản không được chứa ký tự NUL.",
  },
  "validation.unknownField": { en: "This field is not accepted here.", vi: "Trường này không được chấp nhận." },
  "validation.url": {
    en: "Enter a full web address beginning with https:// or http://.",
    vi: "Vui lòng nhập địa chỉ web đầy đủ, bắt đầu bằng https:// hoặc http://.",
  },
  "validation.time": { en: "Enter a time as HH:MM, e.g. 08:00.", vi: "Vui lòng nhập giờ dạng HH:MM, ví dụ 08:00." },
  "validation.closeAfterOpen": {
    en: "The closing time must be after the opening time.",
    vi: "Giờ đóng cửa phải sau giờ mở cửa.",
  },
  "validation.internationalPhone": {
    en: "Enter the number with its country code, + and digits only, e.g. +84900000000.",
    vi: "Vui lòng nhập số kèm mã quốc gia, chỉ gồm dấu + và chữ số, ví dụ +84900000000.",
  },
  "validation.country": {
    en: "Enter a two-letter country code in capitals, e.g. VN.",
    vi: "Vui lòng nhập mã quốc gia gồm hai chữ in hoa, ví dụ VN.",
  },
  "validation.latitude": { en: "Latitude is a number from -90 to 90.", vi: "Vĩ độ là một số từ -90 đến 90." },
  "validation.longitude": {
    en: "Longitude is a number from -180 to 180.",
    vi: "Kinh độ là một số từ -180 đến 180.",
  },
  "validation.foundingYear": {
    en: "The founding year is a year from 1900 to this year.",
    vi: "Năm thành lập phải từ 1900 đến năm nay.",
  },
  "validation.figure": { en: "Enter a whole number, 0 or more.", vi: "Vui lòng nhập số nguyên không âm." },
  "validation.date": { en: "Enter a date as YYYY-MM-DD.", vi: "Vui lòng nhập ngày dạng YYYY-MM-DD." },
  "validation.imageRequired": { en: "Please choose an image.", vi: "Vui lòng chọn ảnh." },
  "validation.emptyUpdate": { en: "Nothing to change was sent.", vi: "Không có nội dung nào cần thay đổi." },
  "contact.spam": {
    en: "Your message appears to contain spam-like content. Please revise and try again.",
    vi: "Tin nhắn của Quý khách có vẻ chứa nội dung giống thư rác. Vui lòng chỉnh sửa và thử lại.",
  },
  "contact.duplicate": {
    en: "Your message appears to contain spam-like content. Please revise and try again.",
    vi: "Tin nhắn của Quý khách có vẻ chứa nội dung giống thư rác. Vui lòng chỉnh sửa và thử lại.",
  },
  "contact.sent": {
    en: "Thank you for your message! We will get back to you soon.",
    vi: "Cảm ơn Quý khách đã gửi tin nhắn! Chúng tôi sẽ phản hồi sớm.",
  },
  "contact.rateLimited": {
    en: {
      one: "You have sent several messages in a short time. Please wait a minute and try again.",
      other: "You have sent several messages in a short time. Please wait {{minutes}} minutes and try again.",
    },
    vi: "Quý khách đã gửi nhiều tin nhắn trong thời gian ngắn. Vui lòng đợi {{minutes}} phút rồi thử lại.",
  },
  "contact.captchaMissing": {
    en: "Please complete the anti-spam check before sending.",
    vi: "Vui lòng hoàn thành bước kiểm tra chống thư rác trước khi gửi.",
  },
  "contact.captchaFailed": {
    en: "The anti-spam check failed. Please try it again.",
    vi: "Bước kiểm tra chống thư rác không thành công. Vui lòng thử lại.",
  },
  "contact.notFound": { en: "This lead does not exist.", vi: "Khách hàng tiềm năng này không tồn tại." },
  "contact.attachmentNotFound": {
    en: "This file does not exist, or belongs to another message.",
    vi: "Tệp này không tồn tại hoặc thuộc tin nhắn khác.",
  },
  "contact.updated": { en: "Contact updated successfully", vi: "Đã cập nhật khách hàng tiềm năng." },
  "contact.deleted": { en: "Contact deleted successfully", vi: "Đã xóa khách hàng tiềm năng." },
  "contact.stage": {
    en: "Choose a stage: new, contacted, quoted, won, lost or spam.",
    vi: "Hãy chọn một giai đoạn: mới, đã liên hệ, đã báo giá, thành công, thất bại hoặc thư rác.",
  },
  "contact.assignee": {
    en: "Choose an active staff member as the owner.",
    vi: "Hãy chọn một nhân viên đang hoạt động làm người phụ trách.",
  },
  "contact.assigneeFilter": {
    en: "The owner filter takes a user's number or none.",
    vi: "Bộ lọc người phụ trách nhận mã người dùng hoặc none.",
  },
  "contact.overdueFilter": {
    en: "The overdue filter takes true or false.",
    vi: "Bộ lọc quá hạn nhận true hoặc false.",
  },
  "contact.value": {
    en: "Enter the estimated value in VND as a whole number, 0 or more.",
    vi: "Hãy nhập giá trị ước tính bằng VND, là số nguyên từ 0 trở lên.",
  },
  "contact.noteAdded": { en: "Note added.", vi: "Đã thêm ghi chú." },
  "contact.replyQueued": {
    en: "Reply queued: it is sent within a minute, and tried again if the mail server is down.",
    vi: "Đã xếp thư trả lời vào hàng gửi: thư được gửi trong vòng một phút và gửi lại nếu máy chủ thư gặp sự cố.",
  },
  "contact.replyUnavailable": {
    en: "Replies cannot be sent: this server has no mail server configured (SMTP_URL and NOTIFY_EMAIL_TO).",
    vi: "Không gửi được thư trả lời: máy chủ chưa được cấu hình máy chủ thư (SMTP_URL và NOTIFY_EMAIL_TO).",
  },
  "contact.erased": {
    en: { one: "Erased 1 message from this address.", other: "Erased {{count}} messages from this address." },
    vi: "Đã xóa {{count}} tin nhắn của địa chỉ này.",
  },
  "contact.deleteAdminOnly": {
    en: "Sales cannot delete a lead: move it to spam or lost instead. An Admin or a Super Admin can delete it.",
    vi: "Vai trò Kinh doanh không được xóa khách hàng tiềm năng: hãy chuyển sang giai đoạn Thư rác hoặc Thất bại. Quản trị viên hoặc Quản trị cấp cao mới được xóa.",
  },
  "contact.replyChangedAddress": {
    en: "This lead's e-mail address was changed after the lead wrote in ({{received}}): only an Admin or a Super Admin can send a reply to another address. Ask one of them, or change the address back.",
    vi: "Địa chỉ e-mail của khách hàng tiềm năng này đã bị thay đổi so với địa chỉ gửi yêu cầu ({{received}}): chỉ Quản trị viên hoặc Quản trị cấp cao mới được gửi thư trả lời đến địa chỉ khác. Hãy nhờ một trong hai vai trò này, hoặc đổi lại địa chỉ cũ.",
  },
  "contact.replyLimitedHour": {
    en: {
      one: "You have sent the most replies allowed in one hour ({{limit}}). You can send again in 1 minute.",
      other:
        "You have sent the most replies allowed in one hour ({{limit}}). You can send again in {{minutes}} minutes.",
    },
    vi: "Đã gửi số thư trả lời tối đa cho phép trong một giờ ({{limit}} thư). Có thể gửi tiếp sau {{minutes}} phút.",
  },
  "contact.replyLimitedDay": {
    en: "You have sent the most replies allowed in 24 hours ({{limit}}). You can send again from {{time}} (Vietnam time).",
    vi: "Đã gửi số thư trả lời tối đa cho phép trong 24 giờ ({{limit}} thư). Có thể gửi tiếp từ {{time}} (giờ Việt Nam).",
  },
  "contact.eraseSuperAdminOnly": {
    en: "Only a Super Admin can erase everything stored about a person.",
    vi: "Chỉ Quản trị cấp cao mới được xóa toàn bộ dữ liệu về một người.",
  },
  "attribution.landingPage": {
    en: "The landing page must be a path on this site of at most 300 characters, e.g. /services.",
    vi: "Trang đầu tiên phải là một đường dẫn trên trang này, tối đa 300 ký tự, ví dụ /services.",
  },
  "attribution.referrer": {
    en: "The referrer must be an http or https address.",
    vi: "Trang dẫn đến phải là một địa chỉ http hoặc https.",
  },
  "attribution.utm": {
    en: "utm_source, utm_medium and utm_campaign are text of at most 100 characters.",
    vi: "utm_source, utm_medium và utm_campaign là văn bản tối đa 100 ký tự.",
  },
  "attribution.language": {
    en: 'The language must be "vi" or "en".',
    vi: 'Ngôn ngữ phải là "vi" hoặc "en".',
  },
  "redirects.from": {
    en: "The old address must be a path on this site, such as /gioi-thieu (not / itself, without ? or #, at most 300 characters).",
    vi: "Địa chỉ cũ phải là một đường dẫn trên trang này, ví dụ /gioi-thieu (không phải /, không có ? hay #, tối đa 300 ký tự).",
  },
  "redirects.to": {
    en: "The new address must be a path on this site, such as /about, or an https:// address.",
    vi: "Địa chỉ mới phải là một đường dẫn trên trang này, ví dụ /about, hoặc một địa chỉ https://.",
  },
  "redirects.status": {
    en: "The kind of redirect must be 301 (moved for good) or 302 (for now).",
    vi: "Loại chuyển hướng phải là 301 (chuyển hẳn) hoặc 302 (tạm thời).",
  },
  "redirects.livePage": {
    en: "{{from}} is a page of the site: a redirect would hide it. Choose an address that no longer exists.",
    vi: "{{from}} là một trang đang hoạt động: chuyển hướng sẽ che mất trang này. Vui lòng chọn một địa chỉ không còn tồn tại.",
  },
  "redirects.ownPath": {
    en: "This address belongs to the site itself (the API, the back office, files, monitoring, /.well-known/): it cannot be redirected.",
    vi: "Địa chỉ này thuộc phần hệ thống của trang (API, trang quản trị, tệp, giám sát, /.well-known/): không thể chuyển hướng.",
  },
  "redirects.siteFile": {
    en: "{{from}} is a file the site serves itself (such as its share picture or its icon): a redirect would replace it for every visitor.",
    vi: "{{from}} là tệp do chính trang cung cấp (ví dụ ảnh chia sẻ hoặc biểu tượng của trang): chuyển hướng sẽ thay thế tệp này với mọi khách truy cập.",
  },
  "redirects.duplicate": {
    en: "{{from}} already has a redirect. Change that one instead.",
    vi: "{{from}} đã có một chuyển hướng. Vui lòng sửa chuyển hướng đó.",
  },
  "redirects.loop": {
    en: "A redirect cannot send an address to itself.",
    vi: "Chuyển hướng không thể trỏ một địa chỉ về chính nó.",
  },
  "redirects.chainTo": {
    en: "{{to}} is itself redirected (to {{next}}): send {{from}} straight to {{next}}, so visitors are not sent twice.",
    vi: "{{to}} đang được chuyển hướng tiếp (đến {{next}}): vui lòng chuyển {{from}} thẳng đến {{next}} để khách không bị chuyển hai lần.",
  },
  "redirects.chainFrom": {
    en: "Other redirects send visitors to {{from}}: change them to the new address first, or choose another.",
    vi: "Đang có chuyển hướng khác trỏ đến {{from}}: vui lòng sửa các chuyển hướng đó sang địa chỉ mới trước, hoặc chọn địa chỉ khác.",
  },
  "redirects.tooMany": {
    en: "The site keeps at most 2000 redirects. Delete the ones no longer needed first.",
    vi: "Trang lưu tối đa 2000 chuyển hướng. Vui lòng xóa những chuyển hướng không còn cần trước.",
  },
  "redirects.notFound": { en: "Redirect not found.", vi: "Không tìm thấy chuyển hướng." },
  "redirects.created": { en: "Redirect added.", vi: "Đã thêm chuyển hướng." },
  "redirects.updated": { en: "Redirect updated.", vi: "Đã cập nhật chuyển hướng." },
  "redirects.deleted": { en: "Redirect deleted.", vi: "Đã xóa chuyển hướng." },
  "notFound.page": {
    en: "The page must be a whole number from 1 to 1000.",
    vi: "Trang phải là số nguyên từ 1 đến 1000.",
  },
  "notFound.limit": {
    en: "The page size must be a whole number from 1 to 100.",
    vi: "Số dòng mỗi trang phải là số nguyên từ 1 đến 100.",
  },
  "notFound.sort": {
    en: 'The order must be "hits" (most hit first) or "recent" (most recent first).',
    vi: 'Thứ tự phải là "hits" (nhiều lượt nhất trước) hoặc "recent" (gần đây nhất trước).',
  },
  "media.search": {
    en: "The search can be at most 100 characters.",
    vi: "Từ khóa tìm kiếm tối đa 100 ký tự.",
  },
  "media.unused": {
    en: 'The "unused" filter must be 1 (only unused images) or 0.',
    vi: 'Bộ lọc "chưa dùng" phải là 1 (chỉ ảnh chưa dùng) hoặc 0.',
  },
  "media.page": {
    en: "The page must be a whole number from 1 to 10,000.",
    vi: "Trang phải là số nguyên từ 1 đến 10.000.",
  },
  "media.limit": {
    en: "The page size must be a whole number from 1 to 100.",
    vi: "Số ảnh mỗi trang phải là số nguyên từ 1 đến 100.",
  },
  "media.notFound": { en: "Image not found in the media library.", vi: "Không tìm thấy ảnh trong thư viện." },
  "media.updated": { en: "Image description saved.", vi: "Đã lưu mô tả ảnh." },
  "media.deleted": { en: "Image deleted.", vi: "Đã xóa ảnh." },
  "media.inUse": {
    en: "This image is still used by {{users}}. Choose another image there first, then delete it.",
    vi: "Ảnh này vẫn đang được dùng ở {{users}}. Vui lòng chọn ảnh khác ở đó trước, rồi xóa ảnh này.",
  },
  "analytics.day": {
    en: "Enter the day as YYYY-MM-DD (a day that exists, from the year 2000).",
    vi: "Vui lòng nhập ngày theo dạng YYYY-MM-DD (ngày có thật, từ năm 2000).",
  },
  "analytics.range": {
    en: "The last day cannot be before the first.",
    vi: "Ngày cuối không được trước ngày đầu.",
  },
  "analytics.rangeTooLong": {
    en: "Choose at most 400 days.",
    vi: "Vui lòng chọn tối đa 400 ngày.",
  },
  "quote.tooManyFiles": {
    en: "Attach at most 5 files.",
    vi: "Quý khách vui lòng đính kèm tối đa 5 tệp.",
  },
  "quote.fileTooLarge": {
    en: "Each file can be at most 10 MB.",
    vi: "Mỗi tệp đính kèm tối đa 10 MB.",
  },
  "quote.filesTooLarge": {
    en: "The files together can be at most 25 MB.",
    vi: "Tổng dung lượng các tệp đính kèm tối đa 25 MB.",
  },
  "quote.fileType": {
    en: "Attach only these kinds of file: PDF, JPEG, PNG, WebP, XLSX (spreadsheet) or DOCX (document).",
    vi: "Quý khách chỉ đính kèm được tệp PDF, JPEG, PNG, WebP, XLSX (bảng tính) hoặc DOCX (văn bản).",
  },
  "quote.busy": {
    en: "Many requests with files are arriving right now. Please try again in a minute.",
    vi: "Hệ thống đang nhận nhiều yêu cầu có tệp đính kèm. Quý khách vui lòng thử lại sau một phút.",
  },
  "quote.oneAtATime": {
    en: "A request with files from your connection is still being received. Please wait until it has been sent, then try again.",
    vi: "Một yêu cầu có tệp đính kèm từ kết nối của Quý khách đang được gửi. Quý khách vui lòng đợi yêu cầu đó gửi xong rồi thử lại.",
  },
  "quote.tooSlow": {
    en: "The files arrived too slowly (under {{rate}} kB a second), so the request was stopped and nothing was kept. Please check the connection and send it again, or attach fewer or smaller files.",
    vi: "Tệp đính kèm được gửi đến quá chậm (dưới {{rate}} kB mỗi giây) nên yêu cầu đã bị dừng và chưa được lưu. Quý khách vui lòng kiểm tra kết nối mạng rồi gửi lại, hoặc đính kèm ít tệp hơn, dung lượng nhỏ hơn.",
  },
  "quote.taxCode": {
    en: "Enter the tax code as 10 digits (or 10-3 for a branch); check it: its last digit does not match.",
    vi: "Vui lòng nhập mã số thuế gồm 10 chữ số (hoặc 10-3 với chi nhánh) và kiểm tra lại: chữ số kiểm tra không khớp.",
  },
  "quote.province": {
    en: "Choose one of Vietnam's 34 provinces and cities, e.g. “Thành phố Hồ Chí Minh”.",
    vi: "Vui lòng chọn một trong 34 tỉnh, thành phố, ví dụ Thành phố Hồ Chí Minh.",
  },
  "quote.service": {
    en: "Choose a service: supply, installation, testing, maintenance, emergency, automation, studies, design-build or other.",
    vi: "Vui lòng chọn một dịch vụ trong danh sách.",
  },
  "contact.allRead": { en: "All messages marked as read.", vi: "Đã đánh dấu tất cả tin nhắn là đã đọc." },
  "auth.invalidCredentials": { en: "Wrong username or password", vi: "Thông tin đăng nhập không đúng" },
  "auth.loginSuccess": { en: "Signed in.", vi: "Đã đăng nhập." },
  "auth.locked": {
    en: {
      one: "Too many failed sign-ins for this account. Try again in a minute.",
      other: "Too many failed sign-ins for this account. Try again in {{minutes}} minutes.",
    },
    vi: "Đăng nhập sai quá nhiều lần với tài khoản này. Vui lòng thử lại sau {{minutes}} phút.",
  },
  "auth.ipLimited": {
    en: {
      one: "Too many sign-in attempts from your network. Try again in a minute.",
      other: "Too many sign-in attempts from your network. Try again in {{minutes}} minutes.",
    },
    vi: "Có quá nhiều lần đăng nhập từ mạng này. Vui lòng thử lại sau {{minutes}} phút.",
  },
  "auth.superAdminOnly": {
    en: "Only a Super Admin can do this.",
    vi: "Chỉ Quản trị cấp cao mới được thực hiện thao tác này.",
  },
  "auth.salesOnly": {
    en: "Your role (Sales) covers the leads only.",
    vi: "Vai trò Kinh doanh chỉ được làm việc với khách hàng tiềm năng.",
  },
  "auth.tokenMissing": {
    en: "Please sign in: this action needs a signed-in session.",
    vi: "Vui lòng đăng nhập: thao tác này cần mã xác thực.",
  },
  "auth.tokenInvalid": {
    en: "Your session has expired or is no longer valid. Please sign in again.",
    vi: "Phiên đăng nhập đã hết hạn hoặc không còn hợp lệ. Vui lòng đăng nhập lại.",
  },
  "auth.twoFactorCodeNeeded": {
    en: "Enter the code from your authenticator app.",
    vi: "Vui lòng nhập mã từ ứng dụng xác thực.",
  },
  "auth.twoFactorInvalid": {
    en: "The code is not valid. Check the time on your phone and try again.",
    vi: "Mã không hợp lệ. Vui lòng kiểm tra giờ trên điện thoại và thử lại.",
  },
  "auth.twoFactorExpired": {
    en: "The sign-in took too long. Please enter your password again.",
    vi: "Phiên đăng nhập đã quá thời gian. Vui lòng nhập lại mật khẩu.",
  },
  "auth.twoFactorSetupRequired": {
    en: "Two-factor sign-in is required for your account. Set it up to continue.",
    vi: "Tài khoản này bắt buộc dùng xác thực hai lớp. Vui lòng thiết lập để tiếp tục.",
  },
  "auth.twoFactorRequired": {
    en: "Two-factor sign-in is required for your account: it cannot be turned off.",
    vi: "Tài khoản này bắt buộc dùng xác thực hai lớp: không thể tắt.",
  },
  "auth.twoFactorChallengeUsed": {
    en: "Too many wrong codes for this sign-in. Please enter your password again.",
    vi: "Nhập sai mã quá nhiều lần cho lần đăng nhập này. Vui lòng nhập lại mật khẩu.",
  },
  "auth.twoFactorLocked": {
    en: "After 10 wrong codes in a row, codes from the app are refused for this account until {{time}}. Sign in with a recovery code, or wait.",
    vi: "Sau 10 lần nhập sai mã liên tiếp, mã từ ứng dụng bị từ chối với tài khoản này đến {{time}}. Vui lòng đăng nhập bằng mã khôi phục hoặc chờ đến lúc đó.",
  },
  "auth.twoFactorUnreadable": {
    en: "Your code cannot be checked because of a problem on the server. Sign in with one of your recovery codes, or contact an administrator.",
    vi: "Không thể kiểm tra mã do sự cố trên máy chủ. Vui lòng đăng nhập bằng một mã khôi phục hoặc liên hệ quản trị viên.",
  },
  "auth.sessionEnded": {
    en: "Your session has ended: you were signed out on another device or by an administrator. Please sign in again.",
    vi: "Phiên đăng nhập đã kết thúc: tài khoản đã được đăng xuất trên thiết bị khác hoặc bởi quản trị viên. Vui lòng đăng nhập lại.",
  },
  "auth.sessionIdle": {
    en: {
      one: "You were signed out after a minute without activity. Please sign in again.",
      other: "You were signed out after {{minutes}} minutes without activity. Please sign in again.",
    },
    vi: "Phiên đăng nhập đã kết thúc sau {{minutes}} phút không hoạt động. Vui lòng đăng nhập lại.",
  },
  "auth.loggedOut": { en: "You have been signed out.", vi: "Đã đăng xuất." },
  "auth.loggedOutEverywhere": {
    en: {
      one: "Signed out on every device: 1 session ended.",
      other: "Signed out on every device: {{count}} sessions ended.",
    },
    vi: "Đã đăng xuất trên mọi thiết bị: {{count}} phiên đăng nhập đã kết thúc.",
  },
  "users.sessionsEnded": {
    en: {
      one: "1 session of {{name}} ended: they must sign in again.",
      other: "{{count}} sessions of {{name}} ended: they must sign in again.",
    },
    vi: "Đã kết thúc {{count}} phiên đăng nhập của {{name}}: người dùng phải đăng nhập lại.",
  },
  "twoFactor.codeFormat": {
    en: "Enter the 6 digits shown in your authenticator app, or a recovery code.",
    vi: "Vui lòng nhập 6 chữ số hiển thị trong ứng dụng xác thực, hoặc một mã khôi phục.",
  },
  "twoFactor.challengeInvalid": {
    en: "The sign-in took too long. Please enter your password again.",
    vi: "Phiên đăng nhập đã quá thời gian. Vui lòng nhập lại mật khẩu.",
  },
  "twoFactor.policyInvalid": {
    en: "Choose who must use two-factor sign-in: nobody, Super Admins or every staff member.",
    vi: "Vui lòng chọn đối tượng bắt buộc dùng xác thực hai lớp: không ai, Quản trị cấp cao hoặc toàn bộ nhân viên.",
  },
  "twoFactor.alreadyOn": {
    en: "Two-factor sign-in is already on for this account.",
    vi: "Tài khoản này đã bật xác thực hai lớp.",
  },
  "twoFactor.notStarted": {
    en: "Start the set-up first: scan the QR code, then enter a code.",
    vi: "Vui lòng bắt đầu thiết lập trước: quét mã QR rồi nhập mã.",
  },
  "twoFactor.notOn": {
    en: "Two-factor sign-in is not on for this account.",
    vi: "Tài khoản này chưa bật xác thực hai lớp.",
  },
  "auth.passwordWrong": {
    en: "The password is not correct.",
    vi: "Mật khẩu không đúng.",
  },
  "auth.passwordNeeded": {
    en: "Enter your current password to confirm this change.",
    vi: "Vui lòng nhập mật khẩu hiện tại để xác nhận thay đổi này.",
  },
  "twoFactor.enabled": {
    en: "Two-factor sign-in is on. Keep your recovery codes somewhere safe.",
    vi: "Đã bật xác thực hai lớp. Vui lòng cất giữ các mã khôi phục ở nơi an toàn.",
  },
  "twoFactor.disabled": { en: "Two-factor sign-in is off.", vi: "Đã tắt xác thực hai lớp." },
  "twoFactor.codesRenewed": {
    en: "New recovery codes: the old ones no longer work.",
    vi: "Đã tạo mã khôi phục mới: các mã cũ không còn dùng được.",
  },
  "twoFactor.ownFirst": {
    en: "Turn on two-factor sign-in for your own account first: this rule would also require it of you.",
    vi: "Vui lòng bật xác thực hai lớp cho tài khoản của chính mình trước: quy định này cũng áp dụng cho tài khoản đang dùng.",
  },
  "twoFactor.policySaved": { en: "Security policy saved.", vi: "Đã lưu chính sách bảo mật." },
  "twoFactor.reset": {
    en: "Two-factor sign-in was turned off for this user.",
    vi: "Đã tắt xác thực hai lớp cho người dùng này.",
  },
  "twoFactor.resetSelf": {
    en: "To turn off your own two-factor sign-in, use the “Security” screen.",
    vi: "Để tắt xác thực hai lớp của chính mình, vui lòng dùng mục “Bảo mật”.",
  },
  "invitations.sent": {
    en: "Invitation sent to {{email}}. The link is valid for 72 hours.",
    vi: "Đã gửi lời mời đến {{email}}. Liên kết có hiệu lực trong 72 giờ.",
  },
  "invitations.cancelled": { en: "Invitation cancelled", vi: "Đã hủy lời mời" },
  "invitations.accepted": {
    en: "Welcome! Your account is ready.",
    vi: "Chào mừng! Tài khoản đã sẵn sàng.",
  },
  "invitations.notFound": {
    en: "This invitation link is not valid: it has been used, cancelled or replaced by a newer one. Ask an administrator to invite you again, or sign in if you already have an account.",
    vi: "Liên kết mời này không còn hợp lệ: liên kết đã được dùng, đã bị hủy hoặc đã được thay bằng lời mời mới hơn. Vui lòng nhờ quản trị viên mời lại, hoặc đăng nhập nếu đã có tài khoản.",
  },
  "invitations.expired": {
    en: "This invitation has expired (links are valid for 72 hours). Ask an administrator to send it again.",
    vi: "Lời mời này đã hết hạn (liên kết có hiệu lực trong 72 giờ). Vui lòng nhờ quản trị viên gửi lại.",
  },
  "invitations.emailTaken": {
    en: "A user already has this e-mail address.",
    vi: "Địa chỉ e-mail này đã thuộc về một người dùng.",
  },
  "invitations.loginNameInvited": {
    en: "A pending invitation to another address has this username. Choose another one.",
    vi: "Một lời mời đang chờ gửi đến địa chỉ khác đã dùng tên đăng nhập này. Vui lòng chọn tên khác.",
  },
  "invitations.loginNameNeeded": {
    en: "This e-mail address cannot be a username: enter a username (3 to 50 letters, digits, dots, underscores, @ or hyphens).",
    vi: "Địa chỉ e-mail này không dùng được làm tên đăng nhập: vui lòng nhập tên đăng nhập (3 đến 50 ký tự gồm chữ cái, chữ số, dấu chấm, gạch dưới, @ hoặc gạch ngang).",
  },
  "invitations.emailOff": {
    en: "E-mail is not set up on this server (SMTP_URL and NOTIFY_EMAIL_TO), so no invitation can be sent. Add the user with a password instead.",
    vi: "Máy chủ chưa được cấu hình gửi e-mail (SMTP_URL và NOTIFY_EMAIL_TO) nên không gửi được lời mời. Vui lòng thêm người dùng kèm mật khẩu.",
  },
  "users.notFound": { en: "This user does not exist.", vi: "Người dùng này không tồn tại." },
  "users.duplicate": { en: "This username is already taken.", vi: "Tên đăng nhập này đã được sử dụng." },
  "users.created": { en: "User added successfully", vi: "Đã thêm người dùng" },
  "users.updated": { en: "User updated successfully", vi: "Đã cập nhật người dùng" },
  "users.passwordChanged": { en: "Password changed successfully", vi: "Đã đổi mật khẩu" },
  "users.deleted": { en: "User deleted successfully", vi: "Đã xóa người dùng" },
  "users.loginNameReadOnly": {
    en: "The username cannot be changed after the account is created.",
    vi: "Không thể đổi tên đăng nhập sau khi đã tạo tài khoản.",
  },
  "users.superAdminOnly": {
    en: "Only a Super Admin can create, change or delete a Super Admin.",
    vi: "Chỉ Quản trị cấp cao mới được tạo, thay đổi hoặc xóa Quản trị cấp cao.",
  },
  "users.notSelfDelete": {
    en: "You cannot delete your own account.",
    vi: "Không thể xóa tài khoản đang đăng nhập.",
  },
  "users.notSelfDeactivate": {
    en: "You cannot deactivate your own account.",
    vi: "Không thể vô hiệu hóa tài khoản đang đăng nhập.",
  },
  "users.lastSuperAdmin": {
    en: "The last active Super Admin cannot be deleted, demoted or deactivated.",
    vi: "Không thể xóa, hạ quyền hoặc vô hiệu hóa Quản trị cấp cao cuối cùng đang hoạt động.",
  },
  "projects.notFound": { en: "This project does not exist.", vi: "Dự án này không tồn tại." },
  "projects.created": { en: "Project created successfully", vi: "Đã tạo dự án" },
  "projects.updated": { en: "Project updated successfully", vi: "Đã cập nhật dự án" },
  "projects.activated": { en: "Project activated successfully", vi: "Đã kích hoạt dự án" },
  "projects.deactivated": { en: "Project deactivated successfully", vi: "Đã ngừng hiển thị dự án" },
  "projects.deleted": { en: "Project deleted successfully", vi: "Đã xóa dự án" },
  "projects.slugTaken": {
    en: "The address “{{slug}}” is already used by the project “{{title}}”. Choose another address, or leave the field empty to make one from the Vietnamese title.",
    vi: "Địa chỉ “{{slug}}” đã được dùng cho dự án “{{title}}”. Hãy chọn địa chỉ khác, hoặc để trống để tạo từ tên tiếng Việt.",
  },
  "upload.missing": {
    en: 'Choose an image to upload (form field "image").',
    vi: 'Hãy chọn một ảnh để tải lên (trường "image").',
  },
  "upload.tooLarge": { en: "The image is larger than 5 MB.", vi: "Ảnh lớn hơn 5 MB." },
  "upload.unsupported": {
    en: "Only PNG, JPEG, GIF and WebP images can be uploaded.",
    vi: "Chỉ có thể tải lên ảnh PNG, JPEG, GIF và WebP.",
  },
  "upload.unreadable": {
    en: "The image could not be read: it may be damaged, or too large (at most 40 megapixels, 16 for a GIF).",
    vi: "Không đọc được ảnh: tệp có thể bị hỏng hoặc quá lớn (tối đa 40 megapixel, ảnh GIF tối đa 16 megapixel).",
  },
  "contact.exportLanguage": {
    en: 'The language of the export must be "vi" or "en".',
    vi: 'Ngôn ngữ của tệp xuất phải là "vi" hoặc "en".',
  },
  "upload.busy": {
    en: "Many images are being processed right now. Please upload this one again in a moment.",
    vi: "Hệ thống đang xử lý nhiều ảnh. Vui lòng tải lại ảnh này sau giây lát.",
  },
  "upload.malformed": {
    en: 'The upload could not be read: send the image as multipart/form-data in the field "image".',
    vi: 'Không đọc được dữ liệu tải lên: hãy gửi ảnh dạng multipart/form-data trong trường "image".',
  },
  "error.badUrl": {
    en: "The address of the request is not valid (a % not followed by two hexadecimal digits?).",
    vi: "Địa chỉ yêu cầu không hợp lệ (có dấu % không theo sau bởi hai chữ số thập lục phân?).",
  },
  "error.requestTimeout": {
    en: "The request took too long to arrive. Please check the connection and try again.",
    vi: "Yêu cầu gửi đến quá chậm. Quý khách vui lòng kiểm tra kết nối và thử lại.",
  },
  "error.headersTooLarge": {
    en: "The request headers are too large (too many or too long cookies?).",
    vi: "Phần đầu của yêu cầu quá lớn (quá nhiều hoặc quá dài cookie?).",
  },
  "error.methodNotAllowed": {
    en: "A page can only be read (GET or HEAD).",
    vi: "Trang chỉ có thể được đọc (GET hoặc HEAD).",
  },
  "upload.done": { en: "Image uploaded successfully", vi: "Đã tải ảnh lên" },
  "settings.superAdminOnly": {
    en: "Only a Super Admin can change the company settings.",
    vi: "Chỉ Quản trị cấp cao mới được thay đổi cài đặt công ty.",
  },
  "settings.updated": { en: "Settings saved", vi: "Đã lưu cài đặt" },
  "certificates.notFound": { en: "This certificate does not exist.", vi: "Chứng chỉ này không tồn tại." },
  "certificates.created": { en: "Certificate added", vi: "Đã thêm chứng chỉ" },
  "certificates.updated": { en: "Certificate updated", vi: "Đã cập nhật chứng chỉ" },
  "certificates.deleted": { en: "Certificate deleted", vi: "Đã xóa chứng chỉ" },
  "pages.notFound": { en: "This page does not exist.", vi: "Trang này không tồn tại." },
  "pages.draftSaved": {
    en: "Draft saved. Visitors see the page as published until it is published.",
    vi: "Đã lưu bản nháp. Khách truy cập vẫn thấy trang đã xuất bản cho đến khi xuất bản bản nháp.",
  },
  "pages.draftDiscarded": { en: "Draft discarded", vi: "Đã hủy bản nháp" },
  "pages.noDraft": {
    en: "This page has no draft: save the changes first.",
    vi: "Trang này chưa có bản nháp: hãy lưu thay đổi trước.",
  },
  "pages.published": { en: "Page published", vi: "Đã xuất bản trang" },
  "pages.scheduled": {
    en: "The draft will be published at the time chosen.",
    vi: "Bản nháp sẽ được xuất bản vào thời điểm đã chọn.",
  },
  "pages.incomplete": {
    en: "Fill in every required field in both languages before publishing ({{count}} empty).",
    vi: "Cần điền đủ các trường bắt buộc bằng cả hai ngôn ngữ trước khi xuất bản (còn {{count}} trường trống).",
  },
  "pages.fieldEmpty": { en: "Required before publishing", vi: "Bắt buộc trước khi xuất bản" },
  "pages.changedMeanwhile": {
    en: "The draft was changed by someone else meanwhile. Reload the page and check it before publishing.",
    vi: "Bản nháp vừa được người khác thay đổi. Vui lòng tải lại trang và kiểm tra trước khi xuất bản.",
  },
  "pages.publishAt": {
    en: "Choose a time in the future, within a year.",
    vi: "Hãy chọn một thời điểm trong tương lai, không quá một năm.",
  },
  "contact.bulkIds": {
    en: "Choose 1 to 200 leads.",
    vi: "Hãy chọn từ 1 đến 200 khách hàng tiềm năng.",
  },
  "contact.bulkAction": {
    en: "The action must be assign, stage or spam.",
    vi: "Thao tác phải là assign, stage hoặc spam.",
  },
  "contact.bulkDone": {
    en: "{{count}} leads changed.",
    vi: "Đã thay đổi {{count}} khách hàng tiềm năng.",
  },
  "tasks.dueAt": {
    en: "Choose the day and time it is due.",
    vi: "Hãy chọn ngày và giờ đến hạn.",
  },
  "tasks.pastDue": {
    en: "This time has passed: choose a time ahead, within a year.",
    vi: "Thời điểm này đã qua: hãy chọn một thời điểm sắp tới, trong vòng một năm.",
  },
  "tasks.due": { en: "Due must be overdue, today or week.", vi: "Hạn phải là overdue, today hoặc week." },
  "tasks.assignee": {
    en: "The owner must be an active staff member.",
    vi: "Người phụ trách phải là nhân viên đang hoạt động.",
  },
  "tasks.notYours": {
    en: "Only the task's owner, the person who wrote it or an Admin can change it.",
    vi: "Chỉ người phụ trách, người tạo công việc hoặc Quản trị viên mới có thể thay đổi công việc này.",
  },
  "tasks.notFound": { en: "This task does not exist.", vi: "Công việc này không tồn tại." },
  "tasks.added": { en: "Task added.", vi: "Đã thêm công việc." },
  "tasks.updated": { en: "Task saved.", vi: "Đã lưu công việc." },
  "tasks.done": { en: "Task marked done.", vi: "Đã đánh dấu công việc hoàn thành." },
  "tasks.reopened": { en: "Task open again.", vi: "Đã mở lại công việc." },
  "tasks.deleted": { en: "Task deleted.", vi: "Đã xóa công việc." },
  "contact.company": {
    en: "Choose a company that exists.",
    vi: "Hãy chọn một công ty có trong danh sách.",
  },
  "contact.person": {
    en: "Choose a contact person who exists.",
    vi: "Hãy chọn một người liên hệ có trong danh sách.",
  },
  "companies.domain": {
    en: "Enter a mail domain such as nhamay.vn (without @).",
    vi: "Hãy nhập tên miền thư như nhamay.vn (không có @).",
  },
  "companies.publicDomain": {
    en: "{{domain}} is a public mail service: anyone can have an address there, so it cannot identify a company.",
    vi: "{{domain}} là dịch vụ thư công cộng: ai cũng có thể có địa chỉ ở đó, nên không dùng để nhận diện công ty.",
  },
  "companies.website": {
    en: "Enter a website address such as https://nhamay.vn.",
    vi: "Hãy nhập địa chỉ website như https://nhamay.vn.",
  },
  "companies.search": {
    en: "Search with at most 100 characters.",
    vi: "Từ khóa tìm kiếm tối đa 100 ký tự.",
  },
  "companies.taxCodeTaken": {
    en: "Another company already has this tax code: {{name}}. Merge the two instead.",
    vi: "Mã số thuế này đã thuộc về công ty khác: {{name}}. Hãy gộp hai công ty.",
  },
  "companies.notFound": { en: "This company does not exist.", vi: "Công ty này không tồn tại." },
  "companies.intoNotFound": {
    en: "The company to merge into does not exist.",
    vi: "Công ty được gộp vào không tồn tại.",
  },
  "companies.mergeSelf": {
    en: "Choose another company to merge into.",
    vi: "Hãy chọn một công ty khác để gộp vào.",
  },
  "companies.created": { en: "Company added.", vi: "Đã thêm công ty." },
  "companies.updated": { en: "Company saved.", vi: "Đã lưu công ty." },
  "companies.deleted": {
    en: "Company deleted. Its people and leads are kept, without a company.",
    vi: "Đã xóa công ty. Người liên hệ và khách hàng tiềm năng của công ty vẫn được giữ lại.",
  },
  "companies.merged": { en: "Companies merged into {{name}}.", vi: "Đã gộp vào công ty {{name}}." },
  "people.notFound": { en: "This person does not exist.", vi: "Người liên hệ này không tồn tại." },
  "people.intoNotFound": {
    en: "The person to merge into does not exist.",
    vi: "Người liên hệ được gộp vào không tồn tại.",
  },
  "people.mergeSelf": {
    en: "Choose another person to merge into.",
    vi: "Hãy chọn một người liên hệ khác để gộp vào.",
  },
  "people.company": { en: "Choose a company that exists.", vi: "Hãy chọn một công ty có trong danh sách." },
  "people.created": { en: "Contact person added.", vi: "Đã thêm người liên hệ." },
  "people.updated": { en: "Contact person saved.", vi: "Đã lưu người liên hệ." },
  "people.deleted": {
    en: "Contact person deleted. Their leads are kept.",
    vi: "Đã xóa người liên hệ. Các khách hàng tiềm năng vẫn được giữ lại.",
  },
  "people.merged": { en: "Merged into {{name}}.", vi: "Đã gộp vào {{name}}." },
  "validation.page": { en: "Page must be a whole number from 1.", vi: "Trang phải là số nguyên từ 1." },
  "validation.limit": {
    en: "Limit must be a whole number from 1 to 100.",
    vi: "Số dòng mỗi trang phải là số nguyên từ 1 đến 100.",
  },
  "reports.day": {
    en: "Enter a day as YYYY-MM-DD, from 2000.",
    vi: "Hãy nhập ngày theo dạng YYYY-MM-DD, từ năm 2000.",
  },
  "reports.range": {
    en: "The end of the range must not be before its start.",
    vi: "Ngày kết thúc không được trước ngày bắt đầu.",
  },
  "reports.rangeTooLong": {
    en: "A report covers at most 400 days: choose a later start.",
    vi: "Một báo cáo tối đa 400 ngày: hãy chọn ngày bắt đầu muộn hơn.",
  },
  "reports.by": {
    en: "Group by stage, owner, month, service, province, source or campaign.",
    vi: "Hãy nhóm theo giai đoạn, người phụ trách, tháng, dịch vụ, tỉnh/thành phố, nguồn hoặc chiến dịch.",
  },
  "search.query": {
    en: "Search with 2 to 100 characters.",
    vi: "Từ khóa tìm kiếm từ 2 đến 100 ký tự.",
  },
  "versions.notFound": { en: "This version does not exist.", vi: "Phiên bản này không tồn tại." },
  "versions.outdated": {
    en: "This version no longer fits today's fields and cannot be restored.",
    vi: "Phiên bản này không còn khớp với các trường hiện nay nên không thể khôi phục.",
  },
  "versions.imagesGone": {
    en: "This version shows pictures deleted from the media library since ({{files}}) and cannot be restored.",
    vi: "Phiên bản này dùng ảnh đã bị xóa khỏi thư viện ảnh ({{files}}) nên không thể khôi phục.",
  },
  "versions.restored": { en: "Version restored", vi: "Đã khôi phục phiên bản" },
  "pages.restored": {
    en: "Version restored and published",
    vi: "Đã khôi phục và xuất bản phiên bản",
  },
  "pages.language": { en: "Choose vi or en.", vi: "Hãy chọn vi hoặc en." },
  "news.notFound": { en: "This news item does not exist.", vi: "Tin này không tồn tại." },
  "news.created": { en: "News item saved", vi: "Đã lưu tin" },
  "news.updated": { en: "News item updated", vi: "Đã cập nhật tin" },
  "news.deleted": { en: "News item deleted", vi: "Đã xóa tin" },
  "news.slugTaken": {
    en: "The address “{{slug}}” is already used by “{{title}}”. Choose another, or leave it empty to make one from the title.",
    vi: "Địa chỉ “{{slug}}” đã được dùng cho tin “{{title}}”. Vui lòng chọn địa chỉ khác, hoặc để trống để tạo từ tiêu đề.",
  },
  "management.notFound": { en: "This entry does not exist.", vi: "Mục này không tồn tại." },
  "management.created": { en: "Created successfully", vi: "Đã tạo" },
  "management.updated": { en: "Updated successfully", vi: "Đã cập nhật" },
  "management.deleted": { en: "Deleted successfully", vi: "Đã xóa" },
  "management.categoryMissing": {
    en: "Choose an existing tool category.",
    vi: "Hãy chọn một nhóm thiết bị đang có.",
  },
  "management.companyMissing": {
    en: "Choose an existing tool manufacturer.",
    vi: "Hãy chọn một hãng sản xuất đang có.",
  },
  "management.inUse": {
    en: {
      one: "This entry is still used by 1 tool; change or delete that tool first.",
      other: "This entry is still used by {{count}} tools; change or delete those tools first.",
    },
    vi: "Mục này vẫn đang được {{count}} thiết bị sử dụng; hãy sửa hoặc xóa các thiết bị đó trước.",
  },
  "audit.superAdminOnly": {
    en: "Only a Super Admin can read the audit trail.",
    vi: "Chỉ Quản trị cấp cao mới được xem nhật ký hoạt động.",
  },
  "audit.date": { en: "Dates are written YYYY-MM-DD.", vi: "Ngày phải có dạng YYYY-MM-DD (năm-tháng-ngày)." },
  "audit.dateRange": {
    en: "The end date must not be before the start date.",
    vi: "Ngày kết thúc không được trước ngày bắt đầu.",
  },
  "audit.page": { en: "The page must be a whole number of 1 or more.", vi: "Số trang phải là số nguyên từ 1 trở lên." },
  "audit.limit": {
    en: "The number of entries per page must be 1 to 100.",
    vi: "Số mục mỗi trang phải từ 1 đến 100.",
  },
  "audit.type": {
    en: "Unknown record type; see the API documentation for the list.",
    vi: "Loại đối tượng không hợp lệ; xem danh sách trong tài liệu API.",
  },
  "audit.action": {
    en: "Unknown action; use login, login_failed, create, update, status or delete.",
    vi: "Hành động không hợp lệ; hãy dùng login, login_failed, create, update, status hoặc delete.",
  },
  "error.notFound": { en: "No API endpoint {{method}} {{path}}.", vi: "Không có API {{method}} {{path}}." },
  "error.invalidJson": { en: "The request body is not valid JSON.", vi: "Nội dung yêu cầu không phải JSON hợp lệ." },
  "error.emptyJson": {
    en: "The request body is empty; send a JSON object.",
    vi: "Nội dung yêu cầu đang trống; hãy gửi một đối tượng JSON.",
  },
  "error.bodyTooLarge": { en: "The request body is too large.", vi: "Nội dung yêu cầu quá lớn." },
  "error.mediaType": {
    en: "This content type is not supported here; send JSON.",
    vi: "Kiểu nội dung này không được hỗ trợ; hãy gửi JSON.",
  },
  "error.badRequest": { en: "The request is not valid.", vi: "Yêu cầu không hợp lệ." },
  "error.forbidden": { en: "You are not allowed to do this.", vi: "Không có quyền thực hiện thao tác này." },
  "error.rateLimited": {
    en: {
      one: "Too many requests. Please wait a minute and try again.",
      other: "Too many requests. Please wait {{minutes}} minutes and try again.",
    },
    vi: "Quá nhiều yêu cầu. Vui lòng đợi {{minutes}} phút rồi thử lại.",
  },
  "metrics.tokenRequired": {
    en: "The metrics need their token: send it as Authorization: Bearer <METRICS_TOKEN>.",
    vi: "Cần mã truy cập để xem số liệu giám sát: gửi kèm tiêu đề Authorization: Bearer <METRICS_TOKEN>.",
  },
  "metrics.localOnly": {
    en: "The metrics can only be read on the server itself; set METRICS_TOKEN to read them from elsewhere.",
    vi: "Chỉ có thể xem số liệu giám sát ngay trên máy chủ; hãy đặt METRICS_TOKEN để xem từ nơi khác.",
  },
  "error.unavailable": {
    en: "The service is briefly unavailable and nothing was saved. Please try again in a minute.",
    vi: "Hệ thống đang tạm thời gián đoạn, thông tin chưa được lưu. Vui lòng thử lại sau ít phút.",
  },
  "error.storageFull": {
    en: "The server cannot save anything at the moment (its storage is full or failing) and nothing was saved. Please try again later.",
    vi: "Máy chủ tạm thời không lưu được dữ liệu (bộ nhớ lưu trữ đã đầy hoặc gặp sự cố), thông tin chưa được lưu. Vui lòng thử lại sau.",
  },
  "error.internal": {
    en: "Something went wrong on our side. Please try again later (request {{id}}).",
    vi: "Đã xảy ra lỗi phía máy chủ. Vui lòng thử lại sau (mã yêu cầu {{id}}).",
  },
} as const satisfies Record<string, Record<Language, Text>>;

export type ApiMessageKey = keyof typeof apiMessages;

export function isApiMessageKey(value: string): value is ApiMessageKey {
  return Object.hasOwn(apiMessages, value);
}

export function translateApiMessage(
  key: string,
  language: Language,
  values: Record<string, string | number> = {},
): string {
  const template: Text = isApiMessageKey(key) ? apiMessages[key][language] : key;
  // a text that changes with a number takes its form from the one number it is given
  const by = Object.keys(values).find((name) => typeof values[name] === "number") ?? "count";
  return fillPlural(template, values, language, by);
}
