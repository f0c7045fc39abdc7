import type { DatabaseSync } from 'node:sqlite';
import { CompiledQuery, type DatabaseConnection, SqliteDialect, SqliteDriver, type SqliteDatabase, type SqliteStatement } from 'kysely';

/** Prepared statements kept per connection: the repositories' statements are a few hundred texts. */
const cachedStatements = 500;

/**
 * `node:sqlite`'s `DatabaseSync` as the statement interface Kysely's SQLite dialect reads (the one
 * better-sqlite3 offers), with its prepared statements kept for reuse. A statement reads rows when
 * it has result columns, which is also true of `INSERT … RETURNING`.
 */
function asKyselyDatabase(db: DatabaseSync): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => db.close(),
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached) return cached;
      const prepared = db.prepare(sql);
      type Values = Parameters<typeof prepared.all>;
      const statement: SqliteStatement = {
        reader: prepared.columns().length > 0,
        all: (values) => prepared.all(...(values as Values)),
        run: (values) => prepared.run(...(values as Values)),
        iterate: (values) => prepared.iterate(...(values as Values)),
      };
      if (statements.size >= cachedStatements) statements.delete(statements.keys().next().value!);
      statements.set(sql, statement);
      return statement;
    },
  };
}

/**
 * Writers take SQLite's write lock when their transaction begins (`BEGIN IMMEDIATE`), not at
 * their first write: a transaction that reads, then writes, never fails with SQLITE_BUSY halfway
 * because another process wrote in between.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('BEGIN IMMEDIATE'));
  }
}

/** Kysely's SQLite dialect over the embedded `node:sqlite` connection of this process. */
export class NodeSqliteDialect extends SqliteDialect {
  readonly #database: SqliteDatabase;

  constructor(db: DatabaseSync) {
    const database = asKyselyDatabase(db);
    super({ database });
    this.#database = database;
  }

  override createDriver(): SqliteDriver {
    return new ImmediateSqliteDriver({ database: this.#database });
  }
}
