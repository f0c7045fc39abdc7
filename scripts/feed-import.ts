/**
 * `npm run feed:import -- --shop SLUG (--file PATH | --url URL) [--format auto|xml|tsv|csv] [--dry-run]
 *  [--name "Nume magazin" --domain magazin.ro]`: reads a shop's product feed into the store the site
 * uses (PostgreSQL when `CUIB_DATABASE_URL` is set, else the SQLite file in `CUIB_DATA_DIR`), with a
 * progress line, and prints what it did: added, updated, unchanged, removed, invalid by reason. A
 * shop not yet in the store is created when `--name` and `--domain` are given. `--dry-run` reads and
 * checks the whole feed and says what it would do, writing nothing. Exits 1 when the feed failed or
 * was held for review, 2 when used wrongly.
 */
import { statSync } from 'node:fs';
import { setPriority } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { slugify } from '../server/catalogue/slug.ts';
import { dataDir } from '../server/context.ts';
import { openStore } from '../server/db/database.ts';
import { feedFormats, type FeedFormat } from '../server/feeds/raw-item.ts';
import { startImport } from '../server/feeds/service.ts';

const usage =
  'Folosire: npm run feed:import -- --shop SLUG (--file CALE | --url URL) [--format auto|xml|tsv|csv] [--dry-run] [--name "Nume" --domain magazin.ro]';

function options() {
  try {
    const { values } = parseArgs({
      options: {
        shop: { type: 'string' },
        file: { type: 'string' },
        url: { type: 'string' },
        format: { type: 'string', default: 'auto' },
        'dry-run': { type: 'boolean', default: false },
        name: { type: 'string' },
        domain: { type: 'string' },
      },
    });
    if (!values.shop || (values.file === undefined) === (values.url === undefined)) return undefined;
    if (!(feedFormats as readonly string[]).includes(values.format!)) return undefined;
    if ((values.name === undefined) !== (values.domain === undefined)) return undefined;
    return { ...values, shop: values.shop, format: values.format as FeedFormat, dryRun: values['dry-run'] ?? false };
  } catch {
    return undefined;
  }
}

// Batch work beside a running site: the site's requests get the cores first (nice 10; the reading
// thread lowers its own priority too, as it does inside the site).
try {
  setPriority(10);
} catch {
  // Not allowed here: the import runs at the usual priority.
}

const chosen = options();
if (!chosen) {
  console.error(usage);
  process.exit(2);
}
const file = chosen.file === undefined ? undefined : resolve(chosen.file);
const size = file === undefined ? 0 : statSync(file, { throwIfNoEntry: false })?.size;
if (size === undefined) {
  console.error(`Fișierul ${file} nu există.`);
  process.exit(2);
}

// Opened without seeding: importing a real catalogue needs no generated one.
const store = await openStore({ url: process.env.CUIB_DATABASE_URL, dataDir: dataDir() });
let exitCode = 0;
try {
  // Items are placed in Cuib's categories: a store the site has not prepared yet has none.
  const categories = await store.selectFrom('categories').select('id').limit(1).execute();
  if (categories.length === 0) {
    console.error('Magazinul de date nu are încă arborele de categorii: porniți o dată site-ul (npm start; CUIB_SEED_VARIANTS=0 pentru arborele singur) sau rulați npm run seed -- --variants 0.');
    await store.destroy();
    process.exit(2);
  }
  let shop = await store.selectFrom('eshops').select(['id', 'name']).where('slug', '=', chosen.shop).executeTakeFirst();
  if (!shop && chosen.name && chosen.domain) {
    const domain = chosen.domain.toLowerCase().replace(/^https?:\/\//, '').replace(/^www\./, '').replace(/\/.*$/, '');
    shop = await store
      .insertInto('eshops')
      .values({ slug: slugify(chosen.shop), name: chosen.name, domain, paid: 0 })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
    console.log(`Magazin nou: ${shop.name} (${domain}).`);
  }
  if (!shop) {
    console.error(`Nu există magazinul ${chosen.shop}; dați --name și --domain ca să fie creat.`);
    exitCode = 2;
  } else {
    const baseline = process.memoryUsage().rss;
    const started = performance.now();
    const interactive = process.stdout.isTTY;
    let lastLine = 0;
    const progress = (items: number, bytes: number) => {
      const seconds = (performance.now() - started) / 1000;
      const rate = items / Math.max(seconds, 0.001);
      const share = size && size > 0 ? bytes / size : undefined;
      const remaining = share && share > 0 ? ` · ${Math.round(share * 100)} % · încă ~${Math.max(0, Math.round((seconds / share) * (1 - share)))} s` : '';
      const line = `Citite: ${items.toLocaleString('ro-RO')} produse · ${Math.round(rate).toLocaleString('ro-RO')} produse/s${remaining}`;
      if (interactive) process.stdout.write(`\r${line}\u001b[K`);
      else if (performance.now() - lastLine > 5000) {
        lastLine = performance.now();
        console.log(line);
      }
    };
    const { finished } = await startImport(
      store,
      shop.id,
      file === undefined ? { kind: 'url', location: chosen.url!, format: chosen.format } : { kind: 'file', location: file, format: chosen.format },
      { dryRun: chosen.dryRun, progress },
    );
    const outcome = await finished;
    if (interactive) process.stdout.write('\n');
    const seconds = (performance.now() - started) / 1000;
    const states: Record<string, string> = {
      applied: 'aplicat',
      unchanged: 'neschimbat (nimic de scris)',
      'not-modified': 'nemodificat de la citirea trecută',
      held: 'reținut pentru verificare',
      released: 'aplicat',
      failed: 'eșuat',
      rejected: 'respins',
      running: 'în curs',
    };
    console.log(`${chosen.dryRun ? 'Verificare (nimic scris)' : `Importul ${outcome.id}`} — ${shop.name}: ${states[outcome.state]} în ${seconds.toFixed(1)} s`);
    const phases = outcome.durations ? ` · citire ${(outcome.durations.scanMs / 1000).toFixed(1)} s, scriere ${(outcome.durations.applyMs / 1000).toFixed(1)} s` : '';
    const byText = outcome.byText ? ` (${outcome.byText} recunoscute după text, necitite)` : '';
    console.log(`  produse citite: ${outcome.items} (${Math.round(outcome.items / Math.max(seconds, 0.001))} produse/s${phases})`);
    console.log(`  adăugate: ${outcome.added} · actualizate: ${outcome.updated} · neschimbate: ${outcome.unchanged}${byText} · scoase: ${outcome.removed} · invalide: ${outcome.invalid}`);
    for (const [reason, count] of Object.entries(outcome.invalidByReason).sort((a, b) => b[1] - a[1])) console.log(`    ${reason}: ${count}`);
    if (outcome.reason) console.log(`  ${outcome.reason}`);
    // maxRSS is in kB: this process with its reading thread, at its highest.
    const peak = process.resourceUsage().maxRSS * 1024;
    console.log(`  memorie: ${Math.round(baseline / 1024 ** 2)} MB înainte, cel mult ${Math.round(peak / 1024 ** 2)} MB (+${Math.round((peak - baseline) / 1024 ** 2)} MB)`);
    if (outcome.state === 'failed' || outcome.state === 'held') exitCode = 1;
  }
} finally {
  await store.destroy();
}
process.exit(exitCode);
