import { backendApp } from '../../http/app';
import type { WatchState } from '#generated/watchdog/types.gen';
import {
  zGetWatchStatePath,
  zSubscribeWatchBody,
  zSubscribeWatchPath,
  zUnsubscribeWatchByHashPath,
  zUnsubscribeWatchPath,
} from '#generated/watchdog/zod.gen';
import { db } from '../../context';
import { ownerOf } from '../../http/identity';
import { notFound } from '../../http/problem';
import { validate } from '../../http/validate';
import { variantRepository } from '../../repositories/variants';
import { watchRepository } from '../../repositories/watches';

export const watchdogApp = backendApp();

const watches = () => watchRepository(db());
const variantExists = (id: number) => variantRepository(db()).exists(id);
const missingVariant = (id: number) => notFound(`Nu există produsul ${id}.`, 'path.variant_id');

watchdogApp.get('/api/v1/:project/watchdog/:variant_id', async (c) => {
  const input = await validate(c, { path: zGetWatchStatePath });
  if (input instanceof Response) return input;
  if (!variantExists(input.path.variant_id)) return missingVariant(input.path.variant_id);
  const { owner } = await ownerOf(c);
  const watch = watches().get(owner, input.path.variant_id);
  const state: WatchState = watch
    ? { subscribed: true, type: watch.type, targetPrice: watch.target_price }
    : { subscribed: false, type: null, targetPrice: null };
  return c.json(state);
});

watchdogApp.post('/api/v1/:project/watchdog/:variant_id', async (c) => {
  const input = await validate(c, { path: zSubscribeWatchPath, body: zSubscribeWatchBody });
  if (input instanceof Response) return input;
  if (!variantExists(input.path.variant_id)) return missingVariant(input.path.variant_id);
  const { owner } = await ownerOf(c);
  watches().subscribe(owner, input.path.variant_id, input.body.email, input.body.targetPrice ?? null);
  return c.body(null, 204);
});

watchdogApp.delete('/api/v1/:project/watchdog/unsubscribe/:hash', async (c) => {
  const input = await validate(c, { path: zUnsubscribeWatchByHashPath });
  if (input instanceof Response) return input;
  if (!watches().unsubscribeByHash(input.path.hash)) return notFound('Linkul de dezabonare nu mai este valabil.', 'path.hash');
  return c.body(null, 204);
});

watchdogApp.delete('/api/v1/:project/watchdog/:variant_id', async (c) => {
  const input = await validate(c, { path: zUnsubscribeWatchPath });
  if (input instanceof Response) return input;
  if (!variantExists(input.path.variant_id)) return missingVariant(input.path.variant_id);
  const { owner } = await ownerOf(c);
  watches().unsubscribe(owner, input.path.variant_id);
  return c.body(null, 204);
});
