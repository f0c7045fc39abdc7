'use client';

import { Form as RACForm } from 'react-aria-components';
import { putPartnerFeedMutation } from '#generated/main-api/@tanstack/react-query.gen';
import type { PartnerFeed } from '#generated/main-api/types.gen';
import { sameOrigin } from '../../lib/same-origin';
import { type MutationFormState, useMutationForm } from '../../lib/use-mutation-form';
import * as forms from '../../theme/forms.css';
import { FormNotice } from '../AuthForms';
import { Button } from '../Button';
import { TextInput } from '../FormFields';
import * as styles from './FeedSettings.css';
import { FormatChoice } from './FormatChoice';
import { isFeedFormat } from './formats';
import { feedSettingsMessages } from './messages';

export interface FeedSettingsFormProps {
  /** The shop's saved feed settings. */
  feed: PartnerFeed;
  /** Where the form posts without JavaScript (the portal's overview). @default '/portal' */
  action?: string;
  /** What the server kept after refusing the form posted without JavaScript. */
  initial?: MutationFormState;
  /** The settings were just saved (the page was drawn after the form's post). @default false */
  saved?: boolean;
}

/**
 * The address Cuib reads the shop's feed from, and its format: saved with the contract's `PUT`
 * (the backend's refusals said beside the field), or posted to the portal without JavaScript.
 */
export function FeedSettingsForm({ feed, action = '/portal', initial, saved = false }: FeedSettingsFormProps) {
  const { formRef, submit, edited, pending, state, succeeded } = useMutationForm({
    mutation: putPartnerFeedMutation(sameOrigin()),
    messages: feedSettingsMessages,
    initial,
    toVariables: (data) => {
      const format = data.get('format');
      return { body: { url: String(data.get('url') ?? '').trim(), format: isFeedFormat(format) ? format : 'auto' } };
    },
  });
  const fields = state.fields ?? {};
  const format = state.values?.format ?? feed.format;
  return (
    <div className={styles.formEvents} onInput={edited}>
      <RACForm ref={formRef} className={forms.form} method="post" action={action} onSubmit={submit} validationErrors={fields} aria-label="Adresa și formatul feedului">
        <input type="hidden" name="intent" value="feed" />
        <TextInput
          name="url"
          type="url"
          label="Adresa feedului"
          placeholder="https://www.magazinul-meu.ro/feed/google-shopping.xml"
          defaultValue={state.values?.url ?? feed.url ?? ''}
          isRequired
          minLength={10}
          maxLength={2000}
          description="Google Shopping XML, TSV sau CSV, eventual comprimat cu gzip. O citim de câteva ori pe zi."
          error={({ validationDetails }) => (validationDetails.valueMissing ? 'Scrie adresa feedului.' : feedSettingsMessages.url)}
        />
        <FormatChoice defaultValue={isFeedFormat(format) ? format : 'auto'} />
        <FormNotice message={state.form} />
        {(succeeded || (saved && !state.form && Object.keys(fields).length === 0)) && (
          <p className={styles.saved} role="status">
            Am salvat adresa feedului. O citim de câteva ori pe zi; o poți citi și acum, mai jos.
          </p>
        )}
        <Button className={styles.submit} type="submit" isPending={pending}>
          Salvează adresa
        </Button>
      </RACForm>
    </div>
  );
}
