export { Icon, type IconProps } from './Icon';
export { type IconName, iconNames, iconParts, type IconPart } from './paths';
