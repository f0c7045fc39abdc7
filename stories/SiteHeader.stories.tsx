import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SiteHeader } from '#ui/components/SiteHeader';
import { toggleLike } from '#ui/lib/like-store';
import { siteMenu } from '#mocks/fixtures/catalogue-pages';

const meta = {
  title: 'Site/SiteHeader',
  component: SiteHeader,
  args: { menu: siteMenu, likedCount: 3, showInspirations: true, blackFriday: true, studioUrl: 'https://parteneri.cuib.ro/' },
  argTypes: {
    // The whole category tree comes from the backend; the mocks' one is used, not edited here.
    menu: { control: false },
    user: {
      control: 'select',
      options: ['Vizitator', 'Maria Ionescu (fără poză)'],
      mapping: { Vizitator: null, 'Maria Ionescu (fără poză)': { name: 'Maria Ionescu', initials: 'MI', avatarUrl: null } },
    },
  },
  decorators: [(Story) => <div style={{ minHeight: 640 }}>{Story()}</div>],
  beforeEach({ msw }) {
    localStorage.removeItem('cuib_compare');
    localStorage.removeItem('cuib:likes');
    localStorage.removeItem('cuib:likes-prompt');
    msw.use(http.get('*/api/v1/cuib/like-all/variant', () => HttpResponse.json([184213, 90211, 77102, 55120])));
  },
  parameters: {
    docs: { story: { inline: false, iframeHeight: 640 } },
    layout: 'fullscreen',
    // react-aria's transient live region of opened dialogs (see ReviewsModal).
    a11y: { context: { exclude: ['[data-live-announcer]'] } },
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor with 120 products set aside to compare (the badge stops at 99+) and three favourites, then a fourth. */
export const Visitor: Story = {
  // First on the docs page and inline there, so the controls above it change it.
  parameters: { docs: { story: { inline: true } } },
  beforeEach() {
    localStorage.setItem('cuib_compare', JSON.stringify(Array.from({ length: 120 }, (_, i) => i + 1)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /^Compară \(120\sde produse\)$/ })).toHaveAttribute('href', '/compare-products');
    await expect(canvas.getByTestId('compare-badge')).toHaveTextContent('99+');
    await expect(canvas.getByTestId('favourites-badge')).toHaveTextContent('3');
    await expect(canvas.getByRole('button', { name: /^Favorite \(3\sproduse\)$/ })).toBeVisible();
    // A heart pressed elsewhere on the page: a visitor's like is kept in the browser and counted at once.
    await toggleLike('variant', 990_001);
    await waitFor(() => expect(canvas.getByTestId('favourites-badge')).toHaveTextContent('4'));
    await expect(canvas.getByRole('link', { name: 'Inspirații' })).toHaveAttribute('href', '/inspirations');
    const studio = canvas.getByRole('link', { name: /Cuib Studio/ });
    await expect(studio).toHaveAttribute('target', '_blank');
    await expect(studio).toHaveAccessibleName('Cuib Studio (se deschide într-o filă nouă)');
  },
};

/** The mega-menu of „Mobilă”, opened with Enter. */
export const MegaMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mobila = canvas.getByRole('button', { name: 'Mobilă' });
    mobila.focus();
    await userEvent.keyboard('{Enter}');
    await expect(mobila).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Canapele' })).toBeVisible();
  },
};

