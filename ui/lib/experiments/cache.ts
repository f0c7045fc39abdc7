/** SPEC §9: feature payloads are stale after a minute, kept 4 hours, 10 entries; an idle stream closes after 20 s. */
export const featureCacheSettings = { staleTTL: 60_000, maxAge: 4 * 3_600_000, maxEntries: 10, idleStreamInterval: 20_000 } as const;
