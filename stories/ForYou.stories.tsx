import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { ForYou } from '#ui/components/ForYou';
import type { Variant } from '#generated/main-api/types.gen';
import { variantCases, variantSeries } from '#mocks/fixtures/variant';

/** What a returning visitor liked lately, from different shops, the same on every run. */
const liked: Variant[] = [variantCases.regular, variantCases.hugeDiscount, ...variantSeries(3, { seed: 11 })];

const remarketing = '*/api/v2/user/remarketing-variants';

/** The mark a page sets on a browser the backends know (a session or a visitor id); a story sets it as that page would. */
const markKnown = (known: boolean) => {
  document.cookie = known ? 'cuib_known=1; path=/' : 'cuib_known=; path=/; max-age=0';
  return () => {
    document.cookie = 'cuib_known=; path=/; max-age=0';
  };
};

/** Whether the last story's call for „Pentru tine” was answered, for the stories where nothing may show. */
let answered = false;

/** Answers the call with `response`, noting that it was answered. */
const answering = (response: () => Response) =>
  http.get(remarketing, () => {
    answered = true;
    return response();
  });

/** Once the call was answered, a few frames for its answer to be drawn, if it were to be. */
async function afterAnswer(): Promise<void> {
  await waitFor(() => expect(answered).toBe(true));
  for (let frame = 0; frame < 5; frame++) await new Promise(requestAnimationFrame);
}

const meta = {
  title: 'Catalog/ForYou',
  component: ForYou,
  args: { christmasDays: null, multiplier: {}, limit: 5 },
  decorators: [(Story) => <div style={{ width: 1100 }}>{Story()}</div>],
} satisfies Meta<typeof ForYou>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A returning visitor: „Pentru tine” with the five cards the main API answered, asked once. */
export const ReturningVisitor: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(remarketing, ({ request }) => HttpResponse.json({ variants: liked.slice(0, Number(new URL(request.url).searchParams.get('limit'))) })));
    return markKnown(true);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Pentru tine' })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelectorAll('article[data-variant-id]')).toHaveLength(5));
    await expect(canvasElement.querySelector(`article[data-variant-id="${variantCases.regular.id}"]`)).toBeVisible();
  },
};

/** Asked for three: three cards. */
export const ThreeCards: Story = {
  args: { limit: 3 },
  beforeEach({ msw }) {
    msw.use(http.get(remarketing, ({ request }) => HttpResponse.json({ variants: liked.slice(0, Number(new URL(request.url).searchParams.get('limit'))) })));
    return markKnown(true);
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Pentru tine' });
    await waitFor(() => expect(canvasElement.querySelectorAll('article[data-variant-id]')).toHaveLength(3));
  },
};

/** A first-time visitor: nothing is asked and nothing shows. */
export const FirstTimeVisitor: Story = {
  render: (args) => (
    <div>
      <ForYou {...args} />
      <p>Vizitator nou: secțiunea lipsește și nu se face nicio cerere.</p>
    </div>
  ),
  beforeEach({ msw }) {
    const asked: string[] = [];
    msw.use(
      http.get(remarketing, ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({ variants: liked });
      }),
    );
    const forget = markKnown(false);
    return () => {
      forget();
      if (asked.length > 0) throw new Error(`A first-time visitor's page asked for „Pentru tine”: ${asked.join(', ')}`);
    };
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/Vizitator nou/);
    await expect(within(canvasElement).queryByRole('heading', { name: 'Pentru tine' })).toBeNull();
  },
};

/** Known, but nothing to show: no empty section. */
export const NothingLiked: Story = {
  render: (args) => (
    <div>
      <ForYou {...args} />
      <p>Nimic de arătat: secțiunea lipsește.</p>
    </div>
  ),
  beforeEach({ msw }) {
    answered = false;
    msw.use(answering(() => HttpResponse.json({ variants: [] })));
    return markKnown(true);
  },
  play: async ({ canvasElement }) => {
    await afterAnswer();
    await expect(within(canvasElement).queryByRole('heading', { name: 'Pentru tine' })).toBeNull();
  },
};

/** The main API failed: the homepage shows without the section (secondary data), no error on screen. */
export const ServiceDown: Story = {
  render: (args) => (
    <div>
      <ForYou {...args} />
      <p>Serviciul nu a răspuns: secțiunea lipsește.</p>
    </div>
  ),
  beforeEach({ msw }) {
    answered = false;
    msw.use(answering(() => HttpResponse.json({ type: 'about:blank', title: 'Eroare', status: 503 }, { status: 503 })));
    return markKnown(true);
  },
  play: async ({ canvasElement }) => {
    await afterAnswer();
    await expect(within(canvasElement).queryByRole('heading', { name: 'Pentru tine' })).toBeNull();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
