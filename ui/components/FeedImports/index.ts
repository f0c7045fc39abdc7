export { ImportErrors, type ImportErrorsProps, reasonParam } from './ImportErrors';
export { ImportList, type ImportListProps } from './ImportList';
export { ImportProgress, type ImportProgressProps } from './ImportProgress';
export { ImportState } from './ImportState';
export { ImportSummary, type ImportSummaryProps } from './ImportSummary';
export {
  formatDateTime,
  formatDuration,
  importCounts,
  importSourceLabels,
  importStateHints,
  importStateLabels,
  importStateTones,
  importTones,
  type ImportTone,
  reasonLabel,
  reasonLabels,
} from './labels';
