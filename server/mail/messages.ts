import { origins, siteUrl } from '#domain/origins';
import { countOf, formatAmount } from '#domain/romanian';
import type { WatchReason } from '../repositories/watches';
import { compose, type Mail, type Paragraph } from './compose';
import { alertsPerAddressPerDay } from './limits';

/** Every e-mail Cuib sends, in Romanian; links point at the configured site (`CUIB_SITE_ORIGIN`). */

export const registrationConfirmation = (to: string, firstName: string, userId: number, code: string): Mail =>
  compose(to, 'Confirmă-ți contul Cuib', [
    `Bun venit, ${firstName}!`,
    'Mai ai un pas: confirmă adresa de e-mail ca să îți poți folosi contul.',
    { label: 'Confirmă adresa de e-mail', url: siteUrl(`/register/confirmation/${userId}/${code}`) },
  ]);

/**
 * To an address registered again before anyone confirmed it. Whoever registered first may not be
 * the address's owner, so the account is confirmed only by choosing its password from this link:
 * nobody is signed in with a password someone else chose.
 */
export const registrationRepeated = (to: string, firstName: string, code: string, validHours: number): Mail =>
  compose(to, 'Alege parola contului tău Cuib', [
    `Bună, ${firstName}!`,
    'Cineva (poate chiar tu) a cerut din nou un cont Cuib cu această adresă de e-mail, înainte ca ea să fie confirmată.',
    'Ca să fim siguri că parola contului este aleasă de tine, confirmă adresa alegând parola aici:',
    { label: 'Alege parola și confirmă contul', url: siteUrl(`/parola/confirmare/${code}`) },
    `Linkul este valabil ${countOf(validHours, { one: 'oră', other: 'ore' })} și doar ultimul link primit funcționează; linkurile de confirmare primite înainte nu mai sunt valabile. Dacă nu ai cerut tu contul, ignoră acest mesaj.`,
  ]);

/** To the owner of an address someone tried to register again: nothing is revealed to the one who tried. */
export const registrationAttempt = (to: string): Mail =>
  compose(to, 'Cineva a încercat să creeze un cont Cuib cu adresa ta', [
    'Cineva (poate chiar tu) a încercat să creeze un cont Cuib cu această adresă de e-mail, dar ai deja un cont.',
    'Dacă ți-ai uitat parola, o poți reseta de aici. Dacă nu ai fost tu, nu trebuie să faci nimic.',
    { label: 'Resetează parola', url: siteUrl('/parola/innoire') },
  ]);

export const passwordReset = (to: string, code: string, validMinutes: number): Mail =>
  compose(to, 'Resetează parola contului Cuib', [
    'Ai cerut o parolă nouă pentru contul tău Cuib.',
    { label: 'Alege o parolă nouă', url: siteUrl(`/parola/confirmare/${code}`) },
    `Linkul este valabil ${validMinutes} de minute și doar ultimul link primit funcționează. Dacă nu ai cerut tu resetarea, ignoră acest mesaj.`,
  ]);

export const watchConfirmation = (to: string, variantName: string, code: string): Mail =>
  compose(to, 'Confirmă alerta de preț Cuib', [
    `Ai cerut să te anunțăm despre „${variantName}”.`,
    'Îți trimitem alerte doar după ce confirmi că adresa este a ta.',
    { label: 'Confirmă alerta', url: siteUrl(`/watchdog/confirmare/${code}`) },
    'Dacă nu ai cerut tu această alertă, ignoră mesajul: nu vei mai primi nimic.',
  ]);

/** What a watch notification needs to know. */
export interface WatchNotice {
  email: string;
  variant_id: number;
  slug: string;
  variant_name: string;
  /** The price now, and when the watch was made (null for a watch older than that record). */
  price: number;
  subscribed_price: number | null;
  target_price: number | null;
  reason: WatchReason;
  hash: string;
}

const lei = (value: number) => `${formatAmount(value, { bani: true })} lei`;

/**
 * A watch's one notification, with the price when the watch was made beside today's. It carries the
 * one-click unsubscribe of RFC 8058 (the site accepts the mail provider's POST at the same address
 * as the link in the text), so mail providers show their own „Dezabonare” button.
 */
