// capital letters drawn as strokes, for the demo brand logos: the seed draws them with sharp,
// and a server has no fonts it can count on (without any, SVG text renders as nothing).
// Each letter is an SVG path on a cap height of 1 and its advance width, drawn scaled, so the
// stroke width is given as a share of the cap height (stroke-width="0.16" on the enclosing <g>);
// the strokes are centred on the lines, so the drawing adds half a stroke on every side.

const LETTERS: Record<string, { width: number; path: string }> = {
  A: { width: 0.62, path: "M0 1 L0.31 0 L0.62 1 M0.1 0.68 H0.52" },
  B: { width: 0.52, path: "M0 0.5 H0.26 A0.22 0.25 0 0 0 0.26 0 H0 V1 H0.28 A0.24 0.25 0 0 0 0.28 0.5" },
  C: { width: 0.56, path: "M0.56 0.16 A0.4 0.5 0 1 0 0.56 0.84" },
  D: { width: 0.58, path: "M0 0 V1 H0.2 A0.38 0.5 0 0 0 0.2 0 Z" },
  E: { width: 0.48, path: "M0.48 0 H0 V1 H0.48 M0 0.5 H0.4" },
  H: { width: 0.58, path: "M0 0 V1 M0.58 0 V1 M0 0.5 H0.58" },
  I: { width: 0, path: "M0 0 V1" },
  L: { width: 0.46, path: "M0 0 V1 H0.46" },
  M: { width: 0.74, path: "M0 1 V0 L0.37 0.62 L0.74 0 V1" },
  N: { width: 0.6, path: "M0 1 V0 L0.6 1 V0" },
  O: { width: 0.74, path: "M0.37 0 A0.37 0.5 0 1 1 0.37 1 A0.37 0.5 0 1 1 0.37 0 Z" },
  R: { width: 0.54, path: "M0 1 V0 H0.28 A0.25 0.25 0 0 1 0.28 0.5 H0 M0.26 0.5 L0.54 1" },
  S: {
    width: 0.54,
    path: "M0.52 0.16 C0.44 0.02 0.04 -0.04 0.03 0.26 C0.02 0.52 0.54 0.44 0.53 0.74 C0.52 1.04 0.06 1.02 0 0.84",
  },
  T: { width: 0.6, path: "M0 0 H0.6 M0.3 0 V1" },
  U: { width: 0.58, path: "M0 0 V0.66 A0.29 0.34 0 0 0 0.58 0.66 V0" },
};

export interface Lettering {
  // the paths, already placed, for one <g> with the stroke settings (fill="none")
  paths: string;
  // the width of the drawing in the same units as the height
  width: number;
}

// a line of capitals at (x, y) (top left, cap height `height`), letters `spacing` apart (a share
// of the height), with a word space of half the height
export function lettering(text: string, x: number, y: number, height: number, spacing = 0.18): Lettering {
  const parts: string[] = [];
  let cursor = 0;
  for (const char of text.toUpperCase()) {
    if (char === " ") {
      cursor += 0.5;
      continue;
    }
    const letter = LETTERS[char];
    if (!letter) throw new Error(`demo lettering has no "${char}"`);
    const left = x + cursor * height;
    parts.push(`<path transform="translate(${left.toFixed(2)} ${y}) scale(${height})" d="${letter.path}"/>`);
    cursor += letter.width + spacing;
  }
  return { paths: parts.join(""), width: Math.max(0, cursor - spacing) * height };
}
