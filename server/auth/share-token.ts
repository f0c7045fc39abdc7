import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { jwtSecret } from '../http/identity';

/** The AES-256-GCM key of share tokens, derived from the signing secret so both rotate together. */
const key = async () => createHash('sha256').update('cuib favourites share').update(await jwtSecret()).digest();

/** An encrypted, authenticated token naming whose favourites it shares: iv | tag | ciphertext, base64url. */
export async function encryptShare(userId: number): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await key(), iv);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify({ u: userId }), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
}

/** The user id a share token names, or undefined for a token that is malformed or was tampered with. */
export async function decryptShare(token: string): Promise<number | undefined> {
  try {
    const bytes = Buffer.from(token, 'base64url');
    if (bytes.length < 29) return undefined;
    const decipher = createDecipheriv('aes-256-gcm', await key(), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    const { u } = JSON.parse(plain) as { u: unknown };
    return Number.isInteger(u) ? (u as number) : undefined;
  } catch {
    return undefined;
  }
}
