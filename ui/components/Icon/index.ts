export { Icon, type IconProps } from './Icon';
export { IconSprite, iconSymbolId } from './IconSprite';
export { type IconName, iconNames, iconParts, type IconPart } from './paths';
