import { partnerPages } from './partner-pages';
import type { ContentPage } from './types';

/** Every page of the shop-onboarding site. */
export const onboardingPages: ContentPage[] = partnerPages;
