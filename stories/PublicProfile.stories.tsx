import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PublicProfile } from '#ui/components/PublicProfile';
import { publicProfile } from '#mocks/fixtures/account';

/** A 375 px phone. */
const viewport = { options: { phone375: { name: 'Telefon 375 px', styles: { width: '375px', height: '812px' } } } };

/** The fixtures' Maria, with three comparisons saved. */
const maria = publicProfile({
  comparisons: [
    { id: 42, name: 'Canapele pentru living', url: '/compare-products/9f86d081884c7d659a2feaa0c55ad015', variantsCount: 3, likesCount: 9, createdAt: '2026-11-20T18:04:00Z' },
    { id: 57, name: 'Saltele 160×200 sub 2.000 lei', url: '/compare-products/7d865e959b2466918c9863afca942d0f', variantsCount: 4, likesCount: 2, createdAt: '2026-10-02T09:30:00Z' },
    { id: 63, name: 'Mobilier de grădină pentru balcon', url: '/compare-products/e4da3b7fbbce2345d7772b0674a318d5', variantsCount: 2, likesCount: 1, createdAt: '2026-06-14T16:45:00Z' },
  ],
});

const meta = {
  title: 'Personal/PublicProfile',
  component: PublicProfile,
  args: { profile: maria },
  parameters: { viewport },
} satisfies Meta<typeof PublicProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Short name, initials, since when a member, likes received, and the saved comparisons as links. */
export const WithComparisons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Maria I.' })).toBeVisible();
    await expect(canvas.getByText('Membru Cuib din martie 2026')).toBeVisible();
    await expect(canvas.getByText('12 aprecieri primite pentru comparații')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Canapele pentru living' })).toHaveAttribute('href', '/compare-products/9f86d081884c7d659a2feaa0c55ad015');
    await expect(canvas.getByText('3 produse · 9 aprecieri · salvată pe 20 noiembrie 2026')).toBeVisible();
    await expect(canvas.getByText('2 produse · 1 apreciere · salvată pe 14 iunie 2026')).toBeVisible();
    await expect(canvas.queryByText(/@/)).toBeNull();
  },
};

/** The likes received agree with their count: 1 apreciere primită, 2 aprecieri primite, 20 de aprecieri primite. */
export const LikesAgreeWithTheirCount: Story = {
  tags: ['!dev', '!autodocs'],
  render: (args) => (
    <>
      {[1, 2, 20].map((likesReceived) => (
        <PublicProfile key={likesReceived} profile={{ ...args.profile, likesReceived }} />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 apreciere primită pentru comparații')).toBeVisible();
    await expect(canvas.getByText('2 aprecieri primite pentru comparații')).toBeVisible();
    await expect(canvas.getByText('20 de aprecieri primite pentru comparații')).toBeVisible();
  },
  // Three profiles on one page repeat their header landmark; each alone is checked by the stories above and below.
  parameters: { screenshot: false, a11y: { test: 'off' } },
};

/** Nothing saved yet: said with the person's name. */
export const WithoutComparisons: Story = {
  args: { profile: { ...maria, id: 90211, displayName: 'Andrei P.', initials: 'AP', memberSince: '2025-12-28T10:00:00Z', likesReceived: 0, comparisons: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Andrei P. nu a salvat încă nicio comparație.')).toBeVisible();
    await expect(canvas.getByText('Nicio apreciere primită încă')).toBeVisible();
    await expect(canvas.getByText('Membru Cuib din decembrie 2025')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** A long name and comparison titles on a 375 px phone: everything wraps, nothing overflows. */
export const LongNamePhone: Story = {
  globals: { viewport: { value: 'phone375' } },
  args: {
    profile: {
      ...maria,
      displayName: 'Maria-Magdalena-Alexandra C.',
      likesReceived: 120,
      comparisons: [
        {
          id: 71,
          name: 'Dormitor complet pentru apartamentul nou din Cluj-Napoca: paturi, saltele, noptiere și dulapuri',
          url: '/compare-products/1679091c5a880faf6fb5e6087eb1b2dc',
          variantsCount: 20,
          likesCount: 101,
          createdAt: '2026-11-01T08:00:00Z',
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('120 de aprecieri primite pentru comparații')).toBeVisible();
    await expect(canvas.getByText('20 de produse · 101 aprecieri · salvată pe 1 noiembrie 2026')).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
