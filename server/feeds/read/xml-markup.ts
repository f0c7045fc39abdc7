/**
 * Works on the file's bytes, in any encoding where ASCII characters are single bytes that no other
 * character's bytes contain (UTF-8, the ISO-8859 and Windows single-byte ones): decoding a feed costs
 * as much as the rest of reading it, and an item that is skipped is never decoded.
 *
 * Just enough of XML's syntax to find where each item of a feed begins and ends without parsing it:
 * the markup at a `<` (a start, end or empty-element tag, a comment, a CDATA section, a processing
 * instruction) and where it ends. Everything it is not sure of (a DOCTYPE, which may declare
 * entities) it reports as unsupported, and the caller then leaves the file to the parser.
 */

/** More text is needed to tell where the markup ends. */
export const incomplete = -1;
/** Markup the splitter does not follow: a DOCTYPE or another declaration. */
export const unsupported = -2;

const lessThan = 60;
const greaterThan = 62;
const bang = 33;
const question = 63;
const slash = 47;
const doubleQuote = 34;
const singleQuote = 39;

/** The shortest text after `<` that tells a comment or CDATA section from a declaration (`<![CDATA[`). */
const declarationHead = 9;

/**
 * Where the markup starting with the `<` at `at` ends (the index after its `>`), `incomplete` or
 * `unsupported`. A start tag's `>` inside a quoted attribute value does not end it.
 */
export function markupEnd(text: Buffer, at: number): number {
  if (at + 1 >= text.length) return incomplete;
  const next = text[at + 1]!;
  if (next === bang) {
    if (startsWith(text, comment, at)) return after(text, '-->', at + 4);
    if (startsWith(text, cdata, at)) return after(text, ']]>', at + 9);
    return text.length - at < declarationHead ? incomplete : unsupported;
  }
  if (next === question) return after(text, '?>', at + 2);
  if (next === slash) return after(text, '>', at + 2);
  let quote = 0;
  for (let i = at + 1; i < text.length; i++) {
    const code = text[i]!;
    if (quote !== 0) {
      if (code === quote) quote = 0;
    } else if (code === greaterThan) return i + 1;
    else if (code === doubleQuote || code === singleQuote) quote = code;
    else if (code === lessThan) return unsupported;
  }
  return incomplete;
}

const comment = Buffer.from('<!--');
const cdata = Buffer.from('<![CDATA[');

const startsWith = (text: Buffer, head: Buffer, at: number) => text.length - at >= head.length && text.compare(head, 0, head.length, at, at + head.length) === 0;

const after = (text: Buffer, close: string, from: number) => {
  const found = text.indexOf(close, from, 'latin1');
  return found < 0 ? incomplete : found + close.length;
};

/** The kind of markup at a `<`: a start tag (also an empty-element one), an end tag, or other (comment, CDATA, instruction). */
export const markupKind = (text: Buffer, at: number): 'start' | 'end' | 'other' => {
  const next = text[at + 1];
  return next === slash ? 'end' : next === bang || next === question ? 'other' : 'start';
};

/** Whether the start tag ending before `end` closes itself (`<item/>`). */
export const isEmptyElement = (text: Buffer, end: number) => text[end - 2] === slash;

/** The name of the start tag at `at`, as bytes read as Latin-1 (element names of feeds are ASCII). */
export function tagName(text: Buffer, at: number, end: number): string {
  let i = at + 1;
  while (i < end) {
    const code = text[i]!;
    if (code <= 32 || code === slash || code === greaterThan) break;
    i++;
  }
  return text.toString('latin1', at + 1, i);
}

/** How many line feeds `text` holds. */
export function lineFeedsIn(text: Buffer): number {
  let count = 0;
  for (let at = text.indexOf(10); at >= 0; at = text.indexOf(10, at + 1)) count++;
  return count;
}

/** Encodings whose bytes `markupEnd` can read (see above); the others are decoded first and not split. */
export const splittable = (encoding: string) => encoding === 'utf-8' || /^(windows-125\d|iso-8859-\d+)$/.test(encoding);
