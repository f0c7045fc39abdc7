import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type ContentPage, ContentArticle } from '#ui/components/ContentArticle';
import { OnboardingShell } from '#ui/components/OnboardingShell';
import { PartnerMessageForm, ShopRegistrationForm } from '#ui/components/PartnerForms';

const faq: ContentPage = {
  path: '/despre/adauga-magazin/faq',
  heading: 'Întrebări frecvente ale magazinelor',
  title: 'Întrebări frecvente pentru magazine',
  description: 'Costuri, feed de produse, buget și oprirea listării pe Cuib.',
  lead: ['Răspunsurile la ce ne întreabă cel mai des magazinele care vor să apară pe Cuib.'],
  accordion: true,
  updated: '2026-11-01',
  sections: [
    { id: 'costuri', title: 'Cât costă listarea?', blocks: [{ text: 'Plătești doar clicurile care duc cumpărători pe site-ul tău, la un preț pe clic stabilit de tine.' }] },
    {
      id: 'formate-feed',
      title: 'În ce format trimit produsele?',
      blocks: [{ text: 'Acceptăm feeduri:', items: ['XML (format Google Shopping sau propriu)', 'CSV cu separator virgulă sau punct și virgulă'] }],
    },
    { id: 'buget', title: 'Îmi pot limita bugetul?', blocks: [{ text: 'Da: stabilești un buget zilnic sau lunar, iar produsele tale nu mai apar când e atins.' }] },
    { id: 'oprire', title: 'Cum opresc listarea?', blocks: [{ text: 'Scrie-ne la magazine@cuib.ro; produsele dispar din Cuib în cel mult 24 de ore.' }] },
  ],
};

