import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { type MouseEvent, useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ImpressionBatch } from '#generated/impressions/types.gen';
import { Measurement } from '#ui/components/Measurement';
import type { PageContext } from '#ui/lib/analytics/page-context';
import { variantSeries } from '#mocks/fixtures/variant';

const [bench] = variantSeries(1, { seed: 31 });
const item = bench!;

/** What the page's server pushes first; impressions go to this page's own origin here. */
const pageContext: PageContext = {
  project: { name: 'cuib', sgtmDomain: '', tagContainerId: null, tagContainerUrl: null, clarityProjectId: null, shopTheLook: false, blackFriday: { active: false } },
  requestData: {
    deviceType: 'desktop',
    isBot: false,
    cookieConsent: { essential: true, analytics: true, marketing: false, functional: false },
    showCookieBar: false,
    visitCount: null,
    bannerStripSeen: [],
    debug: false,
    user: null,
  },
  featureFlags: { clientKey: 'sdk-cuib-local', attributes: {}, features: {} },
};

const note = (
  <p style={{ margin: 0, maxWidth: 640 }}>
    <code>&lt;Measurement /&gt;</code> nu desenează nimic. Odată pornit, ascultă clicurile (și clicul de mijloc) pe legăturile spre magazine și pe elementele cu{' '}
    <code>data-event</code>, trimite evenimentul <code>purchase</code> în <code>window.dataLayer</code> și adaugă la legătură parametrii de atribuire (utm) din cookie-uri. Cu acordul
    pentru statistici pornește și numărarea afișărilor de carduri.
  </p>
);

/** The component, a card as a listing draws it, and what the page measured. */
function MeasuredPage({ withCard = false, impressions = [] as ImpressionBatch[] }) {
  const [last, setLast] = useState<{ event: unknown; href: string } | null>(null);
  // Bubbling, so after measurement's own listener (capture): what it pushed and how it changed the link.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link && !(event.target as Element).closest('[data-event]')) return;
    event.preventDefault();
    setLast({ event: window.dataLayer?.at(-1), href: link?.href ?? '' });
  };
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 720 }} onClick={onClick}>
      <Measurement />
      {note}
      <article
        data-layer={JSON.stringify(item.dataLayer)}
        data-shop={item.eshop.name}
        {...(withCard ? { 'data-variant-id': item.id, 'data-click-source': 1 } : {})}
        style={{ padding: 12, border: '1px solid #d9d4cb', borderRadius: 8, width: 280 }}
      >
        <h2 style={{ margin: '0 0 4px', fontSize: 16 }}>
          <a href={`/v2/clickthrough/${item.id}/1?position=1&requestId=req-1`}>{item.name}</a>
        </h2>
        <p style={{ margin: 0 }}>{item.eshop.name}</p>
      </article>
      <button type="button" data-event="newsletter_signup" data-event-fields={JSON.stringify({ location: 'footer' })} style={{ justifySelf: 'start' }}>
        Abonează-te la noutăți
      </button>
      <pre data-testid="measured" style={{ margin: 0, padding: 12, background: '#eef2ee', whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 13 }}>
        {last ? `${JSON.stringify(last.event, null, 2)}${last.href ? `\n\nlegătura: ${last.href}` : ''}` : 'Niciun clic măsurat încă.'}
      </pre>
      {impressions.length > 0 && (
        <pre data-testid="impressions" style={{ margin: 0, padding: 12, background: '#f4efe6', whiteSpace: 'pre-wrap', fontSize: 13 }}>
          {`POST /impression\n${JSON.stringify(impressions, null, 2)}`}
        </pre>
      )}
    </div>
  );
}

/** The impression batches the collector received, for the story to show. */
let received: ImpressionBatch[] = [];
function WithImpressions() {
  const [batches, setBatches] = useState<ImpressionBatch[]>([]);
  useEffect(() => {
    const update = () => setBatches([...received]);
    window.addEventListener('story:impression', update);
    return () => window.removeEventListener('story:impression', update);
  }, []);
  return <MeasuredPage withCard impressions={batches} />;
}

