export { TrackedLink, type TrackedLinkProps } from './TrackedLink';
