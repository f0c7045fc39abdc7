import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLinks } from '#ui/components/SkipLinks';

/**
 * The first Tab stops of every page: „Sari la conținut”, and on a listing „Sari la produse”. Out
 * of sight until the keyboard reaches them.
 */
const meta = {
  title: 'Site/SkipLinks',
  component: SkipLinks,
  parameters: { docs: { story: { inline: false, iframeHeight: 220 } }, layout: 'fullscreen' },
} satisfies Meta<typeof SkipLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a listing: both links, the second leading past the filters to the products. */
export const OnAListing: Story = {
  render: () => (
    <>
      <SkipLinks />
      <main id="continut" tabIndex={-1}>
        <nav aria-label="Filtre">
          <a href="#culoare">Culoare: gri</a>
        </nav>
        <section id="produse" tabIndex={-1} aria-label="Produse">
          <a href="#canapea">Canapea extensibilă Oslo, 3 locuri, gri</a>
        </section>
      </main>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Sari la conținut' })).toHaveFocus();
    await userEvent.tab();
    const toProducts = canvas.getByRole('link', { name: 'Sari la produse' });
    await expect(toProducts).toHaveFocus();
    await expect(toProducts).toHaveAttribute('href', '#produse');
  },
};

/** Elsewhere: only „Sari la conținut”; the products link is not in the Tab order at all. */
export const WithoutProducts: Story = {
  render: () => (
    <>
      <SkipLinks />
      <main id="continut" tabIndex={-1}>
        <a href="#magazine">Toate magazinele</a>
      </main>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Sari la conținut' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Toate magazinele' })).toHaveFocus();
  },
};
