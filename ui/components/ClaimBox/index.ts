export { ClaimBox } from './ClaimBox';
