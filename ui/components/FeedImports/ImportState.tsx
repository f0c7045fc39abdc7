import type { FeedImportState } from '#generated/main-api/types.gen';
import * as tables from '../PartnerPortal/tables.css';
import { importStateLabels, importStateTones } from './labels';

/** An import's state in a word („aplicat”, „reținut pentru verificare”), coloured by what it means for the shop. */
export function ImportState({ state }: { state: FeedImportState }) {
  return <span className={tables.badge({ tone: importStateTones[state] })}>{importStateLabels[state]}</span>;
}
