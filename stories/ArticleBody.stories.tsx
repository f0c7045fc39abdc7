import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ArticleBody } from '#ui/components/ArticleBody';
import { article, articleTeaser } from '#mocks/fixtures/articles';

const meta = {
  title: 'Articles/ArticleBody',
  component: ArticleBody,
  args: { article: article(), relatedArticles: [articleTeaser(3), articleTeaser(1), articleTeaser(4)] },
} satisfies Meta<typeof ArticleBody>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithProducts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cum alegi canapeaua potrivită pentru un living mic' })).toBeVisible();
    await expect(canvas.getByText('Citești în 4 minute')).toBeVisible();
    await expect(canvas.getByText('Elena Dumitrescu')).toBeVisible();
    await expect(canvas.getByText('20 noiembrie 2026')).toHaveAttribute('datetime', '2026-11-20T07:00:00.000Z');
    await expect(canvas.getByText('21 noiembrie 2026')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Extensibilă sau fixă' })).toHaveAttribute('id', 'extensibila-sau-fixa');
    await expect(canvas.getByRole('link', { name: 'canapea extensibilă' })).toHaveAttribute('href', '/produse/canapele-extensibile');
    // The products it recommends, as cards that go to the shop through the click-through.
    const products = canvas.getByRole('list', { name: 'Produse' });
    await expect(within(products).getAllByRole('article')).toHaveLength(2);
    await expect(within(products).getAllByRole('link', { name: /Vezi în magazin/ })[0]).toHaveAttribute('href', expect.stringContaining('184213'));
    const related = canvas.getByRole('region', { name: 'Citește și' });
    await expect(within(related).getAllByRole('article')).toHaveLength(3);
    const cover = canvasElement.querySelector('figure img')!;
    await expect(cover).toHaveAttribute('height', '450');
    await expect(cover).not.toHaveAttribute('loading', 'lazy');
  },
};

export const Draft: Story = {
  args: { article: article({ publishedAt: null, variants: [], readingMinutes: 1 }), relatedArticles: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ciornă – articolul nu este publicat')).toBeVisible();
    await expect(canvas.getByText('Citești în 1 minut')).toBeVisible();
    await expect(canvas.queryByText(/Publicat pe/)).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Produse' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Citește și' })).toBeNull();
  },
};

/** The body's HTML is sanitised like the feed's. */
export const HostileBody: Story = {
  args: {
    article: article({
      html: '<h2 id="sfat">Un sfat</h2><p onclick="window.__bodyAttack = true">Text <a href="javascript:window.__bodyAttack=true">link</a></p><img src="x" onerror="window.__bodyAttack = true"><script>window.__bodyAttack = true</script>',
      imageUrl: null,
      variants: [],
    }),
    relatedArticles: [],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Un sfat' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="article-body"] :is(script, img, [onclick], [href])')).toBeNull();
    await expect((window as { __bodyAttack?: boolean }).__bodyAttack).toBeUndefined();
  },
};

export const Phone: Story = {
  parameters: { viewport: { options: { phone375: { name: 'Telefon 375 px', styles: { width: '375px', height: '1600px' } } } } },
  globals: { viewport: { value: 'phone375' } },
  args: { relatedArticles: [articleTeaser(3)] },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
