import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { romanianWords } from './romanian-words';

/** Longer passwords are refused: nobody types more, and each one costs the check and scrypt. */
export const longestPassword = 128;
/**
 * zxcvbn's work grows with the length it is given (a 200-character random password cost 0.7 s);
 * the first 64 characters tell whether a password is easy to guess.
 */
const checkedLength = 64;

/**
 * The checking thread's code, run by `new Worker(…, { eval: true })` so that the build needs no
 * separate worker file. zxcvbn's dictionaries (common passwords, English words, the Romanian list)
 * are loaded once; each message is one password, answered with its score.
 */
const threadCode = `
const { parentPort, workerData } = require('node:worker_threads');
const { ZxcvbnFactory } = require(workerData.core);
const common = require(workerData.common);
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, romanian: workerData.romanian },
  graphs: common.adjacencyGraphs,
  maxLength: workerData.checkedLength,
});
// A word with a few digits or signs around it (Parola123!, 1918Romania) is what cracking rules try
// first, though zxcvbn counts the digits and signs as random: such a password is as weak as its word.
const wordWithDecoration = /^[^\\p{L}]{0,4}(\\p{L}{4,})[^\\p{L}]{0,6}$/u;
parentPort.on('message', ({ id, password, inputs }) => {
  try {
    const word = wordWithDecoration.exec(password)?.[1];
    const score = Math.min(zxcvbn.check(password, inputs).score, word && word !== password ? zxcvbn.check(word, inputs).score : 4);
    parentPort.postMessage({ id, score });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message) });
  }
});
`;

const resolvePackage = (name: string) => createRequire(import.meta.url).resolve(name);

type Pending = { resolve: (score: number) => void; reject: (error: Error) => void };

let thread: { worker: Worker; pending: Map<number, Pending> } | undefined;
let nextId = 1;

/**
 * The one checking thread of this process, started on the first password and reused; a thread
 * that fails is replaced on the next password. It keeps the process alive only while it has work.
 */
function checkingThread(): NonNullable<typeof thread> {
  if (thread) return thread;
  const worker = new Worker(threadCode, {
    eval: true,
    workerData: {
      core: resolvePackage('@zxcvbn-ts/core'),
      common: resolvePackage('@zxcvbn-ts/language-common'),
      romanian: [...new Set(romanianWords)],
      checkedLength,
    },
  });
  worker.unref();
  const current = { worker, pending: new Map<number, Pending>() };
  const fail = (error: Error) => {
    if (thread === current) thread = undefined;
    for (const { reject } of current.pending.values()) reject(error);
    current.pending.clear();
  };
  worker.on('message', ({ id, score, error }: { id: number; score?: number; error?: string }) => {
    const waiting = current.pending.get(id);
    current.pending.delete(id);
    if (current.pending.size === 0) worker.unref();
    if (error !== undefined || score === undefined) waiting?.reject(new Error(`The password check failed: ${error}`));
    else waiting?.resolve(score);
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The password-check thread stopped (code ${code}).`)));
  thread = current;
  return current;
}

/** zxcvbn's score (0–4) of a password, computed on the checking thread. */
function scoreOf(password: string, inputs: string[]): Promise<number> {
  const { worker, pending } = checkingThread();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    if (pending.size === 0) worker.ref();
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, password, inputs });
  });
}

/** „Bucureşti” → „bucuresti”: Romanian words are listed without diacritics, as most passwords are typed. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * Why a new password is refused, in Romanian, or undefined when it is strong enough: longer than
 * `longestPassword`, containing the e-mail address, or zxcvbn's score under 2 (common passwords,
 * Romanian and English words and names, keyboard runs, repeats, dates). `userInputs` (the address,
 * the names) count as words an attacker would try first. The score is computed off the request
 * thread, on the first `checkedLength` characters.
 */
export async function passwordWeakness(password: string, email: string, userInputs: readonly string[] = []): Promise<string | undefined> {
  if (password.length > longestPassword) return `Parola poate avea cel mult ${longestPassword} de caractere.`;
  if (password.toLowerCase().includes(email.toLowerCase())) return 'Parola nu poate conține adresa de e-mail.';
  const inputs = [email, email.split('@')[0]!, ...userInputs, 'cuib'].filter(Boolean).map(plain);
  const score = await scoreOf(plain(password.slice(0, checkedLength)), inputs);
  if (score < 2) return 'Parola este prea ușor de ghicit. Alege una mai lungă, fără cuvinte sau cifre la rând și fără numele sau adresa ta.';
  return undefined;
}
