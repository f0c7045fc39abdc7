import { formatCountOf, productNoun } from '../../lib/format';
import { imageUrl } from '../../lib/images';
import { type InspirationSummary, inspirationHref } from './summary';
import * as styles from './InspirationCard.css';

/** Widths the card's picture is offered in; the browser picks by `sizes` and the screen's density. */
const widths = [320, 480, 640, 800] as const;

export interface InspirationCardProps {
  /** The look: name, picture, author and product count. */
  inspiration: InspirationSummary;
  /** Heading level of the look's name. @default 3 */
  headingLevel?: 2 | 3;
  /** Loads the picture eagerly: for the first cards, likely the largest paint. @default false */
  priority?: boolean;
  /** The picture's `sizes`: how wide the card is drawn. @default '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw' */
  sizes?: string;
}

/**
 * A shop-the-look inspiration in a feed: its picture at its own proportions (width and height
 * reserve the space, so nothing moves as it loads), its name as the link to the look, who made it
 * and how many products it shows. Plain HTML: it renders on the server and, for pages loaded with
 * „Mai multe”, in the browser.
 */
export function InspirationCard({ inspiration, headingLevel = 3, priority = false, sizes = '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw' }: InspirationCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { image } = inspiration;
  return (
    <article className={styles.root} data-inspiration-id={inspiration.id}>
      {image ? (
        <img
          className={styles.image}
          src={imageUrl('inspiration', image.id, 480)}
          srcSet={widths.map((width) => `${imageUrl('inspiration', image.id, width)} ${width}w`).join(', ')}
          sizes={sizes}
          width={image.width}
          height={image.height}
          style={{ aspectRatio: `${image.width} / ${image.height}` }}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      ) : (
        <div className={styles.noImage} aria-hidden="true">
          Fără imagine
        </div>
      )}
      <div className={styles.body}>
        <Heading className={styles.name}>
          {/* The whole card is the link's target (see the stretched ::after); the name is its text. */}
          <a className={styles.link} href={inspirationHref(inspiration.id)}>
            {inspiration.name}
          </a>
        </Heading>
        <p className={styles.meta}>{[inspiration.author && `de ${inspiration.author}`, formatCountOf(inspiration.productCount, productNoun)].filter(Boolean).join(' · ')}</p>
      </div>
    </article>
  );
}
