export { default as FavouritesModal, type FavouritesModalProps } from './FavouritesModal';
