import { promoSlugs } from '#domain/listing-params';
import type { Choice, ColourChoice } from '#generated/main-api/types.gen';
import { eventAttributes } from '../../lib/analytics';
import { formatCount } from '../../lib/format';
import { inPlace } from '../../lib/in-place';
import * as styles from './ListingFilters.css';

/** Choices shown before „Arată mai multe”. */
const visibleChoices = 8;

/** A promotion as the event catalogue names it (`blackFriday`), from its URL slug (`black-friday`). */
const promoName = (slug: string): string => promoSlugs[slug as keyof typeof promoSlugs] ?? slug;

function ChoiceItem({ choice, promo }: { choice: Choice | ColourChoice; promo: boolean }) {
  const swatch = 'hex' in choice ? <span className={styles.swatch} style={{ background: choice.hex }} aria-hidden="true" /> : null;
  const count = choice.count === null ? null : <span className={styles.count}>{formatCount(choice.count)}</span>;
  // A choice with nothing behind it is shown, but not as a link (SPEC §3: `disabled`).
  if (choice.disabled) {
    return (
      <li>
        <span className={styles.choice({ state: 'disabled' })} role="checkbox" aria-checked="false" aria-disabled="true">
          <span className={styles.check} aria-hidden="true" />
          {swatch}
          <span className={styles.choiceName}>{choice.name}</span>
          {count}
        </span>
      </li>
    );
  }
  return (
    <li>
      <a
        className={styles.choice({ state: choice.selected ? 'selected' : choice.highlighted ? 'highlighted' : 'normal' })}
        href={choice.url}
        rel={choice.followable ? undefined : 'nofollow'}
        // A link that toggles a filter: a checkbox to assistive technology, and to Space with JavaScript.
        role="checkbox"
        aria-checked={choice.selected}
        {...inPlace}
        {...(promo ? eventAttributes({ event: 'promo_filter_click', promo: promoName(choice.ident), selected: !choice.selected }) : {})}
      >
        <span className={styles.check} aria-hidden="true" />
        {swatch}
        <span className={styles.choiceName}>
          {choice.name}
        </span>
        {count}
      </a>
    </li>
  );
}

/**
 * A group's choices as links that act as checkboxes; long groups show the first ones and the rest behind „Arată mai multe”.
 * The promotions group's choices also send `promo_filter_click` (SPEC §7).
 */
export function ChoiceList({ choices, promo = false }: { choices: readonly (Choice | ColourChoice)[]; promo?: boolean }) {
  const first = choices.slice(0, visibleChoices);
  const rest = choices.slice(visibleChoices);
  return (
    <>
      <ul className={styles.choices}>
        {first.map((choice) => (
          <ChoiceItem key={choice.ident} choice={choice} promo={promo} />
        ))}
      </ul>
      {rest.length > 0 && (
        <details className={styles.more}>
          <summary className={styles.moreSummary}>Arată mai multe ({rest.length})</summary>
          <ul className={styles.choices}>
            {rest.map((choice) => (
              <ChoiceItem key={choice.ident} choice={choice} promo={promo} />
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
