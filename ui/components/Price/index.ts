export { Price, type PriceProps, type PriceSize, priceSizes } from './Price';
