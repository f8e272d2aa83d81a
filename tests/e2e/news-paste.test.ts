import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { logIn, toast } from "./support/admin.ts";
import { describe, expect, inject, it } from "./support/fixture.ts";

// issue 24: "pasting from Word or Google Docs keeps the structure and drops the styles" — the
// clipboard's HTML as each puts it there, pasted into the article editor, saved, and read back
// from the API: headings, paragraphs, bold, italic and lists kept; fonts, colours and sizes gone

const baseURL = inject("baseURL");

// Word (desktop) copies a heading with its font, paragraphs with their styles, and lists as
// paragraphs marked mso-list with the bullet or number as text
const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word"><body lang=VI style='tab-interval:.5in'><!--StartFragment-->
<h1 style='margin-top:12.0pt'><span style='font-size:20.0pt;font-family:"Calibri Light";color:#2F5496'>Kết quả thí nghiệm<o:p></o:p></span></h1>
<p class=MsoNormal><span style='font-family:Arial;color:red'>Đoạn mở đầu với <b>chữ đậm</b> và <i>chữ nghiêng</i>.<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-.25in;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;</span></span><![endif]>Rơ le bảo vệ<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-.25in;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;</span></span><![endif]>Nối đất<o:p></o:p></p>
<p class=MsoNormal>Các bước:</p>
<p class=MsoListParagraphCxSpFirst style='mso-list:l1 level1 lfo2'><![if !supportLists]><span style='mso-list:Ignore'>1.<span>&nbsp;</span></span><![endif]>Cắt điện<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='mso-list:l1 level1 lfo2'><![if !supportLists]><span style='mso-list:Ignore'>2.<span>&nbsp;</span></span><![endif]>Đo điện trở<o:p></o:p></p>
<!--EndFragment--></body></html>`;

// Google Docs wraps everything in a <b style="font-weight:normal"> and styles every span
const GOOGLE_DOCS = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b3c"><h2 dir="ltr" style="line-height:1.38;margin-top:18pt;margin-bottom:6pt;"><span style="font-size:16pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;">Test results</span></h2><p dir="ltr" style="line-height:1.38;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#ff0000;font-weight:700;">Bold words</span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;"> and </span><span style="font-size:11pt;font-family:Arial,sans-serif;font-style:italic;font-weight:400;">italic ones</span></p><ul style="margin-top:0;margin-bottom:0;"><li dir="ltr" style="list-style-type:disc;font-size:11pt;font-family:Arial,sans-serif;"><p dir="ltr" style="line-height:1.38;" role="presentation"><span style="font-size:11pt;">Protection relays</span></p></li><li dir="ltr" style="list-style-type:disc;"><p dir="ltr" style="line-height:1.38;" role="presentation"><span style="font-size:11pt;">Earthing</span></p></li></ul></b>`;

async function paste(page: Page, selector: string, html: string) {
  await page.locator(selector).click();
  await page.locator(selector).evaluate((element, text) => {
    const data = new DataTransfer();
    data.setData("text/html", text);
    data.setData("text/plain", element.textContent ?? "");
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

type Node = {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string }[];
  content?: Node[];
};
// a rich text's blocks as "type" or "heading 2", and its marked words
const blocks = (doc: Node) =>
  (doc.content ?? []).map((node) => (node.type === "heading" ? `heading ${node.attrs?.level}` : node.type));
const listItems = (doc: Node, type: string) =>
  (doc.content ?? [])
    .filter((node) => node.type === type)
    .map((list) => (list.content ?? []).map((item) => item.content?.[0]?.content?.map((text) => text.text).join("")));
const marked = (doc: Node, mark: string): string[] =>
  (doc.content ?? []).flatMap((node) =>
    (node.content ?? []).filter((text) => text.marks?.some((m) => m.type === mark)).map((text) => text.text ?? ""),
  );

describe("pasting into the article editor", () => {
  it("keeps the structure of Word's and Google Docs' text and drops their styles", async ({ open }) => {
    const id = randomBytes(3).toString("hex");
    const { page, errors } = await open({ adminLanguage: "vi" });
    await logIn(page, undefined, undefined, "/admin/news");
    await page.getByRole("button", { name: "Viết tin mới" }).click();
    const form = page.getByRole("dialog", { name: "Viết tin mới" });
    await form.locator("#news-title_vi").fill(`Tin dán từ Word ${id}`);
    await form.locator("#news-title").fill(`Pasted news ${id}`);
    await form.locator("#news-summary_vi").fill("Tóm tắt.");
    await form.locator("#news-summary").fill("Summary.");
    await paste(page, "#news-body_vi", WORD);
    await form.locator("#news-body_vi ol li").nth(1).waitFor();
    await paste(page, "#news-body", GOOGLE_DOCS);
    await form.locator("#news-body ul li").nth(1).waitFor();
    // nothing of their styles reaches the editor
    expect(await form.locator("#news-body_vi [style], #news-body [style]").count()).toBe(0);
    await form.getByLabel("Đăng lên website").uncheck();
    await form.getByRole("button", { name: "Lưu" }).click();
    await toast(page, "Đã lưu tin");

    const token = await page.evaluate(() => window.localStorage.getItem("token"));
    const { news } = await (
      await fetch(`${baseURL}/api/news`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    const item = (news as { title: string; body: Node; body_vi: Node }[]).find(
      (entry) => entry.title === `Pasted news ${id}`,
    );
    if (!item) throw new Error("the pasted item was not saved");

    // Word: its h1 the article's first heading (h2), the bullets and the numbers real lists
    expect(blocks(item.body_vi)).toEqual(["heading 2", "paragraph", "bulletList", "paragraph", "orderedList"]);
    expect(listItems(item.body_vi, "bulletList")).toEqual([["Rơ le bảo vệ", "Nối đất"]]);
    expect(listItems(item.body_vi, "orderedList")).toEqual([["Cắt điện", "Đo điện trở"]]);
    expect(marked(item.body_vi, "bold")).toEqual(["chữ đậm"]);
    expect(marked(item.body_vi, "italic")).toEqual(["chữ nghiêng"]);
    // Google Docs: its wrapping <b style="font-weight:normal"> makes nothing bold
    expect(blocks(item.body)).toEqual(["heading 2", "paragraph", "bulletList"]);
    expect(listItems(item.body, "bulletList")).toEqual([["Protection relays", "Earthing"]]);
    expect(marked(item.body, "bold")).toEqual(["Bold words"]);
    expect(marked(item.body, "italic")).toEqual(["italic ones"]);
    // no font, colour or size anywhere in what was stored
    expect(JSON.stringify(item)).not.toMatch(/font|color|Calibri|Arial|mso-|style/i);
    expect(errors).toEqual([]);
  });
});
