export { formatCtr, formatDay, PartnerStats, type PartnerStatsProps } from './PartnerStats';
