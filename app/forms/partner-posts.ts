import { safeReturnPath } from '#domain/return-path';
import { confirmUserRegistration, loginUser, logoutUser, postPartnerImport, putPartnerFeed } from '#generated/main-api/sdk.gen';
import type { FeedFormat } from '#generated/main-api/types.gen';
import { authMessages } from '#ui/components/AuthForms';
// The plain modules, not the component's index: a server module that reaches a client component
// makes the browser's chunk of the site's other forms (the login's) carry it too.
import { isFeedFormat } from '#ui/components/FeedSettings/formats';
import { feedSettingsMessages } from '#ui/components/FeedSettings/messages';
import { type FormOutcome, type FormRoute, mainApi, type Post, submit, text } from './submit';

/** Starts an import from the saved address; on to its page, or the overview again with the reason it was refused. */
async function startImport({ fields, cookie }: Post): Promise<FormOutcome> {
  let importId: number | undefined;
  const outcome = await submit(
    'portalImport',
    fields,
    {},
    async () => {
      const answer = await postPartnerImport(mainApi(cookie));
      importId = answer.data.id;
      return answer;
    },
    '/portal',
  );
  return 'redirect' in outcome ? { ...outcome, redirect: `/portal/importuri/${importId}` } : outcome;
}

/** The partner portal's forms on the onboarding site, posted without JavaScript (the same calls the enhanced forms make). */
export const partnerPosts: FormRoute[] = [
  {
    pattern: /^\/portal\/autentificare$/,
    handle: ({ fields, cookie }) =>
      submit(
        'portalLogin',
        fields,
        authMessages.login,
        () => loginUser({ ...mainApi(cookie), body: { email: text(fields, 'email'), password: fields.get('password') ?? '', remember: fields.get('remember') === 'on' } }),
        safeReturnPath(fields.get('next')) ?? '/portal',
      ),
  },
  {
    pattern: /^\/portal\/iesire$/,
    handle: ({ fields, cookie }) => submit('portalLogout', fields, {}, () => logoutUser(mainApi(cookie)), '/portal/autentificare?iesit=1'),
  },
  {
    // The link of a shop's registration e-mail: confirming signs the partner in on this site.
    pattern: /^\/portal\/confirmare\/(\d{1,12})\/([^/]+)$/,
    handle: ({ fields, cookie, params: [userId, code] }) =>
      submit(
        'portalConfirm',
        fields,
        { confirmationCode: 'Linkul de confirmare nu mai este valabil.', userId: 'Linkul de confirmare nu mai este valabil.' },
        () => confirmUserRegistration({ ...mainApi(cookie), body: { userId: Number(userId), confirmationCode: code! } }),
        '/portal/autentificare?confirmat=1',
      ),
  },
  {
    // The overview's two forms: the feed's address and format, and „Citește feedul acum”.
    pattern: /^\/portal$/,
    handle: (post) => {
      const { fields, cookie } = post;
      if (text(fields, 'intent') === 'import') return startImport(post);
      const format = text(fields, 'format');
      return submit(
        'portalFeed',
        fields,
        feedSettingsMessages,
        () => putPartnerFeed({ ...mainApi(cookie), body: { url: text(fields, 'url'), format: (isFeedFormat(format) ? format : 'auto') satisfies FeedFormat } }),
        '/portal?salvat=1',
      );
    },
  },
];
