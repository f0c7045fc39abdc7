'use client';

import { Checkbox as RACCheckbox } from 'react-aria-components';
import type { ConsentSettings } from '#generated/main-api/types.gen';
import { consentCategories } from '../../lib/consent';
import * as styles from './CookieConsent.css';

const labels: Record<(typeof consentCategories)[number], { name: string; description: string }> = {
  essential: { name: 'Esențiale', description: 'Necesare ca site-ul să funcționeze: favoritele, autentificarea, alegerile de aici.' },
  marketing: { name: 'Marketing', description: 'Ne arată ce reclame te-au adus la noi și îți arată oferte potrivite pe alte site-uri.' },
  analytics: { name: 'Analiză', description: 'Ne spun, fără să te identifice, ce pagini sunt folosite și ce nu merge bine.' },
  functional: { name: 'Funcționale', description: 'Țin minte preferințe, ca ultimele produse văzute.' },
};

/** The cookie bar's settings: a checkbox per category; the essential ones cannot be refused. */
export default function ConsentChoices({ choice, onChange }: { choice: ConsentSettings; onChange: (next: (current: ConsentSettings) => ConsentSettings) => void }) {
  return (
    <fieldset className={styles.settings}>
      <legend className={styles.legend}>Ce cookie-uri accepți</legend>
      {consentCategories.map((category) => (
        <RACCheckbox
          key={category}
          className={styles.checkbox}
          isSelected={choice[category]}
          isDisabled={category === 'essential'}
          onChange={(selected) => onChange((current) => ({ ...current, [category]: selected }))}
        >
          <span className={styles.box} aria-hidden="true" />
          <span>
            <strong>{labels[category].name}</strong> — {labels[category].description}
          </span>
        </RACCheckbox>
      ))}
    </fieldset>
  );
}
