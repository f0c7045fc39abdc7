import { createRandom } from '../catalogue/random';
import { darken, drawings } from './drawings';

/** Product colours an article's cover draws with: calm, warm tones that suit an editorial picture. */
const tones = ['#b5654a', '#6f8f72', '#c9a13b', '#4f6d8a', '#8c6a5a', '#a7b5a0', '#d2b48c', '#7a4e63'];
const walls = ['#efe7dc', '#e3e8e1', '#ece2d8', '#dfe4ea', '#f2ece2'];
const floors = ['#b08a64', '#c7b299', '#9c7b5a', '#bfa88c'];

/**
 * An article's cover (16:9): a room, or a garden for outdoor articles, with the products the article
 * recommends drawn side by side. Deterministic for the article id.
 */
export function articleCoverSvg({ id, kinds, outdoors }: { id: number; kinds: readonly string[]; outdoors: boolean }): string {
  const random = createRandom(7919 * id);
  const scene = outdoors
    ? `<rect width="1600" height="900" fill="#cfe6f2"/><circle cx="${1200 + random.int(0, 200)}" cy="170" r="90" fill="#fff1b8"/>` +
      `<path d="M0 560 Q400 470 800 540 T1600 520 V900 H0 Z" fill="#8fbf7a"/><rect y="640" width="1600" height="260" fill="#a9c98f"/>` +
      `<rect x="0" y="700" width="1600" height="200" fill="#c9b49a"/>` +
      Array.from({ length: 12 }, (_, i) => `<line x1="${i * 140}" y1="700" x2="${i * 140 - 60}" y2="900" stroke="#b39c80" stroke-width="4"/>`).join('')
    : (() => {
        const wall = random.pick(walls);
        const floor = random.pick(floors);
        return (
          `<rect width="1600" height="900" fill="${wall}"/><rect y="680" width="1600" height="220" fill="${floor}"/>` +
          Array.from({ length: 5 }, (_, i) => `<line x1="0" y1="${700 + i * 44}" x2="1600" y2="${700 + i * 44}" stroke="${darken(floor, 0.12)}" stroke-width="3"/>`).join('') +
          `<rect x="${random.int(80, 260)}" y="120" width="260" height="300" fill="#f7f9fb" stroke="#fff" stroke-width="16"/>` +
          `<rect x="1180" y="160" width="200" height="150" fill="${darken(wall, 0.2)}" opacity=".55"/>`
        );
      })();
  const count = kinds.length;
  const size = count === 1 ? 620 : count === 2 ? 520 : 440;
  const products = kinds
    .map((kind, index) => {
      const draw = drawings[kind] ?? drawings.dulapuri!;
      const colour = tones[(id + index * 3) % tones.length]!;
      const x = (1600 / (count + 1)) * (index + 1) - size / 2;
      const y = 760 - size * 0.8;
      return `<g transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) scale(${(size / 400).toFixed(3)})">${draw(colour, darken(colour))}</g>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900">${scene}<ellipse cx="800" cy="770" rx="640" ry="26" fill="#000" opacity=".08"/>${products}</svg>`;
}
