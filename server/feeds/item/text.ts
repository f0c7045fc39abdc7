/**
 * Text as shops write it, made fit to show: whitespace collapsed, control characters gone, s and t
 * with cedilla (U+015F, U+0163, and capitals) turned into ș ț with comma below, and HTML in
 * descriptions reduced to its text.
 *
 * HTML is read by the small scanner below rather than by sanitize-html: with no tags allowed,
 * sanitize-html took 56 µs for a 400-character description (the whole item's budget is a few µs),
 * returned its text HTML-escaped again (`&amp;`) and ran paragraphs and list items together
 * ("…de fag.Dimensiuni…"). The scanner walks the markup as a browser's tokenizer does (tags with
 * quoted attributes, comments, declarations, script and style bodies, character references);
 * tests compare its text with sanitize-html's.
 */

const cedillas = /[\u015e\u015f\u0162\u0163]/g;
const commaBelow: Readonly<Record<string, string>> = { '\u015e': '\u0218', '\u015f': '\u0219', '\u0162': '\u021a', '\u0163': '\u021b' };

/** Whitespace of any kind (tabs, line breaks, no-break and thin spaces), control and zero-width characters. */
const blanks = /[\s\u0000-\u0008\u000e-\u001f\u007f-\u009f\u200b-\u200d\u2060\ufeff]+/g;

/**
 * What `clean` would change, in one test: blanks other than single inner spaces, and cedilla
 * letters. Leading and trailing spaces are checked apart.
 */
const untidy = /[\u0000-\u001f\u007f-\u00a0\u1680\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff\u015e\u015f\u0162\u0163]| {2}/;
const cedilla = /[\u015e\u015f\u0162\u0163]/;

/** Whitespace collapsed and trimmed, control characters dropped, cedilla letters turned comma-below. */
export function clean(text: string): string {
  if (text.charCodeAt(0) !== 32 && text.charCodeAt(text.length - 1) !== 32 && !untidy.test(text)) return text;
  const collapsed = text.replace(blanks, ' ').trim();
  return cedilla.test(collapsed) ? collapsed.replace(cedillas, (letter) => commaBelow[letter] ?? letter) : collapsed;
}

/** A bad value as a message quotes it: tidied and cut to about 60 characters. */
export function quote(value: string): string {
  const tidy = clean(value);
  return `«${tidy.length > 60 ? `${sliceChars(tidy, 59)}…` : tidy}»`;
}

/** At most `max` UTF-16 units, never splitting a surrogate pair. */
export function sliceChars(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}

