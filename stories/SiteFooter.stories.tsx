import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SiteFooter } from '#ui/components/SiteFooter';

const meta = {
  title: 'Site/SiteFooter',
  component: SiteFooter,
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } }, layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide screens: the groups are columns, every link shown; the country switch offers Cuib's sites. */
export const Columns: Story = {
  // First on the docs page and inline there, so the controls above it change it.
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Magazinele de pe Cuib' }).checkVisibility()).toBe(true);
    const country = canvas.getByLabelText('Țara');
    await expect(country).toHaveValue('https://cuib.ro');
    await expect([...(country as HTMLSelectElement).options].map((option) => option.text)).toEqual(['România', 'Česko', 'Slovensko', 'Magyarország', 'Polska']);
  },
};

/** Phones: each group is an accordion panel, all closed. */
export const Accordion: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Magazinele de pe Cuib' });
    await expect(link.checkVisibility()).toBe(false);
  },
};

/** On a phone, one group tapped open. */
export const AccordionGroupOpen: Story = {
  ...Accordion,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Magazinele de pe Cuib' });
    await expect(link.checkVisibility()).toBe(false);
    await userEvent.click(canvas.getByText('Magazine și producători'));
    await expect(link.checkVisibility()).toBe(true);
  },
};
