// the fields two versions of a document differ in, as dotted paths ("vi.hero.title",
// "en.about.values.2.text"): a text, number or flag that changed, a field one side lacks, and a
// list whose length changed (the list's own path; its items are compared where both have one).
// For the history of pages (what a version changed) and its field-by-field comparison.
export function changedFields(before: unknown, after: unknown, limit = 200): string[] {
  const paths: string[] = [];
  const walk = (a: unknown, b: unknown, path: string) => {
    if (paths.length >= limit) return;
    if (Array.isArray(a) && Array.isArray(b)) {
      if (a.length !== b.length) paths.push(path);
      for (let index = 0; index < Math.min(a.length, b.length); index++) walk(a[index], b[index], join(path, index));
      return;
    }
    if (isObject(a) && isObject(b)) {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) walk(a[key], b[key], join(path, key));
      return;
    }
    if (a !== b) paths.push(path);
  };
  walk(before, after, "");
  return paths.slice(0, limit);
}

// the value at a dotted path of a document, or undefined
export function valueAt(document: unknown, path: string): unknown {
  let value = document;
  for (const part of path === "" ? [] : path.split(".")) {
    if (Array.isArray(value)) value = value[Number(part)];
    else if (isObject(value)) value = value[part];
    else return undefined;
  }
  return value;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const join = (path: string, key: string | number) => (path === "" ? String(key) : `${path}.${key}`);
