'use client';

import { useId } from 'react';
import { QueryIsland } from '../QueryIsland';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccount, type DeleteAccountProps } from './DeleteAccount';
import * as styles from './AccountSettings.css';

export interface AccountSettingsProps {
  /** Called once the account is deleted. @default goes to /user/cont-sters */
  onDeleted?: DeleteAccountProps['onDeleted'];
}

/** The backend's JSON attachment of everything kept about the user (GDPR art. 15 and 20). */
export const exportPath = '/api/v2/user/export';

/**
 * The account's settings on /user: change the password, download a copy of one's data, delete the
 * account. Its forms are react-aria's and send through the generated mutations; this page alone
 * loads them.
 */
export function AccountSettings({ onDeleted }: AccountSettingsProps) {
  const id = useId();
  return (
    <QueryIsland>
      <section className={styles.root} aria-labelledby={`${id}-setari`}>
        <h2 id={`${id}-setari`} className={styles.heading}>
          Setările contului
        </h2>
        <section className={styles.part} aria-labelledby={`${id}-parola`}>
          <h3 id={`${id}-parola`} className={styles.partHeading}>
            Schimbă parola
          </h3>
          <p className={styles.text}>După schimbare, ieși automat din cont pe celelalte dispozitive.</p>
          <ChangePasswordForm />
        </section>
        <section className={styles.part} aria-labelledby={`${id}-date`}>
          <h3 id={`${id}-date`} className={styles.partHeading}>
            Datele mele
          </h3>
          <p className={styles.text}>
            Descarcă tot ce păstrăm despre tine (contul, favoritele, alertele și comparațiile) într-un fișier JSON, pe care îl poți citi sau muta în alt serviciu.
          </p>
          <a className={styles.download} href={exportPath} download>
            Descarcă datele mele
          </a>
        </section>
        <section className={styles.part} aria-labelledby={`${id}-stergere`}>
          <h3 id={`${id}-stergere`} className={styles.partHeading}>
            Șterge contul
          </h3>
          <p className={styles.text}>Îți ștergem contul și tot ce ține de el. Dacă vrei să le păstrezi, descarcă-ți întâi datele.</p>
          <DeleteAccount onDeleted={onDeleted} />
        </section>
      </section>
    </QueryIsland>
  );
}
