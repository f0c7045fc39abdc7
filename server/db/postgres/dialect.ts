/** A statement in PostgreSQL's dialect, and the names of its `:named` parameters by position. */
export interface Translated {
  text: string;
  names: readonly string[];
}

/**
 * Rewrites a statement written for SQLite into PostgreSQL's dialect, for the few differences our
 * repositories meet: `?` and `:name` parameters become `$1…`, `INSERT OR IGNORE` becomes
 * `ON CONFLICT DO NOTHING`, `x = ? COLLATE NOCASE` compares lower case, and camel-case column
 * aliases are quoted (PostgreSQL folds unquoted names to lower case). Statements that differ more
 * choose their text per store (`isPostgres`).
 */
export function toPostgres(sql: string): Translated {
  const names: string[] = [];
  const source = sql.replace(/([\w.]+) = \? COLLATE NOCASE/g, 'lower($1) = lower(?)');
  let text = '';
  let positional = 0;
  let quoted = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (char === "'") quoted = !quoted;
    if (quoted) {
      text += char;
    } else if (char === '?') {
      text += `$${++positional}`;
    } else if (char === ':' && source[i - 1] !== ':' && source[i + 1] !== ':' && /[a-zA-Z]/.test(source[i + 1] ?? '')) {
      const name = /^[a-zA-Z]\w*/.exec(source.slice(i + 1))![0];
      const known = names.indexOf(name);
      text += `$${known < 0 ? names.push(name) : known + 1}`;
      i += name.length;
    } else {
      text += char;
    }
  }
  if (/^\s*INSERT OR IGNORE INTO/i.test(text)) {
    text = text.replace(/INSERT OR IGNORE INTO/i, 'INSERT INTO');
    const returning = text.search(/\sRETURNING\s/i);
    text = returning < 0 ? `${text} ON CONFLICT DO NOTHING` : `${text.slice(0, returning)} ON CONFLICT DO NOTHING${text.slice(returning)}`;
  }
  // Each camel-case alias is quoted where it is given and wherever it is named again (ORDER BY).
  const aliases = new Set([...text.matchAll(/\bAS ([a-z]+[A-Z]\w*)/g)].map((match) => match[1]!));
  for (const alias of aliases) text = text.replace(new RegExp(`(?<![".\\w])${alias}\\b(?!")`, 'g'), `"${alias}"`);
  return { text, names };
}

/** The values of a statement's parameters: as given, or read by name from one object. */
export function valuesOf({ names }: Translated, values: readonly unknown[]): unknown[] {
  if (names.length === 0) return [...values];
  const named = (values[0] ?? {}) as Record<string, unknown>;
  return names.map((name) => named[name] ?? named[`:${name}`] ?? null);
}
