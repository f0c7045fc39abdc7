export { RememberView } from './RememberView';
export { SearchBox } from './SearchBox';
