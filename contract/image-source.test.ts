import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ImagePathSchema, imageSource } from "./common.ts";
import { isImageSource, RICH_TEXT_PICTURE, SITE_PICTURE } from "./image-source.ts";
import { MetaSchema, sitePath } from "./pages/parts.ts";
import { RichTextSchema } from "./rich-text.ts";

// where a picture may come from (issue 34): an upload, one of the site's pictures or an https
// address, in its normal form; one rule for every image field

const SITE = "https://congty.example";

describe("a picture's address", () => {
  it.each([
    "/uploads/2026/11/tram-bien-ap-1600w.webp",
    "/uploads/demo/2026/11/0123456789abcdef01234567.webp",
    "/images/projects/substation.svg",
    "/og-image.png",
    "https://cdn.example.com/a/b.png",
    "https://cdn.example.com/a/b.png?w=800&v=2",
    "https://cdn.example.com:8443/x.webp",
    "https://xn--bcher-kva.example/a.jpg",
    "https://cdn.example.com/a..b.png",
  ])("accepts %s", (value) => {
    expect(isImageSource(value)).toBe(true);
    expect(imageSource().safeParse(value).success).toBe(true);
  });

  it.each([
    // out of the picture folders, or back out of them
    "/uploads/../api/auth/me",
    "/uploads/./a.webp",
    "/uploads/a/../../api/auth/me",
    "/uploads/%2e%2e/api/auth/me",
    "/uploads/%2E%2E/api/auth/me",
    "/uploads/.%2e/api/auth/me",
    "/uploads/%2e./api/auth/me",
    "/uploads/a%2fb.webp",
    "/uploads\\..\\api\\auth\\me",
    "/uploads/..\\api",
    "/uploads//evil.example/a.png",
    "/uploads/",
    "/uploads/a/",
    "/uploads/a b.webp",
    "/uploads/a.webp?x=1",
    "/uploads/a.webp#x",
    "/api/auth/me",
    "/admin",
    "/metrics",
    "/data/app.db",
    "/images/../api/auth/me",
    "/imagesx/a.png",
    "/og-image.png/../api",
    "/.env",
    "/a.exe",
    "//evil.example/a.png",
    "///evil.example/a.png",
    "/\\evil.example/a.png",
    // other schemes and hosts
    "http://cdn.example.com/a.png",
    "HTTP://cdn.example.com/a.png",
    "https:/cdn.example.com/a.png",
    "https:\\\\cdn.example.com\\a.png",
    "https://",
    "https:///a.png",
    "https://user:secret@cdn.example.com/a.png",
    "https://cdn.example.com@evil.example/a.png",
    "https://cdn.example.com/a/../b.png",
    "https://cdn.example.com/a/%2e%2e/b.png",
    "https://cdn.example.com/a/./b.png",
    "https://cdn.example.com/a b.png",
    "https://cdn.example.com/a\nb.png",
    'https://cdn.example.com/a".png',
    "https://cdn.example.com/<script>",
    "javascript:alert(1)",
    "data:image/svg+xml;base64,PHN2Zz4=",
    "uploads/a.webp",
    "",
    `/uploads/${"a".repeat(500)}.webp`,
  ])("refuses %j", (value) => {
    expect(isImageSource(value)).toBe(false);
    const result = imageSource().safeParse(value);
    expect(result.success).toBe(false);
  });

  it("is the rule of every image field: a cover, a rich text's picture, a page's share picture", () => {
    const hostile = "/uploads/../api/auth/me";
    const cover = ImagePathSchema.safeParse(hostile);
    expect(cover.success).toBe(false);
    expect(cover.error?.issues[0]?.message).toBe("validation.imagePath");
    const body = RichTextSchema.safeParse({
      type: "doc",
      content: [{ type: "image", attrs: { src: hostile, alt: "x" } }],
    });
    expect(body.success).toBe(false);
    expect(body.error?.issues[0]).toMatchObject({
      message: "validation.richTextImagePath",
      path: ["content", 0, "attrs", "src"],
    });
    const meta = MetaSchema.safeParse({ title: "t", description: "d", keywords: "k", image: hostile });
    expect(meta.error?.issues[0]).toMatchObject({ message: "validation.imagePath", path: ["image"] });
    // blank: the site's own share picture
    expect(MetaSchema.safeParse({ title: "t", description: "d", keywords: "k", image: " " }).success).toBe(true);
  });

  // what the release before (92b5787) reads, during a rolling upgrade: a rich text's picture is an
  // upload or https (else it shows the text as raw JSON); a home page picture a path of the site
  it("takes less where the release before reads less: rich text pictures, home page pictures", () => {
    expect(isImageSource("/images/projects/scada.svg", RICH_TEXT_PICTURE)).toBe(false);
    expect(isImageSource("/og-image.png", RICH_TEXT_PICTURE)).toBe(false);
    expect(isImageSource("/uploads/a.webp", RICH_TEXT_PICTURE)).toBe(true);
    expect(isImageSource("https://cdn.example.com/a.png", RICH_TEXT_PICTURE)).toBe(true);
    const picture = (src: string) =>
      RichTextSchema.safeParse({ type: "doc", content: [{ type: "image", attrs: { src, alt: "x" } }] }).success;
    expect(picture("/images/projects/scada.svg")).toBe(false);
    expect(picture("/uploads/a.webp")).toBe(true);

    expect(isImageSource("https://cdn.example.com/a.png", SITE_PICTURE)).toBe(false);
    expect(isImageSource("/images/projects/scada.svg", SITE_PICTURE)).toBe(true);
    expect(sitePath.safeParse("https://cdn.example.com/a.png").error?.issues[0]?.message).toBe(
      "validation.sitePicturePath",
    );
    // an empty one is the required text's own message (a draft may leave it empty)
    expect(sitePath.safeParse("").error?.issues.map((issue) => issue.code)).toEqual(["too_small"]);
    // the old rules, as 92b5787 has them: whatever is taken now, they take
    const oldRichText = /^(?:\/uploads\/[A-Za-z0-9/_.-]+|https:\/\/[^\s"'<>\\]+)$/;
    const oldMeta = /^$|^\/[A-Za-z0-9/_.-]+$|^https?:\/\/[^\s"<>]+$/;
    const oldSitePath = /^\/[A-Za-z0-9/_.-]*$/;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 30 }).map((tail) => `/uploads/${tail}`),
          fc.string({ maxLength: 30 }).map((tail) => `/images/${tail}`),
          fc.string({ maxLength: 30 }).map((tail) => `https://${tail}`),
          fc.string({ maxLength: 30 }).map((tail) => `/${tail}`),
        ),
        (value) => {
          if (isImageSource(value, RICH_TEXT_PICTURE)) expect(oldRichText.test(value)).toBe(true);
          if (isImageSource(value)) expect(oldMeta.test(value)).toBe(true);
          if (isImageSource(value, SITE_PICTURE)) expect(oldSitePath.test(value)).toBe(true);
        },
      ),
      { numRuns: 5_000 },
    );
  });

  // whatever is accepted, a browser on the site fetches exactly what was written: under
  // /uploads/ or /images/ (or a picture at the top) of this site, or from another host over https
  it("accepts nothing a browser would resolve elsewhere (fast-check)", () => {
    const piece = fc.constantFrom(
      "..",
      ".",
      "%2e",
      "%2E",
      "/",
      "\\",
      "//",
      "a",
      "b.png",
      "uploads",
      "images",
      "api",
      "%2f",
      "?",
      "#",
      "@",
      ":",
      " ",
      "https:",
      "http:",
      "evil.example",
    );
    const candidate = fc.oneof(
      fc.array(piece, { maxLength: 10 }).map((parts) => parts.join("")),
      fc
        .tuple(fc.constantFrom("/uploads/", "/images/", "https://", "/", ""), fc.array(piece, { maxLength: 8 }))
        .map(([start, parts]) => start + parts.join("")),
      fc.string({ maxLength: 40 }).map((tail) => `/uploads/${tail}`),
    );
    fc.assert(
      fc.property(candidate, (value) => {
        if (!isImageSource(value)) return;
        const resolved = new URL(value, SITE);
        if (value.startsWith("/")) {
          expect(resolved.origin).toBe(SITE);
          // written as it resolves: no dot segment, escape or backslash was folded away
          expect(resolved.pathname).toBe(value);
          expect(/^\/(uploads|images)\/[^/]|^\/[^/]+$/.test(resolved.pathname)).toBe(true);
        } else {
          expect(resolved.protocol).toBe("https:");
          expect(resolved.username + resolved.password).toBe("");
          expect(resolved.pathname.split("/")).not.toContain("..");
          expect(value.includes("\\")).toBe(false);
        }
      }),
      { numRuns: 5_000 },
    );
  });
});
