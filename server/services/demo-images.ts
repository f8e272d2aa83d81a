import sharp from "sharp";

// libvips' operation cache (up to 50 MB) only pays when the same image is processed again,
// which never happens here: off, so that the server's memory drops back after an image
sharp.cache(false);

// illustrations for the demo projects, drawn here so that no binary files live in the repository

interface Palette {
  sky: [string, string];
  ground: string;
  accent: string;
}

const palettes: Palette[] = [
  { sky: ["#0b3d91", "#5aa0e6"], ground: "#1f2d3d", accent: "#ffb703" },
  { sky: ["#14213d", "#3a6ea5"], ground: "#22303c", accent: "#fca311" },
  { sky: ["#073b4c", "#118ab2"], ground: "#0a2a33", accent: "#06d6a0" },
  { sky: ["#3d348b", "#7678ed"], ground: "#26215c", accent: "#f7b801" },
  { sky: ["#1b4332", "#52b788"], ground: "#081c15", accent: "#ffd166" },
  { sky: ["#6a040f", "#e85d04"], ground: "#370617", accent: "#ffba08" },
  { sky: ["#003049", "#669bbc"], ground: "#0d1b2a", accent: "#f77f00" },
  { sky: ["#2b2d42", "#8d99ae"], ground: "#1d1e2c", accent: "#ef233c" },
];

function pylon(x: number, baseY: number, height: number, color: string): string {
  const top = baseY - height;
  const w = height * 0.28;
  return `<g stroke="${color}" stroke-width="5" fill="none" stroke-linejoin="round">
    <path d="M${x - w} ${baseY} L${x} ${top} L${x + w} ${baseY}"/>
    <path d="M${x - w * 0.66} ${baseY - height * 0.33} L${x + w * 0.66} ${baseY - height * 0.33}"/>
    <path d="M${x - w * 1.1} ${top + height * 0.18} L${x + w * 1.1} ${top + height * 0.18}"/>
    <path d="M${x - w * 0.8} ${top + height * 0.38} L${x + w * 0.8} ${top + height * 0.38}"/>
    <path d="M${x - w * 0.5} ${baseY - height * 0.33} L${x + w * 0.35} ${top + height * 0.38}"/>
    <path d="M${x + w * 0.5} ${baseY - height * 0.33} L${x - w * 0.35} ${top + height * 0.38}"/>
  </g>`;
}

function buildSvg(index: number, width: number, height: number): string {
  const p = palettes[index % palettes.length] as Palette;
  const horizon = height * 0.68;
  const panels = Array.from({ length: 6 }, (_, i) => {
    const x = 80 + i * 120 + (index % 3) * 10;
    return `<rect x="${x}" y="${horizon - 150}" width="96" height="150" rx="6" fill="#e9ecef" opacity="0.92"/>
      <rect x="${x + 12}" y="${horizon - 132}" width="72" height="40" rx="3" fill="${p.sky[0]}" opacity="0.8"/>
      <circle cx="${x + 30}" cy="${horizon - 60}" r="8" fill="${p.accent}"/>
      <circle cx="${x + 66}" cy="${horizon - 60}" r="8" fill="#2a9d8f"/>`;
  }).join("");
  const wires = [0.18, 0.24, 0.3]
    .map(
      (f) =>
        `<path d="M0 ${height * f + 40} Q ${width * 0.45} ${height * f + 110} ${width * 0.82} ${height * f}" stroke="#0d1b2a" stroke-opacity="0.55" stroke-width="3" fill="none"/>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/>
      </linearGradient>
      <radialGradient id="sun" cx="0.8" cy="0.2" r="0.35">
        <stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <rect width="${width}" height="${height}" fill="url(#sun)"/>
    ${wires}
    ${pylon(width * 0.84, horizon, height * 0.55, "#0d1b2a")}
    ${pylon(width * 0.64, horizon, height * 0.38, "#0d1b2a")}
    <rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${p.ground}"/>
    ${panels}
    <rect x="0" y="${horizon}" width="${width}" height="10" fill="${p.accent}"/>
    <path d="M${width * 0.06} ${height * 0.16} l26 0 l-16 34 l22 0 l-40 58 l12 -42 l-20 0 z" fill="${p.accent}"/>
  </svg>`;
}

export async function renderDemoProjectImage(index: number): Promise<Buffer> {
  const width = 1200;
  const height = 800;
  return sharp(Buffer.from(buildSvg(index, width, height)))
    .webp({ quality: 78 })
    .toBuffer();
}
