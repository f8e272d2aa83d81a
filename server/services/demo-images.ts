import sharp from "sharp";
import { type Lettering, lettering } from "./demo-lettering.ts";

// libvips' operation cache (up to 50 MB) only pays when the same image is processed again,
// which never happens here: off, so that the server's memory drops back after an image
sharp.cache(false);

// each picture is drawn once per process and kept a minute: a seed draws about twenty, and the
// tests seed many new databases in one process; after a minute without a seed the buffers (a few
// hundred kilobytes) are let go, so a server's memory drops back as it did before
const KEEP_MS = 60_000;
const drawn = new Map<string, Promise<Buffer>>();
let forget: NodeJS.Timeout | undefined;

export function rememberDrawing(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  clearTimeout(forget);
  forget = setTimeout(() => drawn.clear(), KEEP_MS);
  forget.unref();
  let picture = drawn.get(key);
  if (!picture) {
    picture = draw();
    drawn.set(key, picture);
    // a failed drawing is tried again next time
    picture.catch(() => drawn.delete(key));
  }
  return picture;
}

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

export function renderDemoProjectImage(index: number): Promise<Buffer> {
  const width = 1200;
  const height = 800;
  return rememberDrawing(`project ${index}`, () =>
    sharp(Buffer.from(buildSvg(index, width, height)))
      .webp({ quality: 78 })
      .toBuffer(),
  );
}

// demo logos of the brand partners (the tools companies shown on /services/electrical): the
// brand's name in capitals in its colour, on a transparent background, drawn with strokes so no
// font is needed. Not the brands' real logos: staff upload those.
export interface DemoBrandLogo {
  color: string;
  // one or two lines; the second smaller
  lines: [string] | [string, string];
  weight: number;
  spacing?: number;
}

export function renderDemoBrandLogo(logo: DemoBrandLogo): Promise<Buffer> {
  return rememberDrawing(`logo ${JSON.stringify(logo)}`, () => drawBrandLogo(logo));
}

