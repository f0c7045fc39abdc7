export { type HeaderUser, SiteHeader, type SiteHeaderProps } from './SiteHeader';
