import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";

// The request generators of the property-based fuzzing, shared by the in-suite test
// (server/routes/api/fuzz.api.test.ts, through app.inject) and `npm run fuzz` (bench/fuzz.ts,
// against a live server): every operation of the OpenAPI document with valid-ish and hostile path
// ids, query strings and JSON bodies made from its schemas and then mutated; multipart bodies,
// well-formed and broken; methods no form sends, on API and page paths; undecodable URLs. The
// rule checked of every answer (problemWith): no 5xx; every 4xx in the API's `{ success: false,
// message }` shape (outside /api, a 404 may be the HTML page); no body to a HEAD.

// ---------------------------------------------------------------------------------------------
// The operations of the OpenAPI document

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  additionalProperties?: boolean | JsonSchema;
  $ref?: string;
};

export interface FuzzOperation {
  method: string;
  // as documented, e.g. /api/projects/{id}
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  query: { name: string; schema: JsonSchema }[];
  // the JSON body's schema, when the operation takes one
  body?: JsonSchema;
  multipart: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema?: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        consumes?: string[];
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

export function operationsFrom(document: OpenApiDocument): FuzzOperation[] {
  const resolve = (schema: JsonSchema | undefined): JsonSchema | undefined => {
    const name = schema?.$ref?.replace("#/components/schemas/", "");
    return name ? document.components?.schemas?.[name] : schema;
  };
  const operations: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters
          .filter((parameter) => parameter.in === "path")
          .map((parameter) => ({ name: parameter.name, schema: resolve(parameter.schema) ?? {} })),
        query: parameters
          .filter((parameter) => parameter.in === "query")
          .map((parameter) => ({ name: parameter.name, schema: resolve(parameter.schema) ?? {} })),
        body: resolve(content["application/json"]?.schema),
        // the upload documents no body schema, only what it consumes
        multipart:
          "multipart/form-data" in content ||
          (operation.consumes ?? []).includes("multipart/form-data") ||
          path.endsWith("/upload"),
      });
    }
  }
  return operations;
}

// ---------------------------------------------------------------------------------------------
// Values

const ID_MAX = 2_147_483_647;

// an id as a path or query string carries it: mostly existing rows, then every edge of the column
const idText = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 30 }).map(String) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "0",
      "-1",
      String(ID_MAX),
      String(ID_MAX + 1),
      "4294967296",
      "9007199254740993",
      "9223372036854775808",
      "99999999999999999999",
      "1e20",
      "1e3",
      "1.5",
      "1.0",
      "01",
      "+1",
      "0x10",
      "-0",
      "abc",
      "NaN",
      "Infinity",
      "null",
      "true",
      "%20",
      "%201",
      "1%00",
      "%00",
      "..",
      "%2e%2e",
      "a%2Fb",
      "%E0%A4%A",
      "9".repeat(400),
      "a".repeat(3000),
    ),
  },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 30 }).map((value) => encode(value)) },
);

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "'; drop table users; --",
    "<script>alert(1)</script>",
    "../../etc/passwd",
    "/uploads/../../etc/passwd",
    "%00",
    "%",
    "_",
    "\\",
    "NaN",
    "Infinity",
    "-1",
    "0",
    "1e400",
    String(ID_MAX + 1),
    "9".repeat(40),
    "🙂".repeat(500),
    "x".repeat(20_000),
    "Ă".repeat(300),
    "\ud800",
    "__proto__",
    "constructor",
    "2026-02-30",
    "0000-01-01",
    "0001-01-01",
    "1899-12-31",
    "9999-12-31",
    "25:61",
  ),
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1.5, ID_MAX, ID_MAX + 1, 4_294_967_296, 2 ** 53, 2 ** 53 + 2, 1e20, 1e308, -1e20, -0),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }) },
);

function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

