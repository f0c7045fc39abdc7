export { CardActions, type CardActionsProps } from './CardActions';
export { LikeButton, type LikeButtonProps } from './LikeButton';
