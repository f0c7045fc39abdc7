import { sql } from 'kysely';
import { type MigrationDb, storeKind } from './store-kind';

/**
 * The catalogue's triggers, each store's own: the one part of the schema written twice.
 *
 * Listings are answered from an in-memory index of the catalogue (server/listing/catalogue-index.ts).
 * Every change to a variant raises meta's catalogue_version by one per row, so an index knows when
 * to rebuild. Variants changed only in what an index can patch in place (prices, promotions,
 * dimensions, popularity, ratings, voucher, delivery, stock, and since step 4 whether it is listed
 * and its name) are also logged in catalogue_changes, and each process applies these to its index
 * instead of rebuilding it. Any other change (category, colour, material, style, maker, shop, a new
 * or deleted variant) only raises the version, and an index that sees a raise without its change
 * logged rebuilds. The newest 10,000 changes are kept; an index further behind rebuilds.
 */
const sqliteTriggers = `
  CREATE TRIGGER variants_version_insert AFTER INSERT ON variants BEGIN
    UPDATE meta SET value = value + 1 WHERE key = 'catalogue_version';
  END;
  CREATE TRIGGER variants_version_update AFTER UPDATE ON variants BEGIN
    UPDATE meta SET value = value + 1 WHERE key = 'catalogue_version';
  END;
  CREATE TRIGGER variants_version_delete AFTER DELETE ON variants BEGIN
    UPDATE meta SET value = value + 1 WHERE key = 'catalogue_version';
  END;
  CREATE TRIGGER variants_patchable_update AFTER UPDATE ON variants
  WHEN OLD.name IS NEW.name AND OLD.category_id IS NEW.category_id AND OLD.active IS NEW.active
    AND OLD.colour IS NEW.colour AND OLD.colour_slug IS NEW.colour_slug AND OLD.material IS NEW.material
    AND OLD.material_slug IS NEW.material_slug AND OLD.style IS NEW.style AND OLD.style_slug IS NEW.style_slug
    AND OLD.manufacturer_id IS NEW.manufacturer_id AND OLD.eshop_id IS NEW.eshop_id AND OLD.created_at IS NEW.created_at
  BEGIN
    INSERT INTO catalogue_changes (variant_id) VALUES (NEW.id);
    DELETE FROM catalogue_changes WHERE seq <= (SELECT MAX(seq) FROM catalogue_changes) - 10000;
  END;
`;

/**
 * On PostgreSQL the version is raised once per statement, by the rows it touched (the same count as
 * once per row): a row trigger updated the one meta row once per variant, and seeding 100,000
 * variants in one transaction took 100 s.
 */
const postgresTriggers = `
  CREATE FUNCTION raise_catalogue_version_by_rows() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE touched bigint;
  BEGIN
    IF TG_OP = 'DELETE' THEN SELECT COUNT(*) INTO touched FROM old_rows;
    ELSE SELECT COUNT(*) INTO touched FROM new_rows;
    END IF;
    IF touched > 0 THEN
      UPDATE meta SET value = (value::bigint + touched)::text WHERE key = 'catalogue_version';
    END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER variants_version_insert AFTER INSERT ON variants REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION raise_catalogue_version_by_rows();
  CREATE TRIGGER variants_version_update AFTER UPDATE ON variants REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION raise_catalogue_version_by_rows();
  CREATE TRIGGER variants_version_delete AFTER DELETE ON variants REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION raise_catalogue_version_by_rows();
  CREATE FUNCTION log_catalogue_change() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO catalogue_changes (variant_id) VALUES (NEW.id);
    DELETE FROM catalogue_changes WHERE seq <= (SELECT MAX(seq) FROM catalogue_changes) - 10000;
    RETURN NULL;
  END $$;
  CREATE TRIGGER variants_patchable_update AFTER UPDATE ON variants FOR EACH ROW
    WHEN (OLD.name IS NOT DISTINCT FROM NEW.name AND OLD.category_id IS NOT DISTINCT FROM NEW.category_id
      AND OLD.active IS NOT DISTINCT FROM NEW.active AND OLD.colour IS NOT DISTINCT FROM NEW.colour
      AND OLD.colour_slug IS NOT DISTINCT FROM NEW.colour_slug AND OLD.material IS NOT DISTINCT FROM NEW.material
      AND OLD.material_slug IS NOT DISTINCT FROM NEW.material_slug AND OLD.style IS NOT DISTINCT FROM NEW.style
      AND OLD.style_slug IS NOT DISTINCT FROM NEW.style_slug AND OLD.manufacturer_id IS NOT DISTINCT FROM NEW.manufacturer_id
      AND OLD.eshop_id IS NOT DISTINCT FROM NEW.eshop_id AND OLD.created_at IS NOT DISTINCT FROM NEW.created_at)
    EXECUTE FUNCTION log_catalogue_change();
`;

/**
 * The patchable changes' trigger as it is now (step 4 of ./steps.ts): a variant taken off the
 * listings, put back or renamed is logged too, and an index marks its position or gives its name
 * index the new words instead of rebuilding. The texts above are what the first step created, and
 * stay as they shipped.
 */
const patchableColumns = ['category_id', 'colour', 'colour_slug', 'material', 'material_slug', 'style', 'style_slug', 'manufacturer_id', 'eshop_id', 'created_at'];
const patchableTrigger = {
  sqlite: `CREATE TRIGGER variants_patchable_update AFTER UPDATE ON variants
  WHEN ${patchableColumns.map((column) => `OLD.${column} IS NEW.${column}`).join(' AND ')}
  BEGIN
    INSERT INTO catalogue_changes (variant_id) VALUES (NEW.id);
    DELETE FROM catalogue_changes WHERE seq <= (SELECT MAX(seq) FROM catalogue_changes) - 10000;
  END`,
  postgres: `CREATE TRIGGER variants_patchable_update AFTER UPDATE ON variants FOR EACH ROW
    WHEN (${patchableColumns.map((column) => `OLD.${column} IS NOT DISTINCT FROM NEW.${column}`).join(' AND ')})
    EXECUTE FUNCTION log_catalogue_change()`,
};

/** Replaces the patchable changes' trigger with the one that logs a variant taken off the listings, put back or renamed. */
export async function logListedChanges(db: MigrationDb): Promise<void> {
  await dropTrigger(db, 'variants_patchable_update', 'variants');
  await sql.raw(patchableTrigger[storeKind(db)]).execute(db);
}

/** The texts' statements: each begins with CREATE (their bodies hold `;` of their own). */
const statementsOf = (text: string): string[] =>
  text
    .split(/\n(?=\s*CREATE )/)
    .map((statement) => statement.trim().replace(/;$/, ''))
    .filter((statement) => statement.length > 0);

/** Creates the catalogue's triggers (and PostgreSQL's trigger functions). */
export async function createCatalogueTriggers(db: MigrationDb): Promise<void> {
  const text = storeKind(db) === 'postgres' ? postgresTriggers : sqliteTriggers;
  for (const statement of statementsOf(text)) await sql.raw(statement).execute(db);
}

/** Drops a trigger (PostgreSQL names it with its table). */
export async function dropTrigger(db: MigrationDb, name: string, table: string): Promise<void> {
  await sql.raw(storeKind(db) === 'postgres' ? `DROP TRIGGER IF EXISTS ${name} ON ${table}` : `DROP TRIGGER IF EXISTS ${name}`).execute(db);
}
