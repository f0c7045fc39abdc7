export { StarInput, type StarInputProps } from './StarInput';
export { starLabel } from './labels';
