import { HttpResponse } from 'msw';
import { responseExamples as adminDataExamples } from '#generated/admin-data/examples.gen';
import { operations as adminDataOperations } from '#generated/admin-data/runtime.gen';
import { responseExamples as clickthroughExamples } from '#generated/clickthrough/examples.gen';
import { operations as clickthroughOperations } from '#generated/clickthrough/runtime.gen';
import { responseExamples as featuresExamples } from '#generated/features/examples.gen';
import { operations as featuresOperations } from '#generated/features/runtime.gen';
import { responseExamples as impressionsExamples } from '#generated/impressions/examples.gen';
import { operations as impressionsOperations } from '#generated/impressions/runtime.gen';
import { responseExamples as searchExamples } from '#generated/search/examples.gen';
import { operations as searchOperations } from '#generated/search/runtime.gen';
import { contractHandlers } from './contract-handlers';

export const adminDataHandlers = contractHandlers(adminDataOperations, adminDataExamples);

export const searchHandlers = contractHandlers(searchOperations, searchExamples);

export const impressionsHandlers = contractHandlers(impressionsOperations, impressionsExamples);

export const featuresHandlers = contractHandlers(featuresOperations, featuresExamples, {
  // The SDK's event stream: one `features` event with the example payload.
  subscribeFeatures: () =>
    new HttpResponse(`event: features\ndata: ${JSON.stringify(featuresExamples.getFeatures.body)}\n\n`, {
      headers: { 'content-type': 'text/event-stream' },
    }),
});

export const clickthroughHandlers = contractHandlers(clickthroughOperations, clickthroughExamples, {
  clickThrough: ({ params }) =>
    new HttpResponse(null, {
      status: 302,
      headers: { location: `https://mobiladalin.ro/produs/${String(params.a)}` },
    }),
});