// a value its schema would accept, or nearly (patterns and lengths are followed where fast-check can)
export function schemaValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  let value: fc.Arbitrary<unknown>;
  if (alternatives?.length) {
    value = fc.oneof(...alternatives.map((alternative) => schemaValue(alternative, depth + 1)));
  } else if (schema.allOf?.length) {
    value = schemaValue(schema.allOf[0] as JsonSchema, depth + 1);
  } else if (schema.enum?.length) {
    value = fc.constantFrom(...schema.enum);
  } else {
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    switch (type) {
      case "integer": {
        const min = Math.max(schema.minimum ?? -1000, Number.MIN_SAFE_INTEGER);
        const max = Math.min(schema.maximum ?? 1000, Number.MAX_SAFE_INTEGER);
        value = fc.oneof(fc.integer({ min, max: Math.min(max, min + 30) }), fc.integer({ min, max }));
        break;
      }
      case "number":
        value = fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
        break;
      case "boolean":
        value = fc.boolean();
        break;
      case "array":
        value = depth > 4 ? fc.constant([]) : fc.array(schemaValue(schema.items ?? {}, depth + 1), { maxLength: 3 });
        break;
      case "object": {
        const properties = Object.entries(schema.properties ?? {});
        value =
          depth > 6
            ? fc.constant({})
            : fc.record(
                Object.fromEntries(properties.map(([name, property]) => [name, schemaValue(property, depth + 1)])),
                { requiredKeys: (schema.required ?? []).filter((name) => schema.properties?.[name]) },
              );
        break;
      }
      case "string": {
        const minLength = schema.minLength ?? 0;
        const maxLength = Math.min(schema.maxLength ?? 60, Math.max(minLength, 60));
        if (schema.pattern && compiles(schema.pattern)) {
          value = fc
            .stringMatching(new RegExp(schema.pattern))
            .map((text) => text.slice(0, schema.maxLength ?? Number.POSITIVE_INFINITY));
        } else {
          // the realistic texts that fit (none may: a field of five characters), never a filter
          // that cannot pass (fast-check would draw forever)
          const fitting = ["Trạm biến áp 22 kV", "Nguyễn Văn Đức", "an@example.vn", "0909 123 456", "vi"].filter(
            (text) => text.length >= minLength && text.length <= (schema.maxLength ?? 1000),
          );
          value =
            fitting.length > 0
              ? fc.oneof(fc.string({ minLength, maxLength }), fc.constantFrom(...fitting))
              : fc.string({ minLength, maxLength });
        }
        break;
      }
      default:
        value = fc.jsonValue({ maxDepth: 2 });
    }
  }
  return schema.nullable ? fc.option(value, { nil: null, freq: 6 }) : value;
}

function containersIn(value: object, found: object[] = []): object[] {
  found.push(value);
  for (const child of Object.values(value)) {
    if (child !== null && typeof child === "object") containersIn(child, found);
  }
  return found;
}

// a valid-ish body with some of it broken: a field replaced by a hostile value, a field removed,
// an unknown field added, or the whole replaced
function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const key = fc.oneof(
    fc.constantFrom(
      "name",
      "title",
      "status",
      "role",
      "password",
      "login_name",
      "tools_categories_id",
      "tools_companies_id",
      "display_order",
      "image_path",
      "id",
      "__proto__",
      "constructor",
    ),
    fc.string({ maxLength: 10 }),
  );
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    {
      weight: 6,
      arbitrary: fc
        .tuple(valid, fc.nat(), fc.nat(), hostileValue, fc.constantFrom("replace", "delete", "add"), key)
        .map(([base, where, pick, hostile, how, added]) => {
          if (base === null || typeof base !== "object") return hostile;
          // any object or array inside the body, the body itself included (settings nest groups)
          const copy = structuredClone(base) as Record<string, unknown>;
          const containers = containersIn(copy);
          const container = containers[where % containers.length] as Record<string, unknown>;
          const keys = Object.keys(container);
          const target = keys.length > 0 ? (keys[pick % keys.length] as string) : added;
          if (how === "delete") delete container[target];
          else if (how === "add") Object.defineProperty(container, added, { value: hostile, enumerable: true });
          else container[target] = hostile;
          return copy;
        }),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: hostileValue },
  );
}

