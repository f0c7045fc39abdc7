export { vars } from './contract.css';
export { lightTheme, lightTheme as themeClass } from './light.css';
export { breakpoints, type Breakpoint, iconSizeNames, iconSizes, type IconSizeName, media } from './tokens';
