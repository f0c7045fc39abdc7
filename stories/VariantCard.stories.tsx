import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { VariantCard, variantCardLayouts } from '#ui/components/VariantCard';
import { WatchButton } from '#ui/components/WatchButton';
import { named, namedControl } from '#mocks/fixtures/controls';
import { variantCases, variantSeries } from '#mocks/fixtures/variant';

/** Eight ordinary products from different shops, the same on every run. */
const assorted = variantSeries(8, { seed: 4 });

/** Every edge case, then the assorted products by name, for the Controls panel. */
const cards = { ...variantCases, ...Object.fromEntries(assorted.map((item) => [item.name, item])) };

const meta = {
  title: 'Catalog/VariantCard',
  component: VariantCard,
  args: { variant: named(cards, 'regular'), position: 1, requestId: 'req-1', today: new Date(2026, 10, 22) },
  argTypes: {
    variant: namedControl(cards),
    layout: { control: 'inline-radio', options: variantCardLayouts },
  },
  // One card's width in a listing; a story that shows several sets `parameters.width`.
  decorators: [(Story, { parameters }) => <div style={{ width: (parameters.width as number | undefined) ?? 280 }}>{Story()}</div>],
} satisfies Meta<typeof VariantCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The name goes to the shop, through the click-through, in a new tab (and says so), not followed by crawlers.
    const main = canvas.getByRole('link', { name: `${variantCases.regular.name} (se deschide într-o filă nouă)` });
    await expect(main).toHaveAttribute('href', '/v2/clickthrough/184213/1?position=1&requestId=req-1');
    await expect(main).toHaveAttribute('target', '_blank');
    await expect(main.getAttribute('rel')).toContain('nofollow');
    // The product's own page, in words.
    const detail = canvas.getByRole('link', { name: `Detalii: ${variantCases.regular.name}` });
    await expect(detail).toHaveAttribute('href', '/produs/v/184213-canapea-extensibila-oslo-3-locuri-gri');
    await expect(detail).toHaveTextContent('Detalii');
    // The rating opens the reviews: a real link, marked for the reviews modal.
    const rating = canvas.getByRole('link', { name: /4,6 din 5 stele, 128\sde recenzii/ });
    await expect(rating).toHaveAttribute('href', '/product/184213/reviews');
    await expect(rating).toHaveAttribute('data-opens', 'reviews-modal');
    await expect(canvas.getByText('încă 3 oferte')).toBeVisible();
    await expect(canvas.getByText('sau 12 rate × 128,33 lei')).toBeVisible();
    await expect(canvas.getByText('3 locuri · extensibilă · ladă de depozitare · 214 × 88 × 92-145 cm')).toBeVisible();
    await expect(canvas.getByText('În stoc')).toBeVisible();
    await expect(canvas.getByText('Livrare gratuită')).toBeVisible();
    await expect(canvas.getByText('Cel mai vândut')).toBeVisible();
    // Keyboard: the slider's next button comes after the main link? No: the DOM order is image controls, toggles, then the name.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Imaginea următoare' })).toHaveFocus();
  },
};

export const SliderMovesAndStopsAtTheEnds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Imaginea anterioară' });
    const next = canvas.getByRole('button', { name: 'Imaginea următoare' });
    await expect(previous).toBeDisabled();
    await expect(canvas.getByText('1 / 3')).toBeInTheDocument();
    await userEvent.click(next);
    await expect(await canvas.findByText('2 / 3')).toBeInTheDocument();
    await userEvent.click(next);
    // The slider settles after its scroll: wait for the state, however busy the machine.
    await waitFor(() => expect(next).toBeDisabled());
    await expect(previous).toBeEnabled();
    await expect(window.dataLayer?.at(-1)).toMatchObject({ event: 'variant_card_swiper_interaction', variant_id: 184213, image_index: 2 });
    // The strip has slid all the way to the last image.
    const strip = canvas.getByRole('list', { name: /^Imagini:/ });
    await waitFor(() => expect(strip.scrollLeft).toBe(strip.scrollWidth - strip.clientWidth));
  },
};

