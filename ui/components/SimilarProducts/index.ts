export { SimilarProducts, type SimilarProductsProps } from './SimilarProducts';
