export { DataLayerPush, type DataLayerScriptProps } from './PageContext';
