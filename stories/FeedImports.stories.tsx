import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { FeedImport } from '#generated/main-api/types.gen';
import { ImportErrors, ImportList, ImportProgress, ImportSummary } from '#ui/components/FeedImports';
import { QueryIsland } from '#ui/components/QueryIsland';
import { allImports, appliedImport, failedImport, heldImport, importErrors, runningImport } from './partner-portal-data';

/** Told when the running import ends. */
const finished = fn();

const phone = { options: { phone375: { name: 'Telefon 375 px', styles: { width: '375px', height: '1400px' } } } };

const meta = {
  title: 'Partners/FeedImports',
  component: ImportList,
  args: { imports: allImports, pagination: { page: 1, pageSize: 20, pageCount: 3, totalCount: 52 }, url: '/portal' },
  decorators: [(Story) => <div style={{ maxWidth: 1100 }}>{Story()}</div>],
  // The progress story reaches its end in its play function: framed on the docs page.
  parameters: { docs: { story: { inline: false, iframeHeight: 900 } } },
} satisfies Meta<typeof ImportList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state an import can be in, newest first: its start links to its page, a held or failed one says why. */
export const List: Story = {
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('52 de importuri, cele mai noi întâi')).toBeVisible();
    const applied = canvas.getByRole('row', { name: /25 noiembrie 2026 la 08:00/ });
    await expect(within(applied).getByRole('link')).toHaveAttribute('href', '/portal/importuri/812');
    await expect(applied).toHaveTextContent('12.480');
    await expect(applied).toHaveTextContent('41 de secunde');
    await expect(within(applied).getByText('aplicat')).toBeVisible();
    const held = canvas.getByRole('row', { name: /25 noiembrie 2026 la 14:00/ });
    await expect(within(held).getByText('reținut pentru verificare')).toBeVisible();
    await expect(within(held).getByText(/ar scoate 2\.310 din cele 4\.270/)).toBeVisible();
    const failed = canvas.getByRole('row', { name: /24 noiembrie 2026 la 20:30/ });
    await expect(within(failed).getByText('eșuat')).toBeVisible();
    await expect(within(failed).getByText(/linia 500\.012, coloana 17/)).toBeVisible();
    await expect(within(failed).getByText('fișier încărcat')).toBeVisible();
    for (const state of ['în curs', 'nemodificat', 'eliberat', 'respins']) await expect(canvas.getByText(state)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('href', '/portal?pagina=2');
  },
};

/** A shop that has not imported anything yet. */
export const EmptyList: Story = {
  args: { imports: [], pagination: { page: 1, pageSize: 20, pageCount: 1, totalCount: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Niciun import încă/)).toBeVisible();
  },
};

/** On a 375 px phone the table scrolls in its own box; the page does not. */
export const ListPhone: Story = {
  globals: { viewport: { value: 'phone375' } },
  parameters: { viewport: phone },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(within(canvasElement).getByRole('region', { name: 'Importurile feedului' })).toHaveAttribute('tabindex', '0');
  },
};

/** An applied import: 12.480 products read, 37 refused. */
export const Applied: Story = {
  render: () => <ImportSummary feedImport={appliedImport} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12.480 de produse citite')).toBeVisible();
    await expect(canvas.getByText('Invalide').parentElement).toHaveTextContent('Invalide37');
    await expect(canvas.getByText('Adăugate').parentElement).toHaveTextContent('Adăugate312');
    await expect(canvas.getByText(/google-shopping\.xml/)).toBeVisible();
  },
};

/** Held for staff: the reason it waits, and that the shop keeps its offers meanwhile. */
export const Held: Story = {
  render: () => <ImportSummary feedImport={heldImport} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('reținut pentru verificare')).toBeVisible();
    await expect(canvas.getByText(/ofertele tale rămân cele de dinainte/)).toBeVisible();
    await expect(canvas.getByText('Feedul ar scoate 2.310 din cele 4.270 de oferte active (54 %).')).toBeVisible();
  },
};

