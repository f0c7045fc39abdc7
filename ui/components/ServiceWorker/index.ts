export { ServiceWorker } from './ServiceWorker';
