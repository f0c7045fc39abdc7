export { SiteShell } from './SiteShell';
