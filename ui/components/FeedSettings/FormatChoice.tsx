'use client';

import { Label as RACLabel, Radio as RACRadio, RadioGroup as RACRadioGroup } from 'react-aria-components';
import type { FeedFormat } from '#generated/main-api/types.gen';
import * as forms from '../../theme/forms.css';
import * as styles from './FeedSettings.css';
import { feedFormatChoices } from './formats';

/** The feed's format as radio buttons; `auto` tells it from the content. */
export function FormatChoice({ name = 'format', defaultValue = 'auto', label = 'Formatul' }: { name?: string; defaultValue?: FeedFormat; label?: string }) {
  return (
    <RACRadioGroup className={styles.formats} name={name} defaultValue={defaultValue}>
      <RACLabel className={forms.label}>{label}</RACLabel>
      {feedFormatChoices.map((choice) => (
        <RACRadio key={choice.id} value={choice.id} className={forms.radio}>
          <span className={forms.radioDot} aria-hidden="true" />
          {choice.label}
        </RACRadio>
      ))}
    </RACRadioGroup>
  );
}
