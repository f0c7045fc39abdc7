import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { type InsertType, type SelectType, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { migrateStore, schemaSteps } from '#server/db/migrations/index';
import { steps } from '#server/db/migrations/steps';
import { legacyLastStep } from '#server/db/migrations/store-kind';
import { postgresStore, type Store, sqliteStore } from '#server/db/store';
import type { Tables } from '#server/db/tables';
import { migrateLegacySqlite } from '../fixtures/legacy-sqlite-schema';
import { type PostgresCluster, startPostgres } from '../support/postgres';

/**
 * One schema history for both stores (server/db/migrations/): both built fresh must have the same
 * tables, columns, keys, indexes and triggers, as `Tables` types them; databases the legacy
 * migrations brought to their last step are adopted as they are. The legacy SQLite history is
 * kept as a fixture (tests/fixtures/legacy-sqlite-schema.ts) to build such a database. PostgreSQL
 * runs in a private cluster: without its programs this file fails (startPostgres throws), it never
 * skips.
 */

interface ColumnShape {
  type: string;
  notNull: boolean;
  default: string | null;
}
interface IndexShape {
  /** null: the index of a UNIQUE constraint, which each store names its own way. */
  name: string | null;
  columns: string[];
  unique: boolean;
  where: string | null;
}
interface TableShape {
  columns: [string, ColumnShape][];
  primaryKey: string[];
  indexes: IndexShape[];
  foreignKeys: string[];
  /** CHECK constraints, as `column in 'a','b'` (each store writes them its own way). */
  checks: string[];
  triggers: string[];
}
interface SchemaShape {
  tables: Record<string, TableShape>;
  /** `table.column` given by the store when an insert leaves it out (identity, SQLite's row id). */
  generated: string[];
}

/** Tables of the machinery, not of the schema: the migrations' record and the legacy version. */
const bookkeeping = new Set(['store_migrations', 'schema_version']);

const normalWhere = (where: string | null | undefined): string | null =>
  where ? where.replace(/[()]/g, '').replace(/\s+/g, ' ').trim().toLowerCase() : null;

/** A CHECK's condition without spaces, parentheses or PostgreSQL's casts, `= ANY (ARRAY[…])` as IN. */
const normalCheck = (condition: string): string =>
  condition
    .replace(/::[a-z]+/g, '')
    .replace(/=\s*ANY\s*\(ARRAY\[(.*?)\]\)/gi, 'IN ($1)')
    .replace(/[()\s]/g, '')
    .toLowerCase();

/** The conditions of a CREATE TABLE's CHECK constraints (up to their matching parenthesis). */
function checksOf(tableSql: string): string[] {
  const checks: string[] = [];
  for (const match of tableSql.matchAll(/\bCHECK\s*\(/gi)) {
    let depth = 1;
    let end = match.index + match[0].length;
    for (; depth > 0 && end < tableSql.length; end++) depth += tableSql[end] === '(' ? 1 : tableSql[end] === ')' ? -1 : 0;
    checks.push(normalCheck(tableSql.slice(match.index + match[0].length, end - 1)));
  }
  return checks.sort();
}

const byIndex = (a: IndexShape, b: IndexShape) => `${a.name}|${a.columns}`.localeCompare(`${b.name}|${b.columns}`);

function sqliteShape(db: DatabaseSync): SchemaShape {
  const tables: Record<string, TableShape> = {};
  const generated: string[] = [];
  const rows = db.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`).all() as { name: string; sql: string }[];
  for (const { name: table, sql: tableSql } of rows) {
    if (bookkeeping.has(table)) continue;
    const info = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string; type: string; notnull: number; dflt_value: string | null; pk: number }[];
    const nocase = (column: string) => new RegExp(`[(,]\\s*${column}\\s[^,]*COLLATE\\s+NOCASE`, 'i').test(tableSql);
    const columns = info.map(({ name, type, notnull, dflt_value, pk }): [string, ColumnShape] => [
      name,
      {
        type: { INTEGER: 'integer', REAL: 'float', TEXT: nocase(name) ? 'citext' : 'text' }[type.toUpperCase()] ?? type,
        // A PRIMARY KEY column of a rowid table takes NULL on SQLite (an old quirk kept for
        // compatibility); the application never writes one.
        notNull: notnull === 1 || pk > 0,
        default: dflt_value,
      },
    ]);
    const primaryKey = info.filter(({ pk }) => pk > 0).sort((a, b) => a.pk - b.pk).map(({ name }) => name);
    if (primaryKey.length === 1 && info.find(({ name }) => name === primaryKey[0])!.type.toUpperCase() === 'INTEGER' && !/WITHOUT ROWID\s*$/i.test(tableSql)) {
      generated.push(`${table}.${primaryKey[0]}`);
    }
    const indexes = (db.prepare(`PRAGMA index_list(${table})`).all() as { name: string; unique: number; origin: string }[])
      .filter(({ origin }) => origin !== 'pk')
      .map(({ name, unique, origin }): IndexShape => {
        const keys = (db.prepare(`PRAGMA index_xinfo(${name})`).all() as { name: string; desc: number; key: number }[]).filter(({ key }) => key === 1);
        const indexSql = (db.prepare('SELECT sql FROM sqlite_master WHERE name = ?').get(name) as { sql: string | null }).sql;
        return {
          name: origin === 'u' ? null : name,
          columns: keys.map((key) => `${key.name}${key.desc ? ' desc' : ''}`),
          unique: unique === 1,
          where: normalWhere(indexSql?.match(/\bWHERE\b([\s\S]*)$/i)?.[1]),
        };
      })
      .sort(byIndex);
    const references = db.prepare(`PRAGMA foreign_key_list(${table})`).all() as { id: number; table: string; from: string; to: string }[];
    const foreignKeys = [...new Set(references.map(({ id }) => id))]
      .map((id) => {
        const parts = references.filter((reference) => reference.id === id);
        return `${parts.map(({ from }) => from)} -> ${parts[0]!.table}(${parts.map(({ to }) => to)})`;
      })
      .sort();
    const triggers = (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ? ORDER BY name`).all(table) as { name: string }[]).map(({ name }) => name);
    tables[table] = { columns, primaryKey, indexes, foreignKeys, checks: checksOf(tableSql), triggers };
  }
  return { tables, generated: generated.sort() };
}

