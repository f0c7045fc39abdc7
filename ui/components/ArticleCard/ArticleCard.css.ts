import { style } from '@vanilla-extract/css';
import { cardRules } from './card-rules';

export const root = style(cardRules.root);
export const image = style(cardRules.image);
export const noImage = style([cardRules.image, { margin: 0 }]);
export const category = style(cardRules.category);
export const title = style(cardRules.title);
export const titleLink = style([
  cardRules.titleLink,
  {
    selectors: {
      '&::after': cardRules.titleLinkCover,
      '&:hover': { textDecoration: 'underline' },
      '&:focus-visible': { outline: 'none' },
      '&:focus-visible::after': cardRules.titleLinkFocus,
    },
  },
]);
export const perex = style(cardRules.perex);
export const meta = style(cardRules.meta);
