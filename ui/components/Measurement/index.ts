export { Measurement } from './Measurement';