async function postgresShape(store: Store): Promise<SchemaShape> {
  const tables: Record<string, TableShape> = {};
  const generated: string[] = [];
  const { rows: tableRows } = await sql<{ name: string; oid: number }>`
    SELECT c.relname AS name, c.oid::bigint AS oid FROM pg_class c
    WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r' ORDER BY c.relname`.execute(store);
  for (const { name: table, oid } of tableRows) {
    if (bookkeeping.has(table)) continue;
    const { rows: columnRows } = await sql<{ name: string; type: string; not_null: boolean; default: string | null; identity: string }>`
      SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null,
        pg_get_expr(d.adbin, d.adrelid) AS default, a.attidentity AS identity
      FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE a.attrelid = ${oid}::oid AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum`.execute(store);
    const columns = columnRows.map(({ name, type, not_null, default: value }): [string, ColumnShape] => [
      name,
      {
        type: { bigint: 'integer', 'double precision': 'float', text: 'text', citext: 'citext' }[type] ?? type,
        notNull: not_null,
        default: value === null ? null : value.replace(/::[a-z ]+$/, ''),
      },
    ]);
    for (const { name, identity } of columnRows) if (identity) generated.push(`${table}.${name}`);
    const { rows: indexRows } = await sql<{ name: string; unique: boolean; primary: boolean; constraint: string | null; where: string | null; columns: string[] }>`
      SELECT i.relname AS name, x.indisunique AS unique, x.indisprimary AS primary, con.contype AS constraint,
        pg_get_expr(x.indpred, x.indrelid) AS where,
        ARRAY(SELECT pg_get_indexdef(x.indexrelid, k + 1, true) || CASE WHEN x.indoption[k] & 1 = 1 THEN ' desc' ELSE '' END
              FROM generate_subscripts(x.indkey, 1) AS k ORDER BY k) AS columns
      FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
      LEFT JOIN pg_constraint con ON con.conindid = x.indexrelid AND con.contype IN ('p', 'u')
      WHERE x.indrelid = ${oid}::oid`.execute(store);
    const primaryKey = indexRows.find((row) => row.primary)?.columns ?? [];
    const indexes = indexRows
      .filter((row) => !row.primary)
      .map((row): IndexShape => ({ name: row.constraint === 'u' ? null : row.name, columns: row.columns, unique: row.unique, where: normalWhere(row.where) }))
      .sort(byIndex);
    const { rows: foreignRows } = await sql<{ columns: string[]; table: string; references: string[] }>`
      SELECT ARRAY(SELECT a.attname::text FROM unnest(con.conkey) WITH ORDINALITY AS k(n, i) JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.n ORDER BY k.i) AS columns,
        t.relname AS table,
        ARRAY(SELECT a.attname::text FROM unnest(con.confkey) WITH ORDINALITY AS k(n, i) JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.n ORDER BY k.i) AS references
      FROM pg_constraint con JOIN pg_class t ON t.oid = con.confrelid
      WHERE con.conrelid = ${oid}::oid AND con.contype = 'f'`.execute(store);
    const foreignKeys = foreignRows.map((row) => `${row.columns} -> ${row.table}(${row.references})`).sort();
    const { rows: checkRows } = await sql<{ definition: string }>`
      SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conrelid = ${oid}::oid AND contype = 'c'`.execute(store);
    const checks = checkRows.flatMap(({ definition }) => checksOf(definition));
    const { rows: triggerRows } = await sql<{ name: string }>`
      SELECT tgname AS name FROM pg_trigger WHERE tgrelid = ${oid}::oid AND NOT tgisinternal ORDER BY tgname`.execute(store);
    tables[table] = { columns, primaryKey, indexes, foreignKeys, checks: checks.sort(), triggers: triggerRows.map(({ name }) => name) };
  }
  return { tables, generated: generated.sort() };
}

