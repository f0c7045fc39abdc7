import type { Review } from '#generated/main-api/types.gen';
import { formatDate, languageName } from '../../lib/format';
import { imageUrl } from '../../lib/images';
import { Rating } from '../Rating';
import * as styles from './Reviews.css';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/**
 * One review: who, when, stars, the text (with the original of a translated review one click
 * away, no JavaScript needed), pluses and minuses, photos and the shop's reply.
 */
export function ReviewItem({ review }: { review: Review }) {
  return (
    <article className={styles.review}>
      <header className={styles.reviewHeader}>
        {review.userAvatar ? (
          <img className={styles.avatar} src={imageUrl('avatar', review.userAvatar.id, 96)} alt="" width={40} height={40} loading="lazy" />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {initials(review.userNickName)}
          </span>
        )}
        <div>
          <p className={styles.author}>{review.userNickName}</p>
          <p className={styles.date}>
            <time dateTime={review.dateTime}>{formatDate(review.dateTime)}</time>
            {review.eshop && <> · cumpărat de la {review.eshop.name}</>}
          </p>
        </div>
        <Rating rating={review.value} />
      </header>
      <p className={styles.text}>{review.text.text}</p>
      {review.translatedFrom && review.text.originalText && (
        <details className={styles.original}>
          <summary>Tradus din {languageName(review.translatedFrom)} · Afișează originalul</summary>
          <p lang={review.translatedFrom}>{review.text.originalText}</p>
        </details>
      )}
      {(review.pluses.length > 0 || review.minuses.length > 0) && (
        <div className={styles.points}>
          {review.pluses.length > 0 && (
            <ul className={styles.pluses} aria-label="Plusuri">
              {review.pluses.map((plus) => (
                <li key={plus}>{plus}</li>
              ))}
            </ul>
          )}
          {review.minuses.length > 0 && (
            <ul className={styles.minuses} aria-label="Minusuri">
              {review.minuses.map((minus) => (
                <li key={minus}>{minus}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {review.imageIds.length > 0 && (
        <ul className={styles.photos} aria-label="Fotografiile cumpărătorului">
          {review.imageIds.map((id, i) => (
            <li key={id}>
              <a href={imageUrl('review', id, 1200, 'jpg')} target="_blank" rel="noopener" data-opens="review-images" data-index={i} data-title={`Fotografiile lui ${review.userNickName}`}>
                <img className={styles.photo} src={imageUrl('review', id, 160)} alt={`Fotografia ${i + 1} a lui ${review.userNickName}`} width={80} height={80} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {review.reply && (
        <blockquote className={styles.reply}>
          <p className={styles.replyTitle}>Răspunsul magazinului{review.eshop ? ` ${review.eshop.name}` : ''}</p>
          <p>{review.reply.text}</p>
        </blockquote>
      )}
    </article>
  );
}
