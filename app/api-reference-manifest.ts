/** What `npm run docs:api` writes beside the reference pages (public/docs/api/manifest.json). */
export interface ApiReferenceManifest {
  backends: {
    name: string;
    title: string;
    version: string;
    description: string;
    operations: number;
    /** CSP sources (`'sha256-…'`) of the page's inline scripts. */
    scriptHashes: string[];
  }[];
}