/**
 * Every column of `Tables` as the application types it: its value, whether it may be NULL, and
 * whether an insert may leave it out. The type below makes this list exactly `Tables` (a column
 * missing, extra or typed otherwise fails the typecheck); the tests compare it with both stores.
 */
type Described<Column> = `${NonNullable<SelectType<Column>> extends number ? 'number' : 'string'}${null extends SelectType<Column> ? ' | null' : ''}${undefined extends InsertType<Column> ? ' (generated)' : ''}`;
type TablesDescription = { [T in keyof Tables]: { [C in keyof Tables[T]]-?: Described<Tables[T][C]> } };

const tablesDescription: TablesDescription = {
  answers: {
    id: 'number (generated)',
    question_id: 'number',
    text: 'string',
    author_name: 'string',
    author_type: 'string',
    created_at: 'string',
    status: 'string (generated)',
  },
  catalogue_changes: {
    seq: 'number (generated)',
    variant_id: 'number',
  },
  categories: {
    id: 'number (generated)',
    parent_id: 'number | null',
    slug: 'string',
    name: 'string',
    long_name: 'string',
    depth: 'number',
    drawing: 'string | null',
  },
  clicks: {
    id: 'number (generated)',
    variant_id: 'number',
    source: 'number',
    position: 'number | null',
    request_id: 'string | null',
    extra: 'string | null',
    attribution: 'string',
    created_at: 'string',
    visitor: 'string | null',
  },
  comparisons: {
    id: 'number (generated)',
    owner: 'string',
    name: 'string',
    variant_ids: 'string',
    created_at: 'string',
    link_key: 'string | null',
    by_number: 'number (generated)',
  },
  confirmed_addresses: {
    email: 'string',
    confirmed_at: 'string',
  },
  consents: {
    id: 'number (generated)',
    visitor: 'string',
    essential: 'number',
    marketing: 'number',
    analytics: 'number',
    functional: 'number',
    created_at: 'string',
  },
  delivery_options: {
    id: 'number (generated)',
    eshop_id: 'number',
    type: 'string',
    label: 'string',
    price: 'number',
    price_cod: 'number | null',
    delivery_days: 'number',
  },
  eshops: {
    id: 'number (generated)',
    slug: 'string',
    name: 'string',
    domain: 'string',
    paid: 'number',
    feed_url: 'string | null',
    feed_format: 'string (generated)',
    feed_etag: 'string | null',
    feed_last_modified: 'string | null',
    feed_checked_at: 'string | null',
    paused: 'number (generated)',
    owner_user_id: 'number | null',
  },
  feed_imports: {
    id: 'number (generated)',
    eshop_id: 'number',
    source: 'string',
    origin: 'string',
    state: 'string',
    started_at: 'string',
    finished_at: 'string | null',
    items: 'number (generated)',
    added: 'number (generated)',
    updated: 'number (generated)',
    unchanged: 'number (generated)',
    removed: 'number (generated)',
    invalid: 'number (generated)',
    invalid_by_reason: 'string (generated)',
    error: 'string | null',
    held_reason: 'string | null',
    kept_file: 'string | null',
    decided_at: 'string | null',
  },
  feed_item_errors: {
    import_id: 'number',
    seq: 'number',
    item_id: 'string | null',
    line: 'number',
    reason: 'string',
    field: 'string',
    message: 'string',
  },
  experiment_events: {
    id: 'number (generated)',
    visitor: 'string',
    name: 'string',
    params: 'string',
    created_at: 'string',
  },
  impressions: {
    id: 'number (generated)',
    variant_id: 'number',
    source: 'number',
    created_at: 'string',
  },
  likes: {
    owner: 'string',
    item_type: 'string',
    item_id: 'number',
    created_at: 'string',
  },
  manufacturers: {
    id: 'number (generated)',
    slug: 'string',
    name: 'string',
  },
  meta: {
    key: 'string',
    value: 'string',
  },
  outbox: {
    id: 'number (generated)',
    recipient: 'string',
    subject: 'string',
    body: 'string',
    created_at: 'string',
    html: 'string | null',
    headers: 'string | null',
  },
  partner_requests: {
    id: 'number (generated)',
    kind: 'string',
    email: 'string',
    body: 'string',
    created_at: 'string',
  },
  password_resets: {
    code: 'string',
    user_id: 'number',
    expires_at: 'string',
    used_at: 'string | null',
  },
  price_history: {
    variant_id: 'number',
    date: 'string',
    price: 'number',
  },
  questions: {
    id: 'number (generated)',
    product_id: 'number',
    variant_id: 'number',
    text: 'string',
    author_name: 'string',
    email: 'string',
    created_at: 'string',
    status: 'string (generated)',
  },
  rate_limits: {
    key: 'string',
    hits: 'number',
    window_started_at: 'number',
    blocked_until: 'number (generated)',
  },
  retired_user_ids: {
    id: 'number',
  },
  review_bases: {
    variant_id: 'number',
    rating: 'number | null',
    reviews_count: 'number',
  },
  review_invitations: {
    ident: 'string',
    variant_id: 'number | null',
    eshop_id: 'number',
    email: 'string',
    order_date: 'string',
    expires_at: 'string',
    status: 'string (generated)',
    review: 'string | null',
    submitted_at: 'string | null',
    remind_on: 'string | null',
    flags: 'string (generated)',
    decided_at: 'string | null',
  },
  review_photos: {
    id: 'string',
    ident: 'string',
    created_at: 'string',
  },
  shop_category_mappings: {
    eshop_id: 'number',
    product_type: 'string',
    category_id: 'number',
  },
  similarity_requests: {
    id: 'string',
    variant_id: 'number',
    created_at: 'string',
  },
  users: {
    id: 'number',
    email: 'string',
    password_hash: 'string',
    first_name: 'string',
    last_name: 'string',
    dob: 'string | null',
    gender: 'number | null',
    avatar_url: 'string | null',
    is_admin: 'number (generated)',
    is_eshop: 'number (generated)',
    newsletter: 'number (generated)',
    confirmation_code: 'string | null',
    confirmed_at: 'string | null',
    created_at: 'string',
    token_version: 'number (generated)',
    profile_key: 'string | null',
  },
  variants: {
    id: 'number (generated)',
    product_id: 'number',
    slug: 'string',
    name: 'string',
    description: 'string',
    category_id: 'number',
    eshop_id: 'number',
    colour: 'string',
    price: 'number',
    price_before_discount: 'number | null',
    in_stock: 'number',
    active: 'number',
    delivery_in_days: 'number | null',
    free_shipping: 'number',
    rating: 'number | null',
    reviews_count: 'number',
    image_count: 'number',
    popularity: 'number',
    created_at: 'string',
    manufacturer_id: 'number | null',
    material: 'string | null',
    style: 'string | null',
    width_mm: 'number | null',
    height_mm: 'number | null',
    depth_mm: 'number | null',
    diameter_mm: 'number | null',
    discount_valid_until: 'string | null',
    voucher_code: 'string | null',
    voucher_value: 'number | null',
    voucher_type: 'string | null',
    installment_months: 'number | null',
    tier: 'string | null',
    promo_tags: 'string (generated)',
    colour_slug: 'string | null',
    material_slug: 'string | null',
    style_slug: 'string | null',
    shop_price_before_discount: 'number | null',
    lowest_price_30_days: 'number | null',
    price_since: 'string | null',
    shop_item_id: 'string | null',
    feed_hash: 'string | null',
    link: 'string | null',
    gtin: 'string | null',
    mpn: 'string | null',
    item_group_id: 'string | null',
    paused_off: 'number (generated)',
  },
  variant_pictures: {
    variant_id: 'number',
    picture_no: 'number',
    url: 'string',
    state: 'string (generated)',
    error: 'string | null',
    fetched_at: 'string | null',
  },
  viewed_experiments: {
    visitor: 'string',
    experiment_id: 'string',
    variation_id: 'string',
    first_seen_at: 'string',
  },
  watches: {
    owner: 'string',
    variant_id: 'number',
    email: 'string',
    type: 'string',
    target_price: 'number | null',
    hash: 'string',
    created_at: 'string',
    notified_at: 'string | null',
    confirmation_code: 'string | null',
    confirmed_at: 'string | null',
    subscribed_price: 'number | null',
    subscribed_available: 'number (generated)',
    held_at: 'string | null',
    digest_sent_at: 'string | null',
  },
};

