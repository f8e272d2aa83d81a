import type { AnyDb } from "./helpers.ts";

// news written like an article (issue 24): an item's text becomes a rich text (ProseMirror JSON,
// contract/rich-text.ts), stored as its JSON in the same columns. The plain bodies of before become
// their paragraphs (separated by an empty line; a single line break a space, as they were shown).
// The rules here are frozen as of this migration; the repository reads a plain body the same way.

const MAX_TEXT = 20_000;

function asRichText(text: string): string {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean);
  return JSON.stringify({
    type: "doc",
    content: paragraphs.map((paragraph) => ({
      type: "paragraph",
      content: [{ type: "text", text: paragraph.slice(0, MAX_TEXT) }],
    })),
  });
}

const isRichText = (text: string) => text.startsWith('{"type":"doc"');

export async function up(db: AnyDb): Promise<void> {
  const rows: { id: number; body: string; body_vi: string }[] = await db
    .selectFrom("news")
    .select(["id", "body", "body_vi"])
    .execute();
  for (const row of rows) {
    if (isRichText(row.body) && isRichText(row.body_vi)) continue;
    await db
      .updateTable("news")
      .set({
        body: isRichText(row.body) ? row.body : asRichText(row.body),
        body_vi: isRichText(row.body_vi) ? row.body_vi : asRichText(row.body_vi),
      })
      .where("id", "=", row.id)
      .execute();
  }
}

// a rich text back to plain paragraphs: its texts, a paragraph (or heading, or list item) each
export async function down(db: AnyDb): Promise<void> {
  type Node = { type?: string; text?: string; content?: Node[] };
  const plain = (json: string): string => {
    if (!isRichText(json)) return json;
    const lines: string[] = [];
    const walk = (node: Node) => {
      if (node.type === "paragraph" || node.type === "heading") {
        lines.push((node.content ?? []).map((inline) => inline.text ?? " ").join(""));
        return;
      }
      for (const child of node.content ?? []) walk(child);
    };
    walk(JSON.parse(json) as Node);
    return lines.join("\n\n");
  };
  const rows: { id: number; body: string; body_vi: string }[] = await db
    .selectFrom("news")
    .select(["id", "body", "body_vi"])
    .execute();
  for (const row of rows) {
    await db
      .updateTable("news")
      .set({ body: plain(row.body), body_vi: plain(row.body_vi) })
      .where("id", "=", row.id)
      .execute();
  }
}
