// recognising constraint violations from either database, so they become 409s and not 500s

function details(error: unknown): { code?: string; errcode?: number; message: string } {
  const err = error as { code?: unknown; errcode?: unknown; message?: unknown };
  return {
    code: typeof err?.code === "string" ? err.code : undefined,
    errcode: typeof err?.errcode === "number" ? err.errcode : undefined,
    message: typeof err?.message === "string" ? err.message : "",
  };
}

export function isUniqueViolation(error: unknown): boolean {
  const { code, message } = details(error);
  return code === "23505" || /UNIQUE constraint failed/i.test(message);
}

export function isForeignKeyViolation(error: unknown): boolean {
  const { code, message } = details(error);
  return code === "23503" || /FOREIGN KEY constraint failed/i.test(message);
}
