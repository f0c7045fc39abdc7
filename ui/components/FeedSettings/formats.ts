import { maxFeedUploadBytes } from '#domain/uploads';
import type { FeedFormat } from '#generated/main-api/types.gen';

/** The contract's feed formats, as a shop reads them. */
export const feedFormatChoices = [
  { id: 'auto', label: 'Automat, după conținut' },
  { id: 'xml', label: 'XML Google Shopping (RSS sau Atom)' },
  { id: 'tsv', label: 'TSV Google (separat prin tab)' },
  { id: 'csv', label: 'CSV (virgulă sau punct și virgulă)' },
] as const satisfies readonly { id: FeedFormat; label: string }[];

export const isFeedFormat = (value: unknown): value is FeedFormat => feedFormatChoices.some((choice) => choice.id === value);

/** The largest feed file the portal takes (the contract's limit, as the site and the backend check it): 256 MiB. */
export const maxFeedFileBytes = maxFeedUploadBytes;

const megabytes = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 1, useGrouping: 'always' });

/** A file's size as a shop reads it: `12,4 MB`, `820 kB`. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${megabytes.format(Math.max(1, Math.round(bytes / 1024)))}\u00a0kB`;
  return `${megabytes.format(bytes / (1024 * 1024))}\u00a0MB`;
}

/** The body's media type the contract lists for a feed file, by its name (`application/octet-stream` when it cannot tell). */
export function feedFileType(name: string): string {
  const lower = name.toLowerCase();
  if (lower.endsWith('.gz')) return 'application/gzip';
  if (lower.endsWith('.xml') || lower.endsWith('.rss') || lower.endsWith('.atom')) return 'application/xml';
  if (lower.endsWith('.csv')) return 'text/csv';
  if (lower.endsWith('.tsv') || lower.endsWith('.txt')) return 'text/tab-separated-values';
  return 'application/octet-stream';
}
