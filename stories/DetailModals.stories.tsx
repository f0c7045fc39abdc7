import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DetailModalsHost } from '#ui/components/DetailModals';
import { sofaPage } from '#mocks/fixtures/catalogue-pages';
import { picturesPainted } from './support/pictures';

const variant = sofaPage.variant;

const meta = {
  title: 'Catalog/DetailModals',
  component: DetailModalsHost,
  render: () => (
    <>
      <p style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <a href="#oferte" data-opens="offers" data-variant-id={variant.id}>
          Compară ofertele
        </a>
        <a href="#variante" data-opens="select-variant" data-variant-id={variant.id}>
          Alege dintre toate variantele
        </a>
        <a href="#oferte" data-opens="deliveries" data-variant-id={variant.id}>
          Opțiuni de livrare
        </a>
        <a href="/images/product/1200/x.jpg" data-opens="images" data-images={variant.images.map((image) => image.id).join(',')} data-title={variant.name}>
          Mărește imaginile
        </a>
      </p>
      <ul aria-label="Fotografiile cumpărătorului" style={{ display: 'flex', gap: 8, listStyle: 'none', padding: 0 }}>
        {['5255-1-0', '5255-1-1', '5255-1-2'].map((id, i) => (
          <li key={id}>
            <a href={`/images/review/1200/${id}.jpg`} data-opens="review-images" data-index={i}>
              <img src={`/images/review/160/${id}.webp`} alt={`Fotografia ${i + 1} a Ioanei`} width={80} height={80} />
            </a>
          </li>
        ))}
      </ul>
      <DetailModalsHost />
    </>
  ),
  beforeEach({ msw }) {
    msw.use(http.get('*/api/v2/pages/variant/:variantId', () => HttpResponse.json(sofaPage)));
  },
  // The modals cover the viewport: the frame does too, so the baseline photographs the open one.
  decorators: [(Story) => <div style={{ minHeight: 'calc(100vh - 32px)' }}>{Story()}</div>],
  parameters: { docs: { story: { inline: false, iframeHeight: 800 } }, layout: 'padded', a11y: { context: { exclude: ['[data-live-announcer]'] } } },
} satisfies Meta<typeof DetailModalsHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the offers from „Compară ofertele” and waits for every shop's link. */
async function openOffers(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  const link = within(canvasElement).getByRole('link', { name: 'Compară ofertele' });
  await userEvent.click(link);
  const dialog = await body.findByRole('dialog', { name: 'Toate ofertele' });
  const shops = await within(dialog).findAllByRole('link', { name: /^Vezi în magazin/ });
  await expect(shops.length).toBe(1 + sofaPage.alternativeOffers.length);
  await expect(shops[0]).toHaveAttribute('target', '_blank');
  await picturesPainted(dialog);
  return link;
}

/** Every offer of the product, each going to its shop. */
export const Offers: Story = {
  play: async ({ canvasElement }) => {
    await openOffers(canvasElement);
  },
};

/** Test only: the offers open, and Escape gives focus back to the link. */
export const OffersEscapeReturnsFocus: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const link = await openOffers(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(link).toHaveFocus());
  },
  parameters: { screenshot: false },
};

/** The other colours and sizes, the current one marked. */
export const SelectVariant: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Alege dintre toate variantele' }));
    const dialog = await body.findByRole('dialog', { name: 'Alege culoarea sau mărimea' });
    await waitFor(() => expect(within(dialog).getAllByRole('link')).toHaveLength(sofaPage.variants.length));
    await expect(within(dialog).getByRole('link', { current: 'page' })).toHaveTextContent(variant.name);
    await picturesPainted(dialog);
  },
};

/** Delivery options per shop, from the contract's example. */
export const Deliveries: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Opțiuni de livrare' }));
    const dialog = await body.findByRole('dialog', { name: 'Opțiuni de livrare' });
    await expect((await within(dialog).findAllByRole('table')).length).toBeGreaterThan(0);
    await expect(within(dialog).getAllByRole('columnheader', { name: 'Cu plata la livrare' }).length).toBeGreaterThan(0);
    await picturesPainted(dialog);
  },
};

/** A buyer's photos, large, one at a time; the ends disable their buttons. */
export const ReviewPhotos: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('img', { name: 'Fotografia 2 a Ioanei' }));
    const dialog = await body.findByRole('dialog', { name: 'Fotografiile cumpărătorului' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Fotografia 2 din 3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fotografia următoare' }));
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Fotografia 3 din 3');
    await expect(within(dialog).getByRole('button', { name: 'Fotografia următoare' })).toBeDisabled();
    await expect(within(dialog).getByRole('img', { name: 'Fotografia 3 a Ioanei' })).toBeVisible();
    await picturesPainted(dialog);
  },
};

/** All the product's pictures, large, each described. */
export const Images: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Mărește imaginile' }));
    const dialog = await body.findByRole('dialog', { name: 'Imagini' });
    await expect(within(dialog).getAllByRole('img')).toHaveLength(variant.images.length);
    await expect(within(dialog).getByRole('img', { name: `${variant.name}, imaginea 1 din ${variant.images.length}` })).toBeVisible();
    await picturesPainted(dialog);
  },
};
