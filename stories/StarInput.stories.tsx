import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StarInput } from '#ui/components/StarInput';

const meta = {
  title: 'Star/StarInput',
  component: StarInput,
  parameters: { docs: { story: { inline: false, iframeHeight: 200 } }, layout: 'padded' },
  args: {},
} satisfies Meta<typeof StarInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab reaches the group, the arrows move the choice, each star says how many it gives. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Nota ta' })).toBeVisible();
    const stars = canvas.getAllByRole('radio');
    await expect(stars.map((star) => star.getAttribute('aria-label'))).toEqual(['1 stea', '2 stele', '3 stele', '4 stele', '5 stele']);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1 stea' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 stele' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '4 stele' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '3 stele' })).toBeChecked();
  },
};

/** A rating kept after a refused post. */
export const Chosen: Story = {
  args: { defaultValue: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '4 stele' })).toBeChecked();
  },
};

/** No rating chosen: the message is beside the stars and read with the group. */
export const Missing: Story = {
  args: { error: 'Alege o notă de la 1 la 5 stele.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Nota ta' })).toHaveAccessibleDescription('Alege o notă de la 1 la 5 stele.');
  },
};

/** Test only: a star chosen after the message. */
export const MissingThenChosen: Story = {
  ...Missing,
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Nota ta' })).toHaveAccessibleDescription('Alege o notă de la 1 la 5 stele.');
    await userEvent.click(canvas.getByRole('radio', { name: '5 stele' }));
    await expect(canvas.getByRole('radio', { name: '5 stele' })).toBeChecked();
  },
};
