export { Avatar, type AvatarProps } from './Avatar';
export { likeNoun } from './like-noun';
export { UserArea, type UserAreaProps } from './UserArea';
