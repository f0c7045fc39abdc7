import type { ReactNode } from 'react';
import type { VariantFiltering } from '#generated/main-api/types.gen';
import { formatCount } from '../../lib/format';
import { dimensionSlugOf, listingParams } from '#domain/listing-params';
import { PriceSlider } from '../PriceSlider';
import { ChoiceList } from './ChoiceList';
import { RangeForm } from './RangeForm';
import * as styles from './ListingFilters.css';

export interface ListingFiltersProps {
  filtering: VariantFiltering;
}

function Group({ title, children, open = true }: { title: string; children: ReactNode; open?: boolean }) {
  return (
    <details className={styles.group} open={open}>
      <summary className={styles.groupTitle}>{title}</summary>
      <div className={styles.groupBody}>{children}</div>
    </details>
  );
}

/**
 * The filters of a listing (SPEC §3 filter groups), every one a link or a GET form, so they work
 * and are crawlable without JavaScript; choices that are not worth indexing carry `rel="nofollow"`.
 * On phones the panel folds behind „Filtre”.
 */
export function ListingFilters({ filtering }: ListingFiltersProps) {
  const { groups, url } = filtering;
  const { category, price, dimensions } = groups;
  const selectedCount =
    [...groups.parameters, ...groups.features, groups.manufacturers, groups.eshops, groups.promo].flatMap((group) => group?.choices ?? []).filter((choice) => choice.selected).length +
    (price?.range.selected ? 1 : 0) +
    (dimensions?.ranges.filter((range) => range.selectedMin !== null || range.selectedMax !== null).length ?? 0);
  return (
    <details className={styles.root}>
      <summary className={styles.toggle}>
        Filtre{selectedCount > 0 ? ` (${selectedCount})` : ''}
      </summary>
      <nav className={styles.panel} aria-label="Filtre">
        {category && (category.parent || category.choices.length > 0) && (
          <Group title={category.name}>
            <ul className={styles.categories}>
              {category.parent && (
                <li>
                  <a className={styles.categoryLink} href={category.parent.url}>
                    ‹ {category.parent.name}
                  </a>
                </li>
              )}
              {category.current && (
                <li>
                  <span className={styles.currentCategory} aria-current="page">
                    {category.current.longName}
                  </span>
                </li>
              )}
              {category.choices.map((choice) => (
                <li key={choice.ident}>
                  <a className={styles.categoryLink} href={choice.url}>
                    {choice.name} {choice.count !== null && <span className={styles.count}>{formatCount(choice.count)}</span>}
                  </a>
                </li>
              ))}
            </ul>
          </Group>
        )}
        {price && (
          <Group title={price.name}>
            <PriceSlider price={price} />
            <RangeForm
              url={url}
              legend="Preț în lei"
              from={{ name: listingParams.priceFrom, label: 'De la', value: price.range.selectedMin }}
              to={{ name: listingParams.priceTo, label: 'Până la', value: price.range.selectedMax }}
              min={price.range.min}
              max={price.range.max}
              unit="lei"
            />
            {price.predefined.length > 0 && <ChoiceList choices={price.predefined} />}
          </Group>
        )}
        {groups.promo && (
          <Group title={groups.promo.name}>
            <ChoiceList choices={groups.promo.choices} promo />
          </Group>
        )}
        {groups.features.map((group) => (
          <Group key={group.ident} title={group.name}>
            <ChoiceList choices={group.choices} />
          </Group>
        ))}
        {groups.parameters.map((group) => (
          <Group key={group.ident} title={group.name}>
            <ChoiceList choices={group.choices} />
          </Group>
        ))}
        {dimensions && (
          <Group title={dimensions.name} open={dimensions.ranges.some((range) => range.selectedMin !== null || range.selectedMax !== null)}>
            {dimensions.ranges.map((range) => {
              const slug = dimensionSlugOf[range.dimension];
              const cm = (mm: number | null) => (mm === null ? null : Math.round(mm / 10));
              return (
                <RangeForm
                  key={range.dimension}
                  url={range.url}
                  legend={`${range.name} în cm`}
                  from={{ name: `${slug}-de-la`, label: `${range.name} de la`, value: cm(range.selectedMin) }}
                  to={{ name: `${slug}-pana-la`, label: 'până la', value: cm(range.selectedMax) }}
                  min={Math.floor(range.min / 10)}
                  max={Math.ceil(range.max / 10)}
                  unit="cm"
                />
              );
            })}
          </Group>
        )}
        {groups.manufacturers && (
          <Group title={groups.manufacturers.name}>
            <ChoiceList choices={groups.manufacturers.choices} />
          </Group>
        )}
        {groups.eshops && (
          <Group title={groups.eshops.name}>
            <ChoiceList choices={groups.eshops.choices} />
          </Group>
        )}
      </nav>
    </details>
  );
}