/**
 * Only the first image is drawn (and fetched) until the shopper shows interest in the strip; the
 * counter and the buttons are there from the start, since the count is known.
 */
export const OtherImagesWaitForInterest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const strip = canvas.getByRole('list', { name: /^Imagini:/ });
    await expect(strip.querySelectorAll('img')).toHaveLength(1);
    await expect(canvas.getByText('1 / 3')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Imaginea următoare' })).toBeEnabled();
    // The pointer meets the card (its name link covers it), not the strip.
    await userEvent.hover(canvasElement.querySelector('article')!);
    await waitFor(() => expect(strip.querySelectorAll('img')).toHaveLength(3));
    await expect(strip.querySelectorAll('img')[2]).toHaveAttribute('alt', `${variantCases.regular.name}, imaginea 3`);
  },
  parameters: { screenshot: false },
};

/** A press that comes before any other sign of interest (a script's click) still slides to the second image. */
export const NextBeforeInterest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const strip = canvas.getByRole('list', { name: /^Imagini:/ });
    canvas.getByRole('button', { name: 'Imaginea următoare' }).click();
    await expect(await canvas.findByText('2 / 3')).toBeInTheDocument();
    await expect(strip.querySelectorAll('img')).toHaveLength(3);
    await waitFor(() => expect(strip.scrollLeft).toBe(strip.clientWidth + 8));
    await expect(canvas.getByRole('button', { name: 'Imaginea anterioară' })).toBeEnabled();
  },
  parameters: { screenshot: false },
};

/** Keyboard focus entering the card draws the other images too. */
export const FocusWakesTheStrip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const strip = canvas.getByRole('list', { name: /^Imagini:/ });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Imaginea următoare' })).toHaveFocus();
    await expect(strip.querySelectorAll('img')).toHaveLength(3);
  },
  parameters: { screenshot: false },
};

/** With the multiplier flag on, the main link goes to the detail page. */
export const MultiplierFlag: Story = {
  args: { multiplier: { listing: 2 } },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('link', { name: variantCases.regular.name });
    await expect(main).toHaveAttribute('href', '/produs/v/184213-canapea-extensibila-oslo-3-locuri-gri');
    await expect(main).not.toHaveAttribute('target');
  },
};

export const LongName: Story = {
  args: { variant: variantCases.longName },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading');
    // Two lines at most, however long the name.
    await expect(heading.getBoundingClientRect().height).toBeLessThan(50);
  },
};

export const NoImage: Story = {
  args: { variant: variantCases.noImage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /fără imagine/ })).toHaveTextContent('Fără imagine');
    await expect(canvas.queryByRole('button', { name: 'Imaginea următoare' })).toBeNull();
  },
};

export const OneImageNoSliderButtons: Story = {
  args: { variant: variantCases.priceDrop },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Imaginea anterioară' })).toBeNull();
    await expect(canvas.getByText('Ofertă limitată')).toBeVisible();
    await expect(canvas.getByText('Expediere în 3 săptămâni')).toBeVisible();
    await expect(canvas.getByText(/180,60/)).toBeVisible();
  },
};

export const NoReviews: Story = {
  args: { variant: variantCases.noReviews },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Fără recenzii')).toBeVisible();
  },
};

/** Sold out: the page that lists it puts the watch button in (SPEC §4). */
export const OutOfStock: Story = {
  args: {
    variant: variantCases.outOfStock,
    watch: <WatchButton variantId={variantCases.outOfStock.id} variantName={variantCases.outOfStock.name} price={variantCases.outOfStock.price.price} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Vezi disponibilitatea' })).toBeVisible();
    await expect(canvas.getByText('Epuizat')).toBeVisible();
    await expect(canvas.queryByText('Livrare gratuită')).toBeNull();
  },
};

