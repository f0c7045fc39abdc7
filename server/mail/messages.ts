import { siteUrl } from '#domain/origins';
import { formatAmount } from '#domain/romanian';
import { compose, type Mail } from './compose';

/** Every e-mail Cuib sends, in Romanian; links point at the configured site (`CUIB_SITE_ORIGIN`). */

export const registrationConfirmation = (to: string, firstName: string, userId: number, code: string): Mail =>
  compose(to, 'Confirmă-ți contul Cuib', [
    `Bun venit, ${firstName}!`,
    'Mai ai un pas: confirmă adresa de e-mail ca să îți poți folosi contul.',
    { label: 'Confirmă adresa de e-mail', url: siteUrl(`/register/confirmation/${userId}/${code}`) },
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

export function watchNotification(
  watch: { email: string; type: 'availability' | 'priceDrop'; variant_id: number; slug: string; variant_name: string; price: number; target_price: number | null; hash: string },
): Mail {
  const price = formatAmount(watch.price, { bani: true });
  const [subject, lead] =
    watch.type === 'availability'
      ? [`Este din nou în stoc: ${watch.variant_name}`, `Produsul pe care îl urmăreai este din nou disponibil, la ${price} lei.`]
      : [`Preț mai mic: ${watch.variant_name}`, `Prețul a scăzut la ${price} lei, sub ținta ta de ${formatAmount(watch.target_price!, { bani: true })} lei.`];
  return compose(watch.email, subject, [
    lead,
    { label: 'Vezi oferta', url: siteUrl(`/produs/v/${watch.variant_id}-${watch.slug}`) },
    { label: 'Nu mai vrei aceste e-mailuri? Dezabonează-te', url: siteUrl(`/watchdog/unsubscribe/${watch.hash}`) },
  ]);
}

export const questionToShop = (to: string, text: string, questionId: number): Mail =>
  compose(to, 'Ai o întrebare nouă pe Cuib', [`„${text}”`, { label: 'Răspunde', url: siteUrl(`/pqa/answer/${questionId}`) }]);

export const answerToAsker = (to: string, question: string, answer: string, author: string): Mail =>
  compose(to, 'Ai primit un răspuns pe Cuib', [`La întrebarea „${question}”:`, `„${answer}” — ${author}`]);

export const shopRegistrationReceipt = (to: string, contactName: string, shopName: string, website: string): Mail =>
  compose(to, 'Am primit cererea magazinului tău', [
    `Bună, ${contactName}!`,
    `Am primit cererea pentru ${shopName} (${website}). Îți scriem în două zile lucrătoare cu pașii următori.`,
  ]);

export const partnerMessageReceipt = (to: string, name: string): Mail =>
  compose(to, 'Am primit mesajul tău', [`Bună, ${name}!`, 'Am primit mesajul tău și îți răspundem în două zile lucrătoare.']);

/** A copy for the partnerships team's inbox. */
export const toPartnersTeam = (to: string, subject: string, body: string): Mail => compose(to, subject, [body]);