export function watchNotification(watch: WatchNotice): Mail {
  const wording: Record<WatchReason, [subject: string, lead: string]> = {
    backInStock: [`Este din nou în stoc: ${watch.variant_name}`, 'Produsul pe care îl urmăreai este din nou în stoc.'],
    target: [`Preț mai mic: ${watch.variant_name}`, `Prețul nu mai depășește ținta ta de ${lei(watch.target_price ?? watch.price)}.`],
    drop: [`Preț mai mic: ${watch.variant_name}`, 'Prețul produsului pe care îl urmăreai a scăzut.'],
  };
  const [subject, lead] = wording[watch.reason];
  const prices =
    watch.subscribed_price === null
      ? `Prețul de acum: ${lei(watch.price)}`
      : `Prețul când ai cerut alerta: ${lei(watch.subscribed_price)}\nPrețul de acum: ${lei(watch.price)}`;
  const unsubscribe = siteUrl(`/watchdog/unsubscribe/${watch.hash}`);
  return {
    ...compose(watch.email, subject, [
      lead,
      prices,
      { label: 'Vezi oferta', url: siteUrl(`/produs/v/${watch.variant_id}-${watch.slug}`) },
      'Îți scriem o singură dată pentru această alertă.',
      { label: 'Nu mai vrei aceste e-mailuri? Dezabonează-te', url: unsubscribe },
    ]),
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

const alertNoun = { one: 'alertă', other: 'alerte' } as const;

/**
 * The alerts of one day beyond an address's single alerts, in one e-mail the next day: each
 * watch's product, its price then and now, and its own unsubscribe link.
 */
export function watchDigest(to: string, watches: readonly WatchNotice[]): Mail {
  const leads: Record<WatchReason, string> = { backInStock: 'din nou în stoc', target: 'preț mai mic', drop: 'preț mai mic' };
  const items = watches.flatMap((watch): Paragraph[] => [
    `${watch.variant_name}: ${leads[watch.reason]}, acum ${lei(watch.price)}${watch.subscribed_price === null ? '' : ` (când ai cerut alerta: ${lei(watch.subscribed_price)})`}`,
    { label: 'Vezi oferta', url: siteUrl(`/produs/v/${watch.variant_id}-${watch.slug}`) },
    { label: 'Oprește această alertă', url: siteUrl(`/watchdog/unsubscribe/${watch.hash}`) },
  ]);
  return compose(to, `Alertele tale de preț Cuib: ${countOf(watches.length, alertNoun)}`, [
    `Îți trimitem cel mult ${countOf(alertsPerAddressPerDay, { one: 'e-mail', other: 'e-mailuri' })} de alertă pe zi, așa că le-am adunat aici pe celelalte.`,
    ...items,
    'Îți scriem o singură dată pentru fiecare alertă.',
  ]);
}

export const questionToShop = (to: string, text: string, questionId: number): Mail =>
  compose(to, 'Ai o întrebare nouă pe Cuib', [`„${text}”`, { label: 'Răspunde', url: siteUrl(`/pqa/answer/${questionId}`) }]);

export const answerToAsker = (to: string, question: string, answer: string, author: string): Mail =>
  compose(to, 'Ai primit un răspuns pe Cuib', [`La întrebarea „${question}”:`, `„${answer}” — ${author}`]);

/**
 * To a shop's contact, after its registration: the link confirms the partner account on the partner
 * site (`CUIB_PARTNER_ORIGIN`), where the partner portal is.
 */
export const partnerRegistrationConfirmation = (to: string, contactName: string, shopName: string, userId: number, code: string): Mail =>
  compose(to, 'Confirmă contul magazinului tău pe Cuib', [
    `Bună, ${contactName}!`,
    `Am creat contul pentru ${shopName}. Confirmă adresa de e-mail ca să intri în portalul pentru magazine, unde adaugi feedul de produse și vezi cum merg ofertele tale.`,
    { label: 'Confirmă adresa de e-mail', url: new URL(`/portal/confirmare/${userId}/${code}`, `${origins().partner}/`).toString() },
    'Dacă nu ai înscris tu magazinul, ignoră acest mesaj: contul nu poate fi folosit fără confirmare.',
  ]);

export const partnerMessageReceipt = (to: string, name: string): Mail =>
  compose(to, 'Am primit mesajul tău', [`Bună, ${name}!`, 'Am primit mesajul tău și îți răspundem în două zile lucrătoare.']);

/** A copy for the partnerships team's inbox. */
export const toPartnersTeam = (to: string, subject: string, body: string): Mail => compose(to, subject, [body]);
