import { type AnyDb, completePageDocuments } from "./helpers.ts";

// Ready to launch (issue 35): the pages' words say one thing one way (docs/glossary.md).
// - Structure, in the published document, the draft and every version kept (so a restore still
//   fits the schema): the About page's list of brands goes (the brand partners are the catalogue's
//   list, counted where a number is written), and the home page's newsletter box goes (the site
//   has no newsletter).
// - Words, in the published document and the draft only, and only where a text still reads as it
//   shipped: a text staff have reworded is theirs. The versions keep what was published then.

type Document = Record<string, unknown>;

// the value at a path of keys in one language's copy
function at(copy: unknown, path: readonly string[]): { parent: Document; key: string } | null {
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof node !== "object" || node === null) return null;
    node = (node as Document)[key];
  }
  const key = path.at(-1);
  if (typeof node !== "object" || node === null || key === undefined) return null;
  return { parent: node as Document, key };
}

interface Reword {
  key: string;
  path: readonly string[];
  vi?: [unknown, unknown];
  en?: [unknown, unknown];
}

// [as shipped, as now]; a plural text is compared whole
const REWORDS: Reword[] = [
  {
    key: "about",
    path: ["brands", "title"],
    vi: [
      "Đối tác của 5 thương hiệu thiết bị điện hàng đầu thế giới",
      "Đối tác của {{brands}} thương hiệu thiết bị điện hàng đầu thế giới",
    ],
    en: [
      "Partner of five of the world's leading electrical equipment brands",
      "Partner of {{brands}} of the world's leading electrical equipment brands",
    ],
  },
  {
    key: "about",
    path: ["certifications", "issuedBy"],
    vi: ["Cấp bởi {{issuer}}", "Đơn vị cấp: {{issuer}}"],
    en: ["Issued by {{issuer}}", "Issuer: {{issuer}}"],
  },
  { key: "about", path: ["experience", "profile", "hotline"], vi: ["Đường dây nóng", "Hotline"] },
  { key: "about", path: ["experience", "profile", "email"], vi: ["Thư điện tử", "E-mail"], en: ["Email", "E-mail"] },
  {
    key: "news",
    path: ["pagination", "showing"],
    vi: ["Hiển thị {{from}}-{{to}} trên tổng số {{total}} tin", "Hiển thị {{from}}–{{to}} trong tổng số {{total}} tin"],
    en: [
      { one: "Showing {{from}}-{{to}} of 1 item", other: "Showing {{from}}-{{to}} of {{total}} items" },
      { one: "Showing {{from}}–{{to}} of 1 item", other: "Showing {{from}}–{{to}} of {{total}} items" },
    ],
  },
  {
    key: "projects",
    path: ["pagination", "showing"],
    vi: [
      "Hiển thị {{from}}-{{to}} trên tổng số {{total}} dự án",
      "Hiển thị {{from}}–{{to}} trong tổng số {{total}} dự án",
    ],
    en: [
      { one: "Showing {{from}}-{{to}} of 1 project", other: "Showing {{from}}-{{to}} of {{total}} projects" },
      { one: "Showing {{from}}–{{to}} of 1 project", other: "Showing {{from}}–{{to}} of {{total}} projects" },
    ],
  },
  {
    key: "not-found",
    path: ["text"],
    en: [
      "Sorry, the page you are looking for doesn't exist or has been moved.",
      "Sorry, the page you are looking for does not exist or has been moved.",
    ],
  },
  {
    key: "services",
    path: ["actions", "emergencyNote"],
    vi: ["Đường dây nóng ứng cứu sự cố, trực 24/7:", "Hotline ứng cứu sự cố, trực 24/7:"],
  },
  {
    key: "shared",
    path: ["footer", "about"],
    vi: [
      "Nhà thầu cơ điện, tự động hóa và bảo trì cho nhà máy, tòa nhà và công trình năng lượng tại Việt Nam.",
      "Nhà thầu điện, tự động hóa và bảo trì cho nhà máy, tòa nhà và công trình năng lượng tại Việt Nam.",
    ],
  },
];

// the first feature of the third service card (a list, so by its words)
const SERVICES_FEATURE = {
  vi: ["Tiếp nhận sự cố qua đường dây nóng mọi lúc", "Tiếp nhận sự cố qua hotline mọi lúc"],
} as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function reword(document: Document, key: string): boolean {
  let changed = false;
  for (const language of ["vi", "en"] as const) {
    const copy = document[language];
    for (const change of REWORDS.filter((item) => item.key === key)) {
      const pair = change[language];
      const place = pair ? at(copy, change.path) : null;
      if (pair && place && same(place.parent[place.key], pair[0])) {
        place.parent[place.key] = pair[1];
        changed = true;
      }
    }
    if (key === "services" && language === "vi") {
      const cards = (copy as { cards?: { features?: unknown[] }[] } | undefined)?.cards;
      for (const card of Array.isArray(cards) ? cards : []) {
        const features = card?.features;
        if (!Array.isArray(features)) continue;
        const index = features.indexOf(SERVICES_FEATURE.vi[0]);
        if (index >= 0) {
          features[index] = SERVICES_FEATURE.vi[1];
          changed = true;
        }
      }
    }
  }
  return changed;
}

function parse(json: string | null): Document | null {
  if (json === null) return null;
  try {
    const document = JSON.parse(json) as unknown;
    return typeof document === "object" && document !== null ? (document as Document) : null;
  } catch {
    return null;
  }
}

export async function up(db: AnyDb): Promise<void> {
  await completePageDocuments(db, "about", (document) => {
    let changed = false;
    for (const language of ["vi", "en"] as const) {
      const brands = (document[language] as { brands?: Document } | undefined)?.brands;
      if (brands && typeof brands === "object" && "items" in brands) {
        delete brands.items;
        changed = true;
      }
    }
    return changed;
  });
  await completePageDocuments(db, "home", (document) => {
    let changed = false;
    for (const language of ["vi", "en"] as const) {
      const social = (document[language] as { social?: Document } | undefined)?.social;
      if (!social || typeof social !== "object") continue;
      for (const field of ["newsletterTitle", "newsletterText", "newsletterLink"]) {
        if (field in social) {
          delete social[field];
          changed = true;
        }
      }
    }
    return changed;
  });
  for (const key of new Set(REWORDS.map((item) => item.key))) {
    const page = await db.selectFrom("pages").select(["published", "draft"]).where("key", "=", key).executeTakeFirst();
    if (!page) continue;
    for (const column of ["published", "draft"] as const) {
      const document = parse(page[column]);
      if (document && reword(document, key)) {
        await db
          .updateTable("pages")
          .set({ [column]: JSON.stringify(document) })
          .where("key", "=", key)
          .execute();
      }
    }
  }
}

// the words stay: an older release shows its seed for a page that no longer fits its schema
// (the About and home pages; docs/deploy.md, upgrade notes)
export async function down(): Promise<void> {}