// JSON text a parser should refuse (or survive)
const brokenJson = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    "",
    "{",
    '{"a":',
    "[1,2",
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '{"a":1,"a":2}',
    "\uFEFF{}",
    "null",
    "1e99999",
    '"\\ud800"',
    `${"[".repeat(20_000)}${"]".repeat(20_000)}`,
    `${'{"a":'.repeat(5000)}1${"}".repeat(5000)}`,
    `{"x":"${"y".repeat(1_100_000)}"}`,
  ),
);

// ---------------------------------------------------------------------------------------------
// Multipart bodies

// a 1 × 1 PNG and GIF: real images, cheap to process
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

const fileBytes = fc.oneof(
  { weight: 3, arbitrary: fc.constant(PNG) },
  { weight: 1, arbitrary: fc.constant(GIF) },
  { weight: 1, arbitrary: fc.constant(Buffer.alloc(0)) },
  // an image's signature and then garbage: detected as an image, unreadable
  { weight: 2, arbitrary: fc.nat({ max: PNG.length - 1 }).map((cut) => PNG.subarray(0, cut)) },
  {
    weight: 1,
    arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.concat([GIF.subarray(0, 10), bytes])),
  },
  { weight: 2, arbitrary: fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"),
      Buffer.from("%PDF-1.4\n%âãÏÓ\n"),
      Buffer.from("hello, not an image"),
      Buffer.from("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
    ),
  },
);

interface Part {
  name: string;
  filename?: string;
  type?: string;
  bytes: Buffer;
}

