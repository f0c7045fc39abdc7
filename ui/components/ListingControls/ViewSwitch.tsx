import type { ListingLayout } from '../../lib/listing-view';
import { withLayout } from '../../lib/listing-view';
import { Icon } from '../Icon';
import * as styles from './ListingControls.css';

export interface ViewSwitchProps {
  /** The layout shown now. */
  layout: ListingLayout;
  /** The listing's URL as shown (filters, sort and page), which both links keep. */
  url: string;
}

const choices: { layout: ListingLayout; label: string; icon: 'grid' | 'rows' }[] = [
  { layout: 'grid', label: 'Grilă', icon: 'grid' },
  { layout: 'row', label: 'Listă', icon: 'rows' },
];

/**
 * Grid or rows, as two links (they work without JavaScript, and the choice stays in the URL);
 * the current one is marked. Search engines are kept off them: they show the same products.
 */
export function ViewSwitch({ layout, url }: ViewSwitchProps) {
  return (
    <nav className={styles.view} aria-label="Mod de afișare">
      <ul className={styles.viewList}>
        {choices.map((choice) => (
          <li key={choice.layout}>
            <a
              className={styles.viewLink({ current: choice.layout === layout })}
              href={withLayout(url, choice.layout)}
              rel="nofollow"
              aria-current={choice.layout === layout ? 'true' : undefined}
            >
              <Icon name={choice.icon} size="xs" />
              {choice.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
