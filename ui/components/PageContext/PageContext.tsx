import { dataLayerScript, type PageContext, type PageProps } from '../../lib/analytics/page-context';

export interface DataLayerScriptProps {
  /** The page context (every page's first entry) or a page's own props (pushed right after it). */
  entry: PageContext | PageProps;
  /** The request's CSP nonce: the only way an inline script runs. */
  nonce: string | undefined;
}

/**
 * Pushes the page context (or a page's own props) to `window.dataLayer` from the server's HTML, so
 * it is there before any event the page's code sends (SPEC §3, §7). No code reaches the browser.
 * Render it on the server only, early in the document: a script added by React in the browser never runs.
 */
export function DataLayerPush({ entry, nonce }: DataLayerScriptProps) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: dataLayerScript(entry) }} />;
}
