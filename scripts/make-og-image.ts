import { writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

// draws public/og-image.png, the picture chat apps and social networks show for a shared link
// (run again after changing the text: node scripts/make-og-image.ts)

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b1f4d"/><stop offset="1" stop-color="#1e40af"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <g stroke="#ffffff" stroke-opacity="0.18" stroke-width="6" fill="none">
    <path d="M930 560 L1020 170 L1110 560"/><path d="M955 440 L1085 440"/><path d="M945 250 L1095 250"/><path d="M960 330 L1080 330"/>
    <path d="M0 210 Q 520 330 1020 200"/><path d="M0 250 Q 520 370 1020 240"/>
  </g>
  <rect x="80" y="90" width="96" height="96" rx="20" fill="#fbbf24"/>
  <path d="M136 100 L102 146 H124 L118 178 L156 128 H134 Z" fill="#0b1f4d"/>
  <text x="80" y="290" font-family="Arial, Helvetica, sans-serif" font-size="64" font-weight="700" fill="#ffffff">Kỹ thuật điện · Tự động hóa</text>
  <text x="80" y="370" font-family="Arial, Helvetica, sans-serif" font-size="64" font-weight="700" fill="#ffffff">Bảo trì hệ thống điện</text>
  <text x="80" y="450" font-family="Arial, Helvetica, sans-serif" font-size="34" fill="#d9e8ff">Electrical engineering · Automation · Maintenance</text>
  <rect x="80" y="500" width="420" height="6" fill="#fbbf24"/>
</svg>`;

const output = path.resolve(import.meta.dirname, "..", "public", "og-image.png");
writeFileSync(output, await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer());
console.log(`wrote ${output}`);
