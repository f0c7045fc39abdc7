/**
 * `npm run seed -- --variants N [--seed S] [--force]`: (re)generates the catalogue in the embedded
 * database (`CUIB_DATA_DIR`, default .data/). Without --force an already seeded database is kept.
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isSeeded, seedCatalogue } from './catalogue/generate';
import { dataDir, defaultSeedVariants } from './context';
import { openSqliteStore } from './db/database';

const { values } = parseArgs({
  options: {
    variants: { type: 'string', default: String(defaultSeedVariants()) },
    seed: { type: 'string', default: '20261122' },
    force: { type: 'boolean', default: false },
  },
});
const variants = Number(values.variants);
if (!Number.isInteger(variants) || variants < 0 || variants > 1_000_000) {
  console.error('--variants must be a whole number between 0 (the category tree only) and 1000000');
  process.exit(2);
}
const file = resolve(dataDir(), 'cuib.sqlite');
if (values.force) for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
const store = await openSqliteStore(file);
if (await isSeeded(store)) {
  console.log(`${file} is already seeded; use --force to generate it again.`);
} else {
  const started = performance.now();
  await seedCatalogue(store, { variants, seed: Number(values.seed), progress: (line) => console.log(line) });
  console.log(`Generated ${variants} variants into ${file} in ${Math.round(performance.now() - started)} ms`);
}
// Closes the database too.
await store.destroy();
