import { describe, expect, test } from 'vitest';
import { toPostgres, valuesOf } from '#server/db/postgres/dialect';

describe('statements written for SQLite, in PostgreSQL’s dialect', () => {
  test('? parameters are numbered, except inside quotes', () => {
    expect(toPostgres("SELECT * FROM likes WHERE owner = ? AND item_type = 'a?b' AND item_id = ?").text).toBe(
      "SELECT * FROM likes WHERE owner = $1 AND item_type = 'a?b' AND item_id = $2",
    );
  });

  test(':named parameters take one number each, wherever they repeat, and casts are left alone', () => {
    const translated = toPostgres('UPDATE t SET a = :count, b = :stars / :count, c = x::numeric WHERE id = :product');
    expect(translated.text).toBe('UPDATE t SET a = $1, b = $2 / $1, c = x::numeric WHERE id = $3');
    expect(valuesOf(translated, [{ product: 7, count: 2, stars: 9 }])).toEqual([2, 9, 7]);
    expect(valuesOf(toPostgres('SELECT ?, ?'), [1, 'a'])).toEqual([1, 'a']);
  });

  test('INSERT OR IGNORE does nothing on a conflict, before any RETURNING', () => {
    expect(toPostgres('INSERT OR IGNORE INTO likes (owner) VALUES (?)').text).toBe('INSERT INTO likes (owner) VALUES ($1) ON CONFLICT DO NOTHING');
    expect(toPostgres('INSERT OR IGNORE INTO t (a) VALUES (?) RETURNING a').text).toBe('INSERT INTO t (a) VALUES ($1) ON CONFLICT DO NOTHING RETURNING a');
  });

  test('a NOCASE comparison compares lower case', () => {
    expect(toPostgres('DELETE FROM watches WHERE owner = ? OR email = ? COLLATE NOCASE').text).toBe('DELETE FROM watches WHERE owner = $1 OR lower(email) = lower($2)');
  });

  test('camel-case aliases are quoted where given and where named again; lower-case ones and columns are not', () => {
    expect(toPostgres('SELECT k.variant_id AS variantId, v.name AS name FROM k ORDER BY variantId, name').text).toBe(
      'SELECT k.variant_id AS "variantId", v.name AS name FROM k ORDER BY "variantId", name',
    );
  });
});
