import { isFromOtherSite } from '#domain/cross-site';
import { safeReturnPath } from '#domain/return-path';
import { middleware as mainApiMiddleware } from '#generated/main-api/runtime.gen';
import { confirmPasswordRenewal, confirmUserRegistration, loginUser, logoutUser, registerUser, requestPasswordRenewal } from '#generated/main-api/sdk.gen';
import { ResponseError } from '#generated/runtime';
import { middleware as watchdogMiddleware } from '#generated/watchdog/runtime.gen';
import { confirmWatch, unsubscribeWatchByHash } from '#generated/watchdog/sdk.gen';
import { authMessages } from '#ui/components/AuthForms';
import { formErrors, keptValues } from '#ui/lib/form-errors';
import { backendOptions } from '../lib/backend';
import type { SubmittedForm } from './submitted';

/**
 * The forms of the auth pages and the unsubscribe page, posted without JavaScript. The site's
 * server sends them to the backend with the visitor's cookies and then either redirects (303,
 * passing on the session cookie the backend set) or shows the page again with the messages and
 * what was typed (never a password).
 */
export type FormOutcome = { redirect: string; cookies: string[] } | { render: SubmittedForm };

interface Post {
  fields: URLSearchParams;
  cookie: string | undefined;
  params: string[];
}

type Answer = { response: Response };

const withCookie = (options: ReturnType<typeof backendOptions>, cookie: string | undefined) => ({ ...options, headers: cookie ? { cookie } : {} });
const mainApi = (cookie: string | undefined) => withCookie(backendOptions('main-api', mainApiMiddleware), cookie);
const watchdog = (cookie: string | undefined) => withCookie(backendOptions('watchdog', watchdogMiddleware), cookie);

const text = (fields: URLSearchParams, name: string) => (fields.get(name) ?? '').trim();

/** Runs the backend call: a redirect with its cookies on success, the form again with messages otherwise. */
async function submit(name: string, fields: URLSearchParams, messages: Record<string, string>, call: () => Promise<Answer>, redirect: string): Promise<FormOutcome> {
  try {
    const { response } = await call();
    return { redirect, cookies: response.headers.getSetCookie() };
  } catch (error) {
    const { fields: fieldErrors, form } = await formErrors(error, messages);
    const status = error instanceof ResponseError && error.response.status < 500 ? error.response.status : 503;
    return { render: { name, status, values: keptValues(fields), fields: fieldErrors, form } };
  }
}

const routes: { pattern: RegExp; handle: (post: Post) => Promise<FormOutcome> }[] = [
  {
    pattern: /^\/login$/,
    handle: ({ fields, cookie }) =>
      submit(
        'login',
        fields,
        authMessages.login,
        () => loginUser({ ...mainApi(cookie), body: { email: text(fields, 'email'), password: fields.get('password') ?? '', remember: fields.get('remember') === 'on' } }),
        safeReturnPath(fields.get('next')) ?? '/',
      ),
  },
  {
    pattern: /^\/inregistrare$/,
    handle: ({ fields, cookie }) =>
      submit(
        'registration',
        fields,
        authMessages.registration,
        () =>
          registerUser({
            ...mainApi(cookie),
            body: {
              firstName: text(fields, 'firstName'),
              lastName: text(fields, 'lastName'),
              email: text(fields, 'email'),
              password: fields.get('password') ?? '',
              // The backend names the field when the box was not ticked.
              termsAccepted: (fields.get('termsAccepted') === 'on') as true,
              newsletter: fields.get('newsletter') === 'on',
            },
          }),
        '/inregistrare?trimis=1',
      ),
  },
  {
    pattern: /^\/parola\/innoire$/,
    handle: ({ fields, cookie }) =>
      submit('resetPassword', fields, authMessages.resetPassword, () => requestPasswordRenewal({ ...mainApi(cookie), body: { email: text(fields, 'email') } }), '/parola/innoire?trimis=1'),
  },
  {
    pattern: /^\/parola\/confirmare\/([^/]+)$/,
    handle: ({ fields, cookie, params: [code] }) =>
      submit(
        'setPassword',
        fields,
        authMessages.setPassword,
        () => confirmPasswordRenewal({ ...mainApi(cookie), body: { code: code!, password: fields.get('password') ?? '' } }),
        `/parola/confirmare/${encodeURIComponent(code!)}?gata=1`,
      ),
  },
  {
    pattern: /^\/register\/confirmation\/(\d{1,12})\/([^/]+)$/,
    handle: ({ fields, cookie, params: [userId, code] }) =>
      submit(
        'confirmRegistration',
        fields,
        { confirmationCode: 'Linkul de confirmare nu mai este valabil.', userId: 'Linkul de confirmare nu mai este valabil.' },
        () => confirmUserRegistration({ ...mainApi(cookie), body: { userId: Number(userId), confirmationCode: code! } }),
        `/register/confirmation/${userId}/${encodeURIComponent(code!)}?gata=1`,
      ),
  },
  {
    pattern: /^\/logout$/,
    handle: ({ fields, cookie }) => submit('logout', fields, {}, () => logoutUser(mainApi(cookie)), '/'),
  },
  {
    pattern: /^\/watchdog\/confirmare\/([^/]+)$/,
    handle: ({ fields, cookie, params: [code] }) =>
      submit(
        'confirmWatch',
        fields,
        {},
        () => confirmWatch({ ...watchdog(cookie), path: { project: 'cuib', code: code! } }),
        `/watchdog/confirmare/${encodeURIComponent(code!)}?gata=1`,
      ),
  },
  {
    pattern: /^\/watchdog\/unsubscribe\/([^/]+)$/,
    handle: ({ fields, cookie, params: [hash] }) =>
      submit(
        'unsubscribe',
        fields,
        { hash: 'Linkul de dezabonare nu mai este valabil: alerta a fost oprită deja.' },
        () => unsubscribeWatchByHash({ ...watchdog(cookie), path: { project: 'cuib', hash: hash! } }),
        `/watchdog/unsubscribe/${encodeURIComponent(hash!)}?gata=1`,
      ),
  },
];

/** Whether the site's server takes a form post at this path. */
export const takesFormPost = (path: string): boolean => routes.some((route) => route.pattern.test(path));

/**
 * Handles a form post to one of the form pages; undefined when the request is not one (another
 * path, or a body that is not a form). A post made by a page of another site is refused (403):
 * a form elsewhere must not sign a shopper in or out, or stop their alerts.
 */
export async function handleFormPost(request: Request): Promise<FormOutcome | { refused: true } | undefined> {
  const url = new URL(request.url);
  const route = routes.find((candidate) => candidate.pattern.test(url.pathname));
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!route || type !== 'application/x-www-form-urlencoded') return undefined;
  if (isFromOtherSite({ fetchSite: request.headers.get('sec-fetch-site') ?? undefined, origin: request.headers.get('origin') ?? undefined, requestOrigin: url.origin })) return { refused: true };
  let params: string[];
  try {
    params = route.pattern.exec(url.pathname)!.slice(1).map((part) => decodeURIComponent(part));
  } catch {
    return undefined; // a malformed escape in the path: the not-found page
  }
  const fields = new URLSearchParams(await request.text());
  return route.handle({ fields, cookie: request.headers.get('cookie') ?? undefined, params });
}
