// a total of the Website tab against the same total over the days before: up or down by how much
// (a share of the earlier one), up from nothing, the same, or nothing to compare with (the site
// counted no page view then: it was not counting yet)
export type Change =
  | { kind: "up" | "down"; share: number }
  | { kind: "fromZero" }
  | { kind: "same" }
  | { kind: "none" };

export function changeOf(now: number, before: number, counted: boolean): Change {
  if (!counted) return { kind: "none" };
  if (now === before) return { kind: "same" };
  if (before === 0) return { kind: "fromZero" };
  return { kind: now > before ? "up" : "down", share: Math.abs(now - before) / before };
}
