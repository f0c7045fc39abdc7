import { join } from 'node:path';
import type { Database, Statement } from '../database';
import { SyncConnection } from './bridge';
import { type Translated, toPostgres, valuesOf } from './dialect';

/**
 * The store as PostgreSQL (`CUIB_DATABASE_URL=postgres://…`), behind the same synchronous
 * statements the repositories use over SQLite. `location()` answers a path in the data folder, so
 * the login-token key file stays beside the rest of this machine's data (several machines share
 * one key through `CUIB_JWT_SECRET`).
 */
export class PostgresDatabase implements Database {
  private readonly connection: SyncConnection;
  private readonly statements = new Map<string, Translated>();

  constructor(
    readonly url: string,
    private readonly dataDir: string,
  ) {
    this.connection = new SyncConnection(url);
  }

  prepare(sql: string): Statement {
    const translated = this.statements.get(sql) ?? this.statements.set(sql, toPostgres(sql)).get(sql)!;
    const { text } = translated;
    const connection = this.connection;
    let rowMode: 'array' | undefined;
    const rows = (values: unknown[]) => connection.query({ text, values: valuesOf(translated, values), rowMode }).rows;
    return {
      // No lastInsertRowid: a statement that needs the new id asks for it with RETURNING.
      run: (...values: unknown[]) => ({ changes: connection.query({ text, values: valuesOf(translated, values) }).rowCount, lastInsertRowid: 0 }),
      get: (...values: unknown[]) => rows(values)[0],
      all: (...values: unknown[]) => rows(values),
      iterate: (...values: unknown[]) => connection.iterate({ text, values: valuesOf(translated, values), rowMode }),
      setReturnArrays(enabled: boolean) {
        rowMode = enabled ? 'array' : undefined;
      },
    } as unknown as Statement;
  }

  /** Runs one or more statements without parameters. */
  exec(sql: string): void {
    this.connection.query({ text: sql });
  }

  location(): string {
    return join(this.dataDir, 'postgres');
  }

  close(): void {
    this.connection.close();
  }
}

/** True when `db` is PostgreSQL: for the statements whose text differs between the two stores. */
export const isPostgres = (db: Database): db is PostgresDatabase => db instanceof PostgresDatabase;