const meta = {
  title: 'Site/ContentPages',
  parameters: {
    docs: { story: { inline: false, iframeHeight: 900 } },
    layout: 'padded',
    // react-aria's forms announce errors through a transient live region of its own (see ReviewsModal).
    a11y: { context: { exclude: ['[data-live-announcer]'] } },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** An FAQ as an accordion: a link to a question's anchor opens it. */
export const AccordionOpenedByAnchor: Story = {
  render: () => <ContentArticle page={faq} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const budget = canvasElement.querySelector<HTMLDetailsElement>('details#buget')!;
    await expect(budget.open).toBe(false);
    await expect(canvas.getByRole('link', { name: 'Îmi pot limita bugetul?' })).toHaveAttribute('href', '#buget');
    // What following that link does (the test frame has a base URL, so the link itself would leave the page).
    history.replaceState(null, '', '#buget');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await waitFor(() => expect(budget.open).toBe(true));
    await expect(canvas.getByText(/buget zilnic sau lunar/).checkVisibility()).toBe(true);
    await expect(canvas.getByText('Actualizat la 1 noiembrie 2026')).toBeVisible();
    history.replaceState(null, '', window.location.pathname + window.location.search);
  },
};

/** A plain page, long title and call to action. */
export const PlainPage: Story = {
  render: () => (
    <ContentArticle
      page={{
        path: '/despre/despre-noi',
        heading: 'Despre Cuib: un singur loc în care compari mobila, decorațiunile și tot ce ține de grădină',
        title: 'Despre noi',
        description: 'Ce este Cuib.',
        lead: ['Cuib adună ofertele magazinelor online din România, ca să găsești mai repede ce ți se potrivește.'],
        sections: [{ id: 'cum-castigam', title: 'Din ce trăim', blocks: [{ text: 'Magazinele plătesc pentru clicurile primite. Ordinea produselor nu se cumpără.' }] }],
        callToAction: { label: 'Vezi produsele', href: '/produse' },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Despre Cuib');
    await expect(canvas.getByRole('region', { name: 'Din ce trăim' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Vezi produsele' })).toHaveAttribute('href', '/produse');
  },
};

/** The shop registration form, as a shop finds it (a window tall enough to photograph it whole). */
export const ShopRegistration: Story = {
  render: () => (
    <OnboardingShell mainSiteOrigin="https://www.cuib.ro">
      <ShopRegistrationForm />
    </OnboardingShell>
  ),
  parameters: { layout: 'fullscreen', viewport: { options: { desktopTall: { name: 'Desktop 1200 × 1400', styles: { width: '1200px', height: '1400px' } } } } },
  globals: { viewport: { value: 'desktopTall' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Creează contul și înscrie magazinul' })).toBeVisible();
    await expect(within(canvasElement).getByLabelText('Parola contului')).toHaveAttribute('autocomplete', 'new-password');
  },
};

/**
 * The shop registration sent: the browser's checks first, then the backend's (a website it refuses,
 * an address that already has an account, said beside the field); then the account is created and
 * the form says to confirm the e-mail, taking focus.
 */
export const ShopRegistrationSent: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    const problem = (status: number, field: string) =>
      HttpResponse.json(
        { type: 'x', title: 'Cerere refuzată', status, detail: `Valoare refuzată pentru „${field}”`, field, errors: [{ field, message: 'refuzat' }] },
        { status, headers: { 'content-type': 'application/problem+json' } },
      );
    msw.use(
      http.post('*/api/v2/partners/registrations', async ({ request }) => {
        calls += 1;
        if (calls === 1) return problem(400, 'body.website');
        if (calls === 2) return problem(409, 'body.email');
        const { email } = (await request.json()) as { email: string };
        return HttpResponse.json({ id: 31, receivedAt: '2026-11-22T10:15:00Z', email, shop: { name: 'Casa Verde', slug: 'casa-verde', domain: 'casaverde.ro' } }, { status: 201 });
      }),
    );
  },
  render: () => (
    <OnboardingShell mainSiteOrigin="https://www.cuib.ro">
      <ShopRegistrationForm />
    </OnboardingShell>
  ),
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const send = () => userEvent.click(canvas.getByRole('button', { name: 'Creează contul și înscrie magazinul' }));
    await send();
    await expect(canvas.getByText('Scrie numele magazinului (cel puțin 2 caractere).')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Numele magazinului'), 'Casa Verde');
    await userEvent.type(canvas.getByLabelText('Adresa magazinului'), 'https://casa verde');
    await userEvent.type(canvas.getByLabelText('Persoana de contact'), 'Andreea Popa');
    await userEvent.type(canvas.getByLabelText('E-mail'), 'andreea@casaverde.ro');
    await userEvent.type(canvas.getByLabelText('Parola contului'), 'Salcam-Verde-la-Cluj-2026');
    await expect(canvas.getByText('Parolă puternică.')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Între 100 și 1.000' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Accept/ }));
    await send();
    await expect(await canvas.findByText('Scrie adresa completă a magazinului, începând cu https://.')).toBeVisible();
    await expect(canvas.getByLabelText('Numele magazinului')).toHaveValue('Casa Verde');
    await userEvent.clear(canvas.getByLabelText('Adresa magazinului'));
    await userEvent.type(canvas.getByLabelText('Adresa magazinului'), 'https://www.casaverde.ro');
    await send();
    await expect(await canvas.findByText(/Adresa aceasta are deja un cont Cuib/)).toBeVisible();
    await expect(canvas.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(canvas.getByLabelText('E-mail'));
    await userEvent.type(canvas.getByLabelText('E-mail'), 'magazin@casaverde.ro');
    await send();
    const confirm = await canvas.findByRole('heading', { name: 'Verifică-ți e-mailul' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent('magazin@casaverde.ro');
    await expect(canvas.getByRole('status')).toHaveTextContent('Casa Verde (casaverde.ro)');
    await expect(canvas.getByRole('link', { name: 'portalul magazinului' })).toHaveAttribute('href', '/portal');
  },
};

/** The contact form on a phone. */
export const PartnerMessage: Story = {
  globals: { viewport: { value: 'mobile1' } },
  render: () => <PartnerMessageForm />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Trimite mesajul' })).toBeVisible();
  },
};

/** The contact form on a phone, sent: a message too short is refused beside its field, then taken with thanks. */
export const PartnerMessageSent: Story = {
  globals: { viewport: { value: 'mobile1' } },
  beforeEach({ msw }) {
    // As the backend does: a message under 10 characters is refused, naming the field.
    msw.use(
      http.post('*/api/v2/partners/messages', async ({ request }) =>
        ((await request.json()) as { message: string }).message.length < 10
          ? HttpResponse.json(
              { type: 'x', title: 'Cerere invalidă', status: 400, detail: 'Valoare invalidă pentru „body.message”', field: 'body.message' },
              { status: 400, headers: { 'content-type': 'application/problem+json' } },
            )
          : HttpResponse.json({ id: 3, receivedAt: '2026-11-22T10:15:00Z' }, { status: 201 }),
      ),
    );
  },
  render: () => <PartnerMessageForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Numele tău'), 'Mihai Georgescu');
    await userEvent.type(canvas.getByLabelText('E-mail'), 'mihai@lustreshop.ro');
    await userEvent.click(canvas.getByRole('radio', { name: 'Feedul de produse' }));
    await userEvent.type(canvas.getByLabelText('Mesajul'), 'Salut');
    await userEvent.click(canvas.getByRole('button', { name: 'Trimite mesajul' }));
    await expect(await canvas.findByText('Scrie mesajul: între 10 și 4.000 de caractere.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Mesajul'), ', putem lista 4.000 de lustre?');
    await userEvent.click(canvas.getByRole('button', { name: 'Trimite mesajul' }));
    await expect(await canvas.findByRole('heading', { name: 'Mulțumim, am primit mesajul!' })).toBeVisible();
  },
};
