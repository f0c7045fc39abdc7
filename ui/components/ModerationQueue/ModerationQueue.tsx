import type { ModerationItem } from '#generated/main-api/types.gen';
import { moderationFlagLabels } from '#domain/moderation-checks';
import { formatDate } from '../../lib/format';
import { buildLink, routes } from '../../lib/links';
import * as buttonStyles from '../Button/Button.css';
import { ReviewItem } from '../Reviews';
import * as styles from './ModerationQueue.css';

export interface ModerationQueueProps {
  /** Reviews, questions and answers waiting for a decision. */
  items: ModerationItem[];
  /** Where each decision posts (the staff page itself; it works without JavaScript). */
  action: string;
  /** What the last decision did, said above the list. @default undefined */
  notice?: string;
}

const kindNames: Record<ModerationItem['kind'], string> = { review: 'Recenzie', question: 'Întrebare', answer: 'Răspuns' };
const kindObjects: Record<ModerationItem['kind'], string> = { review: 'recenzia', question: 'întrebarea', answer: 'răspunsul' };

/**
 * What shoppers wrote and staff must approve or reject, oldest first: each item with its text,
 * product, author, the checks' flags and two buttons. Nothing is shown to shoppers before approval.
 */
export function ModerationQueue({ items, action, notice }: ModerationQueueProps) {
  return (
    <div className={styles.root}>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      {items.length === 0 ? (
        <p className={styles.empty}>Nu așteaptă nimic. Recenziile, întrebările și răspunsurile noi apar aici.</p>
      ) : (
        <ol className={styles.list} aria-label="În așteptare">
          {items.map((item) => {
            const who = `${kindObjects[item.kind]} lui ${item.authorName}`;
            return (
              <li key={`${item.kind}-${item.id}`}>
                <article className={`${styles.item} ${item.flags.length > 0 ? styles.flagged : ''}`} aria-label={`${kindNames[item.kind]} de la ${item.authorName}`}>
                  <p className={styles.meta}>
                    <span className={styles.kind}>{kindNames[item.kind]}</span>
                    {item.variant && <a href={buildLink(routes.variantDetail, { params: { variantId: item.variant.id, slug: item.variant.slug } })}>{item.variant.name}</a>}
                    {item.eshop && <span>{item.eshop.name}</span>}
                    <span>
                      {item.authorName}, <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
                    </span>
                  </p>
                  {item.flags.length > 0 && (
                    <ul className={styles.flags} aria-label="Semnalat de verificări">
                      {item.flags.map((flag) => (
                        <li key={flag}>{moderationFlagLabels[flag]}</li>
                      ))}
                    </ul>
                  )}
                  {item.review ? <ReviewItem review={item.review} /> : <p className={styles.text}>{item.text}</p>}
                  <form method="post" action={action} className={styles.actions}>
                    <input type="hidden" name="kind" value={item.kind} />
                    <input type="hidden" name="id" value={item.id} />
                    <button type="submit" name="decision" value="approve" className={buttonStyles.root({ variant: 'primary', size: 'm', iconOnly: false })} aria-label={`Aprobă ${who}`}>
                      Aprobă
                    </button>
                    <button type="submit" name="decision" value="reject" className={buttonStyles.root({ variant: 'secondary', size: 'm', iconOnly: false })} aria-label={`Respinge ${who}`}>
                      Respinge
                    </button>
                  </form>
                </article>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
