import { once } from 'node:events';
import Busboy from '@fastify/busboy';

/**
 * Reading a posted form (multipart or url-encoded) as it streams in, with limits counted as the
 * parts arrive: a form with too many fields, too many files or too large a file is refused as soon
 * as the limit is crossed, and the rest of its body is never read. The site's server (the review
 * form posted without JavaScript) and the backend (a photo upload) read forms this way; neither
 * ever holds a whole body it has not yet checked.
 */

export interface FormLimits {
  /** Text fields. */
  fields: number;
  /** Bytes of one text field's value. */
  fieldBytes: number;
  /** Files (a file input left empty counts as one). */
  files: number;
  /** Bytes of one file. */
  fileBytes: number;
}

/** Why a form was refused: `field` names the part that crossed a limit, when one did. */
export type FormRefusal = { refused: 'malformed' | 'tooManyFields' | 'fieldTooLong' | 'tooManyFiles' | 'fileTooLarge'; field?: string };

export interface ReadForm {
  fields: URLSearchParams;
  /** The files by field name; a file input left empty (no name, no bytes) is left out. */
  files: Map<string, File[]>;
}

const sliceBytes = 16 * 1024;

/** Thrown by the body's own stream (e.g. a body limit), as opposed to a malformed form. */
class StreamFailure {
  constructor(readonly cause: unknown) {}
}

/**
 * Reads the form in `body`, typed by `contentType`. Errors of the stream itself (a body limit
 * cut it off) are thrown again for the caller's handler; a form the parser cannot read is a
 * refusal, never an exception.
 */
export async function readFormBody(body: ReadableStream<Uint8Array> | null, contentType: string, limits: FormLimits): Promise<ReadForm | FormRefusal> {
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      limits: {
        // One more of each than allowed, so that the first one too many is seen as it arrives
        // (the url-encoded parser says nothing of a limit reached inside one chunk).
        fields: limits.fields + 1,
        fieldSize: limits.fieldBytes,
        files: limits.files + 1,
        fileSize: limits.fileBytes,
        parts: limits.fields + limits.files + 2,
        fieldNameSize: 100,
        headerPairs: 20,
      },
    });
  } catch {
    return { refused: 'malformed' }; // no boundary, or a type that is not a form
  }
  const fields = new URLSearchParams();
  const files = new Map<string, File[]>();
  let refusal: FormRefusal | undefined;
  const refuse = (refused: FormRefusal['refused'], field?: string) => {
    refusal ??= field === undefined ? { refused } : { refused, field };
  };
  const filesRead: Promise<void>[] = [];
  let fieldCount = 0;
  parser.on('field', (name: string, value: string, _nameTruncated: boolean, valueTruncated: boolean) => {
    if (++fieldCount > limits.fields) refuse('tooManyFields');
    else if (valueTruncated) refuse('fieldTooLong', name);
    else fields.append(name, value);
  });
  parser.on('file', (name: string, stream: NodeJS.ReadableStream & { truncated?: boolean }, fileName: string, _encoding: string, type: string) => {
    if (filesRead.length >= limits.files) refuse('tooManyFiles', name);
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer<ArrayBuffer>) => {
      if (refusal) return; // nothing more is kept once the form is refused
      size += chunk.byteLength;
      chunks.push(chunk);
    });
    stream.on('limit', () => refuse('fileTooLarge', name));
    filesRead.push(
      new Promise((resolve) =>
        stream.on('end', () => {
          if (!stream.truncated && (size > 0 || fileName)) files.set(name, [...(files.get(name) ?? []), new File(chunks, fileName ?? '', { type })]);
          resolve();
        }),
      ),
    );
  });
  parser.on('fieldsLimit', () => refuse('tooManyFields'));
  parser.on('partsLimit', () => refuse('tooManyFields'));
  parser.on('filesLimit', () => refuse('tooManyFiles'));
  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('finish', resolve);
    parser.on('error', reject);
  });
  parsed.catch(() => undefined);

  const reader = body?.getReader();
  // A refused body is left unread: the server reads the rest away after the answer (or closes
  // the connection). Cancelling it instead would cut the connection, or an in-process sender,
  // before the answer is out.
  const stop = () => {
    parser.destroy();
    reader?.releaseLock();
  };
  try {
    while (reader && !refusal) {
      const chunk = await reader.read().catch((error: unknown) => {
        throw new StreamFailure(error);
      });
      if (chunk.done) break;
      // Fed in slices, so a limit crossed early in a large chunk stops the parsing there.
      for (let start = 0; start < chunk.value.byteLength && !refusal; start += sliceBytes) {
        if (!parser.write(chunk.value.subarray(start, start + sliceBytes))) await Promise.race([once(parser, 'drain'), parsed]);
      }
    }
    if (!refusal) {
      parser.end();
      await parsed;
      await Promise.all(filesRead);
    }
  } catch (error) {
    stop();
    if (error instanceof StreamFailure) throw error.cause;
    return { refused: 'malformed' };
  }
  if (refusal) {
    stop();
    return refusal;
  }
  return { fields, files };
}
