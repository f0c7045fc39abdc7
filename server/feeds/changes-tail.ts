import { type FileHandle, open } from 'node:fs/promises';
import type { Change } from './scan';

/** Bytes of the changes file read at a time. */
const readSize = 1 << 20;

/**
 * The changes file read while the reading thread still writes it, so that an import writes its
 * changes to the store while the rest of the feed is read, on the other core. `written` reports how
 * many of the file's bytes are whole lines so far, `end` that no more will come (or why the reading
 * failed, which then fails the reader of `chunks`).
 */
export class ChangesTail {
  private length = 0;
  private ended = false;
  private failure: unknown = undefined;
  private wake: (() => void) | null = null;

  written(bytes: number): void {
    this.length = bytes;
    this.wake?.();
  }

  end(failure?: unknown): void {
    this.ended = true;
    this.failure = failure;
    this.wake?.();
  }

  /** The changes, `size` at a time (fewer when the reading thread is behind), until the reading ends. */
  async *chunks(file: string, size: number): AsyncGenerator<Change[]> {
    // Opened once there is something to read: the reading thread creates the file.
    let handle: FileHandle | undefined;
    try {
      let offset = 0;
      /** The bytes of a line a read ended in (a character may be split there). */
      let rest = Buffer.alloc(0);
      let chunk: Change[] = [];
      for (;;) {
        if (offset < this.length) {
          handle ??= await open(file, 'r');
          const buffer = Buffer.allocUnsafe(Math.min(this.length - offset, readSize));
          const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
          if (bytesRead === 0) throw new Error('The changes file is shorter than the reading thread wrote.');
          offset += bytesRead;
          const text = rest.length === 0 ? buffer.subarray(0, bytesRead) : Buffer.concat([rest, buffer.subarray(0, bytesRead)]);
          const last = text.lastIndexOf(10);
          rest = Buffer.from(text.subarray(last + 1));
          if (last < 0) continue;
          const lines = text.toString('utf8', 0, last).split('\n');
          for (const line of lines) {
            if (line === '') continue;
            chunk.push(JSON.parse(line) as Change);
            if (chunk.length === size) {
              yield chunk;
              chunk = [];
            }
          }
          continue;
        }
        if (chunk.length > 0) {
          yield chunk;
          chunk = [];
          continue;
        }
        if (this.ended) {
          if (this.failure !== undefined) throw this.failure;
          return;
        }
        await new Promise<void>((resolve) => (this.wake = resolve));
        this.wake = null;
      }
    } finally {
      await handle?.close();
    }
  }
}
