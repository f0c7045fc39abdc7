import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { VariantFiltering } from '#generated/main-api/types.gen';
import { ActiveFilters, EmptyResults, InPlaceListing, Pager, PromptChips, SortLinks, ViewSwitch } from '#ui/components/ListingControls';
import { ListingFilters } from '#ui/components/ListingFilters';
import { canapeleFiltering } from '#mocks/fixtures/catalogue-pages';

const meta = {
  title: 'Catalog/ListingControls',
  component: ActiveFilters,
  args: { filtering: canapeleFiltering, clearUrl: '/produse/canapele-si-fotolii' },
} satisfies Meta<typeof ActiveFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each filter in force is a chip whose link removes it; one link removes them all. */
export const ActiveFilterChips: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grey = canvas.getByRole('link', { name: 'Elimină filtrul gri' });
    await expect(grey.getAttribute('href')).not.toContain('culoare=gri');
    await expect(grey.getAttribute('href')).toContain('pret-de-la=1000');
    const price = canvas.getByRole('link', { name: /^Elimină filtrul Preț: de la 1\.000\slei$/ });
    await expect(price.getAttribute('href')).not.toContain('pret-de-la');
    await expect(canvas.getByRole('link', { name: 'Șterge toate filtrele' })).toHaveAttribute('href', '/produse/canapele-si-fotolii');
  },
};

export const Sort: Story = {
  render: () => <SortLinks sort={canapeleFiltering.groups.sort} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Relevanță' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: 'Cele mai ieftine' }).getAttribute('href')).toContain('ordonare=cheapest');
  },
};

/** Page 10 of 20: the first, the last and the neighbours, previous and next. */
export const Pages: Story = {
  render: () => <Pager pagination={{ page: 10, pageSize: 24, pageCount: 20, totalCount: 470 }} url="/produse/canapele?culoare=gri&pagina=10" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Pagina 10' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Pagina 1' })).toHaveAttribute('href', '/produse/canapele?culoare=gri');
    await expect(canvas.getByRole('link', { name: /Pagina următoare/ })).toHaveAttribute('href', '/produse/canapele?culoare=gri&pagina=11');
    await expect(canvas.getByRole('link', { name: /Pagina anterioară/ })).toHaveAttribute('rel', 'prev');
    await expect(canvas.getAllByRole('link', { name: /^Pagina \d+$/ }).map((link) => link.textContent)).toEqual(['1', '9', '10', '11', '20']);
  },
};

export const OnePageHasNoPager: Story = {
  render: () => (
    <div>
      <Pager pagination={{ page: 1, pageSize: 24, pageCount: 1, totalCount: 3 }} url="/produse/piscine" />
      <p>Fără paginare: toate produsele încap pe o pagină.</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const SuggestedRefinements: Story = {
  render: () => (
    <PromptChips
      prompts={[
        { ident: 'prompt-sub-2000', id: null, name: 'sub 2.000 lei', url: '/produse/canapele?pret-pana-la=2000', selected: false, disabled: false, followable: false, highlighted: false, count: 31 },
        { ident: 'prompt-culoare-gri', id: null, name: 'în nuanțe de gri', url: '/produse/canapele?culoare=gri', selected: false, disabled: false, followable: false, highlighted: false, count: 12 },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'sub 2.000 lei' })).toHaveAttribute('rel', 'nofollow');
  },
};

export const NoResults: Story = {
  render: () => <EmptyResults clearUrl="/produse/piscine" backUrl="/produse/gradina" backLabel="întoarce-te la Grădină" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Nu am găsit produse pentru filtrele alese.');
    await expect(canvas.getByRole('link', { name: 'întoarce-te la Grădină' })).toHaveAttribute('href', '/produse/gradina');
  },
};

/** Nothing for a search: the words searched for are named, so a typo shows. */
export const NoResultsForSearch: Story = {
  render: () => <EmptyResults clearUrl="/produse" backUrl="/produse" backLabel="întoarce-te la toate produsele" query="xqzwv" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nu am găsit produse pentru „xqzwv”.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'întoarce-te la toate produsele' })).toHaveAttribute('href', '/produse');
  },
};