/** Test only: Enter opens the mega-menu, Escape closes it and gives focus back, ArrowDown goes in; another entry replaces it. */
export const MegaMenuByKeyboard: Story = {
  ...MegaMenuOpen,
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mobila = canvas.getByRole('button', { name: 'Mobilă' });
    mobila.focus();
    await userEvent.keyboard('{Enter}');
    await expect(mobila).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Canapele' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(mobila).toHaveAttribute('aria-expanded', 'false');
    await expect(mobila).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Toate din Mobilă' })).toHaveFocus());
    // Another entry, chosen with the keyboard, replaces the open panel. (A mouse click here would
    // first hover the button open, and a busy machine can stretch hover and click past the grace
    // in which the click keeps a hovered panel open.)
    canvas.getByRole('button', { name: 'Populare' }).focus();
    await userEvent.keyboard('{Enter}');
    const popular = await canvas.findByRole('region', { name: 'Categorii populare' });
    await expect(within(popular).getAllByRole('link')).toHaveLength(siteMenu.top.length);
    await expect(popular.querySelectorAll('img')).toHaveLength(siteMenu.top.length);
    const gradina = canvas.getByRole('button', { name: 'Grădină' });
    gradina.focus();
    await userEvent.keyboard('{Enter}');
    await expect(gradina).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Populare' })).toHaveAttribute('aria-expanded', 'false');
    await expect(mobila).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Favourites ask a visitor to log in; a wrong password is said in the modal and what was typed stays. */
export const FavouritesNeedLogin: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/v2/auth/login', () =>
        HttpResponse.json(
          { type: 'https://cuib.ro/probleme/autentificare-necesara', title: 'Autentificare necesară', status: 401, detail: 'Adresa de e-mail sau parola nu este corectă.', field: 'body.password' },
          { status: 401, headers: { 'content-type': 'application/problem+json' } },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Favorite/ }));
    // The modal's code, and react-aria's with it, loads with this first press (the header's buttons are plain).
    const dialog = await body.findByRole('dialog', { name: 'Intră în cont' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Intră în cont' }));
    await expect(within(dialog).getByText('Scrie adresa de e-mail.')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'maria.ionescu@exemplu.ro');
    await userEvent.type(within(dialog).getByLabelText('Parola'), 'parola-gresita');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Intră în cont' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Adresa de e-mail sau parola nu este corectă.');
    await expect(within(dialog).getByLabelText('E-mail')).toHaveValue('maria.ionescu@exemplu.ro');
  },
};

/** Signed in: an avatar with the initials instead of the login button; its name says what it shows. */
export const SignedIn: Story = {
  args: { user: { name: 'Maria Ionescu', initials: 'MI', avatarUrl: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'MI Maria, meniul utilizatorului' })).toHaveTextContent('MI');
  },
};

/** Test only: the avatar opens the user menu, with logout; favourites open the favourites modal. */
export const SignedInMenuAndFavourites: Story = {
  ...SignedIn,
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'MI Maria, meniul utilizatorului' }));
    await expect(await body.findByRole('menuitem', { name: 'Ieși din cont' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: /Favorite/ }));
    const dialog = await body.findByRole('dialog', { name: 'Produsele tale favorite' });
    await waitFor(() => expect(within(dialog).queryByText('Se încarcă favoritele…')).toBeNull());
    await expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThan(0);
  },
};

/** A 375 px phone: hamburger, brand and buttons over the search; the categories wait behind „Meniu”. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { showInspirations: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Mobilă' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Meniu' })).toBeVisible();
  },
};

/** A 375 px phone, the menu open as a side modal, „Grădină” unfolded. */
export const PhoneMenuOpen: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { showInspirations: false },
  beforeEach({ msw }) {
    localStorage.removeItem('cuib_mobile_menu');
    msw.use(http.get('*/api/v2/menu/mobile', () => HttpResponse.json({ menu: siteMenu, promotedCategories: [{ id: 3, urlSlug: 'canapele', longName: 'Canapele' }] })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('button', { name: 'Mobilă' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Meniu' }));
    const dialog = await body.findByRole('dialog', { name: 'Meniu' });
    await expect(await within(dialog).findByRole('link', { name: 'Canapele' })).toHaveAttribute('href', '/produse/canapele');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grădină' }));
    await expect(within(dialog).getByRole('link', { name: 'Toate din Grădină' })).toBeVisible();
    // Cached for an hour: the next opening needs no call.
    await expect(JSON.parse(localStorage.getItem('cuib_mobile_menu') ?? '{}')).toHaveProperty('at');
    // The unfolded group is below the fold of a phone's menu: brought into view, as a finger would scroll.
    within(dialog).getByRole('link', { name: 'Toate din Grădină' }).scrollIntoView({ block: 'end' });
  },
};

/** Test only: Escape closes the phone menu and gives focus back to „Meniu”. */
export const PhoneMenuEscape: Story = {
  ...PhoneMenuOpen,
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('button', { name: 'Mobilă' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Meniu' }));
    const dialog = await body.findByRole('dialog', { name: 'Meniu' });
    await expect(await within(dialog).findByRole('link', { name: 'Canapele' })).toHaveAttribute('href', '/produse/canapele');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grădină' }));
    await expect(within(dialog).getByRole('link', { name: 'Toate din Grădină' })).toBeVisible();
    // Cached for an hour: the next opening needs no call.
    await expect(JSON.parse(localStorage.getItem('cuib_mobile_menu') ?? '{}')).toHaveProperty('at');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Meniu' })).toHaveFocus());
  },
};
