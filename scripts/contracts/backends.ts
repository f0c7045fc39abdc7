/**
 * Every backend Cuib talks to; one contract in `openapi/` and one generated folder in `generated/`
 * each. Apart from openapi-ts.config.ts so that the packed contract checker carries the list
 * without the client generator.
 */
export const backends = ['main-api', 'likes', 'watchdog', 'admin-data', 'search', 'impressions', 'features', 'clickthrough'] as const;

export type Backend = (typeof backends)[number];
