import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SearchResponse } from '#generated/search/types.gen';
import { SearchBox } from '#ui/components/SearchBox';
import { trendingLinks } from '#ui/lib/menu';
import { siteMenu } from '#mocks/fixtures/catalogue-pages';

const filters = { categoryId: null, colorId: null, filterId: null, eshopId: null, eshopScore: null, manufacturerId: null };
const product = (id: number, title: string) => ({ id, title, url: `/produs/v/${id}-x`, apiUrl: `/produs/v/${id}-x`, productCount: 1, filters });

/** What the search service answers for „canapea” (accents and case do not matter to it). */
const canapea: SearchResponse = {
  data: [
    { type: 1, typeName: 'Categorii', img: null, items: [{ id: 14, title: 'Canapele', url: '/produse/canapele?q=canapea', apiUrl: '/produse/canapele?q=canapea', productCount: 1894, filters }] },
    { type: 6, typeName: 'Produse', img: null, items: [product(1, 'Canapea extensibilă Oslo, gri'), product(2, 'Canapea Vera cu brațe late, muștar'), product(3, 'Husă pentru canapea, bej')] },
    { type: 11, typeName: 'Mai multe produse', img: null, items: Array.from({ length: 12 }, (_, i) => product(10 + i, `Canapea extensibilă Bergen ${i + 1}`)) },
  ],
};

const meta = {
  title: 'Site/SearchBox',
  component: SearchBox,
  args: { trending: trendingLinks(siteMenu, 10) },
  decorators: [(Story) => <div style={{ background: '#1f4d3a', padding: 16, minHeight: 560 }}>{Story()}</div>],
  beforeEach({ msw }) {
    msw.use(http.get('*/v2/search', () => HttpResponse.json(canapea)));
    localStorage.setItem('cuib:vazute-recent', JSON.stringify([{ id: 5255, title: 'Canapea Vera cu brațe late, muștar', url: '/produs/v/5255-canapea-vera' }]));
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 620 } } },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus opens it: trending categories and „Continuă de unde ai rămas”. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('combobox', { name: /Caută produse/ }));
    await expect(await page.findByText('Continuă de unde ai rămas')).toBeVisible();
    await expect(page.getByText('Categorii căutate acum')).toBeVisible();
    await expect(page.getByRole('option', { name: 'Canapele' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Canapea Vera cu brațe late, muștar' })).toBeVisible();
    await expect(page.getByPlaceholderText('Ce cauți astăzi?')).toBeVisible();
  },
};

/** Test only: typed into, groups, group 11 cut so products make 10, the typed text in bold; arrows wrap; Escape closes. */
export const Suggestions: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(page.getByRole('combobox', { name: /Caută produse/ }), 'CANAPÉA');
    await waitFor(() => expect(page.getAllByRole('option').length).toBe(11));
    // The plain box the page starts with has been replaced by the combobox, with the text and the focus.
    const box = page.getByRole('combobox', { name: /Caută produse/ });
    await expect(box).toHaveValue('CANAPÉA');
    await expect(box).toHaveFocus();
    const first = page.getByRole('option', { name: 'Canapele' });
    await expect(within(page.getByRole('option', { name: /Oslo/ })).getByText('Canapea').tagName).toBe('MARK');
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', first.id);
    await userEvent.keyboard('{ArrowUp}');
    await expect(box.getAttribute('aria-activedescendant')).toBe(page.getAllByRole('option').at(-1)!.id);
    // Sent once, with the query as it stood when the first suggestions were asked for.
    const started = window.dataLayer?.filter((event) => event.event === 'search_start_suggesting') ?? [];
    await expect(started).toHaveLength(1);
    await expect('CANAPÉA'.startsWith(String(started[0]!.original_query)) && String(started[0]!.original_query).length > 0).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(box).toHaveFocus();
  },
  parameters: { screenshot: false },
};

/** Typed into: the suggestions for „canapea”, grouped, the typed text in bold. */
export const SuggestionsShown: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(page.getByRole('combobox', { name: /Caută produse/ }), 'canapea');
    await waitFor(() => expect(page.getAllByRole('option').length).toBe(11));
  },
};