/** Text cut to `max` characters at a word boundary when one is near, with an ellipsis. */
export function cap(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = sliceChars(text, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max - 200 ? cut.slice(0, space) : cut}…`;
}

/** Elements whose end or start separates words: a space goes where they were. */
const separating = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'caption', 'dd', 'details', 'div', 'dl', 'dt', 'figcaption', 'figure',
  'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'img', 'li', 'main', 'nav', 'ol', 'option', 'p', 'pre',
  'section', 'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul',
]);

/** Elements whose content is not text a shopper reads. */
const hidden = new Set(['script', 'style', 'template', 'noscript', 'head', 'svg', 'math', 'iframe', 'object', 'textarea', 'select']);

const isLetter = (code: number) => (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
const isNameCode = (code: number) => isLetter(code) || (code >= 48 && code <= 57) || code === 45 || code === 58 || code === 95;

/**
 * The text of an HTML fragment: tags dropped (a space where one separated blocks), comments,
 * declarations and the bodies of script, style and the like dropped, character references decoded.
 * A `<` that starts no tag ("< 5 cm") stays text, as in a browser. Whitespace is left to `clean`.
 */
export function htmlToText(html: string): string {
  if (html.indexOf('<') === -1) {
    // Markup escaped once too often (`&lt;p&gt;…`) is still markup.
    if (html.indexOf('&lt;') === -1) return html.indexOf('&') === -1 ? html : decodeEntities(html);
    html = decodeEntities(html);
  }
  const n = html.length;
  const references = html.indexOf('&') !== -1;
  let out = '';
  let i = 0;
  while (i < n) {
    const lt = html.indexOf('<', i);
    const textEnd = lt === -1 ? n : lt;
    if (textEnd > i) out += references ? decodeEntities(html.slice(i, textEnd)) : html.slice(i, textEnd);
    if (lt === -1) break;
    const next = html.charCodeAt(lt + 1);
    if (next === 33 /* ! */ || next === 63 /* ? */) {
      // A comment runs to `-->`; a declaration or processing instruction to the next `>`.
      const isComment = html.startsWith('<!--', lt);
      const end = isComment ? html.indexOf('-->', lt + 4) : html.indexOf('>', lt + 2);
      i = end === -1 ? n : end + (isComment ? 3 : 1);
      continue;
    }
    const closing = next === 47; /* / */
    const nameStart = closing ? lt + 2 : lt + 1;
    if (!isLetter(html.charCodeAt(nameStart))) {
      out += '<';
      i = lt + 1;
      continue;
    }
    let nameEnd = nameStart + 1;
    while (nameEnd < n && isNameCode(html.charCodeAt(nameEnd))) nameEnd++;
    const tagEnd = endOfTag(html, nameEnd);
    i = tagEnd === -1 ? n : tagEnd + 1;
    // Every element named in the two sets has a name of at most 10 letters.
    if (nameEnd - nameStart > 10) continue;
    const name = html.slice(nameStart, nameEnd).toLowerCase();
    if (!closing && hidden.has(name) && html.charCodeAt(tagEnd - 1) !== 47) i = afterClosing(html, name, i);
    if (separating.has(name)) out += ' ';
  }
  return out;
}

/** Where a tag's `>` is, from just after its name: quotes count only around attribute values. */
function endOfTag(html: string, from: number): number {
  let afterEquals = false;
  for (let i = from; i < html.length; i++) {
    const code = html.charCodeAt(i);
    if (code === 62) return i;
    if (afterEquals && (code === 34 || code === 39)) {
      const close = html.indexOf(code === 34 ? '"' : "'", i + 1);
      if (close === -1) return -1;
      i = close;
      afterEquals = false;
    } else if (code === 61) afterEquals = true;
    else if (code !== 32 && code !== 9 && code !== 10 && code !== 13 && code !== 12) afterEquals = false;
  }
  return -1;
}

/** Just after the `</name>` closing a hidden element (any case), or the end of the text when it is never closed. */
function afterClosing(html: string, name: string, from: number): number {
  const lower = html.length > 4096 ? null : html.toLowerCase();
  let at = from;
  for (;;) {
    const close = lower ? lower.indexOf(`</${name}`, at) : indexOfIgnoringCase(html, `</${name}`, at);
    if (close === -1) return html.length;
    const after = close + 2 + name.length;
    if (!isNameCode(html.charCodeAt(after))) {
      const end = endOfTag(html, after);
      return end === -1 ? html.length : end + 1;
    }
    at = after;
  }
}

function indexOfIgnoringCase(text: string, needle: string, from: number): number {
  const first = needle.charCodeAt(0);
  for (let i = text.indexOf(String.fromCharCode(first), from); i !== -1; i = text.indexOf(String.fromCharCode(first), i + 1)) {
    if (text.slice(i, i + needle.length).toLowerCase() === needle) return i;
  }
  return -1;
}

/**
 * Named references a shop's description is likely to hold: HTML's own, typography, and every
 * Latin-1 letter and sign (HTML 4's set, which shop editors still write). Others stay as written.
 */
const named: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', shy: '', ensp: ' ', emsp: ' ', thinsp: ' ', zwnj: '', zwj: '',
  ndash: '–', mdash: '—', hellip: '…', laquo: '«', raquo: '»', lsaquo: '‹', rsaquo: '›', bdquo: '„', ldquo: '“', rdquo: '”',
  lsquo: '‘', rsquo: '’', sbquo: '‚', prime: '′', Prime: '″', bull: '•', middot: '·', deg: '°', times: '×', divide: '÷',
  plusmn: '±', minus: '−', le: '≤', ge: '≥', ne: '≠', asymp: '≈', infin: '∞', frac12: '½', frac14: '¼', frac34: '¾', sup1: '¹',
  sup2: '²', sup3: '³', micro: 'µ', euro: '€', cent: '¢', pound: '£', yen: '¥', curren: '¤', copy: '©', reg: '®', trade: '™',
  sect: '§', para: '¶', dagger: '†', Dagger: '‡', permil: '‰', iexcl: '¡', iquest: '¿', ordf: 'ª', ordm: 'º', not: '¬',
  macr: '¯', acute: '´', cedil: '¸', uml: '¨', brvbar: '¦', larr: '←', rarr: '→', uarr: '↑', darr: '↓', harr: '↔', check: '✓',
  hearts: '♥', star: '☆', starf: '★', phone: '☎', oslash: 'ø', Oslash: 'Ø', empty: '∅',
  Abreve: 'Ă', abreve: 'ă', Scedil: '\u015e', scedil: '\u015f', Tcedil: '\u0162', tcedil: '\u0163', Scaron: 'Š', scaron: 'š', Zcaron: 'Ž',
  zcaron: 'ž', Ccaron: 'Č', ccaron: 'č', OElig: 'Œ', oelig: 'œ', Yuml: 'Ÿ', fnof: 'ƒ', circ: 'ˆ', tilde: '˜',
  Agrave: 'À', Aacute: 'Á', Acirc: 'Â', Atilde: 'Ã', Auml: 'Ä', Aring: 'Å', AElig: 'Æ', Ccedil: 'Ç', Egrave: 'È', Eacute: 'É',
  Ecirc: 'Ê', Euml: 'Ë', Igrave: 'Ì', Iacute: 'Í', Icirc: 'Î', Iuml: 'Ï', ETH: 'Ð', Ntilde: 'Ñ', Ograve: 'Ò', Oacute: 'Ó',
  Ocirc: 'Ô', Otilde: 'Õ', Ouml: 'Ö', Ugrave: 'Ù', Uacute: 'Ú', Ucirc: 'Û', Uuml: 'Ü', Yacute: 'Ý', THORN: 'Þ', szlig: 'ß',
  agrave: 'à', aacute: 'á', acirc: 'â', atilde: 'ã', auml: 'ä', aring: 'å', aelig: 'æ', ccedil: 'ç', egrave: 'è', eacute: 'é',
  ecirc: 'ê', euml: 'ë', igrave: 'ì', iacute: 'í', icirc: 'î', iuml: 'ï', eth: 'ð', ntilde: 'ñ', ograve: 'ò', oacute: 'ó',
  ocirc: 'ô', otilde: 'õ', ouml: 'ö', ugrave: 'ù', uacute: 'ú', ucirc: 'û', uuml: 'ü', yacute: 'ý', thorn: 'þ', yuml: 'ÿ',
};

/** What a browser shows for numeric references to C1 controls: Windows-1252's characters (`&#150;` is an en dash). */
const windows1252: Readonly<Record<number, number>> = {
  0x80: 0x20ac, 0x82: 0x201a, 0x83: 0x0192, 0x84: 0x201e, 0x85: 0x2026, 0x86: 0x2020, 0x87: 0x2021, 0x88: 0x02c6, 0x89: 0x2030,
  0x8a: 0x0160, 0x8b: 0x2039, 0x8c: 0x0152, 0x8e: 0x017d, 0x91: 0x2018, 0x92: 0x2019, 0x93: 0x201c, 0x94: 0x201d, 0x95: 0x2022,
  0x96: 0x2013, 0x97: 0x2014, 0x98: 0x02dc, 0x99: 0x2122, 0x9a: 0x0161, 0x9b: 0x203a, 0x9c: 0x0153, 0x9e: 0x017e, 0x9f: 0x0178,
};

/** Character references decoded: numeric ones always, named ones from the table above when closed by `;`. */
export function decodeEntities(text: string): string {
  let at = text.indexOf('&');
  if (at === -1) return text;
  let out = '';
  let copied = 0;
  for (; at !== -1; at = text.indexOf('&', at + 1)) {
    const read = referenceAt(text, at);
    if (read === null) continue;
    out += text.slice(copied, at) + read.text;
    copied = read.end;
    at = read.end - 1;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

const isHex = (code: number) => (code >= 48 && code <= 57) || (code >= 97 && code <= 102) || (code >= 65 && code <= 70);

/** The reference starting at `&` in `at`, as the text it stands for and where it ends, or null when there is none. */
function referenceAt(text: string, at: number): { text: string; end: number } | null {
  let i = at + 1;
  if (text.charCodeAt(i) === 35 /* # */) {
    i++;
    const hex = text.charCodeAt(i) === 120 || text.charCodeAt(i) === 88; /* x X */
    if (hex) i++;
    const start = i;
    while (i < text.length && i - start < (hex ? 7 : 8) && (hex ? isHex(text.charCodeAt(i)) : isDigit(text.charCodeAt(i)))) i++;
    if (i === start) return null;
    let code = Number.parseInt(text.slice(start, i), hex ? 16 : 10);
    if (text.charCodeAt(i) === 59) i++;
    code = windows1252[code] ?? code;
    return { text: code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? '\ufffd' : String.fromCodePoint(code), end: i };
  }
  const start = i;
  while (i < text.length && i - start < 32 && (isLetter(text.charCodeAt(i)) || (i > start && isDigit(text.charCodeAt(i))))) i++;
  if (i - start < 2 || text.charCodeAt(i) !== 59) return null;
  const name = text.slice(start, i);
  return Object.hasOwn(named, name) ? { text: named[name] as string, end: i + 1 } : null;
}

const isDigit = (code: number) => code >= 48 && code <= 57;
