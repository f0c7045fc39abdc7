import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

let checker: Promise<ZxcvbnFactory> | undefined;

/** zxcvbn with the common-passwords dictionary: loaded on the first password set, once. */
function zxcvbn(): Promise<ZxcvbnFactory> {
  checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([{ ZxcvbnFactory }, common]) => new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }),
  );
  return checker;
}

/**
 * Why a new password is refused, in Romanian, or undefined when it is strong enough: zxcvbn's
 * score under 2 (common passwords, keyboard runs, repeats, dates) or containing the e-mail address.
 * `userInputs` (the address, the names) count as words an attacker would try first.
 */
export async function passwordWeakness(password: string, email: string, userInputs: readonly string[] = []): Promise<string | undefined> {
  if (password.toLowerCase().includes(email.toLowerCase())) return 'Parola nu poate conține adresa de e-mail.';
  const inputs = [email, email.split('@')[0]!, ...userInputs, 'cuib'].filter(Boolean);
  const { score } = (await zxcvbn()).check(password, inputs);
  if (score < 2) return 'Parola este prea ușor de ghicit. Alege una mai lungă, fără cuvinte sau cifre la rând și fără numele sau adresa ta.';
  return undefined;
}
