/**
 * Simple checks of what shoppers write (reviews, questions, answers). They never publish or
 * refuse anything: every post waits for staff, and a flag tells staff why to look closer.
 */

export const moderationFlags = ['link', 'profanity', 'shouting'] as const;
export type ModerationFlag = (typeof moderationFlags)[number];

/** What each flag means to staff. */
export const moderationFlagLabels: Record<ModerationFlag, string> = {
  link: 'Conține un link sau o adresă web',
  profanity: 'Conține cuvinte jignitoare',
  shouting: 'Scris aproape numai cu majuscule',
};

// An address shoppers write to send readers elsewhere: a scheme, www., or a name with a common ending.
const link = /(?:https?:\/\/|www\.|\b[a-z0-9-]{2,}\.(?:ro|com|net|org|eu|info|biz|shop|store|io)\b)/i;

/**
 * Rude Romanian words, without diacritics (the text is folded before it is checked), matched at
 * the start of a word so that inflected forms count too („proști”, „idioților”).
 */
const rudeWords = ['pula', 'pizd', 'muie', 'futu', 'fute', 'futai', 'cacat', 'rahat', 'curva', 'bulangi', 'dobitoc', 'tampit', 'idiot', 'cretin', 'jegos', 'handicapat', 'labagi', 'poponar', 'nesimtit'];
const rude = new RegExp(`\\b(?:${rudeWords.join('|')})`, 'i');

/** Lowercase ASCII letters: „Țâmpit” → „tampit”. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Mostly capitals over a long enough stretch to be more than an acronym. */
function shouts(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length < 20) return false;
  const capitals = letters.replace(/[^\p{Lu}]/gu, '').length;
  return capitals / letters.length > 0.7;
}

/** Why the texts of one post should be looked at before it is published; empty when nothing stands out. */
export function moderationChecks(...texts: readonly string[]): ModerationFlag[] {
  const all = texts.join('\n');
  const flags: ModerationFlag[] = [];
  if (link.test(all)) flags.push('link');
  if (rude.test(folded(all))) flags.push('profanity');
  if (shouts(all)) flags.push('shouting');
  return flags;
}
