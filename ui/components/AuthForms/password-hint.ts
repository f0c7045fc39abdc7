import type { NounForms } from '../../lib/format';

/** How strong a password looks while it is typed: a hint only; the backend's check decides. */
export type Strength = 'empty' | 'weak' | 'fair' | 'strong';

const common = /^(?:parola|password|qwerty|azerty|123456|111111|abc123|iloveyou|admin|cuib|romania|letmein)/i;
const runs = /(?:0123|1234|2345|3456|4567|5678|6789|abcd|qwer|asdf|zxcv)/i;

/**
 * A light estimate, so the page need not load a 400 kB dictionary: length first, then variety
 * (lower, upper, digits, other), minus well-known words and keyboard runs. The backend refuses
 * easy passwords with a real dictionary check whatever this says.
 */
export function passwordStrength(password: string): Strength {
  if (password.length === 0) return 'empty';
  if (password.length < 8 || common.test(password) || /^(.)\1+$/.test(password)) return 'weak';
  const kinds = [/[a-zăâîșț]/, /[A-ZĂÂÎȘȚ]/, /\d/, /[^\p{L}\d]/u].filter((kind) => kind.test(password)).length;
  const score = (password.length >= 12 ? 2 : 1) + (kinds >= 3 ? 2 : kinds === 2 ? 1 : 0) - (runs.test(password) ? 1 : 0);
  return score >= 4 ? 'strong' : score >= 2 ? 'fair' : 'weak';
}

export const strengthLabels: Record<Exclude<Strength, 'empty'>, string> = {
  weak: 'Parolă slabă: folosește cel puțin 8 caractere și evită cuvintele obișnuite.',
  fair: 'Parolă acceptabilă: mai lungă sau cu cifre și simboluri ar fi mai sigură.',
  strong: 'Parolă puternică.',
};

export const characterNoun: NounForms = { one: 'caracter', other: 'caractere' };
