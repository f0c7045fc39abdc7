export { StaffReport, type StaffReportProps } from './StaffReport';
