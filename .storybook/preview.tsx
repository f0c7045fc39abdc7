import '@fontsource-variable/inter/wght.css';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { themeClass } from '#ui/theme';
import '#ui/theme/global.css';
import { allHandlers } from '#mocks/index';
import './preview.css';

document.documentElement.lang = 'ro';
document.body.classList.add(themeClass);

const preview: Preview = {
  loaders: [mswLoader()],
  // Every contract operation answers from the mocks; a story overrides one in its `beforeEach`.
  beforeEach({ msw }) {
    msw.use(...allHandlers());
  },
  parameters: {
    layout: 'padded',
    // A story with an axe violation fails its test.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;
