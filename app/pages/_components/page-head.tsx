import { siteUrl } from '#domain/origins';
import { isOnboardingHost, onboardingOrigin } from '../../lib/onboarding';

/**
 * What every page puts in its head: title, description, canonical URL, language alternate and
 * robots. The canonical and alternate URLs are absolute, on the configured origin of the site the
 * page belongs to (`CUIB_SITE_ORIGIN`, or the partner site's).
 */
export function PageHead({
  title,
  description,
  canonical: path,
  robots = 'index, follow',
  image,
}: {
  title: string;
  description: string;
  canonical: string;
  robots?: string;
  /** A picture for link previews (Open Graph), by path on the site; none by default. */
  image?: string;
}) {
  const canonical = isOnboardingHost() ? new URL(path, `${onboardingOrigin()}/`).toString() : siteUrl(path);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      <link rel="alternate" hrefLang="ro-RO" href={canonical} />
      <meta name="robots" content={robots} />
      {image && (
        <>
          <meta property="og:title" content={title} />
          <meta property="og:description" content={description} />
          <meta property="og:url" content={canonical} />
          <meta property="og:image" content={new URL(image, canonical).toString()} />
        </>
      )}
    </>
  );
}
