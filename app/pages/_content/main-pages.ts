import { aboutPages } from './about-pages';
import { otherPages } from './other-pages';
import { shopPages } from './shop-pages';
import { termsPages } from './terms-pages';
import type { ContentPage } from './types';

/** Every written page of the main site. */
export const mainPages: ContentPage[] = [...aboutPages, ...shopPages, ...termsPages, ...otherPages];