function multipartBody(boundary: string, parts: Part[], ending = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? "" : `; filename="${part.filename}"`}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ""}\r\n`;
    chunks.push(Buffer.from(head, "utf8"), part.bytes, Buffer.from("\r\n"));
  }
  if (ending) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const filename = fc.oneof(
  fc.constantFrom(
    "photo.png",
    "a.gif",
    "x.jpg",
    "",
    "../../etc/passwd",
    "ảnh dự án.png",
    "a\u0000.png",
    "x".repeat(300),
  ),
  fc.string({ maxLength: 20 }).map((text) => text.replace(/["\r\n]/g, "")),
);
const partType = fc.constantFrom("image/png", "image/gif", "image/jpeg", "application/octet-stream", "text/plain", "");

export interface FuzzBody {
  contentType?: string;
  bytes: Buffer;
}

// multipart bodies: well-formed, without a boundary, with another boundary, truncated, with the
// wrong field name, with several files or too many fields, or of another multipart kind
const multipart: fc.Arbitrary<FuzzBody> = fc
  .tuple(
    fc.constantFrom(
      "well-formed",
      "well-formed",
      "well-formed",
      "wrong-field",
      "no-boundary",
      "other-boundary",
      "truncated",
      "no-ending",
      "two-files",
      "many-fields",
      "field-only",
      "empty",
      "mixed",
      "odd-boundary",
    ),
    fileBytes,
    filename,
    partType,
    fc.constantFrom("file", "images", "", "IMAGE", "image[]", "image\u0000"),
    fc.nat(),
  )
  .map(([kind, bytes, name, type, wrongField, cut]): FuzzBody => {
    const boundary = "----fuzz7MA4YWxkTrZu0gW";
    const sent = (body: Buffer, contentType = `multipart/form-data; boundary=${boundary}`) => ({
      contentType,
      bytes: body,
    });
    const image: Part = { name: "image", filename: name, type, bytes };
    switch (kind) {
      case "wrong-field":
        return sent(multipartBody(boundary, [{ ...image, name: wrongField }]));
      case "no-boundary":
        return sent(multipartBody(boundary, [image]), "multipart/form-data");
      case "other-boundary":
        return sent(multipartBody(boundary, [image]), "multipart/form-data; boundary=somethingelse");
      case "truncated": {
        const whole = multipartBody(boundary, [image]);
        return sent(whole.subarray(0, cut % Math.max(1, whole.length)));
      }
      case "no-ending":
        return sent(multipartBody(boundary, [image], false));
      case "two-files":
        return sent(multipartBody(boundary, [image, { ...image, filename: "b.png" }]));
      case "many-fields":
        return sent(
          multipartBody(boundary, [
            ...Array.from({ length: 14 }, (_, index) => ({
              name: `f${index}`,
              bytes: Buffer.from("x".repeat(index * 200)),
            })),
            image,
          ]),
        );
      case "field-only":
        return sent(multipartBody(boundary, [{ name: "image", bytes: Buffer.from("not a file") }]));
      case "empty":
        return sent(Buffer.alloc(0));
      case "mixed":
        return sent(multipartBody(boundary, [image]), `multipart/mixed; boundary=${boundary}`);
      case "odd-boundary":
        return sent(
          multipartBody(boundary, [image]),
          `multipart/form-data; boundary="${boundary}"; boundary=${"b".repeat(100)}`,
        );
      default:
        return sent(multipartBody(boundary, [image]));
    }
  });

// ---------------------------------------------------------------------------------------------
// Requests

export interface FuzzRequest {
  // what kind of case it is, for the counts and the report
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: Buffer;
  // sent with the fuzzing Super Admin's token
  authenticated: boolean;
}

// stands for the path of an image uploaded earlier in the run, once there is one
const UPLOADED = "/uploads/{uploaded}";

// the public pages and what else lives outside the API
export const PAGE_PATHS = [
  "/",
  "/about",
  "/services",
  "/services/electrical",
  "/services/maintenance",
  "/projects",
  "/projects/tram-bien-ap-22-kv",
  "/contact",
  "/privacy",
  "/terms",
  "/news",
  "/news/x",
  "/en",
  "/en/about",
  "/en/projects",
  "/en/contact",
  "/en/news",
  "/admin",
  "/admin/login",
  "/admin/projects",
  "/sitemap.xml",
  "/robots.txt",
  "/favicon.ico",
  "/uploads/images/2026/11/000000000000000000000000-480w.webp",
  // an image uploaded earlier in the run (see withUploaded), with its variants
  UPLOADED,
  `${UPLOADED}?v=1`,
  "/uploads/../etc/passwd",
  "/assets/missing.js",
  "/api/docs",
  "/api/docs/json",
  "/no-such-page",
];

const ODD_METHODS = [
  "TRACE",
  "PROPFIND",
  "PROPPATCH",
  "PATCH",
  "OPTIONS",
  "HEAD",
  "MKCOL",
  "COPY",
  "MOVE",
  "LOCK",
  "UNLOCK",
  "SEARCH",
  "PURGE",
  "REPORT",
  "QUERY",
  "DELETE",
  "PUT",
  "POST",
];

// methods HTTP's parser does not know (answered before Fastify); only over a real connection, as
// app.inject refuses them
const UNKNOWN_METHODS = ["TRACK", "FOO", "BREW", "GETT"];

const LANGUAGE = fc.constantFrom<Record<string, string>>(
  {},
  { "accept-language": "en" },
  { "accept-language": "vi-VN,vi;q=0.9" },
  { "x-language": "en" },
  { "x-language": "xx" },
  { "accept-language": "*;q=abc,,," },
);

// a query string from the documented parameters (valid-ish or hostile values), plus strays
function queryOf(parameters: FuzzOperation["query"]): fc.Arbitrary<string> {
  const declared = parameters.map((parameter) =>
    fc.option(
      fc
        .oneof(
          { weight: 3, arbitrary: schemaValue(parameter.schema).map((value) => String(value)) },
          { weight: 2, arbitrary: idText.map((value) => decodeURIComponentSafe(value)) },
          { weight: 2, arbitrary: hostileString },
        )
        .map((value) => `${encode(parameter.name)}=${encode(value)}`),
      { freq: 2 },
    ),
  );
  const stray = fc.array(
    fc.oneof(
      fc.constantFrom(
        "page=1&page=2",
        "limit[]=5",
        "__proto__[x]=1",
        "search=%",
        "search=%E0%A4%A",
        "id=2147483648",
        "actor_id=2147483648",
        "entity_id=99999999999999999999",
        "page=1e20",
        "limit=-1",
        "status=",
        "lng=en",
        "=",
        "&&&",
        "a=b=c",
      ),
      fc.tuple(fc.string({ maxLength: 8 }), hostileString).map(([key, value]) => `${encode(key)}=${encode(value)}`),
    ),
    { maxLength: 2 },
  );
  return fc.tuple(fc.tuple(...declared), stray).map(([values, strays]) => {
    const parts = [...values.filter((value): value is string => value !== null), ...strays];
    return parts.length > 0 ? `?${parts.join("&")}` : "";
  });
}

// percent-encoded, lone surrogates (which encodeURIComponent refuses) replaced
function encode(value: string): string {
  return encodeURIComponent(value.toWellFormed());
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

// the body of an API operation: its JSON, mutated; broken JSON; another content type; multipart
function bodyOf(operation: FuzzOperation): fc.Arbitrary<FuzzBody | undefined> {
  const json = (value: unknown): FuzzBody => ({
    contentType: "application/json",
    bytes: Buffer.from(JSON.stringify(value) ?? "null", "utf8"),
  });
  const schema = operation.body;
  const structured = schema ? mutated(schemaValue(schema)) : fc.jsonValue({ maxDepth: 2 });
  const others = fc.oneof(
    brokenJson.map((text): FuzzBody => ({ contentType: "application/json", bytes: Buffer.from(text, "utf8") })),
    structured.map((value) => ({
      contentType: "application/json; charset=utf-8",
      bytes: json(value).bytes,
    })),
    fc
      .tuple(
        fc.constantFrom(
          "application/x-www-form-urlencoded",
          "text/plain",
          "application/xml",
          "application/json; charset=latin1",
          "application/vnd.api+json",
          "",
        ),
        fc.string({ maxLength: 60 }),
      )
      .map(([contentType, text]): FuzzBody => ({ contentType: contentType || undefined, bytes: Buffer.from(text) })),
    multipart,
  );
  if (operation.multipart) {
    return fc.oneof(
      { weight: 6, arbitrary: multipart },
      { weight: 1, arbitrary: others },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
  }
  if (operation.method === "GET" || operation.method === "DELETE") {
    return fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: others });
  }
  return fc.oneof(
    { weight: 6, arbitrary: structured.map(json) },
    { weight: 3, arbitrary: others },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

function pathOf(operation: FuzzOperation, ids: string[]): string {
  let index = 0;
  return operation.path.replace(/\{[^}]+\}/g, () => ids[index++] ?? "1");
}

const hostileHeaders = fc.oneof(
  { weight: 12, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Record<string, string>>(
      { authorization: "Bearer" },
      { authorization: "Bearer not.a.token" },
      { authorization: "Basic YWRtaW46YWRtaW4=" },
      {
        authorization: "Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJpZCI6MSwicm9sZSI6Mn0.",
      },
      { cookie: "i18next=en; a=%E0%A4%A" },
      { "if-none-match": '"x", W/"y"' },
      { "if-modified-since": "not a date" },
      { range: "bytes=999999999-" },
      { "accept-encoding": "br;q=abc, *" },
      { "content-encoding": "gzip" },
      { "x-forwarded-for": "1.2.3.4, ::1" },
      { host: "[" },
      { host: "x:99999" },
      { host: "evil.example" },
      { "x-forwarded-proto": "foo", "x-forwarded-host": "[" },
      { "x-fuzz": "x".repeat(20_000) },
    ),
  },
);

function apiCase(operations: FuzzOperation[]): fc.Arbitrary<FuzzRequest> {
  return fc
    .constantFrom(...operations)
    .chain((operation) =>
      fc.record({
        operation: fc.constant(operation),
        ids: fc.array(idText, { minLength: operation.pathParams.length, maxLength: operation.pathParams.length }),
        query: queryOf(operation.query),
        body: bodyOf(operation),
        language: LANGUAGE,
        headers: hostileHeaders,
        authenticated: fc.boolean(),
      }),
    )
    .map(({ operation, ids, query, body, language, headers, authenticated }) => ({
      kind: operation.multipart ? "multipart" : body ? "api with body" : "api",
      method: operation.method,
      url: `${pathOf(operation, ids)}${query}`,
      headers: { ...language, ...headers, ...(body?.contentType ? { "content-type": body.contentType } : {}) },
      body: body?.bytes,
      authenticated,
    }));
}

function uploadCase(operations: FuzzOperation[]): fc.Arbitrary<FuzzRequest> {
  const uploads = operations.filter((operation) => operation.multipart);
  if (uploads.length === 0) return apiCase(operations);
  return fc
    .record({
      operation: fc.constantFrom(...uploads),
      body: multipart,
      authenticated: fc.boolean(),
      language: LANGUAGE,
    })
    .map(({ operation, body, authenticated, language }) => ({
      kind: "multipart",
      method: operation.method,
      url: operation.path,
      headers: { ...language, ...(body.contentType ? { "content-type": body.contentType } : {}) },
      body: body.bytes,
      authenticated,
    }));
}

// methods no form sends, on API paths (with ids) and page paths
function oddMethodCase(operations: FuzzOperation[], anyMethod: boolean): fc.Arbitrary<FuzzRequest> {
  const apiPaths = [...new Set(operations.map((operation) => operation.path))];
  return fc
    .record({
      method: fc.constantFrom(...ODD_METHODS, ...(anyMethod ? UNKNOWN_METHODS : [])),
      path: fc.oneof(
        fc.tuple(fc.constantFrom(...apiPaths), idText).map(([path, id]) => path.replace(/\{[^}]+\}/g, id)),
        fc.constantFrom(...PAGE_PATHS),
      ),
      body: fc.option(
        fc.string({ maxLength: 40 }).map((text) => Buffer.from(text)),
        { freq: 2 },
      ),
      contentType: fc.constantFrom("application/json", "text/plain", "text/xml", undefined),
      authenticated: fc.boolean(),
      language: LANGUAGE,
    })
    .map(({ method, path, body, contentType, authenticated, language }) => ({
      kind: "odd method",
      method,
      url: path,
      headers: { ...language, ...(body && contentType ? { "content-type": contentType } : {}) },
      body: body && method !== "HEAD" ? body : undefined,
      authenticated,
    }));
}

// public pages read with GET or HEAD, with stray query strings and suffixes
function pageCase(): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      method: fc.constantFrom("GET", "GET", "GET", "HEAD"),
      path: fc.constantFrom(...PAGE_PATHS),
      suffix: fc.oneof(
        { weight: 4, arbitrary: fc.constant("") },
        {
          weight: 2,
          arbitrary: fc.constantFrom(
            "?lng=en",
            "?lng=xx",
            "?page=2147483648",
            "?page=-1&page=abc",
            "/",
            "//x",
            "/%2e%2e/%2e%2e/etc/passwd",
            "/%C0%AE%C0%AE",
            "?a=%",
            ".json",
            ".data",
            "?_data=routes%2Fhome",
            "/../../x",
          ),
        },
        { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map((text) => `/${encode(text)}`) },
      ),
      language: LANGUAGE,
      cookie: fc.constantFrom(undefined, "i18next=en", "i18next=vi", "i18next=%ZZ"),
      headers: hostileHeaders,
      authenticated: fc.boolean(),
    })
    .map(({ method, path, suffix, language, cookie, headers, authenticated }) => ({
      kind: "page",
      method,
      url: `${path}${suffix}`,
      headers: { ...language, ...headers, ...(cookie ? { cookie } : {}) },
      authenticated,
    }));
}

// URLs a browser would never send: a % without two hex digits, overlong UTF-8, encoded NUL
function badUrlCase(operations: FuzzOperation[]): fc.Arbitrary<FuzzRequest> {
  const apiPaths = [...new Set(operations.map((operation) => operation.path))];
  return fc
    .record({
      method: fc.constantFrom("GET", "POST", "PUT", "DELETE", "HEAD"),
      base: fc.oneof(
        fc.constantFrom(...apiPaths).map((path) => path.replace(/\{[^}]+\}/g, "1")),
        fc.constantFrom(...PAGE_PATHS),
      ),
      broken: fc.constantFrom("%", "%E0%A4%A", "%ZZ", "%C0%80", "%FF%FE", "%00", "%u0041", "%%", "%2", "%0a%0d"),
      where: fc.constantFrom("path", "segment", "query"),
      authenticated: fc.boolean(),
    })
    .map(({ method, base, broken, where, authenticated }) => ({
      kind: "bad url",
      method,
      url:
        where === "path"
          ? `${base}${broken}`
          : where === "segment"
            ? `${base.replace(/\/$/, "")}/${broken}x`
            : `${base}?search=${broken}&page=${broken}`,
      headers: {},
      authenticated,
    }));
}

// every case of a run: API operations most, then uploads, odd methods, pages and bad URLs.
// anyMethod: methods HTTP does not know too (for a live server; app.inject cannot send them)
export function fuzzRequests(
  operations: FuzzOperation[],
  options: { anyMethod?: boolean } = {},
): fc.Arbitrary<FuzzRequest> {
  return (
    fc
      .oneof(
        { weight: 14, arbitrary: apiCase(operations) },
        { weight: 3, arbitrary: uploadCase(operations) },
        { weight: 2, arbitrary: oddMethodCase(operations, options.anyMethod ?? false) },
        { weight: 2, arbitrary: pageCase() },
        { weight: 1, arbitrary: badUrlCase(operations) },
      )
      // fast-check shows a failing case as the request itself
      .map((request) =>
        Object.defineProperty(request, fc.toStringMethod, { value: () => describeRequest(request), enumerable: false }),
      )
  );
}

// ---------------------------------------------------------------------------------------------
// Sending, checking, telling

export interface FuzzAnswer {
  status: number;
  headers: Record<string, unknown>;
  body: Buffer;
  // the path the server saw, when the client rewrote it (app.inject resolves "%2e%2e" as "..")
  path?: string;
}

// what a run has learnt from the answers so far: the images it uploaded
export interface FuzzState {
  uploaded: string[];
}

// the request with the placeholder of an uploaded image replaced by a real one (or a name that
// is none, before the first upload)
export function withUploaded(request: FuzzRequest, state: FuzzState, pick: number): FuzzRequest {
  if (!request.url.startsWith(UPLOADED)) return request;
  const path = state.uploaded[pick % Math.max(1, state.uploaded.length)] ?? "/uploads/images/none.webp";
  return { ...request, url: request.url.replace(UPLOADED, path) };
}

// remembers the paths (and variants) of a successful upload
export function learn(request: FuzzRequest, answer: FuzzAnswer, state: FuzzState): void {
  if (answer.status !== 201 || !request.url.startsWith("/api/upload")) return;
  try {
    const body = JSON.parse(answer.body.toString("utf8")) as { path?: string; variants?: { path: string }[] };
    const paths = [body.path, ...(body.variants ?? []).map((variant) => variant.path)];
    for (const path of paths) if (path && state.uploaded.length < 50) state.uploaded.push(path);
  } catch {
    // the shape check reports it
  }
}

// what is wrong with an answer, or null
export function problemWith(request: FuzzRequest, answer: FuzzAnswer): string | null {
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (request.method === "HEAD") {
    return answer.body.length > 0 ? `HEAD answered ${answer.status} with a body of ${answer.body.length} bytes` : null;
  }
  if (answer.status < 400) return null;
  const path = answer.path ?? request.url.split("?")[0] ?? "";
  const isApi = path === "/api" || path.startsWith("/api/");
  // a page path may answer its 404 with the HTML page; every other refusal is the API's shape
  if (!isApi && answer.status === 404) return null;
  let json: unknown;
  try {
    json = JSON.parse(answer.body.toString("utf8"));
  } catch {
    return `answered ${answer.status} with a body that is not JSON: ${answer.body.toString("utf8").slice(0, 200)}`;
  }
  const shape = json as { success?: unknown; message?: unknown };
  if (shape?.success !== false || typeof shape.message !== "string" || shape.message.trim() === "") {
    return `answered ${answer.status} with ${answer.body.toString("utf8").slice(0, 200)}, not { success: false, message }`;
  }
  return null;
}

// the request as text, to replay it by hand
export function describeRequest(request: FuzzRequest): string {
  const lines = [`${request.method} ${request.url.length > 300 ? `${request.url.slice(0, 300)}…` : request.url}`];
  for (const [name, value] of Object.entries(request.headers)) {
    lines.push(`${name}: ${value.length > 200 ? `${value.slice(0, 200)}… (${value.length} characters)` : value}`);
  }
  if (request.authenticated) lines.push("authorization: Bearer <the fuzzing Super Admin's token>");
  if (request.body) {
    const text = request.body.toString("utf8");
    const printable = !text.includes("\uFFFD");
    const shown = printable
      ? JSON.stringify(text.slice(0, 600))
      : `base64:${request.body.subarray(0, 450).toString("base64")}`;
    lines.push(`body (${request.body.length} bytes): ${shown}${request.body.length > 600 ? "…" : ""}`);
  }
  return lines.join("\n  ");
}

function withToken(request: FuzzRequest, token: string | undefined): Record<string, string> {
  return request.authenticated && token ? { ...request.headers, authorization: `Bearer ${token}` } : request.headers;
}

// a hostile Accept-Encoding may still be answered compressed
function decompressed(body: Buffer, encoding: unknown): Buffer {
  // a HEAD answer names the encoding of the body it does not send
  if (body.length === 0) return body;
  try {
    if (encoding === "br") return brotliDecompressSync(body);
    if (encoding === "gzip") return gunzipSync(body);
    return body;
  } catch (error) {
    throw new Error(`a ${String(encoding)} body that does not decompress: ${String(error)}`);
  }
}

// through app.inject, in the test
export async function sendByInject(app: FastifyInstance, request: FuzzRequest, token?: string): Promise<FuzzAnswer> {
  const response = await app.inject({
    method: request.method as "GET",
    url: request.url,
    headers: withToken(request, token),
    ...(request.body !== undefined ? { payload: request.body } : {}),
  });
  // light-my-request resolves the URL as a browser would (dot segments removed)
  const base = "http://localhost";
  const path = new URL(request.url.startsWith("//") ? `${base}${request.url}` : request.url, base).pathname;
  const body = decompressed(response.rawPayload, response.headers["content-encoding"]);
  return { status: response.statusCode, headers: response.headers, body, path };
}

// over HTTP, to a live server; node:http rather than fetch, which refuses TRACE and bad URLs
export function sendByHttp(baseUrl: string, request: FuzzRequest, token?: string): Promise<FuzzAnswer> {
  const base = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        method: request.method,
        path: request.url,
        headers: {
          ...withToken(request, token),
          ...(request.body !== undefined ? { "content-length": String(request.body.length) } : {}),
        },
        // each case on a connection of its own: a refused request may close it
        agent: false,
        timeout: 60_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          try {
            const body = decompressed(Buffer.concat(chunks), response.headers["content-encoding"]);
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
          } catch (error) {
            reject(error);
          }
        });
        response.on("error", reject);
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error("no answer within 60 s")));
    outgoing.on("error", reject);
    outgoing.end(request.body);
  });
}
