import { fixedWindow } from '../auth/rate-limit';

/** E-mails of one kind to one address: at most 3 an hour, so nobody can flood an inbox through us. */
const perAddress = fixedWindow('mail', { limit: 3, windowMs: 60 * 60_000 });

/** Counts an e-mail of `kind` to `address`; false when the hour's allowance is spent (send nothing). */
export const mayMail = async (kind: string, address: string): Promise<boolean> => (await perAddress.take(`${kind}:${address}`)) === 0;

/** Single alert e-mails one address gets in a day; the day's further alerts go in the next day's digest. */
export const alertsPerAddressPerDay = 5;
