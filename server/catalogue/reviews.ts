import type { Review, ReviewSummary, WebReviewSummary } from '#generated/main-api/types.gen';
import { createRandom } from './random';
import { slugify } from './slug';

/**
 * Reviews are part of the generated catalogue but are not stored: each variant's reviews are
 * drawn from a PRNG seeded by its id, so they are the same on every request and every machine.
 */

const nickNames = ['Ana M.', 'Mihai P.', 'Ioana', 'Radu C.', 'Elena D.', 'Andrei', 'Cristina V.', 'George S.', 'Maria', 'Bogdan T.', 'Alexandra', 'Vlad N.', 'Diana R.', 'Sorin', 'Raluca G.'];
const praise = [
  'Arată exact ca în poze, calitate foarte bună pentru preț.',
  'Livrare rapidă, produsul a venit bine ambalat. Montajul a durat o oră.',
  'Suntem foarte mulțumiți, se potrivește perfect în living.',
  'Materialul este plăcut la atingere și pare rezistent.',
  'Raport calitate-preț excelent. L-aș recomanda oricui.',
  'Culoarea este chiar mai frumoasă în realitate.',
];
const criticism = [
  'Instrucțiunile de montaj ar putea fi mai clare.',
  'Culoarea e puțin mai închisă decât în poze.',
  'Livrarea a durat mai mult decât era estimat.',
  'Un mic defect la ambalaj, dar produsul e în regulă.',
];
const plusPool = ['calitate bună', 'ușor de montat', 'livrare rapidă', 'arată elegant', 'preț bun', 'material rezistent', 'confortabil'];
const minusPool = ['montaj greoi', 'miros la despachetare', 'culoare ușor diferită', 'livrare lentă', 'instrucțiuni neclare'];
/**
 * Each tag as the object of a sentence („apreciază … livrarea rapidă”): the tags themselves mix
 * nouns and predicates („arată elegant”, „confortabil”), which read wrong after a verb.
 */
const asObject: Record<string, string> = {
  'calitate bună': 'calitatea bună',
  'ușor de montat': 'montajul ușor',
  'livrare rapidă': 'livrarea rapidă',
  'arată elegant': 'aspectul elegant',
  'preț bun': 'prețul bun',
  'material rezistent': 'materialul rezistent',
  confortabil: 'confortul',
  'montaj greoi': 'montajul greoi',
  'miros la despachetare': 'un miros la despachetare',
  'culoare ușor diferită': 'o culoare ușor diferită de cea din poze',
  'livrare lentă': 'livrarea lentă',
  'instrucțiuni neclare': 'instrucțiunile neclare',
};
/** A review tag as the object of a sentence: `livrare rapidă` → `livrarea rapidă`. */
export const tagAsObject = (tag: string) => asObject[tag] ?? tag;

/** Complaints and the praise they contradict. */
const opposites: Record<string, string> = { 'montaj greoi': 'ușor de montat', 'livrare lentă': 'livrare rapidă' };
const foreign = [
  { language: 'cs', text: 'Vypadá přesně jako na fotkách, velmi kvalitní za tu cenu.', ro: 'Arată exact ca în fotografii, foarte bun pentru prețul ăsta.' },
  { language: 'hu', text: 'Gyors szállítás, jól csomagolva érkezett.', ro: 'Livrare rapidă, a sosit bine ambalat.' },
];

/** The photo share of reviews: about one in seven has photos. */
const photoShare = 0.14;
const epoch = Date.UTC(2026, 10, 1);

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The stars of review `index`: the vector's counts spread over the reviews by a fixed permutation
 * (a step coprime with the count), so ratings are mixed through the pages, not sorted.
 */
function starsFor(index: number, vector: readonly number[]): number {
  const total = vector.reduce((a, b) => a + b, 0);
  let step = Math.max(1, Math.round(total * 0.618));
  while (gcd(step, total) !== 1) step++;
  const slot = total > 0 ? (index * step) % total : index;
  let seen = 0;
  for (let stars = 5; stars >= 1; stars--) {
    seen += vector[stars - 1] ?? 0;
    if (slot < seen) return stars;
  }
  return 5;
}

/** Which reviews of a variant have photos (by index), decided without building the reviews. */
export function reviewHasPhotos(variantId: number, index: number): boolean {
  return createRandom(variantId * 1000 + index).next() < photoShare;
}

export function reviewImagesCount(variantId: number, reviewsCount: number): number {
  let count = 0;
  for (let index = 0; index < reviewsCount; index++) if (reviewHasPhotos(variantId, index)) count++;
  return count;
}

