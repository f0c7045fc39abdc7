import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { WatchedVariant } from '#generated/main-api/types.gen';
import { WatchList } from '#ui/components/WatchList';
import { named, namedControl } from '#mocks/fixtures/controls';
import { variant, variantCases, variantSeries } from '#mocks/fixtures/variant';

/** A 375 px phone, and a tall desktop window so a long list is photographed whole. */
const viewport = {
  options: {
    phone375: { name: 'Telefon 375 px, pagină lungă', styles: { width: '375px', height: '1700px' } },
    desktopTall: { name: 'Desktop 1200 × 1200', styles: { width: '1200px', height: '1200px' } },
  },
};

const watches: WatchedVariant[] = [
  { variant: variantCases.regular, type: 'priceDrop', targetPrice: 1500, status: 'pending' },
  { variant: variantCases.outOfStock, type: 'availability', targetPrice: null, status: 'active' },
  { variant: variantCases.noDiscount, type: 'priceDrop', targetPrice: null, status: 'notified' },
  {
    variant: variant({ id: 184_240, name: 'Lampă de podea Arcadia cu abajur din in, 165 cm', image: null, images: [], price: { price: 459.5, priceBeforeDiscount: null, installmentMonths: null, installmentAmount: null } }),
    type: 'priceDrop',
    targetPrice: 399.5,
    status: 'active',
  },
];

/** Six alerts on products from different shops, the same on every run: a sold-out one waits for its return. */
const statuses = ['active', 'notified', 'active', 'pending', 'active', 'notified'] as const;
const many: WatchedVariant[] = variantSeries(6, { seed: 6 }).map((item, index): WatchedVariant => ({
  variant: item,
  type: item.inStock ? 'priceDrop' : 'availability',
  // Most ask for a price a little under today's, in round lei; every third for any drop.
  targetPrice: item.inStock && index % 3 !== 2 ? Math.floor((item.price.price * 0.9) / 10) * 10 : null,
  status: statuses[index]!,
}));

const lists: Record<string, WatchedVariant[]> = {
  'Fiecare stare': watches,
  'Șase alerte': many,
  'Nicio alertă': [],
};

const unsubscribe = '*/api/v1/cuib/watchdog/:variant_id';

const meta = {
  title: 'Personal/WatchList',
  component: WatchList,
  args: { watches: named(lists, 'Fiecare stare') },
  argTypes: { watches: namedControl(lists) },
  parameters: { viewport },
  globals: { viewport: { value: 'desktopTall' } },
} satisfies Meta<typeof WatchList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of alert and each state in words, with the current price and a link to the product. */
export const AllStatuses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Alerte de preț și de stoc' })).toBeVisible();
    await expect(canvas.getByText('4 produse urmărite')).toBeVisible();
    const rows = within(canvas.getByRole('list', { name: 'Produse urmărite' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    const [pending, restock, notified, bani] = rows.map((row) => within(row));
    await expect(pending!.getByRole('link', { name: variantCases.regular.name })).toHaveAttribute('href', `/produs/v/${variantCases.regular.id}-${variantCases.regular.slug}`);
    await expect(pending!.getByText('1.539,99 lei')).toBeVisible();
    await expect(pending!.getByText('preț sub 1.500 lei')).toBeVisible();
    await expect(pending!.getByText('Așteaptă confirmarea din e-mail')).toBeVisible();
    await expect(restock!.getByText('revenirea în stoc')).toBeVisible();
    await expect(restock!.getByText('Epuizat')).toBeVisible();
    await expect(restock!.getByText('Activă')).toBeVisible();
    await expect(notified!.getByText('orice scădere de preț')).toBeVisible();
    await expect(notified!.getByText('Te-am anunțat')).toBeVisible();
    await expect(bani!.getByText('preț sub 399,50 lei')).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Nu mai urmări: ${variantCases.outOfStock.name}` })).toBeVisible();
  },
};

/** „Nu mai urmări” ends the alert: the row goes, the status says so, focus moves to the next row's button. */
export const Removes: Story = {
  beforeEach({ msw }) {
    msw.use(http.delete(unsubscribe, () => new HttpResponse(null, { status: 204 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Nu mai urmări: ${variantCases.regular.name}` }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(`Nu mai urmărești „${variantCases.regular.name}”.`));
    await expect(canvas.queryByRole('link', { name: variantCases.regular.name })).toBeNull();
    await expect(within(canvas.getByRole('list', { name: 'Produse urmărite' })).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('3 produse urmărite')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: `Nu mai urmări: ${variantCases.outOfStock.name}` })).toHaveFocus());
  },
};

/** The watchdog cannot end it now: a Romanian explanation, and the row stays to try again. */
export const RemovalFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.delete(unsubscribe, () => new HttpResponse('boom', { status: 503 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: `Nu mai urmări: ${variantCases.noDiscount.name}` });
    await userEvent.click(button);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(`Nu am putut opri alerta pentru „${variantCases.noDiscount.name}”. Încearcă din nou peste câteva momente.`);
    await expect(canvas.getByRole('link', { name: variantCases.noDiscount.name })).toBeVisible();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    await expect(within(canvas.getByRole('list', { name: 'Produse urmărite' })).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** The last alert ended: the empty state explains how to ask for one, and focus goes to the heading. */
export const RemovesLast: Story = {
  args: { watches: [watches[1]!] },
  beforeEach({ msw }) {
    msw.use(http.delete(unsubscribe, () => new HttpResponse(null, { status: 204 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Nu mai urmări/ }));
    await expect(await canvas.findByText('Nu urmărești niciun produs.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus());
  },
  parameters: { screenshot: false },
};

/** A longer list: six products from different shops, each with its alert, price and state. */
export const ManyAlerts: Story = {
  args: { watches: named(lists, 'Șase alerte') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('6 produse urmărite')).toBeVisible();
    const rows = within(canvas.getByRole('list', { name: 'Produse urmărite' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(many.length);
    for (const watch of many) await expect(canvas.getByRole('link', { name: watch.variant.name })).toBeVisible();
    await expect(canvas.getAllByText('Epuizat')).toHaveLength(many.filter((watch) => !watch.variant.inStock).length);
  },
};

/** No alerts: how to ask for one, and a way to the products. */
export const Empty: Story = {
  args: { watches: named(lists, 'Nicio alertă') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nu urmărești niciun produs.')).toBeVisible();
    await expect(canvas.getByText(/Pe pagina unui produs poți cere o alertă/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Descoperă produsele' })).toHaveAttribute('href', '/produse');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** A 375 px phone: picture and text side by side, the button under them; nothing overflows. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone375' } },
  args: { watches: [...watches, { variant: variantCases.longName, type: 'priceDrop', targetPrice: 12_500, status: 'active' }] },
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await expect(within(canvasElement).getByText('preț sub 12.500 lei')).toBeVisible();
  },
};
