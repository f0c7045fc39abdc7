import type { User } from '#generated/main-api/types.gen';
import { unstable_redirect } from 'waku/router/server';
import { signedInUser } from '../../lib/user';

/** Sends the visitor to log in, and back to this page afterwards (`/login` follows `next` only to a path of this site). */
export function redirectToLogin(path: string, query?: string): never {
  const search = (query ?? '').replace(/^\?/, '');
  unstable_redirect(`/login?${new URLSearchParams({ next: search ? `${path}?${search}` : path })}`, 307);
}

/** The signed-in user of a personal page; a visitor without a valid session is sent to log in. */
export async function requireSignedIn(path: string, query?: string): Promise<User> {
  return (await signedInUser()) ?? redirectToLogin(path, query);
}
