export { MegaMenu, type MegaMenuProps, safeAreaIdleMs, safeAreaMargin } from './MegaMenu';
