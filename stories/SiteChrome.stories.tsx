import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from '#ui/components/Breadcrumbs';
import { CategoryTiles } from '#ui/components/CategoryTiles';
import { NotFound } from '#ui/components/NotFound';
import { SiteShell } from '#ui/components/SiteShell';

const meta = {
  title: 'Site/Chrome',
  parameters: { docs: { story: { inline: false, iframeHeight: 700 } }, layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's frame: header, main content and footer, as every page has them. */
export const Shell: Story = {
  // First on the docs page and inline there, so the controls above it change it.
  parameters: { docs: { story: { inline: true } } },
  render: () => (
    <SiteShell>
      <p>Conținutul paginii</p>
    </SiteShell>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Cuib — prima pagină' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'continut');
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2026 Cuib');
  },
};

/** The first Tab shows „Sari la conținut”, which leads to the main content. */
export const SkipLinkFocused: Story = {
  ...Shell,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Cuib — prima pagină' })).toHaveAttribute('href', '/');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Sari la conținut' })).toHaveFocus();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'continut');
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2026 Cuib');
  },
};

export const Trail: Story = {
  render: () => (
    <Breadcrumbs
      items={[
        { name: 'Produse', url: '/produse' },
        { name: 'Mobilă', url: '/produse/mobila' },
        { name: 'Canapele', url: '/produse/canapele' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByText('Canapele')).toHaveAttribute('aria-current', 'page');
  },
};

export const Categories: Story = {
  render: () => (
    <CategoryTiles
      title="Caută după categorie"
      groups={[
        { name: 'Mobilă', categories: [{ name: 'Canapele', href: '/produse/canapele' }, { name: 'Paturi', href: '/produse/paturi' }] },
        { name: 'Decorațiuni și iluminat', categories: [{ name: 'Lustre', href: '/produse/lustre' }] },
        { name: 'Grădină', categories: [{ name: 'Grătare', href: '/produse/gratare' }, { name: 'Mobilier de grădină', href: '/produse/mobilier-de-gradina' }] },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Grătare' })).toHaveAttribute('href', '/produse/gratare');
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  },
};

export const PageNotFound: Story = {
  render: () => <NotFound />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('nu am găsit');
    await expect(canvas.getByRole('link', { name: 'Vezi toate produsele' })).toHaveAttribute('href', '/produse');
  },
};
