/**
 * Ids of things that exist, read from the service's own answers as a person would find them: the
 * first page of the catalogue. The sequences use them, so that liking, watching and comparing
 * work on a service whose data is not the contract's examples. Without a catalogue at the base URL
 * (a service that is not Cuib's main API) there are none, and `--variant-id` or the examples serve.
 */
import { postVariantFeed } from '#generated/main-api/sdk.gen';
import type { RequestInput } from './cases.ts';
import type { SendOptions } from './send.ts';

export async function discoverVariantIds(options: Pick<SendOptions, 'baseUrl' | 'timeoutMs'>): Promise<number[]> {
  try {
    const { data } = await postVariantFeed({ baseUrl: options.baseUrl.replace(/\/+$/, ''), body: { url: '/produse' }, signal: AbortSignal.timeout(options.timeoutMs) });
    return data.variants.map((variant) => variant.id).slice(0, 8);
  } catch {
    // Not a catalogue here (or not one that answers): the sequences use --variant-id or the examples.
    return [];
  }
}

const variantParameter = /^(variant_?id|item_id)$/i;

/** The input with its variant ids replaced by known ones (a request's shape is unchanged). */
export function withKnownIds(ids: number[]): (input: RequestInput) => RequestInput {
  return (input) => {
    if (ids.length === 0) return input;
    const copy = structuredClone(input);
    for (const place of [copy.path, copy.query] as Record<string, unknown>[]) {
      for (const name of Object.keys(place)) if (variantParameter.test(name)) place[name] = ids[0];
    }
    const body = copy.body as Record<string, unknown> | undefined;
    if (body && Array.isArray(body.variantIds) && ids.length >= body.variantIds.length) body.variantIds = ids.slice(0, body.variantIds.length);
    return copy;
  };
}
