import { middleware as mainApiMiddleware } from '#generated/main-api/runtime.gen';
import { ResponseError } from '#generated/runtime';
import { middleware as watchdogMiddleware } from '#generated/watchdog/runtime.gen';
import { formErrors, keptValues } from '#ui/lib/form-errors';
import { backendOptions } from '../lib/backend';
import type { SubmittedForm } from './submitted';

/**
 * What the site's server does with a form posted without JavaScript: redirect (303, passing on
 * the cookies the backend set) or show the page again with the messages and what was typed
 * (never a password).
 */
export type FormOutcome = { redirect: string; cookies: string[] } | { render: SubmittedForm };

export interface Post {
  /** The text fields of the form. */
  fields: URLSearchParams;
  /** The files of a multipart form, by field name (empty for an url-encoded form). */
  files: Map<string, File[]>;
  cookie: string | undefined;
  /** The groups the route's pattern captured in the path, decoded. */
  params: string[];
}

/** A posted form as read: its text fields and files. */
export type PostedForm = Pick<Post, 'fields' | 'files'>;

/** A page that takes a form post: its path and what the post does. */
export interface FormRoute {
  pattern: RegExp;
  handle: (post: Post) => Promise<FormOutcome>;
  /**
   * Reads the body itself, for a form that may carry more than a few KiB: checks that need no
   * body come first (an outcome answers without reading it), then the body is streamed with the
   * route's own limits.
   */
  read?: (request: Request, post: Pick<Post, 'cookie' | 'params'>) => Promise<PostedForm | FormOutcome>;
}

type Answer = { response: Response };

const withCookie = (options: ReturnType<typeof backendOptions>, cookie: string | undefined) => ({ ...options, headers: cookie ? { cookie } : {} });
/** Client options for the main API, sending the visitor's cookies. */
export const mainApi = (cookie: string | undefined) => withCookie(backendOptions('main-api', mainApiMiddleware), cookie);
/** Client options for the watchdog backend, sending the visitor's cookies. */
export const watchdog = (cookie: string | undefined) => withCookie(backendOptions('watchdog', watchdogMiddleware), cookie);

/** A text field, trimmed; empty when absent. */
export const text = (fields: URLSearchParams, name: string) => (fields.get(name) ?? '').trim();

/** Runs the backend call: a redirect with its cookies on success, the form again with messages otherwise. */
export async function submit(name: string, fields: URLSearchParams, messages: Record<string, string>, call: () => Promise<Answer>, redirect: string): Promise<FormOutcome> {
  try {
    const { response } = await call();
    return { redirect, cookies: response.headers.getSetCookie() };
  } catch (error) {
    const { fields: fieldErrors, form } = await formErrors(error, messages);
    const status = error instanceof ResponseError && error.response.status < 500 ? error.response.status : 503;
    return { render: { name, status, values: keptValues(fields), fields: fieldErrors, form } };
  }
}
