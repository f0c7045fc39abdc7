export { AdminMode } from './AdminMode';
