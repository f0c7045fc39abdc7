/** The backends the site talks to, one OpenAPI contract each (plus the two without one). */
export const backendNames = ['main-api', 'likes', 'watchdog', 'admin-data', 'search', 'impressions', 'features', 'clickthrough', 'images', 'mailbox'] as const;

export type BackendName = (typeof backendNames)[number];

/** The env variable that points the site at a real backend instead of the embedded one: `CUIB_MAIN_API_URL`. */
export const backendUrlVariable = (name: string) => `CUIB_${name.toUpperCase().replaceAll('-', '_')}_URL`;

/** Where `CUIB_<NAME>_URL` points a backend (without a trailing slash), or undefined when it is embedded. */
export const configuredBackendUrl = (name: string, env: Record<string, string | undefined> = process.env): string | undefined =>
  env[backendUrlVariable(name)]?.replace(/\/+$/, '') || undefined;
