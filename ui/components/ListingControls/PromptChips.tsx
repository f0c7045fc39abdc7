import type { Choice } from '#generated/main-api/types.gen';
import { inPlace } from '../../lib/in-place';
import * as styles from './ListingControls.css';

/** Suggested refinements (smart prompts) as chips above the results. */
export function PromptChips({ prompts }: { prompts: readonly Choice[] }) {
  if (prompts.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label="Sugestii de filtrare">
      {prompts.map((prompt) => (
        <li key={prompt.ident}>
          <a className={styles.prompt} href={prompt.url} rel="nofollow" {...inPlace}>
            {prompt.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
