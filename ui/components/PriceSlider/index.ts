export { PriceSlider, type PriceSliderProps } from './PriceSlider';
