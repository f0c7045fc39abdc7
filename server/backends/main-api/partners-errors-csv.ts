import type { FeedItemErrorRow } from '../../repositories/feed-imports';

/** Spreadsheet programs read a file as UTF-8 (and show ș, ț) only when it starts with the byte-order mark. */
const byteOrderMark = '\uFEFF';

/** The columns, as the shop reads them. */
const header = ['linie', 'id', 'motiv', 'câmp', 'mesaj'];

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote, a line break or spaces at its
 * ends, with its quotes doubled. Text that a spreadsheet would run as a formula (starting with
 * `=`, `+`, `-`, `@`, a tab or a carriage return) gets a leading apostrophe: item ids and messages
 * quote what the shop's feed said, and a feed is not to run anything on the shop's computer.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (fields: readonly (string | number | null)[]) => `${fields.map(csvField).join(',')}\r\n`;

/** The refused items of an import as a CSV file (with its BOM), from the batches the repository reads. */
export async function importErrorsCsv(batches: AsyncIterable<FeedItemErrorRow[]>): Promise<string> {
  const parts = [byteOrderMark, line(header)];
  for await (const rows of batches) for (const row of rows) parts.push(line([row.line, row.item_id, row.reason, row.field, row.message]));
  return parts.join('');
}
