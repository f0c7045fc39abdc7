import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PartnerOffers } from '#ui/components/PartnerOffers';
import { offers } from './partner-portal-data';

const phone = { options: { phone375: { name: 'Telefon 375 px', styles: { width: '375px', height: '900px' } } } };

const meta = {
  title: 'Partners/PartnerOffers',
  component: PartnerOffers,
  args: { offers, pagination: { page: 2, pageSize: 50, pageCount: 249, totalCount: 12_425 }, url: '/portal/oferte?pagina=2', siteOrigin: 'https://www.cuib.ro' },
  decorators: [(Story) => <div style={{ maxWidth: 1100 }}>{Story()}</div>],
} satisfies Meta<typeof PartnerOffers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of live offers: each name links to its page on Cuib, the price in lei, availability with delivery, the shop's own link. */
export const Offers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12.425 de oferte active, după nume')).toBeVisible();
    const oslo = canvas.getByRole('row', { name: /Canapea extensibilă Oslo/ });
    await expect(within(oslo).getByRole('link', { name: 'Canapea extensibilă Oslo, gri antracit' })).toHaveAttribute('href', 'https://www.cuib.ro/produs/v/250311-canapea-extensibila-oslo-gri-antracit');
    await expect(oslo).toHaveTextContent('2.499,90 lei');
    await expect(oslo).toHaveTextContent('În stoc, livrare în 3 zile');
    await expect(within(oslo).getByRole('link', { name: 'Deschide Canapea extensibilă Oslo, gri antracit pe site-ul tău' })).toHaveAttribute('href', 'https://www.mobilacasa.ro/canapea-oslo-gri');
    await expect(canvas.getByRole('row', { name: /Fotoliu Bergen/ })).toHaveTextContent('În stoc, livrare în 1 zi');
    const set = canvas.getByRole('row', { name: /Set de grădină/ });
    await expect(set).toHaveTextContent('Stoc epuizat');
    await expect(set).toHaveTextContent('6.749,50 lei');
    await expect(canvas.getByRole('link', { name: 'Pagina 3' })).toHaveAttribute('href', '/portal/oferte?pagina=3');
    await expect(canvas.getByRole('link', { name: /Pagina anterioară/ })).toHaveAttribute('href', '/portal/oferte');
  },
};

/** Before the first applied import. */
export const Empty: Story = {
  args: { offers: [], pagination: { page: 1, pageSize: 50, pageCount: 1, totalCount: 0 }, url: '/portal/oferte' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Nicio ofertă activă încă/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'importurile' })).toHaveAttribute('href', '/portal');
  },
};

/** On a 375 px phone the table scrolls in its own box. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone375' } },
  parameters: { viewport: phone },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(within(canvasElement).getByRole('region', { name: 'Ofertele active' })).toHaveAttribute('tabindex', '0');
  },
};
