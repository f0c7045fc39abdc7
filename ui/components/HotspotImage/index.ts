export { HotspotImage, type HotspotImageProps } from './HotspotImage';
export { type Hotspot, hotspotsOf } from './spots';
