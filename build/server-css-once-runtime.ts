import { cache } from 'react';

/**
 * The stylesheet links already rendered in this request, shared by every importer's stylesheet
 * module (see server-css-once.ts). React's `cache` gives each request its own set.
 */
export const renderedStylesheets = cache(() => new Set<unknown>());
