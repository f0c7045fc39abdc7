import type { Compilable } from 'kysely';
import { compiledOnce } from './compiled-once';
import type { StoreTransaction } from './store';

/** SQLite takes at most 32,766 parameters in one statement (PostgreSQL 65,535). */
const parameterLimit = 32_766;
const rowsPerStatement = 1000;

/**
 * Rows of one table inserted up to a thousand at a time, fewer when the parameter limit says so
 * (one multi-row INSERT each): far fewer calls into SQLite, and round trips to PostgreSQL, than
 * rows; larger statements were slower again. `flush` inserts what is left. The statement for a
 * number of rows is compiled once (compiled-once.ts): compiling 120,000 rows of price history value
 * by value took longer than storing them.
 */
export function batched<Row extends object>(trx: StoreTransaction, columns: number, insert: (rows: Row[]) => Compilable, written?: (count: number) => void) {
  const perStatement = Math.min(rowsPerStatement, Math.floor(parameterLimit / columns));
  const run = compiledOnce(trx);
  let pending: Row[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    const rows = pending;
    pending = [];
    // The builder binds each row's values in the order its properties were written.
    await run(String(rows.length), rows.flatMap((row) => Object.values(row) as unknown[]), () => insert(rows));
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

export type Batched<Row extends object> = ReturnType<typeof batched<Row>>;
