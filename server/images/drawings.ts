/**
 * Simple, recognisable product drawings, one per kind of leaf category, in a 400×400 SVG viewBox.
 * `c` is the product colour, `d` a darker shade of it for shadows and legs.
 */
type Drawing = (c: string, d: string) => string;

const leg = (x: number, y: number, h: number, d: string) => `<rect x="${x}" y="${y}" width="10" height="${h}" rx="3" fill="${d}"/>`;

/** A stemmed wine glass centred on `x`: the bowl in the product colour, seen through, with wine in it. */
const wineGlass = (x: number, c: string, d: string) =>
  `<path d="M${x - 42} 105 L${x + 42} 105 Q${x + 48} 200 ${x} 218 Q${x - 48} 200 ${x - 42} 105 Z" fill="${c}" opacity=".5"/>` +
  `<path d="M${x - 45} 165 Q${x} 178 ${x + 45} 165 Q${x + 38} 208 ${x} 216 Q${x - 38} 208 ${x - 45} 165 Z" fill="${d}"/>` +
  `<rect x="${x - 4}" y="216" width="8" height="82" fill="${d}"/><ellipse cx="${x}" cy="300" rx="40" ry="9" fill="${d}"/>`;

export const drawings: Record<string, Drawing> = {
  canapele: (c, d) =>
    `<rect x="70" y="150" width="260" height="90" rx="24" fill="${c}"/><rect x="50" y="190" width="300" height="80" rx="20" fill="${c}"/>` +
    `<rect x="40" y="175" width="45" height="100" rx="18" fill="${d}"/><rect x="315" y="175" width="45" height="100" rx="18" fill="${d}"/>` +
    leg(70, 270, 22, d) + leg(320, 270, 22, d),
  paturi: (c, d) =>
    `<rect x="60" y="120" width="280" height="110" rx="16" fill="${d}"/><rect x="50" y="210" width="300" height="70" rx="12" fill="${c}"/>` +
    `<rect x="80" y="190" width="90" height="35" rx="14" fill="#fff" opacity=".9"/><rect x="230" y="190" width="90" height="35" rx="14" fill="#fff" opacity=".9"/>` +
    leg(60, 280, 20, d) + leg(330, 280, 20, d),
  dulapuri: (c, d) =>
    `<rect x="100" y="70" width="200" height="260" rx="8" fill="${c}"/><line x1="166" y1="80" x2="166" y2="320" stroke="${d}" stroke-width="4"/>` +
    `<line x1="233" y1="80" x2="233" y2="320" stroke="${d}" stroke-width="4"/><circle cx="158" cy="200" r="5" fill="${d}"/><circle cx="242" cy="200" r="5" fill="${d}"/>`,
  'mese-de-dining': (c, d) => `<rect x="60" y="160" width="280" height="24" rx="6" fill="${c}"/>` + leg(85, 184, 130, d) + leg(305, 184, 130, d),
  scaune: (c, d) =>
    `<rect x="140" y="90" width="120" height="110" rx="20" fill="${c}"/><rect x="130" y="200" width="140" height="30" rx="10" fill="${c}"/>` +
    leg(140, 230, 90, d) + leg(250, 230, 90, d),
  lustre: (c, d) =>
    `<line x1="200" y1="40" x2="200" y2="150" stroke="${d}" stroke-width="4"/><path d="M120 250 Q200 120 280 250 Z" fill="${c}"/>` +
    `<ellipse cx="200" cy="262" rx="40" ry="12" fill="#ffe9a8"/>`,
  covoare: (c, d) =>
    `<rect x="70" y="90" width="260" height="220" rx="6" fill="${c}"/><rect x="95" y="115" width="210" height="170" fill="none" stroke="${d}" stroke-width="8"/>` +
    `<path d="M200 140 L260 200 L200 260 L140 200 Z" fill="${d}" opacity=".6"/>`,
  oglinzi: (c, d) => `<circle cx="200" cy="200" r="120" fill="${c}"/><circle cx="200" cy="200" r="100" fill="#dfe9ee"/><path d="M150 150 L190 130" stroke="#fff" stroke-width="8" stroke-linecap="round"/>`,
  'mobilier-de-gradina': (c, d) =>
    `<ellipse cx="200" cy="200" rx="90" ry="20" fill="${c}"/>` + leg(195, 210, 90, d) +
    `<rect x="40" y="190" width="70" height="20" rx="6" fill="${c}"/>` + leg(45, 210, 70, d) + leg(95, 210, 70, d) +
    `<rect x="290" y="190" width="70" height="20" rx="6" fill="${c}"/>` + leg(295, 210, 70, d) + leg(345, 210, 70, d),
  gratare: (c, d) =>
    `<path d="M110 170 A90 90 0 0 0 290 170 Z" fill="${c}"/><path d="M110 160 A90 60 0 0 1 290 160 Z" fill="${d}"/>` +
    `<line x1="150" y1="250" x2="120" y2="330" stroke="${d}" stroke-width="8"/><line x1="250" y1="250" x2="280" y2="330" stroke="${d}" stroke-width="8"/>`,
  vaze: (c, d) =>
    `<path d="M172 92 L228 92 L224 122 Q292 168 282 248 Q272 322 200 326 Q128 322 118 248 Q108 168 176 122 Z" fill="${c}"/>` +
    `<rect x="164" y="80" width="72" height="16" rx="7" fill="${d}"/><path d="M128 220 Q200 246 272 220" stroke="${d}" stroke-width="8" fill="none" opacity=".6"/>`,
  pahare: (c, d) => wineGlass(140, c, d) + wineGlass(260, c, d),
  baterii: (c, d) =>
    `<rect x="130" y="304" width="140" height="18" rx="8" fill="${d}"/><rect x="176" y="150" width="48" height="156" rx="14" fill="${c}"/>` +
    `<path d="M186 160 Q186 92 256 92 L306 92 Q320 92 320 106 L320 140 L296 140 L296 118 L258 118 Q214 118 214 160 Z" fill="${c}"/>` +
    `<rect x="150" y="124" width="92" height="16" rx="8" fill="${d}" transform="rotate(-18 200 132)"/>` +
    `<path d="M308 156 L308 200 M308 220 L308 250" stroke="#7cc6e8" stroke-width="7" stroke-linecap="round"/>`,
  umbrele: (c, d) =>
    `<path d="M50 175 Q200 35 350 175 Q312 158 275 175 Q237 158 200 175 Q163 158 125 175 Q88 158 50 175 Z" fill="${c}"/>` +
    `<rect x="195" y="96" width="10" height="232" fill="${d}"/><circle cx="200" cy="94" r="8" fill="${d}"/><path d="M145 342 L255 342 L242 320 L158 320 Z" fill="${d}"/>`,
  piscine: (c, d) =>
    `<ellipse cx="200" cy="230" rx="160" ry="70" fill="${c}"/><ellipse cx="200" cy="220" rx="140" ry="55" fill="#7cc6e8"/>` +
    `<path d="M100 220 Q130 205 160 220 T220 220 T280 220" stroke="#fff" stroke-width="5" fill="none" opacity=".8"/>`,
};

/** Darkens a #rrggbb colour by `amount` (0–1), for the second tone of a drawing. */
export function darken(hex: string, amount = 0.3): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 0xff) * (1 - amount));
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}
