export { CategoryTiles, type CategoryTilesProps } from './CategoryTiles';
