import type { MutationFormState } from '../../lib/use-mutation-form';
import { invalidEmailMessage } from '../FormFields/messages';

/**
 * What each auth form says beside a field the backend refused (problem+json `field`), in
 * Romanian. The same words on the page without JavaScript (the site's server maps them) and in
 * the modal.
 */
export const authMessages = {
  login: {
    email: invalidEmailMessage,
    password: 'Scrie parola.',
  },
  registration: {
    email: invalidEmailMessage,
    password: 'Alege o parolă mai greu de ghicit: cel puțin 8 caractere, fără cuvinte comune sau adresa ta.',
    firstName: 'Scrie prenumele.',
    lastName: 'Scrie numele.',
    termsAccepted: 'Ca să îți creezi contul, acceptă termenii de utilizare.',
  },
  resetPassword: {
    email: 'Scrie adresa de e-mail a contului, de exemplu nume@exemplu.ro.',
  },
  setPassword: {
    password: 'Alege o parolă mai greu de ghicit: cel puțin 8 caractere, fără cuvinte comune sau adresa ta.',
    code: 'Linkul nu mai este valabil. Cere unul nou mai jos.',
  },
} as const satisfies Record<string, Record<string, string>>;

export type AuthFormName = keyof typeof authMessages;

/** What a form shows after the server refused it: kept values and messages. */
export type AuthFormState = MutationFormState;
