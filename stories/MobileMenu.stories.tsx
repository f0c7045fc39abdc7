import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { MobileMenu as MobileMenuData } from '#generated/main-api/types.gen';
import { MobileMenu } from '#ui/components/MobileMenu';
import { siteMenu } from '#mocks/fixtures/catalogue-pages';
import { named, namedControl } from '#mocks/fixtures/controls';

const mobileMenu: MobileMenuData = {
  menu: siteMenu,
  promotedCategories: [
    { id: 14, urlSlug: 'canapele', longName: 'Canapele extensibile' },
    { id: 52, urlSlug: 'mobilier-gradina', longName: 'Mobilier de grădină' },
    { id: 31, urlSlug: 'lustre', longName: 'Lustre și plafoniere' },
  ],
};

/** The header's own links, as the site's header passes them. */
const linkSets = {
  'Antetul site-ului': [
    { name: 'Black Friday', href: '/black-friday' },
    { name: 'Reduceri', href: '/reduceri' },
    { name: 'Inspirații', href: '/inspirations' },
    { name: 'Toate produsele', href: '/produse' },
    { name: 'Magazine', href: '/magazine' },
  ],
  'Fără legături': [],
};

/** How many times the menu was asked for, story by story. */
let requests = 0;
const menuUrl = '*/api/v2/menu/mobile';

const meta = {
  title: 'Site/MobileMenu',
  component: MobileMenu,
  args: { onClose: fn(), links: named(linkSets, 'Antetul site-ului') },
  argTypes: { links: namedControl(linkSets) },
  beforeEach({ msw }) {
    requests = 0;
    localStorage.removeItem('cuib_mobile_menu');
    msw.use(
      http.get(menuUrl, () => {
        requests += 1;
        return HttpResponse.json(mobileMenu);
      }),
    );
  },
  parameters: {
    viewport: { options: { phone375: { name: 'Telefon 375 px', styles: { width: '375px', height: '812px' } } } },
    a11y: { context: { exclude: ['[data-live-announcer]'] } },
    // A modal stays inside its own frame on the docs page.
    docs: { story: { inline: false, iframeHeight: 812 } },
  },
  globals: { viewport: { value: 'phone375' } },
  decorators: [(Story) => <div style={{ minHeight: 'calc(100vh - 32px)' }}>{Story()}</div>],
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: 'Meniu' });

/** Open and loaded: the promoted categories as chips, every tree as a closed accordion, then the header's links. */
export const Open: Story = {
  play: async () => {
    const menu = within(await dialog());
    const chips = within(await menu.findByRole('list', { name: 'Recomandate' }));
    await expect(chips.getAllByRole('link').map((link) => link.textContent)).toEqual(['Canapele extensibile', 'Mobilier de grădină', 'Lustre și plafoniere']);
    await expect(menu.getByRole('button', { name: 'Mobilă' })).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Reduceri' })).toHaveAttribute('href', '/reduceri');
    await expect(requests).toBe(1);
  },
};

/** „Mobilă” expanded: „Toate din Mobilă” first, then its subcategories. */
export const CategoryExpanded: Story = {
  play: async () => {
    const menu = within(await dialog());
    await userEvent.click(await menu.findByRole('button', { name: 'Mobilă' }));
    await expect(menu.getByRole('button', { name: 'Mobilă' })).toHaveAttribute('aria-expanded', 'true');
    await expect(await menu.findByRole('link', { name: 'Toate din Mobilă' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Canapele și fotolii' })).toBeVisible();
  },
};

/** The menu is on its way: a note says so, the header's links are already there. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(menuUrl, () => delay('infinite')));
  },
  play: async () => {
    const menu = within(await dialog());
    await expect(menu.getByText('Se încarcă meniul…')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Magazine' })).toBeVisible();
  },
};

/** The menu could not be loaded: the shopper is sent to the products page instead. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(menuUrl, () => HttpResponse.json({ type: 'about:blank', title: 'Eroare', status: 503 }, { status: 503 })));
  },
  play: async () => {
    const menu = within(await dialog());
    await expect(await menu.findByRole('alert')).toHaveTextContent('Meniul nu s-a putut încărca.');
    await expect(menu.getByRole('link', { name: 'pagina produselor' })).toHaveAttribute('href', '/produse');
  },
};

/** A menu kept from an earlier page (under an hour old) opens without asking again. */
export const FromEarlierPage: Story = {
  beforeEach() {
    localStorage.setItem('cuib_mobile_menu', JSON.stringify({ at: Date.now() - 10 * 60_000, data: mobileMenu }));
  },
  play: async () => {
    const menu = within(await dialog());
    await expect(await menu.findByRole('list', { name: 'Recomandate' })).toBeVisible();
    await expect(requests).toBe(0);
  },
};

/** „Închide” asks the page to close the menu. */
export const CloseAsked: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  play: async ({ args }) => {
    const menu = within(await dialog());
    await userEvent.click(menu.getByRole('button', { name: 'Închide' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};
