export { FavouritesList, type FavouritesListProps } from './FavouritesList';
export { FavouritesOnSale, type FavouritesOnSaleProps } from './FavouritesOnSale';
export { type FavouritesState, favouriteSorts, favouritesUrl, parseFavouritesQuery } from './favourites-url';
