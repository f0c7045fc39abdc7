export { ProductDetail, type ProductDetailProps } from './ProductDetail';
