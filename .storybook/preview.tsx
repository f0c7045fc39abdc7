import '#ui/theme/fonts';
import '#ui/theme/global.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { themeClass } from '#ui/theme';
import { allHandlers } from '#mocks/index';

// Romanian page, light theme: what the site's root layout sets on <html> and <body>.
document.documentElement.lang = 'ro';
document.body.classList.add(themeClass);

const inVitest = '__vitest_browser__' in globalThis;

if (inVitest) {
  // Baselines repeat exactly: no motion (spinners stop), no blinking caret.
  const still = document.createElement('style');
  still.textContent = '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
  document.head.append(still);
}

/**
 * Every story renders inside one frame, which the visual baselines photograph
 * (`.storybook/visual-baseline.ts`). Storybook's own `layout` padding is not applied under Vitest,
 * so the frame adds it there: focus rings and shadows stay inside the picture.
 */
const storyFrame: Decorator = (Story, { parameters }) => (
  <div data-story-frame="" style={{ display: 'flow-root', padding: inVitest && parameters.layout !== 'fullscreen' ? 16 : 0 }}>
    <Story />
  </div>
);

const preview: Preview = {
  loaders: [mswLoader()],
  // Every contract operation answers from the mocks; a story overrides one in its own `beforeEach`.
  beforeEach({ msw }) {
    msw.use(...allHandlers());
  },
  decorators: [storyFrame],
  parameters: {
    layout: 'padded',
    // A story with an axe violation fails its test.
    a11y: { test: 'error' },
    controls: { expanded: true },
    options: { storySort: { order: ['Foundations', 'Primitive', 'Catalog', 'Site'] } },
  },
};

export default preview;
