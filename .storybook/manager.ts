import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

/**
 * Storybook's own interface in Cuib's light colours, whatever the designer's system prefers: on the
 * dark interface the docs pages showed our dark headings on a dark ground. The colours are the
 * light theme's (`ui/theme/light.css.ts`), written out: the manager is built without vanilla-extract.
 */
addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'Cuib — componente',
    colorPrimary: '#1f4d3a',
    colorSecondary: '#1f4d3a',
    appBg: '#f0ebe3',
    appContentBg: '#faf7f2',
    textColor: '#1d1c1a',
    fontBase: '"Inter Variable", "Inter", system-ui, sans-serif',
  }),
});