export interface ReviewSource {
  variantId: number;
  variantName: string;
  variantSlug: string;
  imageCount: number;
  reviewsCount: number;
  vector: readonly number[];
  eshop: Review['eshop'];
}

/** The review at `index` (newest first) of a variant. */
export function reviewAt(source: ReviewSource, index: number): Review {
  const random = createRandom(source.variantId * 7919 + index);
  const stars = starsFor(index, source.vector);
  const translated = random.chance(0.08) ? random.pick(foreign) : undefined;
  const text = translated?.ro ?? (stars >= 4 ? random.pick(praise) : `${random.pick(praise)} ${random.pick(criticism)}`);
  const photos = reviewHasPhotos(source.variantId, index) && source.imageCount > 0;
  const nickName = random.pick(nickNames);
  const at = new Date(epoch - (index * 3 + random.int(0, 2)) * 86_400_000 - random.int(0, 86_399) * 1000);
  return {
    externalId: `r-${source.variantId}-${index}`,
    userId: random.chance(0.6) ? random.int(1000, 99_999) : null,
    userNickName: nickName,
    // Most reviewers have a picture: their initials, drawn at /images/avatar/{width}/{slug}.webp.
    userAvatar: random.chance(0.6) ? { id: slugify(nickName), type: 'avatar', cropped: true } : null,
    value: stars,
    dateTime: at.toISOString(),
    imageIds: photos ? Array.from({ length: random.int(1, Math.min(3, source.imageCount)) }, (_, k) => `${source.variantId}-${index}-${k}`) : [],
    text: { text, originalText: translated?.text ?? null },
    reply: stars <= 3 && random.chance(0.6)
      ? { text: 'Vă mulțumim pentru feedback! Vă rugăm să ne contactați, ca să găsim împreună o soluție.', originalText: null, dateTime: new Date(at.getTime() + 86_400_000).toISOString() }
      : null,
    pluses: [random.pick(plusPool), ...(random.chance(0.5) ? [random.pick(plusPool)] : [])].filter((v, i, all) => all.indexOf(v) === i),
    minuses: stars <= 4 ? [random.pick(minusPool)] : [],
    translatedFrom: translated?.language ?? null,
    eshop: source.eshop,
    source: random.chance(0.7) ? 'cuib' : 'magazin',
    variant: { id: source.variantId, name: source.variantName, slug: source.variantSlug },
  };
}

/** Indexes of a variant's reviews, all or only those with photos. */
export function reviewIndexes(source: ReviewSource, withPhotos: boolean): number[] {
  const all = Array.from({ length: source.reviewsCount }, (_, index) => index);
  return withPhotos ? all.filter((index) => source.imageCount > 0 && reviewHasPhotos(source.variantId, index)) : all;
}

/** What reviewers most often praise and criticise, with shares of reviews. */
/** A shop whose customers' reviews feed the web summary. */
export interface ReviewingShop {
  name: string;
  domain: string;
}

/**
 * What the web says about a much-reviewed product, in one sentence drawn from its review summary,
 * with the shops whose customers' reviews it is built from as sources.
 */
export function webReviewSummary(source: ReviewSource, shops: readonly ReviewingShop[]): WebReviewSummary | null {
  const summary = reviewSummary(source);
  if (!summary || source.reviewsCount < 20 || shops.length === 0) return null;
  const [first, second] = summary.pros.map((pro) => pro.text);
  // A complaint that contradicts a praise just named („montaj greoi” after „ușor de montat”) is left out.
  const con = summary.cons.map((item) => item.text).find((text) => opposites[text] !== first && opposites[text] !== second);
  return {
    summary: `Cumpărătorii apreciază mai ales ${tagAsObject(first!)} și ${tagAsObject(second!)}${con ? `; câțiva menționează ${tagAsObject(con)}` : ''}.`,
    sources: shops.slice(0, 3).map((shop) => ({ name: `Recenziile clienților ${shop.name}`, url: `https://${shop.domain}/produs/${source.variantSlug}#recenzii` })),
  };
}

export function reviewSummary(source: ReviewSource): ReviewSummary | null {
  if (source.reviewsCount < 5) return null;
  const random = createRandom(source.variantId);
  const pick = (pool: readonly string[], n: number) => [...pool].sort(() => random.next() - 0.5).slice(0, n);
  return {
    variantId: source.variantId,
    pros: pick(plusPool, 3).map((text) => ({ text, percentage: random.int(35, 90) })),
    cons: pick(minusPool, 2).map((text) => ({ text, percentage: random.int(5, 30) })),
  };
}
