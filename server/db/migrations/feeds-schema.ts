import type { ColumnTypes } from './store-kind';

/**
 * What shops' product feeds need (server/feeds/): where each shop's feed comes from, each import and
 * the items it refused, a shop's own category mapping, and the feed's pictures.
 *
 * A variant fed by a shop carries the shop's item id (`shop_item_id`, unique per shop), the hash of
 * what the feed last said of it (an unchanged item is not written again: importing the same file
 * twice writes nothing), its link on the shop's site, and what matches it with other shops' offers
 * of the same product (GTIN; maker and MPN). `paused_off` marks the variants a shop's pause took
 * off the listings, so resuming brings back exactly those.
 */
export const feedsSchema = (t: ColumnTypes): string => `
  ALTER TABLE eshops ADD COLUMN feed_url TEXT;
  ALTER TABLE eshops ADD COLUMN feed_format TEXT NOT NULL DEFAULT 'auto';
  ALTER TABLE eshops ADD COLUMN feed_etag TEXT;
  ALTER TABLE eshops ADD COLUMN feed_last_modified TEXT;
  ALTER TABLE eshops ADD COLUMN feed_checked_at TEXT;
  ALTER TABLE eshops ADD COLUMN paused ${t.integer} NOT NULL DEFAULT 0;
  ALTER TABLE eshops ADD COLUMN owner_user_id ${t.integer} REFERENCES users(id);
  ALTER TABLE variants ADD COLUMN shop_item_id TEXT;
  ALTER TABLE variants ADD COLUMN feed_hash TEXT;
  ALTER TABLE variants ADD COLUMN link TEXT;
  ALTER TABLE variants ADD COLUMN gtin TEXT;
  ALTER TABLE variants ADD COLUMN mpn TEXT;
  ALTER TABLE variants ADD COLUMN item_group_id TEXT;
  ALTER TABLE variants ADD COLUMN paused_off ${t.integer} NOT NULL DEFAULT 0;
  CREATE UNIQUE INDEX variants_by_shop_item ON variants(eshop_id, shop_item_id) WHERE shop_item_id IS NOT NULL;
  CREATE INDEX variants_by_gtin ON variants(gtin) WHERE gtin IS NOT NULL;
  CREATE INDEX variants_by_mpn ON variants(mpn) WHERE mpn IS NOT NULL;
  CREATE INDEX variants_by_item_group ON variants(eshop_id, item_group_id) WHERE item_group_id IS NOT NULL;
  CREATE UNIQUE INDEX eshops_by_owner ON eshops(owner_user_id);
  -- One reading of a shop's feed: what it found and did; a held one keeps its file until staff decide.
  CREATE TABLE feed_imports (
    id ${t.id},
    eshop_id ${t.integer} NOT NULL REFERENCES eshops(id),
    source TEXT NOT NULL CHECK (source IN ('file', 'url', 'upload')),
    origin TEXT NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('running', 'applied', 'unchanged', 'not-modified', 'held', 'released', 'rejected', 'failed')),
    started_at TEXT NOT NULL,
    finished_at TEXT,
    items ${t.integer} NOT NULL DEFAULT 0,
    added ${t.integer} NOT NULL DEFAULT 0,
    updated ${t.integer} NOT NULL DEFAULT 0,
    unchanged ${t.integer} NOT NULL DEFAULT 0,
    removed ${t.integer} NOT NULL DEFAULT 0,
    invalid ${t.integer} NOT NULL DEFAULT 0,
    invalid_by_reason TEXT NOT NULL DEFAULT '{}',
    error TEXT,
    held_reason TEXT,
    kept_file TEXT,
    decided_at TEXT
  );
  CREATE INDEX feed_imports_by_shop ON feed_imports(eshop_id, id);
  -- The items an import refused (the first 10,000 of each), with the reason and the field.
  CREATE TABLE feed_item_errors (
    import_id ${t.integer} NOT NULL REFERENCES feed_imports(id),
    seq ${t.integer} NOT NULL,
    item_id TEXT,
    line ${t.integer} NOT NULL,
    reason TEXT NOT NULL,
    field TEXT NOT NULL,
    message TEXT NOT NULL,
    PRIMARY KEY (import_id, seq)
  )${t.withoutRowid};
  -- A shop's own product_type paths (folded, a prefix) placed in Cuib's categories by staff.
  CREATE TABLE shop_category_mappings (
    eshop_id ${t.integer} NOT NULL REFERENCES eshops(id),
    product_type TEXT NOT NULL,
    category_id ${t.integer} NOT NULL REFERENCES categories(id),
    PRIMARY KEY (eshop_id, product_type)
  )${t.withoutRowid};
  -- A fed variant's pictures: fetched once in the background, again only when the URL changes.
  CREATE TABLE variant_pictures (
    variant_id ${t.integer} NOT NULL,
    picture_no ${t.integer} NOT NULL,
    url TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'ready', 'failed')),
    error TEXT,
    fetched_at TEXT,
    PRIMARY KEY (variant_id, picture_no)
  )${t.withoutRowid};
  CREATE INDEX variant_pictures_by_state ON variant_pictures(state, variant_id);
`;
