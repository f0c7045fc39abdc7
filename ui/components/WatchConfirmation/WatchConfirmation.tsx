'use client';

import { useState } from 'react';
import { ResponseError } from '#generated/runtime';
import { sameOrigin } from '../../lib/same-origin';
import { PlainButton } from '../Button';
import * as styles from './WatchConfirmation.css';

export interface WatchConfirmationProps {
  /** The code from the confirmation e-mail's link. */
  code: string;
}

type State = 'idle' | 'pending' | 'confirmed' | 'expired' | 'failed';

/**
 * The page a confirmation e-mail leads to (double opt-in for price and stock alerts): the alert is
 * confirmed only when the shopper presses the button, never by merely opening the link, which mail
 * scanners do on their own.
 */
export function WatchConfirmation({ code }: WatchConfirmationProps) {
  const [state, setState] = useState<State>('idle');
  const confirm = async () => {
    setState('pending');
    try {
      const { confirmWatch } = await import('#generated/watchdog/sdk.gen');
      await confirmWatch({ ...sameOrigin(), path: { project: 'cuib', code } });
      setState('confirmed');
    } catch (error) {
      setState(error instanceof ResponseError && error.response.status === 404 ? 'expired' : 'failed');
    }
  };
  return (
    <section className={styles.root} aria-labelledby="confirmare-titlu">
      <h1 id="confirmare-titlu" className={styles.heading}>
        Confirmă alerta de preț
      </h1>
      {state === 'confirmed' ? (
        <p className={styles.outcome} role="status">
          Gata! Îți scriem când produsul se ieftinește sau revine în stoc. Poți renunța oricând din linkul aflat în fiecare e-mail.
        </p>
      ) : (
        <>
          <p className={styles.text}>Cineva (sperăm că tu) a cerut alerte pe această adresă de e-mail. Confirmă ca să le primești; dacă nu ai fost tu, închide pagina și nu vei primi nimic.</p>
          <PlainButton onClick={confirm} pending={state === 'pending'}>
            Confirmă alerta
          </PlainButton>
          {state === 'expired' && (
            <p className={styles.problem} role="alert">
              Linkul nu mai este valabil: alerta a fost confirmată deja sau a expirat. Poți cere o alertă nouă de pe pagina produsului.
            </p>
          )}
          {state === 'failed' && (
            <p className={styles.problem} role="alert">
              Nu am putut confirma alerta acum. Încearcă din nou peste câteva momente.
            </p>
          )}
        </>
      )}
    </section>
  );
}
