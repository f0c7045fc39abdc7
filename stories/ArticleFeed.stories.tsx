import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ArticleFeed } from '#ui/components/ArticleFeed';
import { articleCardHtml, articleFeed, articleTeaser, articleTeasers } from '#mocks/fixtures/articles';

const meta = {
  title: 'Articles/ArticleFeed',
  component: ArticleFeed,
  args: articleFeed(),
  parameters: { docs: { story: { inline: false, iframeHeight: 900 } } },
} satisfies Meta<typeof ArticleFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  // First on the docs page and inline there, so the controls above it change it.
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'Mai multe articole' })).toHaveAttribute('href', '/articole?pagina=2');
    const pages = canvas.getByRole('navigation', { name: 'Paginare' });
    await expect(within(pages).getByText('1')).toHaveAttribute('aria-current', 'page');
    await expect(within(pages).getByRole('link', { name: 'Pagina următoare' })).toHaveAttribute('href', '/articole?pagina=2');
    // Three cards a row at the story's width.
    const tops = canvas.getAllByRole('article').map((card) => card.getBoundingClientRect().top);
    await expect(tops.filter((top) => top === tops[0])).toHaveLength(3);
  },
};

/** The second page as the site serves it: its cards (one with a handler slipped in) and no next page. */
const secondPage = `<!doctype html><html lang="ro"><body><main><div data-part="article-feed"><div data-part="article-list">${articleTeasers(6)
  .slice(3)
  .map((teaser, index) => {
    const card = articleCardHtml({ ...teaser, id: teaser.id + 6 });
    return index === 2 ? card.replace('<img ', '<img onload="window.__articleAttack = true" ') : card;
  })
  .join('')}</div></div></main></body></html>`;

/** More articles loaded in place („Mai multe articole” with JavaScript): the next page's cards join the list, focus on the first new one. */
export const MoreArticlesLoaded: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/articole', () => new HttpResponse(secondPage, { headers: { 'content-type': 'text/html; charset=utf-8' } })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('link', { name: 'Mai multe articole' });
    await waitFor(() => expect(more).toHaveAttribute('data-live'));
    await userEvent.click(more);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(8));
    await expect(canvas.getByRole('status')).toHaveTextContent('Au fost adăugate încă 2 articole.');
    // The card that carried a handler was left out.
    await expect(canvasElement.querySelector('[onload]')).toBeNull();
    await expect((window as { __articleAttack?: boolean }).__articleAttack).toBeUndefined();
    await expect(canvas.getAllByRole('link', { name: 'Saltea ortopedică sau cu arcuri? Ghid complet' }).at(-1)).toHaveFocus();
    // The last page has no next one.
    await expect(canvas.queryByRole('link', { name: 'Mai multe articole' })).toBeNull();
  },
};

/** HTML from the backend is sanitised: scripts, handlers, javascript: links and foreign pictures go, the cards stay. */
export const SanitisedHtml: Story = {
  args: {
    listHtml:
      articleCardHtml(articleTeaser(0)).replace('<img ', '<img onerror="window.__articleAttack = true" ') +
      '<script>window.__articleAttack = true</script>' +
      articleCardHtml(articleTeaser(1)).replace('href="/articol/', 'href="javascript:window.__articleAttack=true;//') +
      '<img src="https://rau.example/pixel.gif" alt="urmărire"><iframe title="străin" src="https://rau.example"></iframe>',
    paginatorHtml: '<nav aria-label="Paginare" onmouseover="window.__articleAttack = true"><span aria-current="page">1</span></nav>',
    nextPageUrl: null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvasElement.querySelector('script, iframe, [onerror], [onmouseover], [href^="javascript"], img[src^="https"]')).toBeNull();
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(2);
    await expect((window as { __articleAttack?: boolean }).__articleAttack).toBeUndefined();
    // The card whose link was poisoned keeps its title, without the link.
    await expect(canvas.getByRole('heading', { name: 'Dormitorul scandinav: liniște în alb, lemn și textile' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Mai multe articole' })).toBeNull();
  },
};

export const LastPage: Story = {
  args: articleFeed(articleTeasers(2), null),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(2);
    await expect(within(canvasElement).queryByRole('link', { name: 'Mai multe articole' })).toBeNull();
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const Empty: Story = {
  args: { listHtml: '', paginatorHtml: '', nextPageUrl: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nu există încă articole aici.')).toBeVisible();
  },
};

export const Phone: Story = {
  parameters: { viewport: { options: { phone375: { name: 'Telefon 375 px', styles: { width: '375px', height: '900px' } } } } },
  globals: { viewport: { value: 'phone375' } },
  args: articleFeed(articleTeasers(2)),
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('article').map((card) => card.getBoundingClientRect());
    // One column: the second card under the first.
    await expect(second!.top).toBeGreaterThanOrEqual(first!.bottom);
    await expect(first!.width).toBeLessThanOrEqual(375);
  },
};
