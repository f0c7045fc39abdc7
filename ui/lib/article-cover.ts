/** Widths the drawn article covers come in (the images backend's list). */
export const articleCoverWidths = [320, 480, 640, 800, 1200] as const;

/**
 * A `srcset` for an article cover `/images/article/{width}/art-{id}.webp`, or undefined for an
 * image from elsewhere, which is shown as it is.
 */
export function articleCoverSrcSet(imageUrl: string, maxWidth = 1200): string | undefined {
  const match = /^\/images\/article\/\d+\/(.+)$/.exec(imageUrl);
  if (!match) return undefined;
  return articleCoverWidths
    .filter((width) => width <= maxWidth)
    .map((width) => `/images/article/${width}/${match[1]} ${width}w`)
    .join(', ');
}

/** The cover at one width: `/images/article/800/art-3.webp` → `/images/article/480/art-3.webp`. */
export const articleCoverAt = (imageUrl: string, width: number): string => imageUrl.replace(/^\/images\/article\/\d+\//, `/images/article/${width}/`);
