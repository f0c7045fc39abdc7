import { backendApp } from '../../http/app';
import { zPostImpressionsBody } from '#generated/impressions/zod.gen';
import { store } from '../../context';

import { validate } from '../../http/validate';
import { eventRepository } from '../../repositories/events';

/** Card impressions, posted in batches (also by beacon on unload). */
export const impressionsApp = backendApp();

impressionsApp.post('/impression', async (c) => {
  const input = await validate(c, { body: zPostImpressionsBody });
  if (input instanceof Response) return input;
  await eventRepository(store()).impressions(input.body.impressions);
  return c.body(null, 204);
});
