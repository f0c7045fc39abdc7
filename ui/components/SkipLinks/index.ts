export { SkipLinks, skipTargets } from './SkipLinks';
