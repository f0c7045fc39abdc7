import { type JsonLdObject, serializeJsonLd } from '../../lib/json-ld';

/**
 * Structured data in the page, escaped so catalogue text cannot end the script. Render it from the
 * page's server component with an object from `ui/lib/json-ld` (`productJsonLd`, `itemList`,
 * `breadcrumbList`); it draws nothing a shopper sees.
 */
export function JsonLd({
  data,
}: {
  /** One schema.org object (with its `@context`), as the helpers of `ui/lib/json-ld` build it. */
  data: JsonLdObject;
}) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the JSON is escaped by serializeJsonLd.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
