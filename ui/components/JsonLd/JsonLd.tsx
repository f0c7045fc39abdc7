import { type JsonLdObject, serializeJsonLd } from '../../lib/json-ld';

/** Structured data in the page, escaped so catalogue text cannot end the script. */
export function JsonLd({ data }: { data: JsonLdObject }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the JSON is escaped by serializeJsonLd.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
