export { autoplayMs, Carousel, type CarouselProps } from './Carousel';