/** A broken file: nothing applied, the line and column of the fault said. */
export const Failed: Story = {
  render: () => <ImportSummary feedImport={failedImport} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('eșuat')).toBeVisible();
    await expect(canvas.getByText(/Fișierul XML este stricat la linia 500\.012, coloana 17/)).toBeVisible();
    await expect(canvas.getByText('4.318 produse citite')).toBeVisible();
  },
};

/**
 * A running import follows itself: asked again until it ends (here at the third answer), its
 * counts growing; its end is said to screen readers and the page is told.
 */
export const RunningToApplied: Story = {
  beforeEach({ msw }) {
    finished.mockClear();
    let asked = 0;
    msw.use(
      http.get('*/api/v2/partners/me/imports/:importId', () => {
        asked += 1;
        const answer: FeedImport = asked < 3 ? { ...runningImport, items: runningImport.items + asked * 2_000 } : { ...appliedImport, id: runningImport.id, startedAt: runningImport.startedAt };
        return HttpResponse.json(answer);
      }),
    );
  },
  render: () => (
    <QueryIsland>
      <ImportProgress initial={runningImport} intervalMs={500} onFinished={finished} />
    </QueryIsland>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('în curs')).toBeVisible();
    await expect(canvas.getByText(/citite până acum/)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Importul s-a încheiat: aplicat.'));
    await expect(canvas.getByText('12.480 de produse citite')).toBeVisible();
    await expect(finished).toHaveBeenCalledTimes(1);
  },
};

/** The refused items, all reasons: filter links with their counts, the CSV link and the table in the order of the file. */
export const RefusedItems: Story = {
  render: () => <ImportErrors errors={importErrors} invalidByReason={appliedImport.invalidByReason} path="/portal/importuri/812" csvHref="/api/v2/partners/me/imports/812/errors.csv" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reasons = canvas.getByRole('navigation', { name: 'Motivele refuzului' });
    await expect(within(reasons).getByRole('link', { name: 'Toate (37)' })).toHaveAttribute('aria-current', 'page');
    await expect(within(reasons).getByRole('link', { name: 'Preț în altă monedă decât lei (21)' })).toHaveAttribute('href', '/portal/importuri/812?motiv=not-ron');
    await expect(canvas.getByRole('link', { name: 'Descarcă lista (CSV)' })).toHaveAttribute('href', '/api/v2/partners/me/imports/812/errors.csv');
    const row = canvas.getByRole('row', { name: /MC-1043/ });
    await expect(row).toHaveTextContent('1.043');
    await expect(row).toHaveTextContent('Prețul «12,5 EUR» nu este în lei (RON).');
    await expect(canvas.getByRole('row', { name: /fără ID/ })).toHaveTextContent('Lipsește câmpul obligatoriu id.');
    await expect(canvas.getByText('37 de produse refuzate, în ordinea din fișier')).toBeVisible();
  },
};

/** Filtered to one reason: that link is current, and the CSV downloads only those. */
export const RefusedItemsOfOneReason: Story = {
  render: () => (
    <ImportErrors
      errors={{ ...importErrors, reason: 'not-ron', errors: importErrors.errors.filter((error) => error.reason === 'not-ron'), pagination: { page: 1, pageSize: 50, pageCount: 1, totalCount: 2 } }}
      invalidByReason={appliedImport.invalidByReason}
      path="/portal/importuri/812"
      csvHref="/api/v2/partners/me/imports/812/errors.csv?reason=not-ron"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Preț în altă monedă decât lei (21)' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Toate (37)' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    // Only the first 10,000 refused items are kept: here 2 of the 21 are on file.
    await expect(canvas.getByText(/2 produse refuzate pentru „Preț în altă monedă decât lei”/)).toBeVisible();
    await expect(canvas.getByText(/Doar „Preț în altă monedă decât lei”/)).toBeVisible();
  },
};

/** The refused items on a phone: the chips wrap, the table scrolls in its box. */
export const RefusedItemsPhone: Story = {
  ...RefusedItems,
  globals: { viewport: { value: 'phone375' } },
  parameters: { viewport: phone },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(within(canvasElement).getByRole('region', { name: 'Produsele refuzate' })).toBeVisible();
  },
};
