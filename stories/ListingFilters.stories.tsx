import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ListingFilters } from '#ui/components/ListingFilters';
import { canapeleFiltering } from '#mocks/fixtures/catalogue-pages';

const meta = {
  title: 'Catalog/ListingFilters',
  component: ListingFilters,
  args: { filtering: canapeleFiltering },
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
  parameters: { docs: { story: { inline: false, iframeHeight: 900 } } },
} satisfies Meta<typeof ListingFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Canapele with „gri” and a minimum price chosen: every filter is a link or a form. */
export const Desktop: Story = {
  // First on the docs page and inline there, so the controls above it change it.
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Filtre' });
    // Each choice is a checkbox (a link underneath); the chosen colour is checked and its link removes it.
    const grey = within(nav).getByRole('checkbox', { name: /^gri/ });
    await expect(grey).toBeChecked();
    await expect(grey.getAttribute('href')).not.toContain('culoare=gri');
    await expect(within(nav).getAllByRole('checkbox', { checked: false }).length).toBeGreaterThan(5);
    // Choices not worth indexing are not followed by crawlers.
    const shop = within(nav).getAllByRole('checkbox').find((link) => link.getAttribute('href')?.includes('magazin='));
    await expect(shop).toHaveAttribute('rel', 'nofollow');
    // The price form keeps the other filters as hidden fields.
    const from = canvas.getAllByLabelText('De la')[0]!;
    await expect(from).toHaveValue(1000);
    await expect(from.closest('form')!.querySelector('input[type="hidden"][name="culoare"]')).toHaveAttribute('value', 'gri');
    await expect(canvas.getByRole('slider', { name: /Preț minim/ })).toBeInTheDocument();
  },
};

/** The promotions' choices send `promo_filter_click` with the promotion's name in the event catalogue (`blackFriday`), not its URL slug. */
export const PromotionEvents: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Filtre' }));
    const fields = (name: RegExp) => JSON.parse(nav.getByRole('checkbox', { name }).getAttribute('data-event-fields') ?? 'null');
    await expect(nav.getByRole('checkbox', { name: /^Black Friday/ })).toHaveAttribute('data-event', 'promo_filter_click');
    await expect(fields(/^Black Friday/)).toEqual({ promo: 'blackFriday', selected: true });
    await expect(fields(/^Preț redus recent/)).toEqual({ promo: 'priceDrop', selected: true });
  },
  parameters: { screenshot: false },
};

/** A long group opened: eight choices first, the rest shown by „Arată mai multe”. */
export const MoreChoicesShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = canvas.getAllByText(/^Arată mai multe \(\d+\)$/)[0]!;
    const hidden = more.closest('details')!.querySelectorAll('li');
    // Rendered or not: jest-dom's toBeVisible treats the whole panel, itself a <details> shown by CSS
    // on wide screens, as closed; the browser's own checkVisibility knows better.
    const shown = (element: Element) => element.checkVisibility();
    await expect(shown(hidden[0]!)).toBe(false);
    await userEvent.click(more);
    await expect(shown(hidden[0]!)).toBe(true);
  },
};

export const NothingChosen: Story = {
  args: {
    filtering: {
      ...canapeleFiltering,
      groups: {
        ...canapeleFiltering.groups,
        features: canapeleFiltering.groups.features.map((group) => ({ ...group, choices: group.choices.map((choice) => ({ ...choice, selected: false })) })) as typeof canapeleFiltering.groups.features,
        price: canapeleFiltering.groups.price && { ...canapeleFiltering.groups.price, range: { ...canapeleFiltering.groups.price.range, selected: false, selectedMin: null, selectedMax: null } },
        dimensions: null,
        manufacturers: null,
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { current: 'true' })).toBeNull();
  },
};

/** On phones the panel folds behind „Filtre (2)”, closed. */
export const Phone: Story = {
  // A 375 px phone, tall enough for the open panel to be photographed whole.
  parameters: { viewport: { options: { phone375: { name: 'Telefon 375 px, pagină lungă', styles: { width: '375px', height: '2200px' } } } } },
  globals: { viewport: { value: 'phone375' } },
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Filtre \(\d+\)$/)).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Filtre' });
    await expect(nav.checkVisibility()).toBe(false);
  },
};

/** On a phone, „Filtre (2)” pressed: the panel open. */
export const PhonePanelOpen: Story = {
  ...Phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByText(/^Filtre \(\d+\)$/);
    const nav = canvas.getByRole('navigation', { name: 'Filtre' });
    await expect(nav.checkVisibility()).toBe(false);
    await userEvent.click(toggle);
    await expect(nav.checkVisibility()).toBe(true);
  },
};
