export { DetailModalsHost } from './DetailModalsHost';
export { detailModalNames, type DetailModalName } from './names';
