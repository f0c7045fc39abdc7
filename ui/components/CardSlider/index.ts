export { CardSlider, type CardSliderProps, maxCardImages } from './CardSlider';
