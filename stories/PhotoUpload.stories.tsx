import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PhotoUpload } from '#ui/components/PhotoUpload';

const meta = {
  title: 'Star/PhotoUpload',
  component: PhotoUpload,
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } }, layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof PhotoUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A small PNG drawn in the browser, as a phone's photo would arrive. */
async function photo(name: string, colour: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 120;
  canvas.height = 90;
  const context = canvas.getContext('2d')!;
  context.fillStyle = colour;
  context.fillRect(0, 0, 120, 90);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

/** Two photos chosen: a preview of each, with its button to take it out. */
export const Previews: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Fotografii (opțional)') as HTMLInputElement;
    await userEvent.upload(input, [await photo('canapea.png', '#8d9096'), await photo('detaliu.png', '#b08a64')]);
    await expect(await canvas.findByRole('img', { name: 'Fotografia 1: canapea.png' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Fotografia 2: detaliu.png' })).toBeVisible();
  },
};

/** Test only: a photo taken out again; the focus goes back to the field. */
export const PhotoTakenOut: Story = {
  ...Previews,
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Fotografii (opțional)') as HTMLInputElement;
    await userEvent.upload(input, [await photo('canapea.png', '#8d9096'), await photo('detaliu.png', '#b08a64')]);
    await expect(await canvas.findByRole('img', { name: 'Fotografia 1: canapea.png' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Fotografia 2: detaliu.png' })).toBeVisible();
    await expect(canvas.getByText('2 fotografii alese')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Scoate fotografia 1' }));
    await expect(canvas.queryByRole('img', { name: /canapea\.png/ })).toBeNull();
    await expect(input).toHaveFocus();
    // Said, as the preview leaves without a sound.
    await expect(canvas.getByRole('status')).toHaveTextContent('Am scos fotografia 1, „canapea.png”. A rămas 1 fotografie.');
    await expect(canvas.getByText('1 fotografie aleasă')).toBeVisible();
  },
};

/** The field in Romanian whatever the browser's language: „Alege fotografii”, not the browser's „Choose Files”. */
export const RomanianButton: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Alege fotografii/) as HTMLInputElement;
    await expect(input).toBe(canvas.getByLabelText('Fotografii (opțional)'));
    await expect(canvas.getByText('Alege fotografii')).toBeVisible();
    await expect(canvas.getByText('Nicio fotografie aleasă')).toBeVisible();
    // The browser's own button is not drawn: the input takes no room.
    await expect(input.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(input).toHaveFocus();
  },
};

/** A GIF and a 9 MB picture are refused in Romanian before anything is sent; the good one stays. */
export const RefusesWrongFiles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Fotografii (opțional)') as HTMLInputElement;
    const gif = new File([new Uint8Array(64)], 'animatie.gif', { type: 'image/gif' });
    const huge = new File([new Uint8Array(9 * 1024 * 1024)], 'mare.jpg', { type: 'image/jpeg' });
    // The input's accept list would hide the GIF in the picker; a drop or "all files" still brings it.
    await userEvent.upload(input, [gif, huge, await photo('buna.png', '#3d5a80')], { applyAccept: false });
    const problems = await canvas.findByRole('alert');
    await expect(problems).toHaveTextContent('„animatie.gif”: fotografia trebuie să fie JPEG, PNG sau WebP.');
    await expect(problems).toHaveTextContent('„mare.jpg”: fotografia depășește 8 MB.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('img', { name: 'Fotografia 1: buna.png' })).toBeVisible();
  },
};

/** The server refused a photo (the form was posted without JavaScript): its message is beside the field. */
export const ServerMessage: Story = {
  args: { error: 'Fotografia trebuie să fie JPEG, PNG sau WebP, de cel mult 8 MB.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('de cel mult 8 MB');
  },
};
