export { VariantCard, type VariantCardLayout, type VariantCardProps, variantCardLayouts } from './VariantCard';
