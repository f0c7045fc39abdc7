export { VariantCard, type VariantCardLayout, type VariantCardProps, variantCardLayouts } from './VariantCard';
export { type CardVariant, cardVariants } from './card-variants';
