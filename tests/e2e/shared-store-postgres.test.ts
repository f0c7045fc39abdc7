import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { seedCatalogue } from '#server/catalogue/generate';
import { migrateStore } from '#server/db/migrations/index';
import { postgresStore, type Store } from '#server/db/store';
import { type PostgresCluster, startPostgres } from '../support/postgres';
import { type SiteProcess, startSite } from '../support/site-process';
import { sharedStoreSuite } from '../support/shared-store-suite';

/**
 * Over PostgreSQL (`CUIB_DATABASE_URL`): two site processes with data folders of their own, as on
 * two machines, sharing only the database and the login-token key.
 */
let cluster: PostgresCluster | undefined;
let store: Store | undefined;
let a: SiteProcess;
let b: SiteProcess;

beforeAll(async () => {
  cluster = await startPostgres();
  const url = cluster.createDatabase('cuib');
  store = postgresStore(url);
  await migrateStore(store);
  await seedCatalogue(store, { variants: 3000 });
  const env = { CUIB_DATABASE_URL: url, CUIB_JWT_SECRET: 'o-cheie-comuna-a-celor-doua-masini-de-test' };
  const folder = () => mkdtempSync(join(tmpdir(), 'cuib-site-'));
  [a, b] = await Promise.all([startSite(env, { dataDir: folder() }), startSite({ ...env, CUIB_JOBS_INTERVAL_MS: '200' }, { dataDir: folder() })]);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await store?.destroy();
  cluster?.stop();
});

sharedStoreSuite(() => ({ a, b, store: store! }));
