/**
 * Writes items as feed files, for tests and benchmarks: the inverse of the readers. Field names as the
 * readers give them: `shipping.price` becomes a nested element (XML) or stays a column name (CSV); a
 * list repeats the element or the column.
 */
type Fields = Record<string, string | string[]>;

/** Chunks of about this many characters: one per item would cost the reader a trip per item. */
const chunkChars = 64 * 1024;

/** Google Merchant Center RSS 2.0: `title`, `link` and `description` plain, every other field `g:`. */
export function* googleRssOf(items: Iterable<Fields>): Generator<string> {
  let out =
    '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n' +
    '<title>Produse</title>\n<link>https://www.example.ro/</link>\n<description>Feed de produse</description>\n';
  for (const item of items) {
    out += `<item>\n${elements(item, true)}</item>\n`;
    if (out.length >= chunkChars) {
      yield out;
      out = '';
    }
  }
  yield `${out}</channel>\n</rss>\n`;
}

const rssPlain = new Set(['title', 'link', 'description']);

function elements(fields: Fields, top: boolean): string {
  let out = '';
  let groups: Map<string, Fields> | undefined;
  for (const name in fields) {
    const value = fields[name]!;
    const dot = name.indexOf('.');
    if (dot > 0) {
      groups ??= new Map();
      const group = name.slice(0, dot);
      let inner = groups.get(group);
      if (inner === undefined) groups.set(group, (inner = {}));
      inner[name.slice(dot + 1)] = value;
      continue;
    }
    const tag = top && rssPlain.has(name) ? name : `g:${name}`;
    for (const one of typeof value === 'string' ? [value] : value) out += `<${tag}>${escapeXml(one)}</${tag}>\n`;
  }
  if (groups !== undefined) {
    for (const [group, inner] of groups) out += `<g:${group}>\n${elements(inner, false)}</g:${group}>\n`;
  }
  return out;
}

/**
 * Escapes markup, keeps carriage returns (a parser turns a raw one into a line feed) and drops what XML
 * 1.0 cannot hold at all: control characters and unpaired surrogates.
 */
const xmlSpecial = /[&<>\r\0-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' };

function escapeXml(text: string): string {
  return text.replace(xmlSpecial, (char) => xmlEscapes[char] ?? '');
}

/**
 * CSV (or TSV with `'\t'`) with a header row. The columns are every field in order of appearance, a
 * list field repeated as often as its longest list, unless `columns` names them (to stream many items).
 */
export function* csvOf(items: Iterable<Fields>, delimiter = ',', columns?: readonly string[]): Generator<string> {
  let rows: Iterable<Fields> = items;
  if (columns === undefined) {
    const all = [...items];
    columns = columnsOf(all);
    rows = all;
  }
  let out = `${columns.map((name) => escapeCsv(name, delimiter)).join(delimiter)}\n`;
  for (const item of rows) {
    const seen = new Map<string, number>();
    let line = '';
    for (let i = 0; i < columns.length; i++) {
      const name = columns[i]!;
      const nth = seen.get(name) ?? 0;
      seen.set(name, nth + 1);
      const value = item[name];
      const one = typeof value === 'string' ? (nth === 0 ? value : undefined) : value?.[nth];
      if (i > 0) line += delimiter;
      if (one !== undefined) line += escapeCsv(one, delimiter);
    }
    out += `${line}\n`;
    if (out.length >= chunkChars) {
      yield out;
      out = '';
    }
  }
  yield out;
}

function columnsOf(items: Fields[]): string[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    for (const name in item) {
      const value = item[name]!;
      const count = typeof value === 'string' ? 1 : value.length;
      if (count > (counts.get(name) ?? 0)) counts.set(name, count);
    }
  }
  return [...counts].flatMap(([name, count]) => Array<string>(count).fill(name));
}

function escapeCsv(value: string, delimiter: string): string {
  const needsQuotes = value.includes(delimiter) || value.includes('"') || value.includes('\n') || value.includes('\r');
  return needsQuotes ? `"${value.replaceAll('"', '""')}"` : value;
}
