import type { ColumnTypes } from './store-kind';

/**
 * The schema as the legacy migrations had built it up (SQLite's 23 steps, PostgreSQL's 4): every
 * table, column, key and index, written once for both stores. `t` gives the few per-store types
 * (store-kind.ts). Timestamps are ISO text on both. The catalogue's triggers are in triggers.ts.
 */
export const initialSchema = (t: ColumnTypes): string => `
  CREATE TABLE categories (
    id ${t.id},
    parent_id ${t.integer} REFERENCES categories(id),
    slug TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    long_name TEXT NOT NULL,
    depth ${t.integer} NOT NULL,
    drawing TEXT
  );
  CREATE TABLE eshops (
    id ${t.id},
    slug TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    domain TEXT NOT NULL,
    paid ${t.integer} NOT NULL
  );
  CREATE TABLE manufacturers (id ${t.id}, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL);
  CREATE TABLE variants (
    id ${t.id},
    product_id ${t.integer} NOT NULL,
    slug TEXT NOT NULL,
    name TEXT NOT NULL,
    description TEXT NOT NULL,
    category_id ${t.integer} NOT NULL REFERENCES categories(id),
    eshop_id ${t.integer} NOT NULL REFERENCES eshops(id),
    colour TEXT NOT NULL,
    price ${t.real} NOT NULL,
    price_before_discount ${t.real},
    in_stock ${t.integer} NOT NULL,
    active ${t.integer} NOT NULL,
    delivery_in_days ${t.integer},
    free_shipping ${t.integer} NOT NULL,
    rating ${t.real},
    reviews_count ${t.integer} NOT NULL,
    image_count ${t.integer} NOT NULL,
    popularity ${t.real} NOT NULL,
    created_at TEXT NOT NULL,
    manufacturer_id ${t.integer} REFERENCES manufacturers(id),
    material TEXT,
    style TEXT,
    width_mm ${t.integer},
    height_mm ${t.integer},
    depth_mm ${t.integer},
    diameter_mm ${t.integer},
    discount_valid_until TEXT,
    voucher_code TEXT,
    voucher_value ${t.real},
    voucher_type TEXT,
    installment_months ${t.integer},
    tier TEXT,
    promo_tags TEXT NOT NULL DEFAULT '',
    colour_slug TEXT,
    material_slug TEXT,
    style_slug TEXT,
    shop_price_before_discount ${t.real},
    lowest_price_30_days ${t.real},
    price_since TEXT
  );
  CREATE INDEX variants_by_category ON variants(category_id, popularity DESC);
  CREATE INDEX variants_by_product ON variants(product_id);
  CREATE INDEX variants_by_price ON variants(category_id, price);
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  -- Likes of anonymous visitors ('v:<visitor id>') and users ('u:<user id>').
  CREATE TABLE likes (
    owner TEXT NOT NULL,
    item_type TEXT NOT NULL,
    item_id ${t.integer} NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (owner, item_type, item_id)
  )${t.withoutRowid};
  CREATE INDEX likes_by_item ON likes(item_type, item_id);
  -- A visitor's or user's watch on a variant; notified_at makes each notification happen once.
  -- Anonymous watches wait for their address to be confirmed (double opt-in). Past 5 single alert
  -- e-mails a day to one address, further alerts are held (held_at) and sent together in one
  -- digest e-mail the next day (digest_sent_at).
  CREATE TABLE watches (
    owner TEXT NOT NULL,
    variant_id ${t.integer} NOT NULL REFERENCES variants(id),
    email TEXT NOT NULL,
    type TEXT NOT NULL,
    target_price ${t.real},
    hash TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    notified_at TEXT,
    confirmation_code TEXT,
    confirmed_at TEXT,
    subscribed_price ${t.real},
    subscribed_available ${t.integer} NOT NULL DEFAULT 0,
    held_at TEXT,
    digest_sent_at TEXT,
    PRIMARY KEY (owner, variant_id)
  );
  CREATE INDEX watches_pending ON watches(variant_id) WHERE notified_at IS NULL;
  CREATE UNIQUE INDEX watches_by_confirmation_code ON watches(confirmation_code);
  CREATE INDEX watches_held ON watches(held_at) WHERE held_at IS NOT NULL AND digest_sent_at IS NULL;
  -- E-mails the backend would send, kept for the development mailbox.
  CREATE TABLE outbox (
    id ${t.id},
    recipient TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    created_at TEXT NOT NULL,
    html TEXT,
    headers TEXT
  );
  CREATE INDEX outbox_by_recipient ON outbox(recipient, created_at);
  -- What visitors tell us and do: consent choices, experiment events, card impressions, shop clicks.
  CREATE TABLE consents (
    id ${t.id},
    visitor TEXT NOT NULL,
    essential ${t.integer} NOT NULL,
    marketing ${t.integer} NOT NULL,
    analytics ${t.integer} NOT NULL,
    functional ${t.integer} NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE experiment_events (
    id ${t.id},
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
  )${t.withoutRowid};
  CREATE TABLE impressions (
    id ${t.id},
    variant_id ${t.integer} NOT NULL,
    source ${t.integer} NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX impressions_by_day ON impressions(created_at);
  CREATE TABLE clicks (
    id ${t.id},
    variant_id ${t.integer} NOT NULL,
    source ${t.integer} NOT NULL,
    position ${t.integer},
    request_id TEXT,
    extra TEXT,
    attribution TEXT NOT NULL,
    created_at TEXT NOT NULL,
    visitor TEXT
  );
  CREATE INDEX clicks_by_visitor ON clicks(visitor, created_at);
  CREATE INDEX clicks_by_day ON clicks(created_at);
  -- A user's id is given by the application, never one a deleted account had (retired_user_ids):
  -- an old login token or share link names its user by id.
  CREATE TABLE users (
    id ${t.integerKey},
    email ${t.email} NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    dob TEXT,
    gender ${t.integer},
    avatar_url TEXT,
    is_admin ${t.integer} NOT NULL DEFAULT 0,
    is_eshop ${t.integer} NOT NULL DEFAULT 0,
    newsletter ${t.integer} NOT NULL DEFAULT 0,
    confirmation_code TEXT,
    confirmed_at TEXT,
    created_at TEXT NOT NULL,
    token_version ${t.integer} NOT NULL DEFAULT 0,
    profile_key TEXT
  );
  CREATE UNIQUE INDEX users_by_profile_key ON users(profile_key);
  CREATE TABLE password_resets (
    code TEXT PRIMARY KEY,
    user_id ${t.integer} NOT NULL REFERENCES users(id),
    expires_at TEXT NOT NULL,
    used_at TEXT
  );
  CREATE TABLE retired_user_ids (id ${t.integerKey});
  CREATE TABLE delivery_options (
    id ${t.id},
    eshop_id ${t.integer} NOT NULL REFERENCES eshops(id),
    type TEXT NOT NULL,
    label TEXT NOT NULL,
    price ${t.real} NOT NULL,
    price_cod ${t.real},
    delivery_days ${t.integer} NOT NULL
  );
  CREATE INDEX delivery_options_by_eshop ON delivery_options(eshop_id);
  -- Shoppers' questions about a product (asked on one of its offers) and their answers, published
  -- once staff approve them.
  CREATE TABLE questions (
    id ${t.id},
    product_id ${t.integer} NOT NULL,
    variant_id ${t.integer} NOT NULL REFERENCES variants(id),
    text TEXT NOT NULL,
    author_name TEXT NOT NULL,
    email TEXT NOT NULL,
    created_at TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('pending', 'published'))
  );
  CREATE INDEX questions_by_product ON questions(product_id, created_at DESC);
  CREATE TABLE answers (
    id ${t.id},
    question_id ${t.integer} NOT NULL REFERENCES questions(id),
    text TEXT NOT NULL,
    author_name TEXT NOT NULL,
    author_type TEXT NOT NULL,
    created_at TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('pending', 'published'))
  );
  CREATE INDEX answers_by_question ON answers(question_id, created_at);
  -- Invitations to review a purchase (the /star/{ident} pages); a submitted review waits with the
  -- checks' flags until staff approve or reject it; the shopper may ask to be reminded later.
  CREATE TABLE review_invitations (
    ident TEXT PRIMARY KEY,
    variant_id ${t.integer} REFERENCES variants(id),
    eshop_id ${t.integer} NOT NULL REFERENCES eshops(id),
    email TEXT NOT NULL,
    order_date TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending',
    review TEXT,
    submitted_at TEXT,
    remind_on TEXT,
    flags TEXT NOT NULL DEFAULT '[]',
    decided_at TEXT
  );
  CREATE INDEX review_invitations_by_status ON review_invitations(status, submitted_at);
  CREATE TABLE review_photos (
    id TEXT PRIMARY KEY,
    ident TEXT NOT NULL REFERENCES review_invitations(ident),
    created_at TEXT NOT NULL
  );
  CREATE INDEX review_photos_by_ident ON review_photos(ident);
  -- A variant's generated rating and count before approved reviews were added to it.
  CREATE TABLE review_bases (
    variant_id ${t.integerKey} REFERENCES variants(id),
    rating ${t.real},
    reviews_count ${t.integer} NOT NULL
  );
  -- Saved comparison lists, shared by a random key (link_key); by_number: saved when the link was
  -- still the number, which keeps leading to them.
  CREATE TABLE comparisons (
    id ${t.id},
    owner TEXT NOT NULL,
    name TEXT NOT NULL,
    variant_ids TEXT NOT NULL,
    created_at TEXT NOT NULL,
    link_key TEXT,
    by_number ${t.integer} NOT NULL DEFAULT 0
  );
  CREATE INDEX comparisons_by_owner ON comparisons(owner);
  CREATE UNIQUE INDEX comparisons_by_link_key ON comparisons(link_key);
  -- What the shop-onboarding site's forms send: shop registrations and messages to partnerships.
  CREATE TABLE partner_requests (
    id ${t.id},
    kind TEXT NOT NULL CHECK (kind IN ('registration', 'message')),
    email TEXT NOT NULL,
    body TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  -- Similarity results handed out, so /products/visually-similar/{requestId}/{slug} can show one again.
  CREATE TABLE similarity_requests (
    id TEXT PRIMARY KEY,
    variant_id ${t.integer} NOT NULL,
    created_at TEXT NOT NULL
  )${t.withoutRowid};
  CREATE INDEX similarity_requests_by_age ON similarity_requests(created_at);
  -- Rate limits shared by every worker: one row per key (e.g. 'login:<e-mail>|<client>').
  CREATE TABLE rate_limits (
    key TEXT PRIMARY KEY,
    hits ${t.integer} NOT NULL,
    window_started_at ${t.integer} NOT NULL,
    blocked_until ${t.integer} NOT NULL DEFAULT 0
  )${t.withoutRowid};
  CREATE TABLE confirmed_addresses (email ${t.email} PRIMARY KEY, confirmed_at TEXT NOT NULL)${t.withoutRowid};
  -- Every price a variant had, from the day (YYYY-MM-DD) it took effect. No foreign key: the seeder
  -- writes millions of rows, and a parent lookup for each would double its time.
  CREATE TABLE price_history (
    variant_id ${t.integer} NOT NULL,
    date TEXT NOT NULL,
    price ${t.real} NOT NULL,
    PRIMARY KEY (variant_id, date)
  )${t.withoutRowid};
  -- Variants changed only in what a catalogue index can patch in place (triggers.ts).
  CREATE TABLE catalogue_changes (seq ${t.id}, variant_id ${t.integer} NOT NULL);
  -- Raised by every change to a variant (triggers.ts), so a catalogue index knows when to rebuild.
  INSERT INTO meta (key, value) VALUES ('catalogue_version', '0');
`;
