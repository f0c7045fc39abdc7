export { default as MobileMenu, mobileMenuCacheMs, type MobileMenuProps } from './MobileMenu';
