// a text searched for with LIKE ... ESCAPE '\\' matches itself only: its %, _ and \\ are escaped
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
