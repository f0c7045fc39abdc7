import { type Compilable, CompiledQuery } from 'kysely';
import type { StoreTransaction } from './store';

/** SQLite takes at most 32,766 parameters in one statement (PostgreSQL 65,535). */
const parameterLimit = 32_766;
const rowsPerStatement = 1000;

/**
 * Rows of one table inserted up to a thousand at a time, fewer when the parameter limit says so
 * (one multi-row INSERT each): far fewer calls into SQLite, and round trips to PostgreSQL, than
 * rows; larger statements were slower again. `flush` inserts
 * what is left. The builder's statement for a number of rows is compiled once and run again with
 * the next rows' values (as a prepared statement is): compiling 120,000 rows of price history
 * value by value took longer than storing them.
 */
export function batched<Row extends object>(trx: StoreTransaction, columns: number, insert: (rows: Row[]) => Compilable, written?: (count: number) => void) {
  const perStatement = Math.min(rowsPerStatement, Math.floor(parameterLimit / columns));
  const statements = new Map<number, string>();
  let pending: Row[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    const rows = pending;
    pending = [];
    const values = rows.flatMap((row) => Object.values(row) as unknown[]);
    let text = statements.get(rows.length);
    if (text === undefined) {
      const compiled = insert(rows).compile();
      // The builder binds each row's values in the order its properties were written, as above.
      if (JSON.stringify(compiled.parameters) !== JSON.stringify(values)) throw new Error('The insert binds its values in another order.');
      text = compiled.sql;
      statements.set(rows.length, text);
    }
    await trx.executeQuery(CompiledQuery.raw(text, values));
    written?.(rows.length);
  };
  return {
    async add(row: Row) {
      pending.push(row);
      if (pending.length === perStatement) await flush();
    },
    flush,
  };
}

