import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ArticleCategories } from '#ui/components/ArticleFeed';
import { articleCategoryFixtures } from '#mocks/fixtures/articles';

const meta = {
  title: 'Articles/ArticleCategories',
  component: ArticleCategories,
  args: { categories: articleCategoryFixtures },
  parameters: { docs: { story: { inline: false, iframeHeight: 140 } } },
} satisfies Meta<typeof ArticleCategories>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checks the chips of every category, „Toate” current. */
async function allArticlesChips(canvasElement: HTMLElement) {
  const nav = within(canvasElement).getByRole('navigation', { name: 'Categorii de articole' });
  const links = within(nav).getAllByRole('link');
  await expect(links).toHaveLength(7);
  await expect(links[0]).toHaveAccessibleName('Toate 32');
  await expect(links[0]).toHaveAttribute('aria-current', 'page');
  await expect(within(nav).getByRole('link', { name: /Grădină și terasă/ })).toHaveAttribute('href', '/articole/category/gradina-si-terasa');
  return links;
}

/** Every category with its count; „Toate” is the current page. */
export const AllArticles: Story = {
  // First on the docs page and inline there, so the controls above it change it.
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement }) => {
    await allArticlesChips(canvasElement);
  },
};

/** Tab reaches the first chip, with its focus ring. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const links = await allArticlesChips(canvasElement);
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
  },
};

export const OneCategory: Story = {
  args: { current: 'amenajari' },
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByRole('link', { name: /Amenajări/ });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(within(canvasElement).getByRole('link', { name: /Toate/ })).not.toHaveAttribute('aria-current');
  },
};

/** On a phone the chips stay on one line and scroll sideways. */
export const Phone: Story = {
  parameters: { viewport: { options: { phone375: { name: 'Telefon 375 px', styles: { width: '375px', height: '300px' } } } } },
  globals: { viewport: { value: 'phone375' } },
  play: async ({ canvasElement }) => {
    const tops = within(canvasElement).getAllByRole('link').map((link) => link.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
  },
};
