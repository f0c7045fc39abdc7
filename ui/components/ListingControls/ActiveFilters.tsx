import type { VariantFiltering } from '#generated/main-api/types.gen';
import { formatRange } from '../../lib/format';
import { inPlace } from '../../lib/in-place';
import { withQuery } from '#domain/listing-url';
import { Icon } from '../Icon';
import * as styles from './ListingControls.css';

interface Chip {
  label: string;
  url: string;
}

/** Every filter in force as a chip, each removed by its own link, and one link removing them all. */
export function activeFilterChips(filtering: VariantFiltering): Chip[] {
  const { groups } = filtering;
  const choices = [...groups.parameters, ...groups.features, groups.manufacturers, groups.eshops, groups.promo]
    .flatMap((group) => group?.choices ?? [])
    .filter((choice) => choice.selected)
    .map((choice) => ({ label: choice.name, url: choice.url }));
  const price = groups.price?.range;
  const priceChip =
    price?.selected
      ? [{ label: `Preț: ${formatRange(price.selectedMin, price.selectedMax, 'lei')}`, url: price.url }]
      : [];
  const dimensionChips = (groups.dimensions?.ranges ?? [])
    .filter((range) => range.selectedMin !== null || range.selectedMax !== null)
    // Dimensions travel in millimetres and read in centimetres.
    .map((range) => ({ label: `${range.name}: ${formatRange(range.selectedMin !== null ? range.selectedMin / 10 : null, range.selectedMax !== null ? range.selectedMax / 10 : null, 'cm')}`, url: range.url }));
  const search = groups.search ? [{ label: `„${groups.search.query}”`, url: groups.search.url }] : [];
  return [...search, ...choices, ...priceChip, ...dimensionChips];
}

export function ActiveFilters({ filtering, clearUrl }: { filtering: VariantFiltering; clearUrl: string }) {
  const chips = activeFilterChips(filtering);
  if (chips.length === 0) return null;
  return (
    <div className={styles.activeFilters}>
      <ul className={styles.chips} aria-label="Filtre aplicate">
        {chips.map((chip) => (
          <li key={chip.url}>
            <a className={styles.chip} href={chip.url} rel="nofollow" aria-label={`Elimină filtrul ${chip.label}`} {...inPlace}>
              {chip.label}
              <Icon name="close" size="xs" />
            </a>
          </li>
        ))}
      </ul>
      <a className={styles.clearAll} href={withQuery(clearUrl, {})} rel="nofollow" {...inPlace}>
        Șterge toate filtrele
      </a>
    </div>
  );
}
