export { CardActions, type CardActionsProps } from './CardActions';
