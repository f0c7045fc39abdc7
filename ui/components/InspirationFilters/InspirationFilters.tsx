import type { Choice, ChoiceFilterGroup, InspirationFiltering } from '#generated/main-api/types.gen';
import { formatCount } from '../../lib/format';
import * as styles from './InspirationFilters.css';

export interface InspirationFiltersProps {
  /** Rooms, styles and authors with their counts and links, as the backend gives them for the current URL. */
  filtering: InspirationFiltering;
  /** The feed without any filter, for „Șterge filtrele”. @default '/inspirations' */
  clearUrl?: string;
}

function ChoiceChip({ choice }: { choice: Choice }) {
  const count = choice.count === null ? null : <span className={styles.count}>{formatCount(choice.count)}</span>;
  // A choice with nothing behind it is shown, but not as a link (SPEC §3: `disabled`).
  if (choice.disabled) {
    return (
      <li>
        <span className={styles.chip({ state: 'disabled' })} aria-disabled="true">
          <span className={styles.check} aria-hidden="true" />
          {choice.name}
          {count}
        </span>
      </li>
    );
  }
  return (
    <li>
      <a className={styles.chip({ state: choice.selected ? 'selected' : 'normal' })} href={choice.url} rel={choice.followable ? undefined : 'nofollow'} aria-current={choice.selected ? 'true' : undefined}>
        <span className={styles.check} aria-hidden="true" />
        {choice.name}
        {choice.selected && <span className={styles.hidden}> (ales; apasă ca să elimini)</span>}
        {count}
      </a>
    </li>
  );
}

function Group({ group }: { group: ChoiceFilterGroup }) {
  if (group.choices.length === 0) return null;
  const headingId = `inspiration-filter-${group.ident}`;
  return (
    <div className={styles.group} role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.groupTitle}>
        {group.name}
      </h3>
      <ul className={styles.chips}>
        {group.choices.map((choice) => (
          <ChoiceChip key={choice.ident} choice={choice} />
        ))}
      </ul>
    </div>
  );
}

/**
 * The inspiration feed's filters (SPEC §3 Inspiration groups): rooms, styles and authors, each
 * choice a link to the feed with it toggled and its count, so the URL keeps the choice and
 * everything works without JavaScript. „Șterge filtrele” appears once something is chosen. On phones
 * they fold behind „Filtrează”.
 */
export function InspirationFilters({ filtering, clearUrl = '/inspirations' }: InspirationFiltersProps) {
  const { rooms, styles: looks, owners } = filtering.groups;
  const chosenCount = [rooms, looks, owners].flatMap((group) => group.choices).filter((choice) => choice.selected).length;
  // On phones the filters fold behind „Filtrează” (open while something is chosen); from 1024 px they are always shown.
  return (
    <details className={styles.root} open={chosenCount > 0}>
      <summary className={styles.toggle}>Filtrează{chosenCount > 0 ? ` (${chosenCount})` : ''}</summary>
      <section className={styles.panel} aria-labelledby="inspiration-filters-heading">
        <div className={styles.header}>
          <h2 id="inspiration-filters-heading" className={styles.heading}>
            Filtrează
          </h2>
          {chosenCount > 0 && (
            <a className={styles.clear} href={clearUrl}>
              Șterge filtrele
            </a>
          )}
        </div>
        <Group group={rooms} />
        <Group group={looks} />
        <Group group={owners} />
      </section>
    </details>
  );
}
