export { QueryIsland } from './QueryIsland';
