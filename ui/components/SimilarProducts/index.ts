export { SimilarPanelHost } from './SimilarPanelHost';
export { SimilarProducts, type SimilarProductsProps } from './SimilarProducts';
