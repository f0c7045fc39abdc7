import { createRandom } from './random';
import { slugify } from './slug';

/**
 * Shop-the-look inspirations: a room in a style, by a shop or a designer, with the products of
 * the picture positioned on it. Which products appear is chosen per inspiration from the room's
 * categories, deterministically.
 */
export const inspirationRooms = [
  { name: 'Living', feminine: false, categories: ['canapele', 'fotolii', 'masute-de-cafea', 'covoare', 'lampi-de-podea'] },
  { name: 'Dormitor', feminine: false, categories: ['paturi-tapitate', 'noptiere', 'veioze', 'covoare'] },
  { name: 'Bucătărie', feminine: true, categories: ['mese-de-dining', 'scaune-de-bucatarie', 'lustre'] },
  { name: 'Birou', feminine: false, categories: ['birouri', 'scaune-de-birou', 'biblioteci', 'veioze'] },
  { name: 'Terasă', feminine: true, categories: ['seturi-de-mobilier-de-gradina', 'umbrele-de-soare', 'ghirlande-luminoase'] },
].map((room) => ({ ...room, slug: slugify(room.name) }));

export const inspirationStyles = ['scandinav', 'industrial', 'boho', 'minimalist', 'rustic', 'modern'];

export const inspirationOwners = ['Studio Acasă', 'Ioana Design', 'Atelier Nord', 'Casa cu Verde'].map((name) => ({ name, slug: slugify(name) }));

/** Categories whose products hang from the ceiling in a room picture. */
const hanging = new Set(['lustre', 'ghirlande-luminoase']);

export interface GeneratedInspiration {
  id: number;
  name: string;
  description: string;
  room: (typeof inspirationRooms)[number];
  style: string;
  owner: (typeof inspirationOwners)[number] | null;
  /** Picks from the room's categories: [category slug, x, y] with x and y as shares of the picture. */
  spots: [string, number, number][];
}

/** How a room of each style is described: [style, its look], masculine (un living) and feminine (o bucătărie). */
const looks: Record<string, { masculine: string; feminine: string }> = {
  scandinav: { masculine: 'scandinav luminos', feminine: 'scandinavă luminoasă' },
  industrial: { masculine: 'industrial cu cărămidă aparentă', feminine: 'industrială cu cărămidă aparentă' },
  boho: { masculine: 'boho plin de textile', feminine: 'boho plină de textile' },
  minimalist: { masculine: 'minimalist aerisit', feminine: 'minimalistă aerisită' },
  rustic: { masculine: 'rustic cu lemn masiv', feminine: 'rustică cu lemn masiv' },
  modern: { masculine: 'modern elegant', feminine: 'modernă elegantă' },
};

export const inspirations: GeneratedInspiration[] = Array.from({ length: 30 }, (_, index) => {
  const random = createRandom(5000 + index);
  const room = inspirationRooms[index % inspirationRooms.length]!;
  const style = inspirationStyles[Math.floor(index / inspirationRooms.length) % inspirationStyles.length]!;
  const owner = index % 3 === 0 ? null : inspirationOwners[index % inspirationOwners.length]!;
  // Spread along the room from left to right: lights hang from the ceiling, rugs lie in front, the rest stands on the floor.
  const chosen = room.categories.filter(() => random.chance(0.8));
  const spots = chosen.map((slug, i): [string, number, number] => {
    const x = (i + 0.5) / chosen.length + (random.next() - 0.5) * 0.06;
    const y = hanging.has(slug) ? 0.2 + random.next() * 0.06 : slug === 'covoare' ? 0.86 : 0.62 + random.next() * 0.08;
    return [slug, Math.round(x * 100) / 100, Math.round(y * 100) / 100];
  });
  return {
    id: index + 1,
    name: `${room.name} ${looks[style]![room.feminine ? 'feminine' : 'masculine']}`,
    description: `${room.feminine ? 'O' : 'Un'} ${room.name.toLowerCase()} în stil ${style}, cu piese alese de ${owner?.name ?? 'echipa Cuib'}.`,
    room,
    style,
    owner,
    spots: spots.length ? spots : [[room.categories[0]!, 0.5, 0.6]],
  };
});
