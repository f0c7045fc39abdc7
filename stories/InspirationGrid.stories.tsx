import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inspirationSummary } from '#ui/components/InspirationCard';
import { InspirationGrid } from '#ui/components/InspirationGrid';
import { inspirationFeed } from '#mocks/inspirations';

const firstPage = inspirationFeed('/inspirations');

const meta = {
  title: 'Catalog/InspirationGrid',
  component: InspirationGrid,
  args: { inspirations: firstPage.inspirations.map(inspirationSummary), nextPageUrl: firstPage.nextPageUrl },
  parameters: { docs: { story: { inline: false, iframeHeight: 900 } } },
} satisfies Meta<typeof InspirationGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardsIn = (element: HTMLElement) => element.querySelectorAll('article');

/** Each card's top, from the top of the grid (the page may scroll to the focused card). */
const topsIn = (element: HTMLElement) => {
  const origin = element.querySelector('ul')!.getBoundingClientRect().top;
  return [...cardsIn(element)].map((card) => card.getBoundingClientRect().top - origin);
};

/** Four columns at 1200 px: pictures of different proportions stack without gaps. */
export const Desktop: Story = {
  // First on the docs page and inline there, so the controls above it change it.
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(cardsIn(canvasElement)).toHaveLength(12);
    const lefts = new Set([...cardsIn(canvasElement)].map((card) => Math.round(card.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(4);
    await expect(canvas.getByRole('link', { name: 'Mai multe' })).toHaveAttribute('href', '/inspirations?pagina=2');
  },
};

/** More looks loaded: „Mai multe” adds the next page under the first, says so politely, and the keyboard goes on from its first look. */
export const MoreLoaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = topsIn(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Mai multe' }));
    await waitFor(() => expect(cardsIn(canvasElement)).toHaveLength(24));
    // The first page did not move.
    await expect(topsIn(canvasElement).slice(0, 12)).toEqual(before);
    await expect(canvas.getByRole('status')).toHaveTextContent('Au fost adăugate încă 12 inspirații.');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Bucătărie boho plină de textile' })).toHaveFocus());
    await expect(canvas.getByRole('link', { name: 'Mai multe' })).toHaveAttribute('href', '/inspirations?pagina=3');
  },
};

/** On a phone (320 px): two columns. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>],
  args: { inspirations: firstPage.inspirations.slice(0, 6).map(inspirationSummary), nextPageUrl: null },
  play: async ({ canvasElement }) => {
    const lefts = new Set([...cardsIn(canvasElement)].map((card) => Math.round(card.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(2);
    await expect(within(canvasElement).queryByRole('link', { name: 'Mai multe' })).toBeNull();
  },
};

/** The next page fails: the shopper is told, the link stays to try again. */
export const LoadFails: Story = {
  args: { inspirations: firstPage.inspirations.slice(0, 4).map(inspirationSummary) },
  beforeEach({ msw }) {
    msw.use(http.post('*/api/v2/inspiration/feed', () => HttpResponse.json({ title: 'Eroare' }, { status: 503 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Mai multe' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Nu am putut încărca mai multe inspirații. Încearcă din nou.');
    await expect(cardsIn(canvasElement)).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Mai multe' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { inspirations: [], nextPageUrl: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nu am găsit inspirații aici.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};
