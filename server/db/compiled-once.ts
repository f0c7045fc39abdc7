import { type Compilable, CompiledQuery } from 'kysely';
import type { StoreTransaction } from './store';

/**
 * Statements built with Kysely once per shape (`key`: what decides their text, such as the columns
 * they set or the rows they insert) and run again with the next values, as a prepared statement is.
 * A feed import runs the same few statements tens of thousands of times; building each one again
 * cost more than SQLite took to run it. The first build checks that the builder binds `values` in
 * the order given, so a changed builder fails loudly instead of writing values to the wrong columns.
 */
export function compiledOnce(trx: StoreTransaction) {
  const texts = new Map<string, string>();
  return async (key: string, values: readonly unknown[], build: () => Compilable) => {
    let text = texts.get(key);
    if (text === undefined) {
      const compiled = build().compile();
      if (JSON.stringify(compiled.parameters) !== JSON.stringify(values)) throw new Error(`The statement ${key} binds its values in another order.`);
      text = compiled.sql;
      texts.set(key, text);
    }
    await trx.executeQuery(CompiledQuery.raw(text, [...values]));
  };
}