/** The same description, from a store's introspected schema. */
function describedColumns(shape: SchemaShape): Record<string, Record<string, string>> {
  const generated = new Set(shape.generated);
  return Object.fromEntries(
    Object.entries(shape.tables).map(([table, { columns }]) => [
      table,
      Object.fromEntries(
        columns.map(([name, column]) => [
          name,
          `${column.type === 'integer' || column.type === 'float' ? 'number' : 'string'}${column.notNull ? '' : ' | null'}${generated.has(`${table}.${name}`) || column.default !== null ? ' (generated)' : ''}`,
        ]),
      ),
    ]),
  );
}

/** A SQLite connection as the application opens one (the legacy fixture registers slug_of, which its steps call). */
function sqliteConnection(file = ':memory:'): DatabaseSync {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
  return db;
}

/** Statements writing a small catalogue and an account, through a SQLite handle or the store. */
const seedStatements = [
  `INSERT INTO categories (id, slug, name, long_name, depth) VALUES (1, 'canapele', 'Canapele', 'Canapele', 0)`,
  `INSERT INTO eshops (id, slug, name, domain, paid) VALUES (1, 'magazin', 'Magazin', 'magazin.ro', 1)`,
  `INSERT INTO variants (id, product_id, slug, name, description, category_id, eshop_id, colour, price, in_stock, active, free_shipping, reviews_count, image_count, popularity, created_at)
    VALUES (1, 1, 'canapea-a', 'Canapea A', '', 1, 1, 'gri', 1000, 1, 1, 0, 0, 1, 0.5, '2026-01-01T00:00:00.000Z'),
           (2, 2, 'canapea-b', 'Canapea B', '', 1, 1, 'gri', 2000, 1, 1, 0, 0, 1, 0.25, '2026-01-02T00:00:00.000Z')`,
  `INSERT INTO users (id, email, password_hash, first_name, last_name, created_at) VALUES (7, 'Ana@Example.ro', 'x', 'Ana', 'Pop', '2026-01-01T00:00:00.000Z')`,
  `INSERT INTO likes (owner, item_type, item_id, created_at) VALUES ('u:7', 'variant', 1, '2026-01-03T00:00:00.000Z')`,
];

