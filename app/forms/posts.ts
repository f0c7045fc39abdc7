import { isFromOtherSite } from '#domain/cross-site';
import { authPosts } from './auth-posts';
import { questionPosts } from './question-posts';
import { moderationPosts } from './moderation-posts';
import { partnerPosts } from './partner-posts';
import { shopAdminPosts } from './shop-admin-posts';
import { starPosts } from './star-posts';
import type { FormOutcome, FormRoute } from './submit';

export type { FormOutcome } from './submit';

/** Every page that takes a form post without JavaScript. */
const routes: FormRoute[] = [...authPosts, ...starPosts, ...moderationPosts, ...questionPosts, ...partnerPosts, ...shopAdminPosts];

const formTypes = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/** The text fields and the files of a posted form. */
async function readForm(request: Request, type: string): Promise<{ fields: URLSearchParams; files: Map<string, File[]> }> {
  if (type === 'application/x-www-form-urlencoded') return { fields: new URLSearchParams(await request.text()), files: new Map() };
  const fields = new URLSearchParams();
  const files = new Map<string, File[]>();
  for (const [name, value] of await request.formData()) {
    if (typeof value === 'string') fields.append(name, value);
    // A file input left empty is sent as a nameless, empty file.
    else if (value.size > 0 || value.name) files.set(name, [...(files.get(name) ?? []), value]);
  }
  return { fields, files };
}

/** Whether the site's server takes a form post at this path. */
export const takesFormPost = (path: string): boolean => routes.some((route) => route.pattern.test(path));

/**
 * Handles a form post to one of the form pages; undefined when the request is not one (another
 * path, or a body that is not a form). A post made by a page of another site is refused (403):
 * a form elsewhere must not sign a shopper in or out, or stop their alerts. A form body that cannot
 * be read as the form it says it is (a broken multipart body) is malformed (400).
 */
export async function handleFormPost(request: Request): Promise<FormOutcome | { refused: true } | { malformed: true } | undefined> {
  const url = new URL(request.url);
  const route = routes.find((candidate) => candidate.pattern.test(url.pathname));
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!route || !formTypes.has(type)) return undefined;
  if (isFromOtherSite({ fetchSite: request.headers.get('sec-fetch-site') ?? undefined, origin: request.headers.get('origin') ?? undefined, requestOrigin: url.origin })) return { refused: true };
  let params: string[];
  try {
    params = route.pattern.exec(url.pathname)!.slice(1).map((part) => decodeURIComponent(part));
  } catch {
    return undefined; // a malformed escape in the path: the not-found page
  }
  const cookie = request.headers.get('cookie') ?? undefined;
  let form: Awaited<ReturnType<typeof readForm>>;
  if (route.read) {
    const read = await route.read(request, { cookie, params });
    if ('redirect' in read || 'render' in read) return read;
    form = read;
  } else {
    try {
      form = await readForm(request, type);
    } catch {
      // A body that is not the form it claims to be: it has been read, so the page cannot be drawn from it.
      return { malformed: true };
    }
  }
  return route.handle({ ...form, cookie, params });
}
