import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShopAdmin } from '#ui/components/ShopAdmin';
import { categoryChoices, staffShops } from './partner-portal-data';

const viewport = {
  options: {
    phone375: { name: 'Telefon 375 px, pagină lungă', styles: { width: '375px', height: '3000px' } },
    desktopTall: { name: 'Desktop 1200 × 1900', styles: { width: '1200px', height: '1900px' } },
  },
};

const mappings = {
  shop: { id: 412, name: 'Mobila Casa' },
  mappings: [
    { productType: 'mobilier > canapele', category: { id: 14, urlSlug: 'canapele', longName: 'Canapele' } },
    { productType: 'gradina > mobilier > seturi de terasa din lemn de salcam cu masa extensibila', category: { id: 52, urlSlug: 'mobilier-gradina', longName: 'Mobilier de grădină' } },
  ],
  categories: categoryChoices,
};

/** Catches a form's submission in the story, and says what it would have posted. */
function catchPost(button: HTMLElement) {
  const form = button.closest('form')!;
  const posted = fn((event: SubmitEvent) => event.preventDefault());
  form.addEventListener('submit', posted);
  return { posted, data: () => Object.fromEntries(new FormData(form, button)) };
}

const meta = {
  title: 'Staff/ShopAdmin',
  component: ShopAdmin,
  args: { shops: staffShops, pagination: { page: 1, pageSize: 20, pageCount: 1, totalCount: 3 }, returnQuery: 'q=casa', query: 'casa' },
  decorators: [(Story) => <div style={{ maxWidth: 1100 }}>{Story()}</div>],
  parameters: { viewport },
  globals: { viewport: { value: 'desktopTall' } },
} satisfies Meta<typeof ShopAdmin>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shops with their feed state: a held import with its reason and two decisions, a paused shop whose file broke, one without a feed. */
export const Shops: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 magazine pentru „casa”, după nume')).toBeVisible();
    const mobila = canvas.getByRole('article', { name: 'Mobila Casa' });
    await expect(within(mobila).getByText('reținut pentru verificare')).toBeVisible();
    await expect(within(mobila).getByText(/ar scoate 2\.310 din cele 4\.270/)).toBeVisible();
    await expect(within(mobila).getByText('andreea@mobilacasa.ro')).toBeVisible();
    const paused = canvas.getByRole('article', { name: /Casa Verde Grădini/ });
    await expect(within(paused).getByRole('button', { name: /Repornește magazinul/ })).toBeVisible();
    await expect(within(paused).getByText(/linia 500\.012, coloana 17/)).toBeVisible();
    await expect(within(canvas.getByRole('article', { name: 'Lustre Shop' })).getByText('nicio adresă salvată')).toBeVisible();
  },
};

/** Test only: „Aplică importul” posts the held import's id and where to come back. */
export const ReleasePostsDecision: Story = {
  ...Shops,
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const release = canvas.getByRole('button', { name: 'Aplică importul reținut al magazinului Mobila Casa' });
    const { posted, data } = catchPost(release);
    await userEvent.click(release);
    await expect(posted).toHaveBeenCalledTimes(1);
    await expect(data()).toEqual({ importId: '813', inapoi: 'q=casa', intent: 'release' });
    const pause = canvas.getByRole('button', { name: 'Oprește magazinul Mobila Casa' });
    const pausing = catchPost(pause);
    await userEvent.click(pause);
    await expect(pausing.data()).toEqual({ intent: 'pause', shopId: '412', inapoi: 'q=casa' });
  },
};

/** A shop's category mappings open: the list with delete buttons, and a new one chosen among Cuib's leaf categories. */
export const Mappings: Story = {
  args: { mappings, notice: { text: 'Asocierea este salvată. Se aplică de la următorul import al magazinului.', tone: 'done' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Asocierea este salvată.');
    const editor = canvas.getByRole('region', { name: 'Asocierile de categorii: Mobila Casa' });
    await expect(within(editor).getByRole('row', { name: /mobilier > canapele/ })).toHaveTextContent('Canapele');
    await userEvent.type(within(editor).getByLabelText('Tipul de produs (product_type)'), 'Mobilier > Fotolii');
    await userEvent.selectOptions(within(editor).getByLabelText('Categoria Cuib'), 'fotolii');
    const save = within(editor).getByRole('button', { name: 'Salvează asocierea' });
    const { posted, data } = catchPost(save);
    await userEvent.click(save);
    await expect(posted).toHaveBeenCalledTimes(1);
    await expect(data()).toEqual({ intent: 'map', shopId: '412', inapoi: 'q=casa', productType: 'Mobilier > Fotolii', categorySlug: 'fotolii' });
    await expect(within(editor).getByRole('option', { name: 'Mobilă › Canapele și fotolii › Fotolii' })).toBeInTheDocument();
  },
};

/** The backend refused the new mapping (a category with subcategories): said beside the field, what was typed kept. */
export const MappingRefused: Story = {
  args: {
    mappings: { ...mappings, values: { productType: 'Mobilier', categorySlug: 'canapele' }, errors: { categorySlug: 'Alege o categorie Cuib fără subcategorii.' } },
    notice: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const category = canvas.getByLabelText('Categoria Cuib');
    await expect(category).toHaveAttribute('aria-invalid', 'true');
    await expect(category).toHaveAccessibleDescription('Alege o categorie Cuib fără subcategorii.');
    await expect(canvas.getByLabelText('Tipul de produs (product_type)')).toHaveValue('Mobilier');
  },
};

/** A search with no shop found. */
export const NoneFound: Story = {
  args: { shops: [], pagination: { page: 1, pageSize: 20, pageCount: 1, totalCount: 0 }, query: 'lustre', returnQuery: 'q=lustre' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Niciun magazin nu are „lustre” în nume sau în domeniu.')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Numele sau domeniul' })).toHaveValue('lustre');
  },
};

/** On a 375 px phone: the facts stack, long names and addresses wrap, nothing overflows. */
export const Phone: Story = {
  args: { mappings },
  globals: { viewport: { value: 'phone375' } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(within(canvasElement).getByRole('button', { name: 'Respinge importul reținut al magazinului Mobila Casa' })).toBeVisible();
  },
};
