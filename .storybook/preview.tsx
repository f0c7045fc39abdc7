import '#ui/theme/fonts';
import '#ui/theme/global.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { createRoot } from 'react-dom/client';
import { configure } from 'storybook/test';
import { themes } from 'storybook/theming';
import { IconSprite } from '#ui/components/Icon';
import { themeClass } from '#ui/theme';
import { allHandlers } from '#mocks/index';
import { resetLikes } from '#mocks/likes';
import { resetLikeStore } from '#ui/lib/like-store';
import { sharedQueryClient } from '#ui/lib/query-client';

// Romanian page, light theme and the icons' sprite: what the site's root sets on <html> and <body>.
// The sprite sits outside the story's canvas, so a story counts only its own drawings.
document.documentElement.lang = 'ro';
document.body.classList.add(themeClass);
const sprite = document.createElement('div');
document.body.prepend(sprite);
createRoot(sprite).render(<IconSprite />);

const inVitest = '__vitest_browser__' in globalThis;

// Play functions wait for states (a dialog, a status), never for a time. With the machine busy a
// lazy modal's code can take seconds to arrive: the `find…` queries and `waitFor` keep looking for
// up to 15 s instead of testing-library's 1 s, and pass as soon as the state is there.
configure({ asyncUtilTimeout: 15_000 });

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
  // A docs page for every component: its JSDoc, a props table and every story (autodocs).
  tags: ['autodocs'],
  loaders: [mswLoader()],
  // Every contract operation answers from the mocks; a story overrides one in its own `beforeEach`.
  beforeEach({ msw }) {
    msw.use(...allHandlers());
    // Each story starts as a new visitor's page: no likes asked or kept, an empty query cache.
    resetLikes();
    resetLikeStore();
    sharedQueryClient().clear();
  },
  decorators: [storyFrame],
  parameters: {
    layout: 'padded',
    // A story with an axe violation fails its test.
    a11y: { test: 'error' },
    controls: { expanded: true },
    // Docs pages on the site's own light ground, whatever the designer's system theme. A story file
    // whose stories reach their state in the play function, or open a modal or popover, frames them on
    // its docs page (`docs: { story: { inline: false, iframeHeight } }` in its meta): a framed story runs
    // its play function as the canvas does and keeps its overlay inside its frame (inline stories skip
    // the play function). Its first story stays inline where it can, so the controls above it change it.
    docs: { theme: themes.light },
    options: { storySort: { order: ['Foundations', 'Primitive', 'Catalog', 'Site'] } },
  },
};

export default preview;
