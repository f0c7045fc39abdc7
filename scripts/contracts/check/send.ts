/**
 * How contract:check sends a request: the URL, headers and body made from a request's input, the
 * caller's credentials (`--cookie`, `--header`) unless the request is the anonymous one, and the
 * same request as a curl line for the report.
 */
import { deref, type ContractOperation, type Json } from '../load.ts';
import { bodyOf, type RequestCase, type RequestInput } from './cases.ts';

export interface SendOptions {
  baseUrl: string;
  cookie?: string;
  /** Headers sent with every request but the anonymous ones (`Authorization: Bearer …`). */
  headers?: Record<string, string>;
  /** Longer than this is reported as slow. */
  slowMs: number;
  /** Abandoned after this long. */
  timeoutMs: number;
}

export interface PreparedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  /** The body as curl sends it: `--data-raw '…'` or `-F` fields. */
  curlBody: string[];
}

/**
 * The checks, named as Schemathesis names the same ones where it has them, so that a team that
 * knows one tool reads the other.
 */
export type Check =
  | 'not_a_server_error'
  | 'status_code_conformance'
  | 'content_type_conformance'
  | 'response_schema_conformance'
  | 'response_headers_conformance'
  | 'negative_data_rejection'
  | 'positive_data_acceptance'
  | 'problem_names_field'
  | 'ignored_auth'
  | 'response_time'
  | 'ensure_resource_availability'
  | 'use_after_free'
  | 'sequence_state'
  | 'unreachable';

export interface Problem {
  check: Check;
  message: string;
}

export interface Outcome {
  contract: string;
  operationId: string;
  kind: string;
  expect: RequestCase['expect'];
  method: string;
  url: string;
  curl: string;
  status?: number;
  contentType?: string;
  durationMs: number;
  /** What was wrong; empty when the answer kept the contract. */
  problems: Problem[];
  /** The start of the answer's body, to show beside a failure. */
  excerpt: string;
}

const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

// A 1×1 PNG for multipart uploads (review photos).
const tinyPng = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII='), (c) => c.charCodeAt(0));

/** `credentials: false` sends the request as a caller without any: no cookie, no `--header`. */
export function prepare(
  document: Json,
  operation: ContractOperation,
  input: RequestInput,
  options: Pick<SendOptions, 'baseUrl' | 'cookie' | 'headers'>,
  { extraCookie, credentials = true }: { extraCookie?: string; credentials?: boolean } = {},
): PreparedRequest {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(input.path[name] ?? '')));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  const url = `${options.baseUrl.replace(/\/+$/, '')}${path}${query.size ? `?${query}` : ''}`;
  const headers: Record<string, string> = { accept: 'application/json, application/problem+json, */*' };
  for (const [name, value] of Object.entries(input.header)) if (value !== undefined) headers[name.toLowerCase()] = String(value);
  if (credentials) for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = value;
  const cookie = [credentials ? options.cookie : undefined, extraCookie].filter(Boolean).join('; ');
  if (cookie) headers.cookie = cookie;
  const body = bodyOf(document, operation);
  if (input.rawBody !== undefined) {
    headers['content-type'] = 'application/json';
    return { method: operation.method, url, headers, body: input.rawBody, curlBody: ['--data-raw', quote(input.rawBody)] };
  }
  if (!body || input.body === undefined) return { method: operation.method, url, headers, curlBody: [] };
  if (body.type === 'multipart/form-data') {
    const form = new FormData();
    const curlBody: string[] = [];
    const properties = (body.schema.properties ?? {}) as Record<string, Json>;
    for (const [name, value] of Object.entries((input.body ?? {}) as Record<string, unknown>)) {
      const binary = deref<Json>(document, properties[name] ?? {}).format === 'binary';
      if (binary) form.append(name, new Blob([tinyPng], { type: 'image/png' }), 'poza.png');
      else form.append(name, String(value));
      curlBody.push('-F', quote(binary ? `${name}=@poza.png;type=image/png` : `${name}=${String(value)}`));
    }
    return { method: operation.method, url, headers, body: form, curlBody };
  }
  const text = JSON.stringify(input.body);
  headers['content-type'] = body.type;
  return { method: operation.method, url, headers, body: text, curlBody: ['--data-raw', quote(text)] };
}

export const curlOf = (request: PreparedRequest) =>
  ['curl', '-i', '-X', request.method, quote(request.url), ...Object.entries(request.headers).flatMap(([name, value]) => ['-H', quote(`${name}: ${value}`)]), ...request.curlBody].join(' ');

