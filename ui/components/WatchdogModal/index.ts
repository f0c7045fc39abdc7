export { default as WatchdogModal, type WatchdogModalProps } from './WatchdogModal';
