import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { countOf } from '#domain/romanian';
import { maxPhotoMegapixels } from '#domain/uploads';
import { now } from '../clock';
import type { Store } from '../db/store';
import { fedPictureFile, fedPictureFormats, fedPictureMaxSide, fedPictureWorkFolder } from '../images/fed-pictures';
import { type PhotoRefusal, reencodePhoto } from '../images/photo-encoding';
import { type ClaimedPicture, variantPictureRepository } from '../repositories/variant-pictures';
import { downloadFeed, FeedFetchError } from './fetch';

/** The largest picture file a shop may link to. */
export const maxPictureBytes = 15 * 1024 ** 2;
/** How long one picture's download may take. */
export const pictureTimeoutMs = 30_000;
/**
 * After this long a claimed picture may be claimed again (its fetcher's process died). A run's
 * worst case is its whole batch waiting on slow servers: 50 pictures, 3 at a time, 30 s each plus
 * encoding, under 10 minutes; three times that leaves no live claim taken twice.
 */
const claimTimeoutMs = 30 * 60_000;

const refusals: Record<PhotoRefusal, string> = {
  notAPhoto: 'Fișierul de la adresa imaginii nu este o imagine (JPEG, PNG, WebP, GIF sau AVIF).',
  tooManyPixels: `Imaginea are prea mulți pixeli (peste ${countOf(maxPhotoMegapixels, { one: 'megapixel', other: 'megapixeli' })}).`,
  damaged: 'Imaginea este deteriorată: nu s-a putut citi până la capăt.',
};

/**
 * The shop's reason for a download that failed. The download is a feed's (server/feeds/fetch.ts),
 * whose reasons speak of the feed: they are said of the picture's address here.
 */
export function pictureDownloadProblem(feedReason: string): string {
  const network = /^Feedul nu s-a putut descărca \((.+)\)\.$/.exec(feedReason);
  const reason = network
    ? network[1] === 'eroare de rețea' ? 'eroare de rețea.' : `eroare de rețea (${network[1]}).`
    : feedReason.replaceAll(' feedului', '').replace(/^Feedul /, 'Adresa ');
  return `Imaginea nu s-a putut descărca: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`;
}

const iso = () => new Date(now()).toISOString();

type Outcome = 'ready' | 'failed' | 'overtaken';

/**
 * Fetches one claimed picture and re-encodes it. The picture's own faults (its server, its bytes)
 * mark it failed with the reason for the shop; a fault of ours (the disk, the store) is thrown and
 * leaves the claim to time out, so the picture is tried again later rather than blamed on the shop.
 */
async function fetchOne(store: Store, claim: ClaimedPicture): Promise<Outcome> {
  const pictures = variantPictureRepository(store);
  const work = join(fedPictureWorkFolder(), `${claim.variantId}-${claim.pictureNo}-${randomBytes(6).toString('hex')}`);
  const downloaded = `${work}.download`;
  const encoded = `${work}.webp`;
  try {
    let problem: string | undefined;
    let body: Buffer | undefined;
    try {
      const result = await downloadFeed(claim.url, downloaded, {}, { maxBytes: maxPictureBytes, timeoutMs: pictureTimeoutMs });
      // Asked without validators, a server has no reason to say „not modified”.
      if (result.status === 'not-modified') problem = pictureDownloadProblem('Serverul feedului a răspuns 304.');
    } catch (error) {
      if (!(error instanceof FeedFetchError)) throw error;
      problem = pictureDownloadProblem(error.message);
    }
    if (!problem) {
      const result = await reencodePhoto(downloaded, { formats: fedPictureFormats, maxSide: fedPictureMaxSide });
      if (typeof result === 'string') problem = refusals[result];
      else body = result;
    }
    const time = iso();
    if (problem || !body) return (await pictures.markFailed(claim, problem ?? refusals.notAPhoto, time)) ? 'failed' : 'overtaken';
    await writeFile(encoded, body, { mode: 0o600 });
    // Marked first, moved in place after: a row the applier replaced meanwhile (a new URL) fails the
    // mark, and the old URL's picture never lands over the new one's.
    if (!(await pictures.markReady(claim, time))) return 'overtaken';
    try {
      await rename(encoded, fedPictureFile(claim.variantId, claim.pictureNo));
    } catch (error) {
      await pictures.unmarkReady(claim, time);
      throw error;
    }
    return 'ready';
  } finally {
    await Promise.all([rm(downloaded, { force: true }), rm(encoded, { force: true })]);
  }
}

/**
 * Fetches the pictures shops' feeds added or changed: claims up to `limit` pending ones (two
 * processes never take the same), downloads each from public addresses only (15 MB, 30 s),
 * re-encodes it as WebP (upright, at most 1600 px, no metadata, the review photos' pixel limit) and
 * stores it as `pictures/<variantId>-<pictureNo>.webp` in the data folder; `concurrency` at a time.
 * Answers how many became ready and how many failed (their reason kept for the shop's report).
 */
export async function fetchPendingPictures(store: Store, { limit = 50, concurrency = 3 }: { limit?: number; concurrency?: number } = {}): Promise<{ ready: number; failed: number }> {
  const counts = { ready: 0, failed: 0 };
  const claims = await variantPictureRepository(store).claimPending({ limit, now: iso(), staleBefore: new Date(now() - claimTimeoutMs).toISOString() });
  if (claims.length === 0) return counts;
  await mkdir(fedPictureWorkFolder(), { recursive: true, mode: 0o700 });
  let next = 0;
  const worker = async () => {
    while (next < claims.length) {
      const claim = claims[next++]!;
      try {
        const outcome = await fetchOne(store, claim);
        if (outcome !== 'overtaken') counts[outcome]++;
      } catch (error) {
        console.error(`Picture ${claim.variantId}-${claim.pictureNo} could not be stored; it is tried again once its claim times out.`, error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, claims.length)) }, worker));
  return counts;
}
