import type { DatabaseSync } from 'node:sqlite';
import { transaction } from './transaction';

/**
 * Schema migrations, applied in order at start and recorded in `PRAGMA user_version`.
 * Append new steps; never edit one that has shipped.
 */
const migrations: readonly string[] = [
  `
  CREATE TABLE categories (
    id INTEGER PRIMARY KEY,
    parent_id INTEGER REFERENCES categories(id),
    slug TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    long_name TEXT NOT NULL,
    depth INTEGER NOT NULL
  );
  CREATE TABLE eshops (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    domain TEXT NOT NULL,
    paid INTEGER NOT NULL
  );
  CREATE TABLE variants (
    id INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL,
    slug TEXT NOT NULL,
    name TEXT NOT NULL,
    description TEXT NOT NULL,
    category_id INTEGER NOT NULL REFERENCES categories(id),
    eshop_id INTEGER NOT NULL REFERENCES eshops(id),
    colour TEXT NOT NULL,
    price REAL NOT NULL,
    price_before_discount REAL,
    in_stock INTEGER NOT NULL,
    active INTEGER NOT NULL,
    delivery_in_days INTEGER,
    free_shipping INTEGER NOT NULL,
    rating REAL,
    reviews_count INTEGER NOT NULL,
    image_count INTEGER NOT NULL,
    popularity REAL NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX variants_by_category ON variants(category_id, popularity DESC);
  CREATE INDEX variants_by_product ON variants(product_id);
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  `,
  `
  -- Likes of anonymous visitors ('v:<visitor id>') and users ('u:<user id>').
  CREATE TABLE likes (
    owner TEXT NOT NULL,
    item_type TEXT NOT NULL,
    item_id INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (owner, item_type, item_id)
  ) WITHOUT ROWID;
  CREATE INDEX likes_by_item ON likes(item_type, item_id);
  `,
  `
  -- A visitor's or user's watch on a variant; notified_at makes each notification happen once.
  CREATE TABLE watches (
    owner TEXT NOT NULL,
    variant_id INTEGER NOT NULL REFERENCES variants(id),
    email TEXT NOT NULL,
    type TEXT NOT NULL,
    target_price REAL,
    hash TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    notified_at TEXT,
    PRIMARY KEY (owner, variant_id)
  );
  CREATE INDEX watches_pending ON watches(variant_id) WHERE notified_at IS NULL;
  -- E-mails the backend would send, kept for the development mailbox.
  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY,
    recipient TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  `,
  `
  -- Accent- and case-insensitive full-text index of variant names ("canapea" finds "canapéa").
  CREATE VIRTUAL TABLE variant_search USING fts5(
    name,
    content = 'variants',
    content_rowid = 'id',
    tokenize = 'unicode61 remove_diacritics 2'
  );
  INSERT INTO variant_search(variant_search) VALUES ('rebuild');
  CREATE TRIGGER variants_search_insert AFTER INSERT ON variants BEGIN
    INSERT INTO variant_search(rowid, name) VALUES (new.id, new.name);
  END;
  CREATE TRIGGER variants_search_delete AFTER DELETE ON variants BEGIN
    INSERT INTO variant_search(variant_search, rowid, name) VALUES ('delete', old.id, old.name);
  END;
  CREATE TRIGGER variants_search_update AFTER UPDATE OF name ON variants BEGIN
    INSERT INTO variant_search(variant_search, rowid, name) VALUES ('delete', old.id, old.name);
    INSERT INTO variant_search(rowid, name) VALUES (new.id, new.name);
  END;
  `,
  `
  -- What visitors tell us and do: consent choices, experiment events, card impressions, shop clicks.
  CREATE TABLE consents (
    id INTEGER PRIMARY KEY,
    visitor TEXT NOT NULL,
    essential INTEGER NOT NULL,
    marketing INTEGER NOT NULL,
    analytics INTEGER NOT NULL,
    functional INTEGER NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE experiment_events (
    id INTEGER PRIMARY KEY,
    visitor TEXT NOT NULL,
    name TEXT NOT NULL,
    params TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE viewed_experiments (
    visitor TEXT NOT NULL,
    experiment_id TEXT NOT NULL,
    variation_id TEXT NOT NULL,
    first_seen_at TEXT NOT NULL,
    PRIMARY KEY (visitor, experiment_id, variation_id)
  ) WITHOUT ROWID;
  CREATE TABLE impressions (
    id INTEGER PRIMARY KEY,
    variant_id INTEGER NOT NULL,
    source INTEGER NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE clicks (
    id INTEGER PRIMARY KEY,
    variant_id INTEGER NOT NULL,
    source INTEGER NOT NULL,
    position INTEGER,
    request_id TEXT,
    extra TEXT,
    attribution TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  `,
  `
  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    dob TEXT,
    gender INTEGER,
    avatar_url TEXT,
    is_admin INTEGER NOT NULL DEFAULT 0,
    is_eshop INTEGER NOT NULL DEFAULT 0,
    newsletter INTEGER NOT NULL DEFAULT 0,
    confirmation_code TEXT,
    confirmed_at TEXT,
    created_at TEXT NOT NULL
  );
  CREATE TABLE password_resets (
    code TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    expires_at TEXT NOT NULL,
    used_at TEXT
  );
  `,
  `
  -- The full market: drawings per category, manufacturers, shop deliveries, and the rest of a variant.
  ALTER TABLE categories ADD COLUMN drawing TEXT;
  CREATE TABLE manufacturers (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL);
  CREATE TABLE delivery_options (
    id INTEGER PRIMARY KEY,
    eshop_id INTEGER NOT NULL REFERENCES eshops(id),
    type TEXT NOT NULL,
    label TEXT NOT NULL,
    price REAL NOT NULL,
    price_cod REAL,
    delivery_days INTEGER NOT NULL
  );
  CREATE INDEX delivery_options_by_eshop ON delivery_options(eshop_id);
  ALTER TABLE variants ADD COLUMN manufacturer_id INTEGER REFERENCES manufacturers(id);
  ALTER TABLE variants ADD COLUMN material TEXT;
  ALTER TABLE variants ADD COLUMN style TEXT;
  ALTER TABLE variants ADD COLUMN width_mm INTEGER;
  ALTER TABLE variants ADD COLUMN height_mm INTEGER;
  ALTER TABLE variants ADD COLUMN depth_mm INTEGER;
  ALTER TABLE variants ADD COLUMN diameter_mm INTEGER;
  ALTER TABLE variants ADD COLUMN discount_valid_until TEXT;
  ALTER TABLE variants ADD COLUMN voucher_code TEXT;
  ALTER TABLE variants ADD COLUMN voucher_value REAL;
  ALTER TABLE variants ADD COLUMN voucher_type TEXT;
  ALTER TABLE variants ADD COLUMN installment_months INTEGER;
  ALTER TABLE variants ADD COLUMN tier TEXT;
  ALTER TABLE variants ADD COLUMN promo_tags TEXT NOT NULL DEFAULT '';
  CREATE INDEX variants_by_price ON variants(category_id, price);
  `,
  `
  -- Filter values as URL slugs, stored once instead of computed for every row of every facet query.
  ALTER TABLE variants ADD COLUMN colour_slug TEXT;
  ALTER TABLE variants ADD COLUMN material_slug TEXT;
  ALTER TABLE variants ADD COLUMN style_slug TEXT;
  UPDATE variants SET colour_slug = slug_of(colour), material_slug = slug_of(material), style_slug = slug_of(style);
  `,
  `
  -- Shoppers' questions about a product (asked on one of its offers) and their answers.
  CREATE TABLE questions (
    id INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL,
    variant_id INTEGER NOT NULL REFERENCES variants(id),
    text TEXT NOT NULL,
    author_name TEXT NOT NULL,
    email TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX questions_by_product ON questions(product_id, created_at DESC);
  CREATE TABLE answers (
    id INTEGER PRIMARY KEY,
    question_id INTEGER NOT NULL REFERENCES questions(id),
    text TEXT NOT NULL,
    author_name TEXT NOT NULL,
    author_type TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX answers_by_question ON answers(question_id, created_at);
  `,
  `
  -- Invitations to review a purchase (the /star/{ident} pages); a submitted review waits for moderation.
  CREATE TABLE review_invitations (
    ident TEXT PRIMARY KEY,
    variant_id INTEGER REFERENCES variants(id),
    eshop_id INTEGER NOT NULL REFERENCES eshops(id),
    email TEXT NOT NULL,
    order_date TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending',
    review TEXT,
    submitted_at TEXT
  );
  `,
  `
  -- Listings are answered from an in-memory index of the catalogue (server/listing/catalogue-index.ts).
  -- Every change to a variant bumps this number, so the index knows when to rebuild.
  INSERT OR IGNORE INTO meta (key, value) VALUES ('catalogue_version', '0');
  CREATE TRIGGER variants_version_insert AFTER INSERT ON variants BEGIN
    UPDATE meta SET value = value + 1 WHERE key = 'catalogue_version';
  END;
  CREATE TRIGGER variants_version_update AFTER UPDATE ON variants BEGIN
    UPDATE meta SET value = value + 1 WHERE key = 'catalogue_version';
  END;
  CREATE TRIGGER variants_version_delete AFTER DELETE ON variants BEGIN
    UPDATE meta SET value = value + 1 WHERE key = 'catalogue_version';
  END;
  `,  `
  -- Saved comparison lists (shared by link, liked as item type 'comparison').
  CREATE TABLE comparisons (
    id INTEGER PRIMARY KEY,
    owner TEXT NOT NULL,
    name TEXT NOT NULL,
    variant_ids TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX comparisons_by_owner ON comparisons(owner);
  `,
  `
  -- What the shop-onboarding site's forms send: shop registrations and messages to partnerships.
  CREATE TABLE partner_requests (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('registration', 'message')),
    email TEXT NOT NULL,
    body TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  `,
  `
  -- Similarity results handed out, so /products/visually-similar/{requestId}/{slug} can show one again.
  CREATE TABLE similarity_requests (
    id TEXT PRIMARY KEY,
    variant_id INTEGER NOT NULL,
    created_at TEXT NOT NULL
  ) WITHOUT ROWID;
  CREATE INDEX similarity_requests_by_age ON similarity_requests(created_at);
  `,
  `
  -- Security hardening (see DESIGN.md, "Security defaults").
  -- E-mails carry an HTML part beside the plain text.
  ALTER TABLE outbox ADD COLUMN html TEXT;
  CREATE INDEX outbox_by_recipient ON outbox(recipient, created_at);
  -- Bumped on logout and password change; a login token carries the version it was signed with.
  ALTER TABLE users ADD COLUMN token_version INTEGER NOT NULL DEFAULT 0;
  -- Rate limits shared by every worker: one row per key (e.g. 'login:<e-mail>|<client>').
  CREATE TABLE rate_limits (
    key TEXT PRIMARY KEY,
    hits INTEGER NOT NULL,
    window_started_at INTEGER NOT NULL,
    blocked_until INTEGER NOT NULL DEFAULT 0
  ) WITHOUT ROWID;
  -- Anonymous watches wait for their address to be confirmed (double opt-in).
  ALTER TABLE watches ADD COLUMN confirmation_code TEXT;
  ALTER TABLE watches ADD COLUMN confirmed_at TEXT;
  UPDATE watches SET confirmed_at = created_at;
  CREATE UNIQUE INDEX watches_by_confirmation_code ON watches(confirmation_code);
  CREATE TABLE confirmed_addresses (email TEXT PRIMARY KEY COLLATE NOCASE, confirmed_at TEXT NOT NULL) WITHOUT ROWID;
  -- Questions and answers are published once staff approve them; the ones already shown stay shown.
  ALTER TABLE questions ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('pending', 'published'));
  ALTER TABLE answers ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('pending', 'published'));
  `,
  `
  -- Prices over time, and the Omnibus rule (Directive 2019/2161 art. 6a).
  -- Every price a variant had, from the day (YYYY-MM-DD) it took effect. No foreign key: the seeder
  -- writes millions of rows, and a parent lookup for each would double its time.
  CREATE TABLE price_history (
    variant_id INTEGER NOT NULL,
    date TEXT NOT NULL,
    price REAL NOT NULL,
    PRIMARY KEY (variant_id, date)
  ) WITHOUT ROWID;
  -- The lowest price of the 30 days before the current one took effect (price_since), and what the
  -- shop says its price was before its discount. price_before_discount from now on holds the price a
  -- discount is shown against: lowest_price_30_days when the price is at least 1 % below it, else NULL.
  ALTER TABLE variants ADD COLUMN shop_price_before_discount REAL;
  ALTER TABLE variants ADD COLUMN lowest_price_30_days REAL;
  ALTER TABLE variants ADD COLUMN price_since TEXT;
  -- A catalogue generated before kept no earlier prices: its history starts with the current price
  -- on the day the variant was created, and none of its discounts can be shown (a new seed has them).
  UPDATE variants SET shop_price_before_discount = price_before_discount, price_before_discount = NULL,
    price_since = substr(created_at, 1, 10), promo_tags = trim(replace(',' || promo_tags || ',', ',priceDrop,', ','), ',');
  INSERT INTO price_history (variant_id, date, price) SELECT id, substr(created_at, 1, 10), price FROM variants;
  `,
  `
  -- What a variant cost and whether it could be bought when the watch was made: a watch without a
  -- target waits for a drop below that price, or, made on an unavailable variant, for its return.
  ALTER TABLE watches ADD COLUMN subscribed_price REAL;
  ALTER TABLE watches ADD COLUMN subscribed_available INTEGER NOT NULL DEFAULT 0;
  UPDATE watches SET subscribed_price = (SELECT price FROM variants v WHERE v.id = watches.variant_id);
  -- Further headers of an e-mail (List-Unsubscribe), as a JSON object.
  ALTER TABLE outbox ADD COLUMN headers TEXT;
  `,
  `
  -- Ids of deleted accounts are never given again: an old login token or share link names its user by id.
  CREATE TABLE retired_user_ids (id INTEGER PRIMARY KEY);
  `,
  `
  -- Review moderation (the /star pages): a submitted review waits with the checks' flags until staff
  -- approve or reject it ('approved', 'rejected'); the shopper may ask to be reminded later.
  ALTER TABLE review_invitations ADD COLUMN remind_on TEXT;
  ALTER TABLE review_invitations ADD COLUMN flags TEXT NOT NULL DEFAULT '[]';
  ALTER TABLE review_invitations ADD COLUMN decided_at TEXT;
  CREATE INDEX review_invitations_by_status ON review_invitations(status, submitted_at);
  -- Photos uploaded for an invitation's review (files under the data folder, re-encoded without metadata).
  CREATE TABLE review_photos (
    id TEXT PRIMARY KEY,
    ident TEXT NOT NULL REFERENCES review_invitations(ident),
    created_at TEXT NOT NULL
  );
  CREATE INDEX review_photos_by_ident ON review_photos(ident);
  -- A variant's generated rating and count before approved reviews were added to it: its generated
  -- reviews are drawn from these, so they stay the same when real ones join them.
  CREATE TABLE review_bases (
    variant_id INTEGER PRIMARY KEY REFERENCES variants(id),
    rating REAL,
    reviews_count INTEGER NOT NULL
  );
  `,
  `
  -- The visitor a shop click came from (when the browser had a visitor id), so experiment results
  -- can count clicks after each exposure; and indexes for the staff's traffic report by day.
  ALTER TABLE clicks ADD COLUMN visitor TEXT;
  CREATE INDEX clicks_by_visitor ON clicks(visitor, created_at);
  CREATE INDEX clicks_by_day ON clicks(created_at);
  CREATE INDEX impressions_by_day ON impressions(created_at);
  `,
  `
  -- Variants changed only in what a catalogue index can patch in place (prices, promotions,
  -- dimensions, popularity, ratings, voucher, delivery, stock): each process applies these to its
  -- index instead of rebuilding it (server/listing/catalogue-index.ts). Any other change to a variant
  -- (name, category, listed or not, colour, material, style, maker, shop, a new or deleted variant)
  -- only raises catalogue_version, and an index that sees a raise without its change here rebuilds.
  -- The newest 10,000 are kept; an index further behind rebuilds.
  CREATE TABLE catalogue_changes (seq INTEGER PRIMARY KEY, variant_id INTEGER NOT NULL);
  CREATE TRIGGER variants_patchable_update AFTER UPDATE ON variants
  WHEN OLD.name IS NEW.name AND OLD.category_id IS NEW.category_id AND OLD.active IS NEW.active
    AND OLD.colour IS NEW.colour AND OLD.colour_slug IS NEW.colour_slug AND OLD.material IS NEW.material
    AND OLD.material_slug IS NEW.material_slug AND OLD.style IS NEW.style AND OLD.style_slug IS NEW.style_slug
    AND OLD.manufacturer_id IS NEW.manufacturer_id AND OLD.eshop_id IS NEW.eshop_id AND OLD.created_at IS NEW.created_at
  BEGIN
    INSERT INTO catalogue_changes (variant_id) VALUES (NEW.id);
    DELETE FROM catalogue_changes WHERE seq <= (SELECT MAX(seq) FROM catalogue_changes) - 10000;
  END;
  `,
  `
  -- A saved comparison's public address is a random key (/compare-products/{key}), not its number,
  -- which anyone could count through. Those saved until now had their number as their public link:
  -- by_number keeps that link leading to them (to their key's address).
  ALTER TABLE comparisons ADD COLUMN link_key TEXT;
  ALTER TABLE comparisons ADD COLUMN by_number INTEGER NOT NULL DEFAULT 0;
  UPDATE comparisons SET link_key = lower(hex(randomblob(16))), by_number = 1;
  CREATE UNIQUE INDEX comparisons_by_link_key ON comparisons(link_key);
  -- A public profile's address is a random key too (it lists the user's comparisons), given the
  -- first time the profile's link is asked for.
  ALTER TABLE users ADD COLUMN profile_key TEXT;
  CREATE UNIQUE INDEX users_by_profile_key ON users(profile_key);
  `,
  `
  -- Past 5 single alert e-mails a day to one address, further alerts are held (held_at) and sent
  -- together in one digest e-mail the next day (digest_sent_at).
  ALTER TABLE watches ADD COLUMN held_at TEXT;
  ALTER TABLE watches ADD COLUMN digest_sent_at TEXT;
  CREATE INDEX watches_held ON watches(held_at) WHERE held_at IS NOT NULL AND digest_sent_at IS NULL;
  `,
];

export function migrate(db: DatabaseSync): void {
  const userVersion = () => (db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version;
  if (userVersion() >= migrations.length) return;
  // A step and its version number are stored together, or not at all; the version is read again
  // inside the step's transaction, so workers starting together each apply a step once between them.
  while (
    transaction(db, () => {
      const version = userVersion();
      if (version >= migrations.length) return false;
      db.exec(migrations[version]!);
      db.exec(`PRAGMA user_version = ${version + 1}`);
      return true;
    })
  );
}
