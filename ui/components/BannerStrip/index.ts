export { BannerStrip, type BannerStripProps } from './BannerStrip';
