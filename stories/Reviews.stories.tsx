import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ReviewItem, ReviewsOverview } from '#ui/components/Reviews';
import { sofaReviews } from '#mocks/fixtures/catalogue-pages';

const translated = sofaReviews.reviews.items.find((review) => review.translatedFrom)!;
const withReply = sofaReviews.reviews.items.find((review) => review.reply)!;

const meta = {
  title: 'Catalog/Reviews',
  component: ReviewItem,
  args: { review: sofaReviews.reviews.items[0]! },
  argTypes: {
    review: {
      control: 'select',
      options: ['Obișnuită', 'Tradusă', 'Cu răspunsul magazinului'],
      mapping: { Obișnuită: sofaReviews.reviews.items[0]!, Tradusă: translated, 'Cu răspunsul magazinului': withReply },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
} satisfies Meta<typeof ReviewItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Review: Story = {
  // First on the docs page and inline there, so the controls above it change it.
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /din 5 stele$/ })).toBeInTheDocument();
    await expect(canvas.getByText(sofaReviews.reviews.items[0]!.text.text)).toBeVisible();
  },
};

/** A review translated from another language: the original is one click away, folded. */
export const Translated: Story = {
  args: { review: translated },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const original = canvas.getByText(translated.text.originalText!);
    await expect(original).not.toBeVisible();
  },
};

/** A translated review with its original opened („Afișează originalul”). */
export const OriginalShown: Story = {
  ...Translated,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const original = canvas.getByText(translated.text.originalText!);
    await expect(original).not.toBeVisible();
    await userEvent.click(canvas.getByText(/Afișează originalul/));
    await expect(original).toBeVisible();
  },
};

export const ShopReply: Story = {
  args: { review: withReply },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Răspunsul magazinului/)).toBeVisible();
  },
};

export const LongTextNoAvatarWithPhotos: Story = {
  args: {
    review: {
      ...withReply,
      userAvatar: null,
      userNickName: 'Maria-Magdalena Ionescu-Popovici',
      text: { text: 'Am comandat canapeaua pentru livingul nou și, după trei luni de folosit zilnic, pot spune că stofa nu s-a scămoșat deloc, mecanismul de extindere merge la fel de ușor ca în prima zi, iar lada de depozitare încape toată lenjeria de pat pentru musafiri. Singurul minus: culoarea e un pic mai închisă decât în poze.', originalText: null },
      imageIds: ['5255-3-0', '5255-3-1'],
      reply: null,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('MI')).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: /^Fotografia \d a lui/ })).toHaveLength(2);
  },
};

export const Overview: Story = {
  render: () => <ReviewsOverview data={sofaReviews} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Recenzii pe stele' }).children).toHaveLength(5);
    await expect(canvas.getByRole('heading', { name: 'Ce spun cumpărătorii' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Pe scurt, de pe web' })).toBeVisible();
  },
};