const catalogueVersion = async (store: Store) =>
  Number((await store.selectFrom('meta').select('value').where('key', '=', 'catalogue_version').executeTakeFirstOrThrow()).value);

/** The steps recorded as applied (the record is the migrations' own, outside `Tables`). */
const appliedSteps = async (store: Store) => (await sql<{ step: number }>`SELECT step FROM store_migrations ORDER BY step`.execute(store)).rows.map(({ step }) => Number(step));

let cluster: PostgresCluster;
let databases = 0;
const newDatabase = () => cluster.createDatabase(`schema_${++databases}`);
const stores: Store[] = [];
const opened = <S extends Store>(store: S): S => {
  stores.push(store);
  return store;
};

beforeAll(async () => {
  cluster = await startPostgres();
}, 120_000);

afterAll(async () => {
  for (const store of stores) await store.destroy();
  cluster?.stop();
});

describe('one schema for SQLite and PostgreSQL', () => {
  let sqlite: SchemaShape;
  let postgres: SchemaShape;
  let pgStore: Store;

  beforeAll(async () => {
    const db = sqliteConnection();
    const store = opened(sqliteStore(db));
    await migrateStore(store);
    sqlite = sqliteShape(db);
    pgStore = opened(postgresStore(newDatabase()));
    await migrateStore(pgStore);
    postgres = await postgresShape(pgStore);
  }, 60_000);

  test('both stores built fresh have the same tables, columns, keys, indexes and triggers', () => {
    expect(Object.keys(sqlite.tables)).toEqual(Object.keys(postgres.tables));
    for (const table of Object.keys(sqlite.tables)) expect({ table, ...sqlite.tables[table] }).toEqual({ table, ...postgres.tables[table] });
    expect(Object.keys(sqlite.tables)).not.toContain('variant_search');
    expect(sqlite.tables.questions!.checks).toEqual(["statusin'pending','published'"]);
    expect(sqlite.tables.partner_requests!.checks).toEqual(["kindin'registration','message'"]);
  });

  test('ids are given by the store where the application leaves them out; users keep the ids it gives', () => {
    // SQLite's INTEGER PRIMARY KEY is always the row id, given when left out; on PostgreSQL a
    // user's id (never one a deleted account had), a retired id and a variant's review basis are
    // always given by the application.
    const keyedByApplication = ['retired_user_ids.id', 'review_bases.variant_id', 'users.id'];
    expect(postgres.generated).toEqual(sqlite.generated.filter((column) => !keyedByApplication.includes(column)));
  });

  test('Tables types every column of both stores, its nullability and whether an insert may leave it out', () => {
    // On SQLite INTEGER PRIMARY KEY columns count as given by the store; Tables follows PostgreSQL.
    expect(tablesDescription).toEqual(describedColumns(postgres));
    const sqliteDescription = describedColumns({ ...sqlite, generated: postgres.generated });
    expect(tablesDescription).toEqual(sqliteDescription);
  });

  test("PostgreSQL raises the version once per statement; SQLite's and its patchable-change log once per row", async () => {
    const { rows } = await sql<{ name: string; per_row: boolean }>`
      SELECT tgname AS name, (tgtype & 1) = 1 AS per_row FROM pg_trigger WHERE tgrelid = 'variants'::regclass AND NOT tgisinternal ORDER BY tgname`.execute(pgStore);
    expect(rows).toEqual([
      { name: 'variants_patchable_update', per_row: true },
      { name: 'variants_version_delete', per_row: false },
      { name: 'variants_version_insert', per_row: false },
      { name: 'variants_version_update', per_row: false },
    ]);
  });

  test('the catalogue version rises by the rows each statement touched; patchable changes are logged', async () => {
    for (const store of [opened(sqliteStore(sqliteConnection())), opened(postgresStore(newDatabase()))]) {
      await migrateStore(store);
      const before = await catalogueVersion(store);
      for (const statement of seedStatements) await sql.raw(statement).execute(store);
      expect(await catalogueVersion(store)).toBe(before + 2);
      await store.updateTable('variants').set({ price: 900 }).execute();
      expect(await catalogueVersion(store)).toBe(before + 4);
      // A rename and a variant taken off the listings are patched too; another colour is not.
      await store.updateTable('variants').set({ name: 'Canapea C' }).where('id', '=', 1).execute();
      await store.updateTable('variants').set({ active: 0 }).where('id', '=', 2).execute();
      await store.updateTable('variants').set({ colour: 'verde' }).where('id', '=', 1).execute();
      expect(await catalogueVersion(store)).toBe(before + 7);
      expect(await store.selectFrom('catalogue_changes').select('variant_id').orderBy('seq').execute()).toEqual([{ variant_id: 1 }, { variant_id: 2 }, { variant_id: 1 }, { variant_id: 2 }]);
      await store.deleteFrom('likes').execute();
      await store.deleteFrom('variants').execute();
      expect(await catalogueVersion(store)).toBe(before + 9);
    }
  });
});

