import * as styles from './AuthForms.css';

/**
 * The confirm view: what happens next after a registration or a reset request. The same words
 * whether or not the address has an account (the backend never tells).
 */
export function SentNotice({
  kind,
  email,
}: {
  /** Which e-mail went out: the account's confirmation or the password reset link. */
  kind: 'registration' | 'resetPassword';
  /** The address it went to, when known; without it the notice says „pe adresa ta”. */
  email?: string;
}) {
  const where = email ? `la ${email}` : 'pe adresa ta';
  return (
    <div className={styles.root} role="status">
      <p className={styles.notice}>
        {kind === 'registration'
          ? `Ți-am trimis un e-mail ${where}. Apasă linkul din el ca să îți confirmi contul; apoi ești autentificat automat.`
          : `Dacă există un cont ${email ? `cu adresa ${email}` : 'cu această adresă'}, ți-am trimis un link pentru o parolă nouă. Linkul este valabil o oră.`}
      </p>
      <p className={styles.intro}>Nu găsești e-mailul? Uită-te și în dosarul Spam sau Promoții.</p>
    </div>
  );
}