const clearCookies = () => {
  for (const name of ['utm_source', 'utm_campaign', 'cuib_consent']) document.cookie = `${name}=; Max-Age=0; Path=/`;
};

const meta = {
  title: 'Site/Measurement',
  component: Measurement,
  render: () => <MeasuredPage />,
  beforeEach() {
    delete document.documentElement.dataset.measurement;
    delete document.documentElement.dataset.impressions;
    window.dataLayer = [];
    clearCookies();
    return clearCookies;
  },
} satisfies Meta<typeof Measurement>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click on the card's link to the shop: a purchase event with the variant and the shop, and the visit's utm parameters added to the link. */
export const ClickToShop: Story = {
  beforeEach() {
    document.cookie = 'utm_source=newsletter; Path=/';
    document.cookie = 'utm_campaign=gradina-2026; Path=/';
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(document.documentElement.dataset.measurement).toBe('ready'));
    const link = canvas.getByRole('link', { name: item.name });
    await userEvent.click(link);
    await expect(window.dataLayer?.at(-1)).toEqual({
      event: 'purchase',
      ecommerce: { currency: 'RON', value: item.price.price, items: [{ item_id: String(item.id), item_name: item.name, price: item.price.price, item_brand: item.eshop.name, quantity: 1 }] },
      shop: item.eshop.name,
      click_source: 1,
    });
    const href = new URL(link.getAttribute('href')!, location.href);
    await expect(href.searchParams.get('utm_source')).toBe('newsletter');
    await expect(href.searchParams.get('utm_campaign')).toBe('gradina-2026');
    await expect(await canvas.findByText(/"event": "purchase"/)).toBeVisible();
  },
};

/** An element that names its event (`data-event`): pushed with its fields, no code of its own. */
export const DeclaredEvent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(document.documentElement.dataset.measurement).toBe('ready'));
    await userEvent.click(canvas.getByRole('button', { name: 'Abonează-te la noutăți' }));
    await expect(window.dataLayer?.at(-1)).toEqual({ event: 'newsletter_signup', location: 'footer' });
    await expect(await canvas.findByText(/"event": "newsletter_signup"/)).toBeVisible();
  },
};

/** Without consent nothing but clicks is measured: no impressions module, nothing posted. */
export const NoConsentNoImpressions: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  render: () => <MeasuredPage withCard />,
  beforeEach({ msw }) {
    received = [];
    window.dataLayer = [pageContext as unknown as Record<string, unknown>];
    msw.use(
      http.post('*/impression', async ({ request }) => {
        received.push((await request.json()) as ImpressionBatch);
        return new HttpResponse(null, { status: 204 });
      }),
    );
  },
  play: async () => {
    await waitFor(() => expect(document.documentElement.dataset.measurement).toBe('ready'));
    await expect(document.documentElement.dataset.impressions).toBeUndefined();
    await expect(received).toHaveLength(0);
  },
};

/** With analytics consent: a card 60 % in view is counted once and posted to the collector (`/impression`). */
export const ImpressionsWithConsent: Story = {
  render: () => <WithImpressions />,
  beforeEach({ msw }) {
    received = [];
    window.dataLayer = [pageContext as unknown as Record<string, unknown>];
    document.cookie = 'cuib_consent=essential|analytics; Path=/';
    msw.use(
      http.post('*/impression', async ({ request }) => {
        received.push((await request.json()) as ImpressionBatch);
        window.dispatchEvent(new Event('story:impression'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(document.documentElement.dataset.impressions).toBe('on'));
    await waitFor(() => expect(received).toHaveLength(1));
    await expect(received[0]).toEqual({ project: 'cuib', impressions: [{ variant_id: item.id, source: 1 }] });
    await expect(await within(canvasElement).findByTestId('impressions')).toHaveTextContent(`"variant_id": ${item.id}`);
  },
};
