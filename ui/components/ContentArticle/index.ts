export { ContentArticle } from './ContentArticle';
export type { Block, CallToAction, ContentPage, Section } from './types';
