export { vars } from './contract.css';
export { lightTheme, lightTheme as themeClass } from './light.css';
export { visuallyHidden } from './utilities.css';
export {
  type Breakpoint,
  breakpointNames,
  breakpoints,
  type IconSizeName,
  iconSizeNames,
  iconSizes,
  media,
  mediaDown,
  mediaUp,
} from './tokens';
