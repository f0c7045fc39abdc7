import { constants, gunzipSync } from 'node:zlib';
import { FeedFileError } from '../raw-item';
import { isGzip } from './bytes';

export interface Sniffed {
  gzip: boolean;
  format: 'xml' | 'tsv' | 'csv';
  /** A WHATWG encoding name, as `TextDecoder` reports it (`utf-8`, `windows-1250`, `iso-8859-2`, `utf-16le`). */
  encoding: string;
  /** For CSV and TSV: the character between fields. */
  delimiter?: string;
}

/** How many (uncompressed) bytes sniffing looks at: the BOM, the XML declaration, the header line. */
export const headBytes = 64 * 1024;

/** What the first bytes say: gzip or not, the format, the encoding, the CSV delimiter. */
export function sniffFeed(head: Uint8Array): Sniffed {
  if (!isGzip(head)) return { gzip: false, ...sniffPlain(head) };
  let inflated: Uint8Array;
  try {
    // A cut gzip stream inflates as far as it goes with a sync flush; 4 KiB of deflate data cannot
    // inflate past about 4 MiB, so a bomb cannot blow up here.
    inflated = gunzipSync(head.subarray(0, 4096), { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: 8 << 20 });
  } catch (error) {
    throw new FeedFileError('malformed', `The gzip data is corrupt: ${(error as Error).message}`);
  }
  return { gzip: true, ...sniffPlain(inflated.subarray(0, headBytes)) };
}

const magic: [bytes: number[], what: string][] = [
  [[0x50, 0x4b, 0x03, 0x04], 'a ZIP archive (an .xlsx workbook?): export the feed as CSV or XML'],
  [[0xd0, 0xcf, 0x11, 0xe0], 'an old Excel (.xls) workbook: export the feed as CSV or XML'],
  [[0x25, 0x50, 0x44, 0x46], 'a PDF document'],
];

const htmlStart = /^(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html)[\s>]/i;
const declaredEncoding = /^<\?xml\s[^>]*?\bencoding\s*=\s*(["'])([^"']*)\1/;

/** Sniffs uncompressed bytes. */
export function sniffPlain(head: Uint8Array): Omit<Sniffed, 'gzip'> {
  for (const [bytes, what] of magic) {
    if (bytes.every((byte, i) => head[i] === byte)) throw new FeedFileError('unknown-format', `The file is ${what}, not a feed.`);
  }
  const marked = byteOrderMark(head);
  const text = new TextDecoder(marked ?? 'utf-8').decode(head);
  if (looksBinary(text)) throw new FeedFileError('unknown-format', 'The file is binary, not a text feed.');
  const start = text.trimStart();
  if (start.length === 0) throw new FeedFileError('not-a-feed', 'The file is empty.');
  if (start[0] === '<') {
    if (htmlStart.test(start)) throw new FeedFileError('not-a-feed', 'The file is an HTML page, not a feed.');
    return { format: 'xml', encoding: marked ?? xmlEncoding(text) };
  }
  if (start[0] === '{' || start[0] === '[') throw new FeedFileError('not-a-feed', 'The file is JSON, not a feed.');
  const delimiter = headerDelimiter(start);
  if (delimiter === null) {
    throw new FeedFileError('not-a-feed', 'The file is neither XML nor CSV/TSV: its first line has no tab, comma or semicolon.');
  }
  return { format: delimiter === '\t' ? 'tsv' : 'csv', encoding: marked ?? 'utf-8', delimiter };
}

/** A BOM, or UTF-16 recognisable by `<?` (a UTF-16 XML file may leave its BOM out). */
function byteOrderMark(head: Uint8Array): string | null {
  const [a, b, c, d] = head;
  if (a === 0xef && b === 0xbb && c === 0xbf) return 'utf-8';
  if (a === 0xff && b === 0xfe) return 'utf-16le';
  if (a === 0xfe && b === 0xff) return 'utf-16be';
  if (a === 0x3c && b === 0 && c === 0x3f && d === 0) return 'utf-16le';
  if (a === 0 && b === 0x3c && c === 0 && d === 0x3f) return 'utf-16be';
  return null;
}

function xmlEncoding(text: string): string {
  const label = declaredEncoding.exec(text)?.[2];
  if (label === undefined) return 'utf-8';
  let encoding: string;
  try {
    encoding = new TextDecoder(label.trim()).encoding;
  } catch {
    throw new FeedFileError('unknown-format', `Unknown encoding "${label.slice(0, 40)}" in the XML declaration.`, 1);
  }
  // Bytes read as ASCII so far cannot be UTF-16, whatever the declaration says.
  return encoding.startsWith('utf-16') ? 'utf-8' : encoding;
}

/** NUL or many control characters: no text feed has them (tab, line feed and carriage return aside). */
function looksBinary(text: string): boolean {
  let controls = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 32 && code !== 9 && code !== 10 && code !== 13) {
      if (code === 0) return true;
      controls++;
    }
  }
  return controls > text.length / 100;
}

/** The delimiter of the header line: the most frequent of tab, semicolon and comma outside quotes. */
function headerDelimiter(text: string): string | null {
  let tabs = 0;
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 34) quoted = !quoted;
    else if (quoted) continue;
    else if (code === 10 || code === 13) break;
    else if (code === 9) tabs++;
    else if (code === 59) semicolons++;
    else if (code === 44) commas++;
  }
  if (tabs > 0 && tabs >= semicolons && tabs >= commas) return '\t';
  if (semicolons > 0 && semicolons >= commas) return ';';
  if (commas > 0) return ',';
  return null;
}
