// an error a route throws on purpose; message is a key of contract/messages.ts
export class HttpError extends Error {
  readonly statusCode: number;
  readonly values?: Record<string, string | number>;
  readonly errors?: { key: string; path: string }[];
  constructor(
    statusCode: number,
    key: string,
    options: { values?: Record<string, string | number>; errors?: { key: string; path: string }[] } = {},
  ) {
    super(key);
    this.name = "HttpError";
    this.statusCode = statusCode;
    this.values = options.values;
    this.errors = options.errors;
  }
}
