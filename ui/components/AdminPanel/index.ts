export { AdminPanel, type AdminPanelProps } from './AdminPanel';
