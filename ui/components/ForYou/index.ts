export { ForYou, type ForYouProps } from './ForYou';
