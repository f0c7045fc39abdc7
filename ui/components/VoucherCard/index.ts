export { copiedMs, VoucherCard, type VoucherCardProps, type VoucherSize, voucherSizes } from './VoucherCard';