async function drawBrandLogo(logo: DemoBrandLogo): Promise<Buffer> {
  const width = 960;
  const height = 400;
  const [first, second] = logo.lines;
  const capital = second ? 120 : 150;
  const spacing = logo.spacing ?? 0.2;
  const top = lettering(first, 0, 0, capital, spacing);
  const bottom = second ? lettering(second, 0, 0, capital * 0.5, spacing * 1.6) : null;
  const gap = capital * 0.32;
  const blockHeight = capital + (bottom ? gap + capital * 0.5 : 0);
  const blockWidth = Math.max(top.width, bottom?.width ?? 0);
  // fit the lettering (and half a stroke around it) into the picture with a margin
  const stroke = logo.weight * capital;
  const scale = Math.min((width - 80) / (blockWidth + stroke), (height - 80) / (blockHeight + stroke));
  const x = (width - blockWidth * scale) / 2;
  const y = (height - blockHeight * scale) / 2;
  // the stroke width is a share of each line's own cap height; the small line's a little heavier
  const line = (paths: Lettering, left: number, down: number, weight: number) =>
    `<g transform="translate(${left.toFixed(2)} ${down.toFixed(2)}) scale(${scale.toFixed(4)})" stroke-width="${weight}">${paths.paths}</g>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <g fill="none" stroke="${logo.color}" stroke-linecap="butt" stroke-linejoin="miter" stroke-miterlimit="1.5">
      ${line(top, x + ((blockWidth - top.width) * scale) / 2, y, logo.weight)}
      ${bottom ? line(bottom, x + ((blockWidth - bottom.width) * scale) / 2, y + (capital + gap) * scale, logo.weight * 1.3) : ""}
    </g>
  </svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 90, alphaQuality: 90 }).toBuffer();
}

// pictures of the demo diagnostic tools (/services/maintenance): a plain drawing of each kind of
// instrument on a transparent background. Staff upload photographs of their own.
export type DemoToolKind = "insulation" | "relay" | "power-quality" | "thermal";

const toolDrawings: Record<DemoToolKind, string> = {
  // a boxed insulation tester: yellow bumper, display, rotary switch, three terminals
  insulation: `
    <rect x="60" y="110" width="360" height="300" rx="34" fill="#f4c20d"/>
    <rect x="84" y="134" width="312" height="252" rx="18" fill="#2b2f36"/>
    <circle cx="160" cy="98" r="18" fill="#d62828"/><circle cx="240" cy="98" r="18" fill="#1d1d1d"/><circle cx="320" cy="98" r="18" fill="#2a9d8f"/>
    <rect x="110" y="160" width="260" height="96" rx="8" fill="#b7e4c7"/>
    <path d="M130 232 V210 M156 232 V196 M182 232 V186 M208 232 V204 M234 232 V178" stroke="#1b4332" stroke-width="12"/>
    <path d="M276 200 h70 M276 224 h50" stroke="#1b4332" stroke-width="10"/>
    <circle cx="240" cy="324" r="46" fill="#595f69"/><circle cx="240" cy="324" r="30" fill="#8d99ae"/>
    <path d="M240 324 L268 300" stroke="#f4c20d" stroke-width="10" stroke-linecap="round"/>
    <circle cx="140" cy="324" r="14" fill="#8d99ae"/><circle cx="340" cy="324" r="14" fill="#d62828"/>`,
  // a relay test set: a case with a small screen and rows of current and voltage sockets
  relay: `
    <rect x="30" y="120" width="420" height="260" rx="22" fill="#5c677d"/>
    <rect x="48" y="138" width="384" height="224" rx="12" fill="#e9ecef"/>
    <rect x="68" y="160" width="140" height="86" rx="6" fill="#1d3557"/>
    <path d="M80 222 Q100 180 120 222 T160 222 T200 222" stroke="#8ecae6" stroke-width="7" fill="none"/>
    ${[0, 1, 2, 3]
      .map(
        (i) =>
          `<circle cx="${248 + i * 48}" cy="182" r="15" fill="${["#d62828", "#f4c20d", "#1d70b8", "#1d1d1d"][i]}"/>`,
      )
      .join("")}
    ${[0, 1, 2, 3]
      .map(
        (i) =>
          `<circle cx="${248 + i * 48}" cy="234" r="15" fill="${["#d62828", "#f4c20d", "#1d70b8", "#1d1d1d"][i]}"/>`,
      )
      .join("")}
    ${[0, 1, 2, 3, 4, 5, 6]
      .map((i) => `<rect x="${70 + i * 50}" y="290" width="36" height="44" rx="6" fill="#adb5bd"/>`)
      .join("")}
    <rect x="30" y="96" width="140" height="32" rx="10" fill="#3d4657"/><rect x="310" y="96" width="140" height="32" rx="10" fill="#3d4657"/>`,
  // a handheld power quality analyser: three phase waves on a colour screen, keys below
  "power-quality": `
    <rect x="110" y="40" width="260" height="410" rx="40" fill="#f4c20d"/>
    <rect x="130" y="60" width="220" height="370" rx="26" fill="#343a40"/>
    <rect x="150" y="84" width="180" height="150" rx="8" fill="#0b1d2a"/>
    <path d="M160 160 C185 110 205 110 230 160 S275 210 300 160 S320 130 322 140" stroke="#ef476f" stroke-width="6" fill="none"/>
    <path d="M160 130 C185 180 205 190 230 140 S275 110 300 170" stroke="#ffd166" stroke-width="6" fill="none"/>
    <path d="M160 190 C180 200 200 120 230 180 S280 150 320 120" stroke="#06d6a0" stroke-width="6" fill="none"/>
    ${[0, 1, 2]
      .map((row) =>
        [0, 1, 2]
          .map(
            (col) => `<rect x="${160 + col * 58}" y="${262 + row * 48}" width="44" height="32" rx="8" fill="#6c757d"/>`,
          )
          .join(""),
      )
      .join("")}
    <circle cx="240" cy="410" r="10" fill="#06d6a0"/>`,
  // a thermal imaging camera: screen with a hot spot, lens, handle and trigger
  thermal: `
    <defs><radialGradient id="heat" cx="0.45" cy="0.5" r="0.6">
      <stop offset="0" stop-color="#ffffff"/><stop offset="0.2" stop-color="#ffd166"/><stop offset="0.45" stop-color="#ef476f"/><stop offset="0.75" stop-color="#7209b7"/><stop offset="1" stop-color="#10002b"/>
    </radialGradient></defs>
    <path d="M250 290 L330 290 L360 450 L270 450 Z" fill="#343a40"/>
    <path d="M258 296 L252 350 L286 350 Z" fill="#f4c20d"/>
    <rect x="60" y="90" width="380" height="220" rx="30" fill="#495057"/>
    <rect x="84" y="112" width="230" height="176" rx="12" fill="url(#heat)"/>
    <circle cx="380" cy="200" r="48" fill="#212529"/><circle cx="380" cy="200" r="30" fill="#3a86ff" opacity="0.55"/>
    <rect x="60" y="90" width="380" height="24" rx="12" fill="#f4c20d"/>`,
};

export function renderDemoToolPicture(kind: DemoToolKind): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">${toolDrawings[kind]}</svg>`;
  return rememberDrawing(`tool ${kind}`, () =>
    sharp(Buffer.from(svg)).webp({ quality: 86, alphaQuality: 90 }).toBuffer(),
  );
}
