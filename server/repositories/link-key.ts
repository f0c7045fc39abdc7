import { randomBytes } from 'node:crypto';

/**
 * The key in a shared thing's public address (a saved comparison, a public profile): 128 random
 * bits as 32 hexadecimal digits, so addresses cannot be guessed or counted through as numbers can.
 * The migration gives older rows theirs in SQL, in the same form.
 */
export const newLinkKey = (): string => randomBytes(16).toString('hex');

export const isLinkKey = (value: string): boolean => /^[0-9a-f]{32}$/.test(value);
