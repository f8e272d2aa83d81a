import type { AnyDb } from "./helpers.ts";

// The site counts its own visits (issue 25). A privacy policy that still says, in both languages,
// what the site shipped with about analytics gets a draft in which that item is replaced by two:
// what the site's own counting sends and keeps, and the third-party analytics as before. It is a
// draft, for staff to read and publish from the Pages screen: a legal text is not changed on the
// site without them. A policy staff have reworded there, or one with a draft already, is left as
// it is (docs/public-site.md, under Visits, says what to add). The words are as they read on the day of this migration.

const SHIPPED = {
  vi: "Phân tích truy cập: chỉ khi tính năng phân tích được bật, nhà cung cấp dịch vụ phân tích (như Google Analytics) mới có thể đặt cookie để thống kê lượt truy cập ở dạng tổng hợp. Khi tính năng này tắt, website không dùng cookie phân tích.",
  en: "Analytics: only if analytics is enabled on the site may the analytics provider (such as Google Analytics) set cookies to count visits in aggregate. When analytics is switched off, the site sets no analytics cookies.",
} as const;

const NOW = {
  vi: [
    "Thống kê truy cập của chính website: sau khi mỗi trang tải xong, trình duyệt gửi về máy chủ của chúng tôi địa chỉ trang (ở trang đầu tiên của lượt truy cập, kèm theo trang dẫn đến, mà máy chủ chỉ giữ tên miền), chiến dịch của đường dẫn (utm), ngôn ngữ và độ rộng màn hình. Máy chủ chỉ cộng các thông tin này vào số liệu tổng hợp theo ngày (lượt xem trang; lượt truy cập theo trang, nguồn, chiến dịch, ngôn ngữ và loại thiết bị); không đặt cookie, không lưu địa chỉ IP, thông tin trình duyệt hay bất kỳ mã nhận diện nào. Số liệu theo ngày được giữ 25 tháng, sau đó chỉ còn tổng theo tháng. Website không thống kê khi trình duyệt của Quý khách bật Do Not Track hoặc Global Privacy Control.",
    "Phân tích của bên thứ ba: chỉ khi tính năng này được bật, nhà cung cấp dịch vụ phân tích (như Google Analytics) mới có thể đặt cookie để thống kê lượt truy cập ở dạng tổng hợp. Khi tính năng này tắt, website không dùng cookie phân tích.",
  ],
  en: [
    "The site's own visit counts: after each page has loaded, your browser sends our server the page's address (on the first page of your visit, with the referring page, of which the server keeps only the host name), the link's campaign (utm), the language and the screen width. The server only adds these to daily totals (page views; visits by page, source, campaign, language and type of device); it sets no cookie and keeps no IP address, browser details or identifier of any kind. Daily totals are kept for 25 months, then only monthly totals. Nothing is counted when your browser sends Do Not Track or Global Privacy Control.",
    "Third-party analytics: only if it is enabled on the site may an analytics provider (such as Google Analytics) set cookies to count visits in aggregate. When it is switched off, the site sets no analytics cookies.",
  ],
} as const;

interface Node {
  type?: string;
  text?: string;
  content?: Node[];
}

const textOf = (node: Node): string =>
  node.type === "text" ? (node.text ?? "") : (node.content ?? []).map(textOf).join("");
const item = (text: string): Node => ({
  type: "listItem",
  content: [{ type: "paragraph", content: [{ type: "text", text }] }],
});

// the list item that says `shipped`, replaced by the items of `now`, anywhere in a rich text;
// true when it was there
function replaceItem(node: Node, shipped: string, now: readonly string[]): boolean {
  const children = node.content;
  if (!Array.isArray(children)) return false;
  const at = children.findIndex((child) => child.type === "listItem" && textOf(child) === shipped);
  if (at >= 0) {
    children.splice(at, 1, ...now.map(item));
    return true;
  }
  return children.some((child) => replaceItem(child, shipped, now));
}

export async function up(db: AnyDb): Promise<void> {
  const page = await db
    .selectFrom("pages")
    .select(["published", "draft"])
    .where("key", "=", "privacy")
    .executeTakeFirst();
  if (!page || page.draft !== null) return;
  let document: Record<string, { sections?: { id?: string; body?: Node }[] }>;
  try {
    document = JSON.parse(page.published);
  } catch {
    return;
  }
  for (const language of ["vi", "en"] as const) {
    const cookies = document[language]?.sections?.find((section) => section.id === "cookies");
    if (!cookies?.body || !replaceItem(cookies.body, SHIPPED[language], NOW[language])) return;
  }
  await db
    .updateTable("pages")
    .set({ draft: JSON.stringify(document), draft_updated_at: new Date().toISOString(), draft_updated_by: null })
    .where("key", "=", "privacy")
    .where("draft", "is", null)
    .execute();
}

// the draft stays: staff may have worked on it since
export async function down(): Promise<void> {}
