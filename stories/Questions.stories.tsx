import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { productQuestions, question } from '#mocks/fixtures/questions';
import { Questions } from '#ui/components/Questions';

const meta = {
  title: 'Product/Questions',
  component: Questions,
  args: { questions: productQuestions },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof Questions>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A product's questions: the shop's answer carries „Magazinul”, the team's „Echipa Cuib”, a
 * buyer's none; counts in Romanian; an unanswered one says so; each links to its answer page.
 */
export const WithAnswers: Story = {
  args: { answerLinks: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const washing = within(canvas.getByRole('list', { name: /^Răspunsuri la „Husa se poate scoate/ }));
    const [shop, buyer] = washing.getAllByRole('listitem');
    await expect(within(shop!).getByText('Magazinul')).toBeVisible();
    await expect(within(buyer!).queryByText('Magazinul')).toBeNull();
    await expect(canvas.getByText('Echipa Cuib')).toBeVisible();
    await expect(canvas.getByText(/Ioana P\./)).toHaveTextContent('Întrebat de Ioana P., 30 septembrie 2026 · 2 răspunsuri');
    await expect(canvas.getByText(/Cristina din Iași/)).toHaveTextContent(/fără răspuns încă$/);
    const links = canvas.getAllByRole('link', { name: 'Răspunde la întrebare' });
    await expect(links[0]).toHaveAttribute('href', '/pqa/answer/7731');
  },
};

/** No question yet: a sentence instead of an empty list. */
export const NoQuestions: Story = {
  args: { questions: [], emptyText: 'Nu s-a pus încă nicio întrebare despre acest produs. Fii primul care întreabă!' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText(/^Nu s-a pus încă nicio întrebare/)).toBeVisible();
  },
};

/** A long question and a long answer wrap inside a phone's width; 20 answers are counted „20 de răspunsuri”. */
export const LongTextOnPhone: Story = {
  args: {
    questions: [
      {
        ...productQuestions[3]!,
        answers: Array.from({ length: 20 }, (_, n) => ({
          ...question().answers[0]!,
          id: 9300 + n,
          authorName: n === 0 ? 'Mobila Dalin' : `Cumpărătorul ${n}`,
          authorType: n === 0 ? ('eshop' as const) : ('customer' as const),
          text: n === 0 ? 'Extinsă are 152 cm adâncime; lăsați 8 cm în spate pentru mecanism. Ușa balconului rămâne liberă dacă puneți canapeaua la cel puțin 95 cm de ea.' : 'La fel la mine.',
        })).slice(0, 2),
        answersCount: 20,
      },
    ],
  },
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Cristina din Iași/)).toHaveTextContent(/20 de răspunsuri$/);
    const heading = canvas.getByRole('heading', { level: 3 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
  },
};
