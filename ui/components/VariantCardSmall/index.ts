export { VariantCardSmall, type VariantCardSmallProps } from './VariantCardSmall';
