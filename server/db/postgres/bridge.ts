import { createRequire } from 'node:module';
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';

/**
 * One statement for the connection thread: `values` bound to `$1…`, rows as objects or arrays. With
 * `cursor: 'open'` its rows come `batch` at a time (then `next`, or `close` before the end).
 */
export interface Request {
  id: number;
  text?: string;
  values?: unknown[];
  rowMode?: 'array';
  cursor?: 'open' | 'next' | 'close';
  cursorId?: number;
  batch?: number;
}

export interface Answer {
  id: number;
  rows?: unknown[];
  rowCount?: number;
  /** An open cursor, and whether its last rows have been sent. */
  cursorId?: number;
  done?: boolean;
  error?: { message: string; code?: string; detail?: string };
}

/**
 * The connection thread's code, run by `new Worker(…, { eval: true })` so that the build needs no
 * separate worker file. It owns one `pg` client; each answer is posted back before the waiting
 * thread is woken through the shared flag. A broken connection is dropped and the next statement
 * opens a new one (a transaction open on it is lost, and its statement fails).
 */
const threadCode = `
const { workerData } = require('node:worker_threads');
const pg = require(workerData.pg);
const Cursor = require(workerData.pgCursor);
const { url, port, flag, statementTimeoutMs } = workerData;
const signal = new Int32Array(flag);
// Our schema keeps integers in bigint columns and sums in numeric: JavaScript numbers, as SQLite gives.
pg.types.setTypeParser(20, Number);
pg.types.setTypeParser(1700, Number);
let client;
// Whole-catalogue reads go through a cursor on a connection of their own, so statements made while
// one is read (on the main connection) do not wait behind it.
let cursorClient;
let cursor;
let cursorId = 0;
const closeCursor = async () => {
  const open = cursor;
  cursor = undefined;
  await open?.close();
};
const read = async (request, batch) => {
  const rows = await cursor.read(batch);
  const done = rows.length < batch;
  if (done) await closeCursor();
  return { id: request.id, rows, cursorId, done };
};
const connect = async () => {
  const next = new pg.Client({ connectionString: url, statement_timeout: statementTimeoutMs, connectionTimeoutMillis: 5000, application_name: 'cuib' });
  next.on('error', () => {
    if (client === next) client = undefined;
    if (cursorClient === next) cursorClient = undefined;
  });
  await next.connect();
  return next;
};
const send = (answer) => {
  port.postMessage(answer);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
};
let queue = Promise.resolve();
port.on('message', (request) => {
  queue = queue.then(async () => {
    let answer;
    try {
      if (request.cursor === 'open' && !cursor) {
        cursorClient ??= await connect();
        cursor = cursorClient.query(new Cursor(request.text, request.values, { rowMode: request.rowMode }));
        cursorId++;
        answer = await read(request, request.batch);
      } else if (request.cursor === 'next' && cursor && request.cursorId === cursorId) {
        answer = await read(request, request.batch);
      } else if (request.cursor === 'close') {
        if (request.cursorId === cursorId) await closeCursor();
        answer = { id: request.id, rows: [], done: true };
      } else if (request.cursor === 'next') {
        throw new Error('The cursor was closed before its rows were all read.');
      }
    } catch (error) {
      await closeCursor().catch(() => {});
      cursorClient?.end().catch(() => {});
      cursorClient = undefined;
      answer = { id: request.id, error: { message: String(error.message), code: error.code } };
    }
    if (answer) return send(answer);
    // A plain statement (or a second cursor while one is open: read whole, on the main connection).
    try {
      client ??= await connect();
      const result = await client.query({ text: request.text, values: request.values, rowMode: request.rowMode });
      const last = Array.isArray(result) ? result[result.length - 1] : result;
      answer = { id: request.id, rows: last.rows, rowCount: last.rowCount ?? 0 };
    } catch (error) {
      if (!client || error.code === undefined) { client?.end().catch(() => {}); client = undefined; }
      answer = { id: request.id, error: { message: String(error.message), code: error.code, detail: error.detail } };
    }
    send(answer);
  });
});
`;

const resolvePackage = (name: string) => createRequire(import.meta.url).resolve(name);

/** Raised for a statement PostgreSQL refused, or one that took longer than the timeout. */
export class PostgresError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'PostgresError';
  }
}

/**
 * A synchronous client of PostgreSQL: the repositories are written against SQLite's synchronous
 * statements, so a statement for PostgreSQL is posted to a thread holding the connection and this
 * thread waits (Atomics.wait) for its answer. A site process serves one request's statements at a
 * time this way, as it does over SQLite; throughput comes from several workers. Every statement has
 * a timeout here and on the server (`statement_timeout`).
 */
export class SyncConnection {
  private readonly worker: Worker;
  private readonly port: MessagePort;
  private readonly signal = new Int32Array(new SharedArrayBuffer(4));
  private next = 1;

  constructor(
    url: string,
    private readonly timeoutMs = 15_000,
  ) {
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    this.worker = new Worker(threadCode, {
      eval: true,
      workerData: { url, port: port2, flag: this.signal.buffer, pg: resolvePackage('pg'), pgCursor: resolvePackage('pg-cursor'), statementTimeoutMs: timeoutMs },
      transferList: [port2],
    });
    // The connection thread never keeps the process alive by itself.
    this.worker.unref();
    this.port.unref();
  }

  /** The rows of a statement read `batch` at a time through a cursor: the whole catalogue without holding it all twice. */
  *iterate(request: Pick<Request, 'text' | 'values' | 'rowMode'>, batch = 20_000): Generator<unknown> {
    let answer = this.query({ ...request, cursor: 'open', batch });
    try {
      for (;;) {
        yield* answer.rows;
        if (answer.done !== false) return;
        answer = this.query({ cursor: 'next', cursorId: answer.cursorId, batch });
      }
    } finally {
      // Left before the end (a loop that broke off): the cursor is closed.
      if (answer.done === false) this.query({ cursor: 'close', cursorId: answer.cursorId });
    }
  }

  query(request: Omit<Request, 'id'>): { rows: unknown[]; rowCount: number; cursorId?: number; done?: boolean } {
    const id = this.next++;
    Atomics.store(this.signal, 0, 0);
    this.port.postMessage({ ...request, id });
    const deadline = performance.now() + this.timeoutMs;
    for (;;) {
      const left = deadline - performance.now();
      if (left <= 0 || Atomics.wait(this.signal, 0, 0, left) === 'timed-out') {
        throw new PostgresError(`PostgreSQL did not answer within ${this.timeoutMs} ms.`, 'timeout');
      }
      Atomics.store(this.signal, 0, 0);
      // Answers to statements that timed out earlier arrive late: skip them.
      for (let message = receiveMessageOnPort(this.port); message; message = receiveMessageOnPort(this.port)) {
        const answer = message.message as Answer;
        if (answer.id !== id) continue;
        if (answer.error) throw Object.assign(new PostgresError(answer.error.message, answer.error.code), { detail: answer.error.detail });
        return { rows: answer.rows ?? [], rowCount: answer.rowCount ?? 0, cursorId: answer.cursorId, done: answer.done };
      }
    }
  }

  close(): void {
    void this.worker.terminate();
  }
}
