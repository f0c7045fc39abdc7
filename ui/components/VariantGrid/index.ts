export { VariantGrid, type VariantGridProps } from './VariantGrid';
