/**
 * Simple, recognisable product drawings, one per kind of leaf category, in a 400×400 SVG viewBox.
 * `c` is the product colour, `d` a darker shade of it for shadows and legs.
 */
type Drawing = (c: string, d: string) => string;

const leg = (x: number, y: number, h: number, d: string) => `<rect x="${x}" y="${y}" width="10" height="${h}" rx="3" fill="${d}"/>`;

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