/** Grid or rows: two links that keep the filters and the page; the one shown is marked. */
export const ViewChoice: Story = {
  render: () => <ViewSwitch layout="row" url="/produse/canapele?culoare=gri&pagina=2&afisare=randuri" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Mod de afișare' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Listă' })).toHaveAttribute('aria-current', 'true');
    const grid = canvas.getByRole('link', { name: 'Grilă' });
    await expect(grid).not.toHaveAttribute('aria-current');
    await expect(grid).toHaveAttribute('href', '/produse/canapele?culoare=gri&pagina=2&afisare=grila');
    await expect(grid).toHaveAttribute('rel', 'nofollow');
  },
};

/** The listing without its „gri” choice, as the server answers once the chip is removed. */
function withoutGrey(filtering: VariantFiltering): VariantFiltering {
  const unchoose = <T extends { choices: readonly { name: string; selected: boolean }[] }>(group: T): T => ({
    ...group,
    choices: group.choices.map((choice) => (choice.name === 'gri' ? { ...choice, selected: false } : choice)),
  });
  return { ...filtering, groups: { ...filtering.groups, features: filtering.groups.features.map(unchoose), parameters: filtering.groups.parameters.map(unchoose) } };
}

/** A listing whose navigation is recorded, and which drops „gri” when a URL without it is opened. */
function InPlaceHarness({ navigate }: { navigate: (url: string) => void }) {
  const [filtering, setFiltering] = useState(canapeleFiltering);
  return (
    <InPlaceListing
      resultsId="rezultate"
      navigate={(url) => {
        navigate(url);
        if (!url.includes('culoare=gri')) setFiltering(withoutGrey);
      }}
    >
      <ActiveFilters filtering={filtering} clearUrl="/produse/canapele-si-fotolii" />
      <div style={{ display: 'flex', gap: 24 }}>
        <div style={{ width: 280 }}>
          <ListingFilters filtering={filtering} />
        </div>
        <section id="rezultate" aria-labelledby="rezultate-titlu">
          <h2 id="rezultate-titlu">Canapele și fotolii</h2>
          <p role="status">120 de produse</p>
        </section>
      </div>
    </InPlaceListing>
  );
}

/**
 * Test only. With JavaScript the filters update the listing in place: Space toggles a choice as it would a
 * checkbox, a chip or a typed range opens its URL through the router, and when the control that
 * had the focus is gone, the focus goes to the results.
 */
export const InPlaceUpdates: Story = {
  tags: ['!dev', '!autodocs'],
  args: { navigate: fn() } as never,
  render: (args) => <InPlaceHarness navigate={(args as unknown as { navigate: (url: string) => void }).navigate} />,
  play: async ({ canvasElement, args }) => {
    const navigate = (args as unknown as { navigate: ReturnType<typeof fn> }).navigate;
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Filtre' });
    const [unchecked] = within(nav).getAllByRole('checkbox', { checked: false });
    unchecked!.focus();
    await userEvent.keyboard(' ');
    await expect(navigate).toHaveBeenLastCalledWith(unchecked!.getAttribute('href'));
    await expect(unchecked).toHaveFocus();

    // A typed range is sent as the canonical URL of the listing, in millimetres.
    await userEvent.click(canvas.getByText('Dimensiuni', { selector: 'summary' }));
    const widthFrom = canvas.getByLabelText('Lățime de la');
    await userEvent.type(widthFrom, '150{Enter}');
    const typed = new URL(navigate.mock.calls.at(-1)![0] as string, 'http://cuib.test');
    await expect(typed.searchParams.getAll('dimensiune')).toContain('latime:1500-');

    // Removing „gri” takes its chip away; the focus goes to the results' heading.
    await userEvent.click(canvas.getByRole('link', { name: 'Elimină filtrul gri' }));
    await expect(navigate.mock.calls.at(-1)![0]).not.toContain('culoare=gri');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Canapele și fotolii' })).toHaveFocus());
    await expect(canvas.queryByRole('link', { name: 'Elimină filtrul gri' })).toBeNull();
  },
  parameters: { screenshot: false },
};
