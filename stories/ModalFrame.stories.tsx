import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '#ui/components/Button';
import { ModalFrame, type ModalFrameProps } from '#ui/components/ModalFrame';

/** The page behind the modal: the button that opened it, so focus has somewhere to come back to. */
function ModalOnPage({ isOpen: openAtFirst = true, onClose, ...props }: ModalFrameProps) {
  const [open, setOpen] = useState(openAtFirst);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Deschide fereastra
      </Button>
      <ModalFrame
        {...props}
        isOpen={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </>
  );
}

const contents = {
  'Un paragraf': <p>Livrarea se face în 2–3 zile lucrătoare prin curier, la adresa aleasă în magazinul partenerului.</p>,
  'Formular scurt': (
    <form style={{ display: 'grid', gap: 12 }} onSubmit={(event) => event.preventDefault()}>
      <label style={{ display: 'grid', gap: 4 }}>
        Numele listei
        <input name="list" defaultValue="Idei pentru sufragerie" />
      </label>
      <Button type="submit">Salvează</Button>
    </form>
  ),
  'Listă lungă': (
    <ul>
      {Array.from({ length: 30 }, (_, index) => (
        <li key={index}>Măsuță de cafea Ceahlău nr. {index + 1}, stejar natur</li>
      ))}
    </ul>
  ),
};

const meta = {
  title: 'Primitive/ModalFrame',
  component: ModalFrame,
  args: { title: 'Livrare și retur', children: 'Un paragraf', onClose: fn(), size: 'm' },
  argTypes: {
    children: { control: 'select', options: Object.keys(contents), mapping: contents },
    size: { control: 'inline-radio', options: ['s', 'm', 'side'] },
  },
  render: (args) => <ModalOnPage {...args} />,
  // The overlay covers the viewport: the frame is as tall, so the photograph holds the whole modal.
  decorators: [(Story) => <div style={{ minHeight: 'calc(100vh - 32px)' }}>{Story()}</div>],
  parameters: {
    a11y: { context: { exclude: ['[data-live-announcer]'] } },
    // A modal stays inside its own frame on the docs page.
    docs: { story: { inline: false, iframeHeight: 640 } },
  },
} satisfies Meta<typeof ModalFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog');

/** Open: a titled dialog over the dimmed page, „Închide” in its header, focus inside. */
export const Open: Story = {
  play: async () => {
    const modal = await dialog();
    await expect(modal).toHaveAccessibleName('Livrare și retur');
    await expect(within(modal).getByRole('heading', { name: 'Livrare și retur' })).toBeVisible();
    await expect(within(modal).getByRole('button', { name: 'Închide' })).toBeVisible();
    await waitFor(() => expect(modal.contains(document.activeElement)).toBe(true));
  },
};

/** `size="s"`: a narrow dialog for a short form. */
export const SmallWithForm: Story = {
  args: { size: 's', title: 'Salvează comparația', children: 'Formular scurt' },
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.getByRole('textbox', { name: 'Numele listei' })).toHaveValue('Idei pentru sufragerie');
    await expect(modal.getByRole('button', { name: 'Salvează' })).toBeVisible();
  },
};

/** `size="side"`: slides in from the left edge, as the phone menu does. */
export const Side: Story = {
  args: { size: 'side', title: 'Meniu', children: 'Listă lungă' },
  play: async () => {
    const modal = await dialog();
    await expect(modal).toHaveAccessibleName('Meniu');
    await expect(within(modal).getAllByRole('listitem')).toHaveLength(30);
  },
};

/** A long title and a long list: the title wraps beside „Închide” and the modal scrolls inside the viewport. */
export const LongTitleAndContent: Story = {
  args: { title: 'Condițiile de retur ale magazinului Atelierul de Mobilă Ardeal pentru produsele la comandă', children: 'Listă lungă' },
  play: async () => {
    const modal = await dialog();
    await expect(within(modal).getByRole('button', { name: 'Închide' })).toBeVisible();
    // The dialog is taller than the window: its frame stops at the window's edge and scrolls.
    const frame = modal.parentElement!;
    await expect(frame.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(frame.scrollHeight).toBeGreaterThan(frame.clientHeight);
  },
};

/** Test only: Escape closes it, `onClose` is told, and focus is back on the button that opened it. */
export const ClosedByEscape: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  args: { isOpen: false },
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Deschide fereastra' });
    await userEvent.click(opener);
    await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Test only: „Închide” closes it the same way. */
export const ClosedByCloseButton: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  args: { isOpen: false },
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Deschide fereastra' });
    await userEvent.click(opener);
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Închide' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
