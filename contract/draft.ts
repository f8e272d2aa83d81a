import { z } from "./zod.ts";

// A draft of a document is the document with its required texts allowed empty: staff save a page
// half-written (a new milestone whose English text comes tomorrow), and only publishing asks for
// every required text in both languages. draftSchema(schema) is the same schema with each
// string's "at least one character" dropped, every other rule kept (shape, lengths, lists,
// enums, unknown keys refused).

// biome-ignore lint/suspicious/noExplicitAny: walks zod's own definitions, of every kind
type AnySchema = z.ZodType<any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: zod's definitions differ by kind
type Definition = Record<string, any>;

const cache = new WeakMap<AnySchema, AnySchema>();

export function draftSchema<T extends AnySchema>(schema: T): T {
  const known = cache.get(schema);
  if (known) return known as T;
  const made = relax(schema);
  cache.set(schema, made);
  return made as T;
}

function relax(schema: AnySchema): AnySchema {
  // a shared definition (one with an id: a rich text) keeps its own rules and its identity
  if (z.globalRegistry.get(schema)?.id !== undefined) return schema;
  const def = schema._zod.def as Definition;
  const clone = (changes: Definition) => schema.clone({ ...def, ...changes } as never) as AnySchema;
  switch (def.type) {
    case "string":
      return clone({
        checks: (def.checks ?? []).filter(
          (check: { _zod: { def: Definition } }) =>
            !(check._zod.def.check === "min_length" && check._zod.def.minimum === 1),
        ),
      });
    case "object": {
      const shape: Record<string, AnySchema> = {};
      for (const [key, value] of Object.entries(def.shape as Record<string, AnySchema>)) shape[key] = relax(value);
      return clone({ shape });
    }
    case "array":
      return clone({ element: relax(def.element) });
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "nonoptional":
    case "catch":
      return clone({ innerType: relax(def.innerType) });
    case "union":
      return clone({ options: (def.options as AnySchema[]).map(relax) });
    case "pipe":
      return clone({ in: relax(def.in), out: relax(def.out) });
    case "lazy": {
      const getter = def.getter as () => AnySchema;
      return clone({ getter: () => relax(getter()) });
    }
    default:
      return schema;
  }
}
