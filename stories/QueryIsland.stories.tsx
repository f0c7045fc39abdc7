import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { getPublicProfileOptions } from '#generated/main-api/@tanstack/react-query.gen';
import { QueryIsland } from '#ui/components/QueryIsland';
import { sameOrigin } from '#ui/lib/same-origin';
import { publicProfile } from '#mocks/fixtures/account';
import { problemResponse } from '#mocks/problem';

/** A small lazily loaded part, as a modal or a user page is: it asks the main API through the island's client. */
function ProfileSummary({ userId, label }: { userId: string; label: string }) {
  const profile = useQuery(getPublicProfileOptions({ ...sameOrigin(), path: { userId } }));
  return (
    <section aria-label={label} style={{ padding: 12, border: '1px solid #d9d4cb', borderRadius: 8, minWidth: 240 }}>
      <h2 style={{ margin: '0 0 8px', fontSize: 16 }}>{label}</h2>
      {profile.isPending && <p role="status">Se încarcă profilul…</p>}
      {profile.isError && <p role="alert">Profilul nu s-a putut încărca.</p>}
      {profile.data && (
        <p>
          {profile.data.displayName}: {profile.data.comparisons.length} comparații salvate, {profile.data.likesReceived} aprecieri primite
        </p>
      )}
    </section>
  );
}

/** How many times the profile was asked for, story by story. */
let requests = 0;
const profileUrl = '*/api/v2/users/:userId';

const meta = {
  title: 'Site/QueryIsland',
  component: QueryIsland,
  // Two parts of the page in their own islands: they share one client, so one cache and one request.
  args: {
    children: (
      <div style={{ display: 'flex', gap: 12 }}>
        <QueryIsland>
          <ProfileSummary userId="60303ae22b998861bce3b28f33eec1be" label="Antetul profilului" />
        </QueryIsland>
        <QueryIsland>
          <ProfileSummary userId="60303ae22b998861bce3b28f33eec1be" label="Fereastra de comparații" />
        </QueryIsland>
      </div>
    ),
  },
  argTypes: { children: { control: false } },
  beforeEach({ msw }) {
    requests = 0;
    msw.use(
      http.get(profileUrl, ({ params }) => {
        requests += 1;
        return HttpResponse.json(publicProfile({ url: `/user/${String(params.userId)}`, displayName: 'Ștefania Ț.' }));
      }),
    );
  },
} satisfies Meta<typeof QueryIsland>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The answer came: both parts show it, from a single request. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Antetul profilului', 'Fereastra de comparații']) {
      await expect(await within(canvas.getByRole('region', { name: label })).findByText('Ștefania Ț.: 2 comparații salvate, 12 aprecieri primite')).toBeVisible();
    }
    await expect(requests).toBe(1);
  },
};

/** Still waiting for the answer: each part says it is loading. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(profileUrl, () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(2);
    await expect(within(canvasElement).getAllByText('Se încarcă profilul…')).toHaveLength(2);
  },
};

/** The backend failed (after the client's one retry): each part says so in its place, the page stays. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(profileUrl, () => {
        requests += 1;
        return problemResponse(503);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const alerts = await within(canvasElement).findAllByRole('alert');
    await expect(alerts).toHaveLength(2);
    await expect(alerts[0]).toHaveTextContent('Profilul nu s-a putut încărca.');
    await expect(requests).toBe(2);
  },
};
