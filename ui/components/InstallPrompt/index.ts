export { InstallPrompt } from './InstallPrompt';
