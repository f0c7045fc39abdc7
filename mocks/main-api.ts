import { HttpResponse } from 'msw';
import { responseExamples } from '#generated/main-api/examples.gen';
import { operations } from '#generated/main-api/runtime.gen';
import type { VariantList } from '#generated/main-api/types.gen';
import { contractHandlers } from './contract-handlers';
import { variant, variantFeed } from './fixtures/variant';

/** Every main-API operation; listings answer from the variant fixtures. */
export const mainApiHandlers = contractHandlers(operations, responseExamples, {
  postVariantFeed: () => HttpResponse.json(variantFeed()),
  postVariantByIds: async ({ request }) => {
    const { variantIds } = (await request.json()) as { variantIds: number[] };
    return HttpResponse.json({ variants: variantIds.map((id) => variant({ id })) } satisfies VariantList);
  },
});
