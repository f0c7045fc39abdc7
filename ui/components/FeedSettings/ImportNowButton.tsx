'use client';

import { Form as RACForm } from 'react-aria-components';
import { postPartnerImportMutation } from '#generated/main-api/@tanstack/react-query.gen';
import { sameOrigin } from '../../lib/same-origin';
import { type MutationFormState, useMutationForm } from '../../lib/use-mutation-form';
import { FormNotice } from '../AuthForms';
import { Button } from '../Button';
import * as styles from './FeedSettings.css';

export interface ImportNowButtonProps {
  /** Whether the shop has a feed address saved (without one the button says what to do first). */
  hasFeedUrl: boolean;
  /** Where the form posts without JavaScript (the portal's overview). @default '/portal' */
  action?: string;
  /** Where an import's page is: this, a slash and its id. @default '/portal/importuri' */
  importsPath?: string;
  /** What the server said after refusing the form posted without JavaScript. */
  initial?: MutationFormState;
}

/**
 * „Citește feedul acum”: starts an import from the saved address (the contract's `POST`) and goes
 * to its page, which follows it. A refusal (no address yet, an import already running, too many
 * in an hour) is said under the button.
 */
export function ImportNowButton({ hasFeedUrl, action = '/portal', importsPath = '/portal/importuri', initial }: ImportNowButtonProps) {
  const { formRef, submit, pending, state } = useMutationForm({
    mutation: postPartnerImportMutation(sameOrigin()),
    messages: {},
    initial,
    toVariables: () => ({}),
    onSuccess: (started) => window.location.assign(`${importsPath}/${started.id}`),
  });
  return (
    <RACForm ref={formRef} className={styles.importNow} method="post" action={action} onSubmit={submit} aria-label="Citește feedul acum">
      <input type="hidden" name="intent" value="import" />
      <Button type="submit" variant="secondary" isPending={pending}>
        Citește feedul acum
      </Button>
      <p className={styles.hint}>{hasFeedUrl ? 'Nu aștepta următoarea citire: pornește un import de la adresa salvată.' : 'Salvează întâi adresa feedului; apoi îl poți citi oricând.'}</p>
      <FormNotice message={state.form} />
    </RACForm>
  );
}
