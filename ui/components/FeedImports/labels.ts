import type { FeedImport, FeedImportState } from '#generated/main-api/types.gen';
import { once } from '#domain/romanian';
import { formatCountOf, type NounForms } from '../../lib/format';

/** An import's state as the shop reads it. */
export const importStateLabels: Record<FeedImportState, string> = {
  running: 'în curs',
  applied: 'aplicat',
  unchanged: 'neschimbat',
  'not-modified': 'nemodificat',
  held: 'reținut pentru verificare',
  released: 'eliberat',
  rejected: 'respins',
  failed: 'eșuat',
};

export const importTones = ['busy', 'done', 'quiet', 'waiting', 'bad'] as const;
export type ImportTone = (typeof importTones)[number];

/** How a state is coloured: at work, applied, nothing to do, waiting for staff, nothing applied. */
export const importStateTones: Record<FeedImportState, ImportTone> = {
  running: 'busy',
  applied: 'done',
  released: 'done',
  unchanged: 'quiet',
  'not-modified': 'quiet',
  held: 'waiting',
  rejected: 'bad',
  failed: 'bad',
};

/** What a state means, said once under the state on an import's page. */
export const importStateHints: Record<FeedImportState, string> = {
  running: 'Citim feedul acum. Numerele cresc pe măsură ce înaintăm.',
  applied: 'Ofertele din feed sunt pe Cuib.',
  unchanged: 'Feedul nu aducea nimic nou: ofertele au rămas cum erau.',
  'not-modified': 'Serverul magazinului a spus că feedul nu s-a schimbat de la citirea anterioară.',
  held: 'Echipa Cuib verifică feedul înainte să-l aplice. Până atunci, ofertele tale rămân cele de dinainte.',
  released: 'Echipa Cuib a verificat feedul și l-a aplicat.',
  rejected: 'Echipa Cuib nu a aplicat feedul. Ofertele tale au rămas cele de dinainte.',
  failed: 'Nu am aplicat nimic din acest feed: ofertele tale au rămas cele de dinainte.',
};

/** Where an import's file came from. */
export const importSourceLabels: Record<FeedImport['source'], string> = {
  url: 'de la adresa feedului',
  upload: 'fișier încărcat',
  file: 'încărcat de echipa Cuib',
};

/**
 * Why an item was refused, by the backend's reason code (server/feeds/item's reasons, and
 * `unmapped-category`); a code not listed here is shown as it came (each item's own message says
 * the rest).
 */
export const reasonLabels: Record<string, string> = {
  'missing-field': 'Câmp obligatoriu lipsă',
  'bad-price': 'Preț care nu este un număr valid',
  'not-ron': 'Preț în altă monedă decât lei',
  'foreign-link': 'Link în afara domeniului magazinului',
  'bad-image': 'Imagine fără adresă http(s)',
  'bad-availability': 'Disponibilitate necunoscută',
  'duplicate-id': 'ID repetat',
  'title-too-long': 'Titlu mai lung de 150 de caractere',
  'field-too-long': 'Câmp prea lung',
  'bad-value': 'Valoare nevalidă',
  'unmapped-category': 'Categorie negăsită',
};

export const reasonLabel = (reason: string): string => reasonLabels[reason] ?? reason;

export const productNoun: NounForms = { one: 'produs', other: 'produse' };
const secondNoun: NounForms = { one: 'secundă', other: 'secunde' };
const minuteNoun: NounForms = { one: 'minut', other: 'minute' };
const hourNoun: NounForms = { one: 'oră', other: 'ore' };

/** `sub o secundă`, `41 de secunde`, `2 minute și 5 secunde`, `1 oră și 3 minute`. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return 'sub o secundă';
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return formatCountOf(seconds, secondNoun);
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 === 0 ? formatCountOf(minutes, minuteNoun) : `${formatCountOf(minutes, minuteNoun)} și ${formatCountOf(seconds % 60, secondNoun)}`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? formatCountOf(hours, hourNoun) : `${formatCountOf(hours, hourNoun)} și ${formatCountOf(minutes % 60, minuteNoun)}`;
}

const dateTime = once(() => new Intl.DateTimeFormat('ro-RO', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Bucharest' }));

/** `25 noiembrie 2026 la 08:00`, Romanian time. */
export const formatDateTime = (iso: string): string => dateTime().format(new Date(iso));

/** The counts of an import, in the order the shop reads them, with their column names. */
export const importCounts = [
  { key: 'added', label: 'Adăugate' },
  { key: 'updated', label: 'Actualizate' },
  { key: 'unchanged', label: 'Neschimbate' },
  { key: 'removed', label: 'Scoase' },
  { key: 'invalid', label: 'Invalide' },
] as const satisfies readonly { key: keyof FeedImport; label: string }[];
