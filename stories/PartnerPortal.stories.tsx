import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { problemResponse } from '#mocks/problem';
import { NoShopNotice, PortalFrame, PortalLoginForm, portalColumnsClass, portalHeadingClass, ShopOverview } from '#ui/components/PartnerPortal';
import { QueryIsland } from '#ui/components/QueryIsland';
import { mobilaCasa, newShop } from './partner-portal-data';

const viewport = {
  options: {
    phone375: { name: 'Telefon 375 px', styles: { width: '375px', height: '1000px' } },
    desktop: { name: 'Desktop 1280 × 800', styles: { width: '1280px', height: '800px' } },
  },
};

const meta = {
  title: 'Partners/PartnerPortal',
  component: PortalFrame,
  args: { shopName: mobilaCasa.name, current: 'prezentare', children: null },
  parameters: {
    viewport,
    docs: { story: { inline: false, iframeHeight: 800 } },
    a11y: { context: { exclude: ['[data-live-announcer]'] } },
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof PortalFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The portal's overview top: the shop's name, its sections (the current one marked), signing out, and the shop as Cuib lists it. */
export const Overview: Story = {
  parameters: { docs: { story: { inline: true } } },
  render: (args) => (
    <PortalFrame {...args}>
      <h1 className={portalHeadingClass}>{mobilaCasa.name}</h1>
      <div className={portalColumnsClass}>
        <ShopOverview shop={mobilaCasa} siteOrigin="https://www.cuib.ro" />
      </div>
    </PortalFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sections = canvas.getByRole('navigation', { name: 'Portalul magazinului' });
    await expect(within(sections).getByRole('link', { name: 'Prezentare' })).toHaveAttribute('aria-current', 'page');
    await expect(within(sections).getByRole('link', { name: 'Statistici' })).toHaveAttribute('href', '/portal/statistici');
    await expect(canvas.getByRole('button', { name: 'Ieși din cont' }).closest('form')).toHaveAttribute('action', '/portal/iesire');
    await expect(canvas.getByText('12.425 de oferte active')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pagina magazinului pe Cuib' })).toHaveAttribute('href', 'https://www.cuib.ro/produse/magazin/mobila-casa');
    // The sections are reached with the keyboard in reading order, before signing out.
    canvas.getByRole('link', { name: 'Prezentare' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Oferte' })).toHaveFocus();
  },
};

/** Paused by staff, a very long name, nothing read yet: the warning says what it means. */
export const PausedNewShop: Story = {
  args: { shopName: 'Casa Verde Grădini și Terase — mobilier de exterior din lemn de salcâm, ratan sintetic și aluminiu', current: 'oferte' },
  render: (args) => (
    <PortalFrame {...args}>
      <ShopOverview shop={{ ...newShop, name: args.shopName!, paused: true, domain: 'casaverde-gradini-si-terase.ro' }} siteOrigin="https://www.cuib.ro" />
    </PortalFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Magazinul este oprit de echipa Cuib.')).toBeVisible();
    await expect(canvas.getByText('oprit')).toBeVisible();
    await expect(canvas.getByText('0 oferte active')).toBeVisible();
    await expect(canvas.getByText('încă niciodată')).toBeVisible();
  },
};

/** The same on a 375 px phone: the sections go under the name, nothing overflows. */
export const Phone: Story = {
  ...PausedNewShop,
  globals: { viewport: { value: 'phone375' } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(within(canvasElement).getByRole('link', { name: 'Oferte' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A shopper's account, or one not confirmed: the portal says what to do. */
export const NoShop: Story = {
  args: { shopName: undefined, current: undefined },
  render: (args) => (
    <PortalFrame {...args}>
      <h1 className={portalHeadingClass}>Portalul magazinului</h1>
      <NoShopNotice email="maria.ionescu@exemplu.ro" />
    </PortalFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByText(/Contul maria\.ionescu@exemplu\.ro nu are un magazin/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'înscrie-ți magazinul' })).toHaveAttribute('href', '/register');
  },
};

/** The portal's sign-in: a wrong password is said for the whole form, the address stays, focus goes to the message. */
export const SignInRefused: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/v2/auth/login', () => problemResponse(401, { detail: 'Adresa de e-mail sau parola nu este corectă.' })));
  },
  render: () => (
    <QueryIsland>
      <div style={{ maxWidth: 420 }}>
        <PortalLoginForm passwordRenewalUrl="https://www.cuib.ro/parola/innoire" />
      </div>
    </QueryIsland>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Intră în portal' })).toHaveAttribute('action', '/portal/autentificare');
    await userEvent.type(canvas.getByLabelText('E-mail'), 'andreea@mobilacasa.ro');
    await userEvent.type(canvas.getByLabelText('Parola', { selector: 'input' }), 'Salcam-Gresit-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Intră în portal' }));
    const message = await canvas.findByRole('alert');
    await expect(message).toHaveTextContent('Adresa de e-mail sau parola nu este corectă.');
    await waitFor(() => expect(message).toHaveFocus());
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('andreea@mobilacasa.ro');
    await expect(canvas.getByRole('link', { name: 'Ai uitat parola?' })).toHaveAttribute('href', 'https://www.cuib.ro/parola/innoire');
    await expect(canvas.getByRole('link', { name: 'Nu ai cont? Înscrie-ți magazinul' })).toHaveAttribute('href', '/register');
  },
};
