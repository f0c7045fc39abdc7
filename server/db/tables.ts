import type { Generated } from 'kysely';

/**
 * Every table of the store, as both SQLite and PostgreSQL give its rows back: integers (bigint on
 * PostgreSQL) and numerics as numbers, flags as 0/1, timestamps as ISO text. `Generated` columns
 * may be left out of an insert (an identity, or a column with a default). Keep in step with
 * `migrations/`; the schema test (tests/unit/schema.test.ts) builds both stores, compares them with
 * each other and with these types.
 */
export interface Tables {
  answers: {
    id: Generated<number>;
    question_id: number;
    text: string;
    author_name: string;
    author_type: string;
    created_at: string;
    status: Generated<string>;
  };
  catalogue_changes: {
    seq: Generated<number>;
    variant_id: number;
  };
  categories: {
    id: Generated<number>;
    parent_id: number | null;
    slug: string;
    name: string;
    long_name: string;
    depth: number;
    drawing: string | null;
  };
  clicks: {
    id: Generated<number>;
    variant_id: number;
    source: number;
    position: number | null;
    request_id: string | null;
    extra: string | null;
    attribution: string;
    created_at: string;
    visitor: string | null;
  };
  comparisons: {
    id: Generated<number>;
    owner: string;
    name: string;
    variant_ids: string;
    created_at: string;
    link_key: string | null;
    by_number: Generated<number>;
  };
  confirmed_addresses: {
    email: string;
    confirmed_at: string;
  };
  consents: {
    id: Generated<number>;
    visitor: string;
    essential: number;
    marketing: number;
    analytics: number;
    functional: number;
    created_at: string;
  };
  delivery_options: {
    id: Generated<number>;
    eshop_id: number;
    type: string;
    label: string;
    price: number;
    price_cod: number | null;
    delivery_days: number;
  };
  eshops: {
    id: Generated<number>;
    slug: string;
    name: string;
    domain: string;
    paid: number;
    feed_url: string | null;
    feed_format: Generated<string>;
    feed_etag: string | null;
    feed_last_modified: string | null;
    feed_checked_at: string | null;
    paused: Generated<number>;
    owner_user_id: number | null;
  };
  feed_imports: {
    id: Generated<number>;
    eshop_id: number;
    source: 'file' | 'url' | 'upload';
    origin: string;
    state: 'running' | 'applied' | 'unchanged' | 'not-modified' | 'held' | 'released' | 'rejected' | 'failed';
    started_at: string;
    finished_at: string | null;
    items: Generated<number>;
    added: Generated<number>;
    updated: Generated<number>;
    unchanged: Generated<number>;
    removed: Generated<number>;
    invalid: Generated<number>;
    invalid_by_reason: Generated<string>;
    error: string | null;
    held_reason: string | null;
    kept_file: string | null;
    decided_at: string | null;
  };
  feed_item_errors: {
    import_id: number;
    seq: number;
    item_id: string | null;
    line: number;
    reason: string;
    field: string;
    message: string;
  };
  experiment_events: {
    id: Generated<number>;
    visitor: string;
    name: string;
    params: string;
    created_at: string;
  };
  impressions: {
    id: Generated<number>;
    variant_id: number;
    source: number;
    created_at: string;
  };
  likes: {
    owner: string;
    item_type: string;
    item_id: number;
    created_at: string;
  };
  manufacturers: {
    id: Generated<number>;
    slug: string;
    name: string;
  };
  meta: {
    key: string;
    value: string;
  };
  outbox: {
    id: Generated<number>;
    recipient: string;
    subject: string;
    body: string;
    created_at: string;
    html: string | null;
    headers: string | null;
  };
  partner_requests: {
    id: Generated<number>;
    kind: string;
    email: string;
    body: string;
    created_at: string;
  };
  password_resets: {
    code: string;
    user_id: number;
    expires_at: string;
    used_at: string | null;
  };
  price_history: {
    variant_id: number;
    date: string;
    price: number;
  };
  questions: {
    id: Generated<number>;
    product_id: number;
    variant_id: number;
    text: string;
    author_name: string;
    email: string;
    created_at: string;
    status: Generated<string>;
  };
  rate_limits: {
    key: string;
    hits: number;
    window_started_at: number;
    blocked_until: Generated<number>;
  };
  retired_user_ids: {
    id: number;
  };
  review_bases: {
    variant_id: number;
    rating: number | null;
    reviews_count: number;
  };
  review_invitations: {
    ident: string;
    variant_id: number | null;
    eshop_id: number;
    email: string;
    order_date: string;
    expires_at: string;
    status: Generated<string>;
    review: string | null;
    submitted_at: string | null;
    remind_on: string | null;
    flags: Generated<string>;
    decided_at: string | null;
  };
  review_photos: {
    id: string;
    ident: string;
    created_at: string;
  };
  shop_category_mappings: {
    eshop_id: number;
    product_type: string;
    category_id: number;
  };
  similarity_requests: {
    id: string;
    variant_id: number;
    created_at: string;
  };
  users: {
    /** Given by the application: never an id a deleted account had (retired_user_ids). */
    id: number;
    email: string;
    password_hash: string;
    first_name: string;
    last_name: string;
    dob: string | null;
    gender: number | null;
    avatar_url: string | null;
    is_admin: Generated<number>;
    is_eshop: Generated<number>;
    newsletter: Generated<number>;
    confirmation_code: string | null;
    confirmed_at: string | null;
    created_at: string;
    token_version: Generated<number>;
    profile_key: string | null;
  };
  variants: {
    id: Generated<number>;
    product_id: number;
    slug: string;
    name: string;
    description: string;
    category_id: number;
    eshop_id: number;
    colour: string;
    price: number;
    price_before_discount: number | null;
    in_stock: number;
    active: number;
    delivery_in_days: number | null;
    free_shipping: number;
    rating: number | null;
    reviews_count: number;
    image_count: number;
    popularity: number;
    created_at: string;
    manufacturer_id: number | null;
    material: string | null;
    style: string | null;
    width_mm: number | null;
    height_mm: number | null;
    depth_mm: number | null;
    diameter_mm: number | null;
    discount_valid_until: string | null;
    voucher_code: string | null;
    voucher_value: number | null;
    voucher_type: string | null;
    installment_months: number | null;
    tier: string | null;
    promo_tags: Generated<string>;
    colour_slug: string | null;
    material_slug: string | null;
    style_slug: string | null;
    shop_price_before_discount: number | null;
    lowest_price_30_days: number | null;
    price_since: string | null;
    shop_item_id: string | null;
    feed_hash: string | null;
    link: string | null;
    gtin: string | null;
    mpn: string | null;
    item_group_id: string | null;
    paused_off: Generated<number>;
  };
  variant_pictures: {
    variant_id: number;
    picture_no: number;
    url: string;
    state: Generated<'pending' | 'ready' | 'failed'>;
    error: string | null;
    fetched_at: string | null;
  };
  viewed_experiments: {
    visitor: string;
    experiment_id: string;
    variation_id: string;
    first_seen_at: string;
  };
  watches: {
    owner: string;
    variant_id: number;
    email: string;
    type: string;
    target_price: number | null;
    hash: string;
    created_at: string;
    notified_at: string | null;
    confirmation_code: string | null;
    confirmed_at: string | null;
    subscribed_price: number | null;
    subscribed_available: Generated<number>;
    held_at: string | null;
    digest_sent_at: string | null;
  };
}
