import { createRandom } from '../catalogue/random';
import { darken, drawings } from './drawings';

/** Walls and floors of the rooms customers photograph their purchases in. */
const walls = ['#e8e1d6', '#dfe5e0', '#ece4dc', '#d9dfe6', '#efe9df', '#e4dcd2'];
const floors = ['#b08a64', '#9c7b5a', '#c7b299', '#8f8a84', '#b9a48a'];

const drawing = (kind: string, colour: string) => (drawings[kind] ?? drawings.dulapuri!)(colour, darken(colour));

/**
 * A customer's photo of a product at home: a wall, a wooden floor, a window or a plant, the product
 * seen a little off-axis and warm light from one side. Deterministic for `seed`.
 */
export function reviewPhotoSvg(kind: string, colour: string, seed: number): string {
  const random = createRandom(seed);
  const wall = random.pick(walls);
  const floor = random.pick(floors);
  const tilt = (random.next() - 0.5) * 6;
  const scale = 0.72 + random.next() * 0.18;
  const plant = random.chance(0.5);
  const extra = plant
    ? `<rect x="318" y="250" width="44" height="50" rx="6" fill="#c9a27e"/><path d="M340 250 C300 200 320 170 338 150 C350 180 372 200 340 250 Z" fill="#4f7d57"/><path d="M340 250 C370 215 380 190 372 168 C352 190 340 215 340 250 Z" fill="#3e6a47"/>`
    : `<rect x="40" y="40" width="110" height="130" fill="#f6f8fa" stroke="#fff" stroke-width="8"/><line x1="95" y1="40" x2="95" y2="170" stroke="#fff" stroke-width="6"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
<rect width="400" height="300" fill="${wall}"/><rect y="290" width="400" height="110" fill="${floor}"/>
${Array.from({ length: 6 }, (_, i) => `<line x1="0" y1="${300 + i * 18}" x2="400" y2="${300 + i * 18}" stroke="${darken(floor, 0.12)}" stroke-width="2"/>`).join('')}
${extra}
<ellipse cx="200" cy="330" rx="140" ry="14" fill="#000" opacity=".15"/>
<g transform="rotate(${tilt.toFixed(2)} 200 220) translate(200 215) scale(${scale.toFixed(3)}) translate(-200 -200)">${drawing(kind, colour)}</g>
<rect width="400" height="400" fill="url(#light)"/>
<defs><linearGradient id="light" x1="0" x2="1"><stop offset="0" stop-color="#fff3d6" stop-opacity=".28"/><stop offset="1" stop-color="#000" stop-opacity=".12"/></linearGradient></defs>
</svg>`;
}

/** A shopper's avatar: initials on a colour chosen from the name. */
export function avatarSvg(name: string): string {
  const initials = name
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  const hues = ['#1f4d3a', '#7a3e2b', '#3d5a80', '#6b4c7a', '#8a6d1f', '#2f6b6b'];
  const hash = [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">
<rect width="100" height="100" fill="${hues[hash % hues.length]}"/>
<text x="50" y="50" dy=".35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" font-weight="600" fill="#fff">${initials || '?'}</text>
</svg>`;
}

export interface SceneSpot {
  kind: string;
  colour: string;
  /** Centre of the product in pixels of the 1600×1200 picture (the inspiration's spot). */
  x: number;
  y: number;
}

/**
 * Where each drawing's shape is centred in its 400×400 box (the middle of its bounds): a table leg
 * or a lamp's cord would otherwise pull the shape off its spot.
 */
const drawingCentres: Record<string, readonly [number, number]> = {
  canapele: [200, 221],
  paturi: [200, 210],
  dulapuri: [200, 200],
  'mese-de-dining': [200, 237],
  scaune: [200, 205],
  lustre: [200, 215],
  covoare: [200, 200],
  oglinzi: [200, 200],
  'mobilier-de-gradina': [200, 245],
  gratare: [200, 230],
  piscine: [200, 230],
  vaze: [200, 203],
  pahare: [200, 203],
  baterii: [225, 207],
  umbrele: [200, 258],
};

/**
 * Lights standing on the floor: the catalogue draws every light as a pendant, whose cord would
 * hang in mid-air in front of the wall. A shade on a pole with a foot.
 */
const standing = (c: string, d: string) =>
  `<path d="M130 150 Q200 60 270 150 Z" fill="${c}"/><rect x="195" y="150" width="10" height="170" fill="${d}"/><ellipse cx="200" cy="322" rx="50" ry="10" fill="${d}"/>`;

/** The middle of the standing drawing's bounds. */
const standingCentre = [200, 205] as const;

/** From this height down (in pixels of the picture) a light stands on the floor rather than hanging. */
const floorLine = 600;

/** A shop-the-look room (1600×1200): each product drawn with its centre on its spot. */
export function roomSvg(spots: readonly SceneSpot[], seed: number): string {
  const random = createRandom(seed);
  const wall = random.pick(walls);
  const floor = random.pick(floors);
  const size = 1600 / Math.max(3, spots.length) + 60;
  const scale = size / 400;
  const products = spots
    .map((spot) => {
      const stands = spot.kind === 'lustre' && spot.y >= floorLine;
      const [cx, cy] = stands ? standingCentre : (drawingCentres[spot.kind] ?? [200, 200]);
      const x = spot.x - cx * scale;
      const y = spot.y - cy * scale;
      const shape = stands ? standing(spot.colour, darken(spot.colour)) : drawing(spot.kind, spot.colour);
      return `<g transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) scale(${scale.toFixed(3)})">${shape}</g>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 1200" width="1600" height="1200">
<rect width="1600" height="820" fill="${wall}"/><rect y="800" width="1600" height="400" fill="${floor}"/>
<rect x="1150" y="120" width="300" height="380" fill="#f6f8fa" stroke="#fff" stroke-width="18"/><line x1="1300" y1="120" x2="1300" y2="500" stroke="#fff" stroke-width="12"/>
<rect x="140" y="160" width="220" height="160" fill="${darken(wall, 0.25)}" opacity=".5"/>
${products}
</svg>`;
}
