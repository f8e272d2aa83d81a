import { QUOTE_FILE_TYPES, type QuoteFileType } from "../../contract/quote-options.ts";

// A quote file's name as staff are offered it (issue 34): whatever the visitor called it, it ends
// with the extension of the type its bytes were judged to be (contract/quote-options.ts), and no
// other extension is left in it that Windows could act on: "BaoGia.bat" (a PDF) is "BaoGia.pdf",
// "Ban-ve.pdf.hta" is "Ban-ve.pdf". Worked out when a file is received and again whenever a name
// is read (the download, the lead's list of files, the timeline, the e-mail to staff), so files
// stored before, or by an older instance, are offered the same way.

// the other spellings of a type's extension, kept as the visitor wrote them
const ALIASES: Partial<Record<QuoteFileType, readonly string[]>> = { "image/jpeg": ["jpeg", "jpe"] };

// endings Windows runs, opens with a script host or follows (and the ones that only hide another)
const DANGEROUS = new Set(
  (
    "exe com bat cmd scr pif hta js jse vbs vbe wsf wsh wsc ws msi msp mst lnk url ps1 ps1xml ps2 psc1 psm1 " +
    "reg cpl jar gadget inf ins isp scf shb shs vb application appref-ms msc msh msh1 msh2 mshxml msh1xml " +
    "msh2xml hlp chm dll sys drv ocx cab apk app sh ps iqy settingcontent-ms library-ms search-ms xll xlam " +
    "xla docm dotm xlsm xltm pptm potm ppam sldm one svg html htm xht xhtml mht mhtml"
  ).split(" "),
);
// what looks like an extension at the end of a name: a short run of letters and digits
const EXTENSION = /^[a-z0-9-]{1,20}$/i;
const KNOWN = new Set<string>([
  ...Object.values(QUOTE_FILE_TYPES),
  ...Object.values(ALIASES).flat(),
  "doc",
  "xls",
  "txt",
  "zip",
  "rar",
  "7z",
  "gif",
  "tif",
  "tiff",
  "dwg",
  "dxf",
]);
// the most of a name kept before its extension
const STEM_MAX = 200;

// letters that change how a name reads without being seen: bidirectional controls (a
// "right-to-left override" shows "gpj.exe" as "exe.jpg") and zero-width characters
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const CONTROL = /[\u0000-\u001f\u007f"]/g;

// the name, without folders, control or invisible characters, quotes, and the dots and spaces
// Windows drops at its end
function clean(name: string): string {
  const base = name.normalize("NFC").split(/[\\/]/).pop() ?? "";
  return base
    .replace(CONTROL, "")
    .replace(INVISIBLE, "")
    .replace(/[.\s]+$/, "")
    .trim();
}

// the extensions a quote file may end with
const QUOTE_EXTENSIONS: readonly string[] = [...Object.values(QUOTE_FILE_TYPES), ...Object.values(ALIASES).flat()];

// a token at the end of a name that reads as an extension Windows acts on or a document's
const isExtension = (token: string) =>
  EXTENSION.test(token) && (DANGEROUS.has(token.toLowerCase()) || KNOWN.has(token.toLowerCase()));

// `type`: what the bytes were judged to be; without it (a name in a lead's timeline), the name
// keeps its last extension only when it is one a quote file may have, and loses it otherwise
export function attachmentName(name: string, type?: QuoteFileType | string): string {
  const extension = type && type in QUOTE_FILE_TYPES ? QUOTE_FILE_TYPES[type as QuoteFileType] : undefined;
  const accepted = extension ? [extension, ...(ALIASES[type as QuoteFileType] ?? [])] : QUOTE_EXTENSIONS;
  let stem = clean(name);
  // its extension, and the extensions behind it: "Ban-ve.pdf.hta" → hta, then pdf
  let last: string | undefined;
  for (;;) {
    const dot = stem.lastIndexOf(".");
    if (dot <= 0) break;
    const token = stem.slice(dot + 1);
    if (last === undefined ? !EXTENSION.test(token) : !isExtension(token)) break;
    last ??= token;
    stem = stem.slice(0, dot).replace(/[.\s]+$/, "");
  }
  // a dot before a letter inside the name could start another extension: "Cong ty A.B.C" →
  // "Cong ty A_B_C" ("v1.2", "12.2024" stay)
  stem = stem
    .replace(/\.(?=\p{L})/gu, "_")
    .slice(0, STEM_MAX)
    .trim();
  if (!stem || /^[._]+$/.test(stem)) stem = "attachment";
  // the visitor's own spelling when it is the type's ("report.PDF", "photo.jpeg"), else the type's
  const kept = last && accepted.includes(last.toLowerCase()) ? last : extension;
  return kept ? `${stem}.${kept}` : stem;
}
