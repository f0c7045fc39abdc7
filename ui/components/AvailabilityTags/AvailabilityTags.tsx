import type { AvailabilityTag } from '../../lib/availability';
import { Icon } from '../Icon';
import * as styles from './AvailabilityTags.css';

export interface AvailabilityTagsProps {
  /** From `availabilityTags(variant, …)` (ui/lib/availability.ts). */
  tags: readonly AvailabilityTag[];
}

/** A variant's stock and delivery tags: „În stoc”, „Expediere în 3 zile”, „Livrare gratuită”… */
export function AvailabilityTags({ tags }: AvailabilityTagsProps) {
  if (tags.length === 0) return null;
  return (
    <ul className={styles.root}>
      {tags.map((tag) => (
        <li key={tag.kind} className={styles.tag({ kind: tag.kind })}>
          {tag.kind === 'freeShipping' && <Icon name="truck" size="xs" />}
          {tag.label}
        </li>
      ))}
    </ul>
  );
}
