import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LikeButton } from '#ui/components/CardActions';
import { LikesStart } from '#ui/components/LikesStart';
import { identity, storedLikes, toggleLike, warmLikes } from '#ui/lib/like-store';

/** The heart sits on a picture in a card; the story gives it one to sit on. */
const onPicture = (Story: () => React.ReactNode) => (
  <div style={{ position: 'relative', width: 240, height: 120, background: '#efe7dc', borderRadius: 8 }}>
    <div style={{ position: 'absolute', top: 8, right: 8 }}>{Story()}</div>
  </div>
);

const meta = {
  title: 'Personal/LikeButton',
  component: LikeButton,
  args: { itemId: 184213 },
  decorators: [onPicture],
  parameters: { docs: { story: { inline: false, iframeHeight: 300 } } },
} satisfies Meta<typeof LikeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new visitor: a plain heart; coming to it asks the likes service, and the count appears. */
export const NotLiked: Story = {
  // First on the docs page and inline there, so the controls above it change it.
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Adaugă la favorite' })).toHaveAttribute('aria-pressed', 'false');
    warmLikes();
    await expect(await canvas.findByRole('button', { name: /^Adaugă la favorite \(41\sde\saprecieri\)$/ })).toBeVisible();
  },
};

/** Liked by a signed-in shopper: the call runs (the heart disabled meanwhile), then it is liked and counted. */
export const LikedWhenSignedIn: Story = {
  beforeEach({ msw }) {
    identity.userId = 5512;
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    (globalThis as { releaseLike?: () => void }).releaseLike = release;
    msw.use(
      http.post('*/api/v1/cuib/like/variant/:id', async ({ params }) => {
        await held;
        return HttpResponse.json({ item_id: Number(params.id), liked_by_user: true, saved_by_user: false, likes_count: 42 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    warmLikes();
    const heart = await canvas.findByRole('button', { name: /^Adaugă la favorite \(41/ });
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-disabled', 'true'));
    (globalThis as { releaseLike?: () => void }).releaseLike?.();
    await expect(await canvas.findByRole('button', { name: /^Elimină din favorite \(42\sde\saprecieri\)$/ })).not.toHaveAttribute('aria-disabled');
    // Nothing kept in the browser: the service has it.
    await expect(storedLikes()).toEqual([]);
  },
};

/** The likes service refuses: the heart shows the state as it was, and can be pressed again. */
export const LikeFails: Story = {
  beforeEach({ msw }) {
    identity.userId = 5512;
    msw.use(http.post('*/api/v1/cuib/like/variant/:id', () => new HttpResponse('indisponibil', { status: 503 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    warmLikes();
    await userEvent.click(await canvas.findByRole('button', { name: /^Adaugă la favorite \(41/ }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Adaugă la favorite/ })).not.toHaveAttribute('aria-disabled'));
    await expect(canvas.getByRole('button', { name: /^Adaugă la favorite/ })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A popular item: four-digit counts stop at 999+ for the eyes, the name keeps the number. */
export const ManyLikes: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/v1/cuib/like/variant', async ({ request }) =>
        HttpResponse.json(((await request.json()) as number[]).map((id) => ({ item_id: id, liked_by_user: true, saved_by_user: false, likes_count: 12_840 }))),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    warmLikes();
    await expect(await canvas.findByRole('button', { name: /^Elimină din favorite \(12\.840\sde\saprecieri\)$/ })).toBeVisible();
    await expect(canvas.getByText('999+')).toBeVisible();
  },
};

/** Three likes without an account: the prompt to keep them in one, shown once. */
export const PromptAfterThree: Story = {
  render: () => (
    <>
      <LikesStart userId={null} personal={false} />
      <div style={{ display: 'flex', gap: 48, paddingLeft: 40 }}>
        {[184213, 184214, 184215].map((id) => (
          <LikeButton key={id} itemId={id} />
        ))}
      </div>
    </>
  ),
  decorators: [(Story) => <div style={{ minHeight: 260 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const id of [184213, 184214]) await toggleLike('variant', id);
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Adaugă la favorite' })[0]!);
    const prompt = await canvas.findByRole('complementary');
    await expect(prompt).toHaveTextContent('Păstrează-le într-un cont');
    await expect(canvas.getAllByRole('button', { name: 'Elimină din favorite' })).toHaveLength(3);
  },
};

/** Test only: „Nu acum” puts the prompt away for good. */
export const PromptPutAway: Story = {
  ...PromptAfterThree,
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const id of [184213, 184214]) await toggleLike('variant', id);
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Adaugă la favorite' })[0]!);
    const prompt = await canvas.findByRole('complementary');
    await expect(prompt).toHaveTextContent('Păstrează-le într-un cont');
    await expect(canvas.getAllByRole('button', { name: 'Elimină din favorite' })).toHaveLength(3);
    await userEvent.click(within(prompt).getByRole('button', { name: 'Nu acum' }));
    await waitFor(() => expect(canvas.queryByRole('complementary')).toBeNull());
  },
};