export const HugeDiscount: Story = {
  args: { variant: variantCases.hugeDiscount },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/-87%$/)).toBeVisible();
  },
};

export const WithVoucher: Story = {
  args: { variant: variantCases.withVoucher },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /CUIB10/ })).toBeVisible();
    await expect(canvas.getByText('Black Friday')).toBeVisible();
  },
};

export const ChristmasDelivery: Story = {
  args: { christmasDays: 10, today: new Date(2026, 11, 16) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Livrare până la Crăciun')).toBeVisible();
  },
};

/** A full-width row also shows the description. */
export const Row: Story = {
  args: { layout: 'row' },
  decorators: [(Story) => <div style={{ width: 820 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(variantCases.regular.description)).toBeVisible();
  },
};

export const CompareAndLike: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const compare = canvas.getByRole('button', { name: 'Adaugă la comparație' });
    await userEvent.click(compare);
    await expect(canvas.getByRole('status')).toHaveTextContent('Produs adăugat pentru comparație');
    await expect(canvas.getByRole('link', { name: 'Afișează comparația' })).toHaveAttribute('href', '/compare-products');
    await expect(window.dataLayer?.at(-1)).toMatchObject({ event: 'comparison_add', variant_id: 184213 });
    await userEvent.click(canvas.getByRole('button', { name: 'Elimină din comparație' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Produs eliminat din comparație');
    // Coming to the heart loads the likes calls and asks its state: 41 likes so far.
    await userEvent.hover(canvas.getByRole('button', { name: /^Adaugă la favorite/ }));
    const like = await canvas.findByRole('button', { name: /^Adaugă la favorite \(41\sde\saprecieri\)$/ });
    await userEvent.click(like);
    // A visitor's like is kept in the browser (sent at the next start) and counted at once.
    await expect(await canvas.findByRole('button', { name: /^Elimină din favorite \(42\sde\saprecieri\)$/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.unhover(like);
  },
};

/** A card must know where its clicks come from (SPEC §5); without one it refuses to render. */
export const WithoutClickSource: Story = {
  args: { variant: { ...variantCases.regular, clickSource: null } },
  render: () => <p>Un card fără sursă de click nu se afișează.</p>,
  play: async ({ args }) => {
    await expect(() => VariantCard(args)).toThrow('No click source provided');
  },
};

/** The `card-layout` experiment's second variation: the price first, before the shop and the name, in reading order too. */
export const PriceFirst: Story = {
  args: { cardVariant: 'price-first' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const price = canvasElement.querySelector('[data-part="price"]')!;
    const name = canvas.getByRole('link', { name: `${variantCases.regular.name} (se deschide într-o filă nouă)` });
    // The price precedes the name in the document, as on screen.
    await expect(price.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(canvasElement.querySelector('article')).toHaveAttribute('data-click-source', '1');
  },
};

/** Cards side by side as a listing shows them: different shops, prices, discounts, ratings, stock and delivery. */
export const SideBySide: Story = {
  // Two rows of four, photographed whole.
  parameters: { width: 1130, viewport: { options: { desktopTall: { name: 'Desktop 1200 × 1200', styles: { width: '1200px', height: '1200px' } } } } },
  globals: { viewport: { value: 'desktopTall' } },
  render: (args) => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 16, margin: 0, padding: 0, listStyle: 'none' }} aria-label="Produse">
      {assorted.map((item, index) => (
        <li key={item.id}>
          <VariantCard {...args} variant={item} position={index + 1} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(assorted.length);
    for (const item of assorted) {
      await expect(canvas.getByRole('link', { name: `Detalii: ${item.name}` })).toHaveAttribute('href', `/produs/v/${item.id}-${item.slug}`);
    }
    await expect(new Set(assorted.map((item) => item.eshop.name)).size).toBeGreaterThan(4);
  },
};
