import { backendApp } from '../../http/app';
import type { WatchState } from '#generated/watchdog/types.gen';
import {
  zConfirmWatchPath,
  zGetWatchStatePath,
  zSubscribeWatchBody,
  zSubscribeWatchPath,
  zUnsubscribeWatchByHashPath,
  zUnsubscribeWatchPath,
} from '#generated/watchdog/zod.gen';
import { fixedWindow } from '../../auth/rate-limit';
import { store } from '../../context';
import { clientOf } from '../../http/client';
import { ownerOf } from '../../http/identity';
import { notFound, tooManyRequests } from '../../http/problem';
import { validate } from '../../http/validate';
import { mayMail } from '../../mail/limits';
import { sendMail } from '../../mail/mailer';
import { watchConfirmation } from '../../mail/messages';
import { variantRepository } from '../../repositories/variants';
import { watchRepository } from '../../repositories/watches';

export const watchdogApp = backendApp();

const watches = () => watchRepository(store());
const variantExists = (id: number) => variantRepository(store()).exists(id);
const missingVariant = (id: number) => notFound(`Nu există produsul ${id}.`, 'path.variant_id');
/** Subscriptions from one client: each may send a confirmation e-mail to a new address. */
const subscriptionsPerClient = fixedWindow('watch-client', { limit: 30, windowMs: 15 * 60_000 });

watchdogApp.get('/api/v1/:project/watchdog/:variant_id', async (c) => {
  const input = await validate(c, { path: zGetWatchStatePath });
  if (input instanceof Response) return input;
  if (!(await variantExists(input.path.variant_id))) return missingVariant(input.path.variant_id);
  const { owner } = await ownerOf(c);
  const watch = await watches().get(owner, input.path.variant_id);
  const state: WatchState = watch
    ? { subscribed: true, type: watch.type, targetPrice: watch.target_price, pendingConfirmation: watch.confirmed_at === null }
    : { subscribed: false, type: null, targetPrice: null, pendingConfirmation: false };
  return c.json(state);
});

watchdogApp.post('/api/v1/:project/watchdog/:variant_id', async (c) => {
  const input = await validate(c, { path: zSubscribeWatchPath, body: zSubscribeWatchBody });
  if (input instanceof Response) return input;
  if (!(await variantExists(input.path.variant_id))) return missingVariant(input.path.variant_id);
  const wait = await subscriptionsPerClient.take(clientOf(c));
  if (wait > 0) return tooManyRequests(wait, `Prea multe alerte într-un timp scurt.`);
  const { owner, user } = await ownerOf(c);
  const { email } = input.body;
  const targetPrice = input.body.targetPrice ?? null;
  // Double opt-in for every watch: anyone can type any address, and an address confirmed once must
  // not take alerts from every later visitor who types it. Only the signed-in owner of the address,
  // or the visitor changing their own confirmed watch for the same address, skips the link.
  const same = (other: string | undefined) => other?.toLowerCase() === email.toLowerCase();
  const earlier = await watches().get(owner, input.path.variant_id);
  const confirmed = same(user?.email) || (earlier?.confirmed_at != null && same(earlier.email));
  const code = await watches().subscribe(owner, input.path.variant_id, email, targetPrice, confirmed);
  if (!code) return c.body(null, 204);
  if (await mayMail('watch-confirmation', email)) await sendMail(watchConfirmation(email, (await variantRepository(store()).byIds([input.path.variant_id]))[0]!.name, code));
  const pending: WatchState = { subscribed: true, type: targetPrice === null ? 'availability' : 'priceDrop', targetPrice, pendingConfirmation: true };
  return c.json(pending, 202);
});

watchdogApp.post('/api/v1/:project/watchdog/confirmation/:code', async (c) => {
  const input = await validate(c, { path: zConfirmWatchPath });
  if (input instanceof Response) return input;
  if (!(await watches().confirm(input.path.code))) return notFound('Linkul de confirmare nu mai este valabil.', 'path.code');
  return c.body(null, 204);
});

watchdogApp.delete('/api/v1/:project/watchdog/unsubscribe/:hash', async (c) => {
  const input = await validate(c, { path: zUnsubscribeWatchByHashPath });
  if (input instanceof Response) return input;
  if (!(await watches().unsubscribeByHash(input.path.hash))) return notFound('Linkul de dezabonare nu mai este valabil.', 'path.hash');
  return c.body(null, 204);
});

watchdogApp.delete('/api/v1/:project/watchdog/:variant_id', async (c) => {
  const input = await validate(c, { path: zUnsubscribeWatchPath });
  if (input instanceof Response) return input;
  if (!(await variantExists(input.path.variant_id))) return missingVariant(input.path.variant_id);
  const { owner } = await ownerOf(c);
  await watches().unsubscribe(owner, input.path.variant_id);
  return c.body(null, 204);
});
