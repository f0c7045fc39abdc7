/**
 * The shape of Cuib's written pages (info, terms, commercial, partner and shop-onboarding pages):
 * plain data, rendered by `ContentArticle`, so the copy can be read and reviewed in one place.
 */
export type { Block, CallToAction, ContentPage, Section } from '#ui/components/ContentArticle';
