import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ModerationQueue } from '#ui/components/ModerationQueue';
import { moderationItems } from '#mocks/fixtures/reviews';

const meta = {
  title: 'Star/ModerationQueue',
  component: ModerationQueue,
  parameters: { layout: 'padded' },
  args: { items: moderationItems, action: '/admin/moderare' },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof ModerationQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each item with its text, product, flags and two buttons that post the decision. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const flagged = canvas.getByRole('article', { name: 'Recenzie de la Anonim' });
    const flags = within(flagged).getByRole('list', { name: 'Semnalat de verificări' });
    await expect(flags).toHaveTextContent('Conține un link sau o adresă web');
    await expect(flags).toHaveTextContent('Conține cuvinte jignitoare');
    await expect(within(canvas.getByRole('article', { name: 'Răspuns de la Mihai' })).getByText('Scris aproape numai cu majuscule')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Canapea extensibilă Oslo, 3 locuri, gri' })[0]).toHaveAttribute('href', '/produs/v/48213-canapea-extensibila-oslo-3-locuri-gri');
  },
};

/** Test only: „Aprobă” posts the item's kind, id and decision. */
export const ApprovePostsDecision: Story = {
  ...Pending,
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const flagged = canvas.getByRole('article', { name: 'Recenzie de la Anonim' });
    const flags = within(flagged).getByRole('list', { name: 'Semnalat de verificări' });
    await expect(flags).toHaveTextContent('Conține un link sau o adresă web');
    await expect(flags).toHaveTextContent('Conține cuvinte jignitoare');
    await expect(within(canvas.getByRole('article', { name: 'Răspuns de la Mihai' })).getByText('Scris aproape numai cu majuscule')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Canapea extensibilă Oslo, 3 locuri, gri' })[0]).toHaveAttribute('href', '/produs/v/48213-canapea-extensibila-oslo-3-locuri-gri');
    const approve = canvas.getByRole('button', { name: 'Aprobă recenzia lui Ioana din Brașov' });
    const form = approve.closest('form')!;
    const posted = fn((event: SubmitEvent) => event.preventDefault());
    form.addEventListener('submit', posted);
    await userEvent.click(approve);
    await expect(posted).toHaveBeenCalledTimes(1);
    const data = new FormData(form, approve);
    await expect([data.get('kind'), data.get('id'), data.get('decision')]).toEqual(['review', 'f3K9wq2LmT7x', 'approve']);
    await expect(canvas.getByRole('button', { name: 'Respinge întrebarea lui Ion Popescu' })).toBeVisible();
  },
};

/** After a decision, with nothing left. */
export const Empty: Story = {
  args: { items: [], notice: 'Aprobat: este publicat de acum.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Aprobat');
    await expect(canvas.getByText(/Nu așteaptă nimic/)).toBeVisible();
  },
};
