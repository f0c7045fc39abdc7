export { VariantCard, type VariantCardProps } from './VariantCard';
