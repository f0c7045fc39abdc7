import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes, randomUUID } from 'node:crypto';
import type { SubmittedForm } from './forms/submitted';
import type { SiteFlags } from './lib/features';

/**
 * What the site's front knows about the request being answered, for everything that runs while
 * it is answered (pages, facades, Waku's interceptors): its id (logged with errors and shown on
 * the error page), the CSP nonce of its inline scripts, and whether a backend the page could not
 * do without failed, so that the error page says "come back shortly" (503) instead of 500.
 */
export interface RequestContext {
  id: string;
  nonce: string;
  /**
   * The server's bindings for the visitor's connection (Node's request and response), handed to
   * embedded backends called in process, so their limits count the visitor, not the site.
   */
  bindings?: unknown;
  /** The first backend call of this request that timed out, failed to connect, or answered 5xx. */
  backendFailure?: { backend: string; reason: string };
  /**
   * A backend call of this request gave no answer (it failed, or was abandoned with the visitor):
   * a part of the page may show its failure fallback, so the page is not kept for others.
   */
  partMissing?: true;
  /** A form posted without JavaScript that the server refused: the page shows it again with its messages. */
  form?: SubmittedForm;
  /** The visitor id issued with this answer (app/front/visitor-id.ts), for the flags evaluated with it. */
  visitorId?: string;
  /**
   * The flags of a page drawn to be shared (app/page-cache/shared-draw.ts): evaluated for the
   * visitor who asked, so their experiment's variation is drawn, but carrying no id of theirs.
   */
  flags?: SiteFlags;
  /** The visitor's request's signal, for the backend calls the front makes before Waku draws (aborted when they leave). */
  signal?: AbortSignal;
  /** A page answered from the shared cache: its inline scripts' hashes stand in the CSP for the nonce. */
  scriptHashes?: string[];
}

const storage = new AsyncLocalStorage<RequestContext>();

export const newRequestContext = (bindings?: unknown): RequestContext => ({ id: randomUUID(), nonce: randomBytes(16).toString('base64'), bindings });

export const runWithRequestContext = <T>(context: RequestContext, run: () => T): T => storage.run(context, run);

/** The context of the request being answered; undefined outside one (tests, the build). */
export const requestContext = (): RequestContext | undefined => storage.getStore();
