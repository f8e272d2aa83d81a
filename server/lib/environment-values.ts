import { z } from "zod";

// the kinds of value an environment variable holds, as zod schemas: each trims what it is given,
// takes unset or blank as its default, and refuses a wrong value with a message that quotes it
// (unless it is a secret); config.ts makes the schema of the environment with them

export type Context = z.core.$RefinementCtx;
// the first refusal is the one reported; the rules between variables skip a refused one
export function refuse(ctx: Context, message: string, variable?: string): typeof z.NEVER {
  ctx.addIssue({ code: "custom", message, continue: false, ...(variable ? { path: [variable] } : {}) });
  return z.NEVER;
}

// trimmed; unset or blank: undefined
export const text = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === "" ? undefined : value.trim()));

// text that must pass `ok` when given; the refusal quotes the value only if it is no secret
export const textWhere = (ok: (value: string) => boolean, refusal: string | ((value: string) => string)) =>
  text.transform((value, ctx) =>
    value === undefined || ok(value) ? value : refuse(ctx, typeof refusal === "string" ? refusal : refusal(value)),
  );
export const matching = (pattern: RegExp, refusal: string | ((value: string) => string)) =>
  textWhere((value) => pattern.test(value), refusal);

export const wholeNumber = (value: string, min: number, max: number) => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= min && parsed <= max ? parsed : undefined;
};

// a whole number from min to max; unset: the default
export const whole = (
  fallback: number,
  min: number,
  max: number,
  message = `must be a whole number from ${min} to ${max}`,
) =>
  text.transform((value, ctx) => {
    if (value === undefined) return fallback;
    return wholeNumber(value, min, max) ?? refuse(ctx, `${message} (got "${value}")`);
  });

// one of a few words, in any case; unset: the default
export const oneOf = <const T extends readonly string[], F extends T[number] | undefined>(
  words: T,
  fallback: F,
  refusal: string,
) =>
  text.transform((value, ctx): T[number] | F => {
    const word = value?.toLowerCase() ?? fallback;
    if (word === undefined || words.includes(word)) return word as T[number] | F;
    return refuse(ctx, `${refusal} (got "${value}")`);
  });

// true/false or 1/0, in any case
export const flag = (fallback: "true" | "false") =>
  oneOf(["true", "false", "1", "0"], fallback, "must be true or false").transform(
    (word) => word === "true" || word === "1",
  );

// a provider's name; none, off or unset: none
export const provider = <const T extends readonly string[]>(names: T) =>
  text.transform((value, ctx): T[number] | undefined => {
    const name = value?.toLowerCase();
    if (!name || name === "none" || name === "off") return undefined;
    return names.includes(name) ? name : refuse(ctx, `must be ${names.join(", ")} or none (got "${name}")`);
  });

// a URL of one of the given schemes; `problem` says what else is wrong with it, if anything
export const url = (
  schemes: string[],
  messages: { invalid: string; scheme: (protocol: string) => string },
  problem: (url: URL) => string | undefined = () => undefined,
) =>
  text.transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (!URL.canParse(value)) return refuse(ctx, messages.invalid);
    const parsed = new URL(value);
    if (!schemes.includes(parsed.protocol)) return refuse(ctx, messages.scheme(parsed.protocol));
    const wrong = problem(parsed);
    return wrong ? refuse(ctx, wrong) : value;
  });

// a variable that tunes a feature is refused only when the feature is on (a rule between variables):
// its value, or its refusal kept for then
export const tuning = <T>(schema: z.ZodType<T, string | undefined>) =>
  z
    .string()
    .optional()
    .transform((raw): { value?: T; refusal?: string } => {
      const result = schema.safeParse(raw);
      return result.success ? { value: result.data } : { refusal: result.error.issues[0]?.message };
    });
