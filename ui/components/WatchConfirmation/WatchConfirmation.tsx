'use client';

import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { confirmWatchMutation } from '#generated/watchdog/@tanstack/react-query.gen';
import { ResponseError } from '#generated/runtime';
import { sameOrigin } from '../../lib/same-origin';
import { PlainButton } from '../Button/PlainButton';
import { QueryIsland } from '../QueryIsland';
import * as styles from './WatchConfirmation.css';

export const watchConfirmationStates = ['idle', 'confirmed', 'expired', 'failed'] as const;
export type WatchConfirmationState = (typeof watchConfirmationStates)[number];

export interface WatchConfirmationProps {
  /** The code from the confirmation e-mail's link. */
  code: string;
  /** What the server already knows (after the form was posted without JavaScript). @default 'idle' */
  initialState?: WatchConfirmationState;
}

/**
 * The page a confirmation e-mail leads to (double opt-in for price and stock alerts): the alert is
 * confirmed only when the shopper presses the button, never by merely opening the link, which mail
 * scanners do on their own. A form posted to the page itself, so it works without JavaScript too.
 */
export function WatchConfirmation(props: WatchConfirmationProps) {
  return (
    <QueryIsland>
      <Confirmation {...props} />
    </QueryIsland>
  );
}

function Confirmation({ code, initialState = 'idle' }: WatchConfirmationProps) {
  const [state, setState] = useState<WatchConfirmationState>(initialState);
  const confirm = useMutation(confirmWatchMutation(sameOrigin()));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    confirm.mutate(
      { path: { project: 'cuib', code } },
      {
        onSuccess: () => setState('confirmed'),
        onError: (error) => setState(error instanceof ResponseError && error.response.status === 404 ? 'expired' : 'failed'),
      },
    );
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
        <form method="post" action={`/watchdog/confirmare/${encodeURIComponent(code)}`} onSubmit={submit} className={styles.root}>
          <p className={styles.text}>Cineva (sperăm că tu) a cerut alerte pe această adresă de e-mail. Confirmă ca să le primești; dacă nu ai fost tu, închide pagina și nu vei primi nimic.</p>
          <PlainButton type="submit" pending={confirm.isPending}>
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
        </form>
      )}
    </section>
  );
}
