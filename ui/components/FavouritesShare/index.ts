export { FavouritesShare, type FavouritesShareProps } from './FavouritesShare';