describe('recording', () => {
  test('two processes migrating one fresh PostgreSQL database at once apply each step once', async () => {
    const url = newDatabase();
    const [first, second] = [opened(postgresStore(url)), opened(postgresStore(url))];
    await Promise.all([migrateStore(first), migrateStore(second)]);
    const applied = await appliedSteps(first);
    expect(applied).toEqual(Array.from({ length: schemaSteps }, (_, index) => index + 1));
    expect(await first.selectFrom('meta').selectAll().execute()).toEqual([{ key: 'catalogue_version', value: '0' }]);
    // Again: nothing left to do.
    await migrateStore(second);
    expect(await appliedSteps(first)).toHaveLength(schemaSteps);
  });

  test('a fresh store records the legacy last step, so the legacy migrations leave it alone', async () => {
    const db = sqliteConnection();
    await migrateStore(opened(sqliteStore(db)));
    expect((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version).toBe(legacyLastStep.sqlite);
    migrateLegacySqlite(db);
    expect(db.prepare(`SELECT name FROM sqlite_master WHERE name = 'variant_search'`).get()).toBeUndefined();
  });
});

describe('databases of the legacy migrations', () => {
  test('a SQLite database at the last legacy step is taken as step 1, with its rows; its full-text index goes', async () => {
    const fresh = sqliteConnection();
    await migrateStore(opened(sqliteStore(fresh)));

    const folder = mkdtempSync(join(tmpdir(), 'cuib-schema-'));
    try {
      const legacy = sqliteConnection(join(folder, 'cuib.sqlite'));
      migrateLegacySqlite(legacy);
      expect((legacy.prepare('PRAGMA user_version').get() as { user_version: number }).user_version).toBe(legacyLastStep.sqlite);
      for (const statement of seedStatements) legacy.exec(statement);
      const rowsBefore = {
        variants: legacy.prepare('SELECT * FROM variants ORDER BY id').all(),
        users: legacy.prepare('SELECT * FROM users').all(),
        likes: legacy.prepare('SELECT * FROM likes').all(),
        meta: legacy.prepare('SELECT * FROM meta').all(),
      };
      expect(legacy.prepare(`SELECT name FROM sqlite_master WHERE name = 'variant_search'`).get()).toBeDefined();

      const store = opened(sqliteStore(legacy));
      await migrateStore(store);
      expect(await appliedSteps(store)).toHaveLength(schemaSteps);
      expect({
        variants: legacy.prepare(`SELECT ${Object.keys(rowsBefore.variants[0]!).join(', ')} FROM variants ORDER BY id`).all(),
        users: legacy.prepare('SELECT * FROM users').all(),
        likes: legacy.prepare('SELECT * FROM likes').all(),
        meta: legacy.prepare('SELECT * FROM meta').all(),
      }).toEqual(rowsBefore);
      expect(legacy.prepare(`SELECT name FROM sqlite_master WHERE name LIKE 'variant_search%' OR name LIKE 'variants_search%'`).all()).toEqual([]);
      // The same schema as a fresh database's, down to the tables SQLite keeps without row ids.
      expect(sqliteShape(legacy)).toEqual(sqliteShape(fresh));
      const withoutRowid = (db: DatabaseSync) =>
        (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%WITHOUT ROWID%' ORDER BY name`).all() as { name: string }[]).map(({ name }) => name);
      expect(withoutRowid(legacy)).toEqual(withoutRowid(fresh));
      // Writes to variants go on without the full-text triggers.
      await store.updateTable('variants').set({ name: 'Canapea nouă' }).where('id', '=', 2).execute();
      expect(await catalogueVersion(store)).toBe(Number((rowsBefore.meta as { value: string }[])[0]!.value) + 1);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('a SQLite database at an earlier legacy step is refused, naming what to do', async () => {
    const legacy = sqliteConnection();
    migrateLegacySqlite(legacy);
    legacy.exec('PRAGMA user_version = 10');
    const store = opened(sqliteStore(legacy));
    await expect(migrateStore(store)).rejects.toThrow(/step 10 of the earlier schema history.*start the previous release/);
    expect(legacy.prepare(`SELECT name FROM sqlite_master WHERE name = 'store_migrations'`).get()).toBeUndefined();
  });

  test('a PostgreSQL database at the last legacy step is taken as step 1, with its rows; an earlier one is refused', async () => {
    const fresh = opened(postgresStore(newDatabase()));
    await migrateStore(fresh);

    // A database the legacy PostgreSQL migrations brought to their last step (4) presents to
    // migrateStore exactly this: the schema of step 1 (written to be that schema; this test, while
    // it built the database with the legacy migrations, showed the two equal), `schema_version` at
    // 4, and no `store_migrations`. So it is built that way, without the legacy code: step 1 alone,
    // outside migrateStore (so nothing is recorded), its version set to the legacy number here.
    const url = newDatabase();
    const legacy = postgresStore(url);
    try {
      await legacy.transaction().execute((trx) => steps[0]!.up(trx));
      await sql`UPDATE schema_version SET version = 4`.execute(legacy);
      for (const statement of seedStatements) await sql.raw(statement).execute(legacy);
      expect(await sql`SELECT to_regclass('store_migrations') AS found`.execute(legacy)).toMatchObject({ rows: [{ found: null }] });
    } finally {
      await legacy.destroy();
    }
    const store = opened(postgresStore(url));
    const variantsBefore = await store.selectFrom('variants').selectAll().orderBy('id').execute();
    const versionBefore = await catalogueVersion(store);
    await migrateStore(store);
    // Later steps add columns: the rows keep every value they had.
    expect(await store.selectFrom('variants').select(Object.keys(variantsBefore[0]!) as (keyof (typeof variantsBefore)[0])[]).orderBy('id').execute()).toEqual(variantsBefore);
    expect(await store.selectFrom('users').select(['id', 'email']).execute()).toEqual([{ id: 7, email: 'Ana@Example.ro' }]);
    expect(await catalogueVersion(store)).toBe(versionBefore);
    expect(await postgresShape(store)).toEqual(await postgresShape(fresh));

    const earlier = opened(postgresStore(newDatabase()));
    await sql`CREATE TABLE schema_version (version BIGINT NOT NULL)`.execute(earlier);
    await sql`INSERT INTO schema_version (version) VALUES (2)`.execute(earlier);
    await expect(migrateStore(earlier)).rejects.toThrow(/PostgreSQL database is at step 2 of the earlier schema history/);
  });
});
