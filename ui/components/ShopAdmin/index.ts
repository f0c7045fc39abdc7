export { type CategoryChoice, ShopAdmin, type ShopAdminProps, type ShopMappings } from './ShopAdmin';
