export { LikesStart, type LikesStartProps } from './LikesStart';
