import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ArticleCard } from '#ui/components/ArticleCard';
import { articleTeaser } from '#mocks/fixtures/articles';

const meta = {
  title: 'Articles/ArticleCard',
  component: ArticleCard,
  decorators: [(Story) => <div style={{ width: 380 }}>{Story()}</div>],
  args: { article: articleTeaser(0) },
  argTypes: {
    article: {
      control: 'select',
      options: ['Publicat, cu imagine', 'Alt articol', 'Ciornă (nepublicat)', 'Fără imagine'],
      mapping: {
        'Publicat, cu imagine': articleTeaser(0),
        'Alt articol': articleTeaser(3),
        'Ciornă (nepublicat)': articleTeaser(1, { publishedAt: null }),
        'Fără imagine': articleTeaser(2, { imageUrl: null }),
      },
    },
    headingLevel: { control: 'inline-radio', options: [2, 3] },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 500 } } },
} satisfies Meta<typeof ArticleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A teaser card: cover, category, title and date; the title's link covers the card. */
export const Default: Story = {
  // First on the docs page and inline there, so the controls above it change it.
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Cum alegi canapeaua potrivită pentru un living mic' });
    await expect(link).toHaveAttribute('href', '/articol/cum-alegi-canapeaua-potrivita-pentru-un-living-mic');
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(canvas.getByText('Ghiduri de cumpărare')).toBeVisible();
    await expect(canvas.getByText('20 noiembrie 2026')).toHaveAttribute('datetime', articleTeaser(0).publishedAt);
    const cover = canvasElement.querySelector('img')!;
    await expect(cover).toHaveAttribute('width', '480');
    await expect(cover).toHaveAttribute('loading', 'lazy');
    // The title's link covers the card: a tap on the picture opens the article.
    const box = cover.getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).toBe(link);
  },
};

/** The title's link focused: the ring goes round the whole card. */
export const KeyboardFocus: Story = {
  ...Default,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Cum alegi canapeaua potrivită pentru un living mic' });
    await expect(link).toHaveAttribute('href', '/articol/cum-alegi-canapeaua-potrivita-pentru-un-living-mic');
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(canvas.getByText('Ghiduri de cumpărare')).toBeVisible();
    await expect(canvas.getByText('20 noiembrie 2026')).toHaveAttribute('datetime', articleTeaser(0).publishedAt);
    const cover = canvasElement.querySelector('img')!;
    await expect(cover).toHaveAttribute('width', '480');
    await expect(cover).toHaveAttribute('loading', 'lazy');
    // The title's link covers the card: a tap on the picture opens the article.
    const box = cover.getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).toBe(link);
    link.focus();
    await expect(link).toHaveFocus();
  },
};

export const LongTitleNoImage: Story = {
  args: {
    article: articleTeaser(2, {
      title: 'Grătar pe cărbuni, pe gaz sau electric pentru balconul de bloc: ce spune regulamentul asociației și ce merită cumpărat în 2026',
      imageUrl: null,
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByRole('link', { name: /regulamentul asociației/ })).toBeVisible();
  },
};

export const Draft: Story = {
  args: { article: articleTeaser(1, { publishedAt: null }), headingLevel: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvasElement.querySelector('time')).toBeNull();
  },
};
