import { safeReturnPath } from '#domain/return-path';
import { confirmPasswordRenewal, confirmUserRegistration, loginUser, logoutUser, registerUser, requestPasswordRenewal } from '#generated/main-api/sdk.gen';
import { confirmWatch, unsubscribeWatchByHash } from '#generated/watchdog/sdk.gen';
import { authMessages } from '#ui/components/AuthForms';
import { type FormRoute, mainApi, submit, text, watchdog } from './submit';

/** The forms of the auth pages, the watch confirmation and the unsubscribe page. */
export const authPosts: FormRoute[] = [
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
  },];
