import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, within } from 'storybook/test';
import { DataLayerPush } from '#ui/components/PageContext';
import type { PageContext, PageProps } from '#ui/lib/analytics/page-context';
import { named, namedControl } from '#mocks/fixtures/controls';
import { variantCases } from '#mocks/fixtures/variant';

const pageContext: PageContext = {
  project: {
    name: 'cuib',
    sgtmDomain: 'https://masurare.cuib.ro',
    tagContainerId: null,
    tagContainerUrl: null,
    clarityProjectId: null,
    shopTheLook: true,
    blackFriday: { active: true },
  },
  requestData: {
    deviceType: 'desktop',
    isBot: false,
    cookieConsent: { essential: true, analytics: true, marketing: false, functional: true },
    showCookieBar: false,
    visitCount: null,
    bannerStripSeen: ['black-friday-2026'],
    debug: false,
    user: { id: 5512, hashedEmail: '9f2c6a1e0b7d4e3f8a5c2b1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f', isAdmin: false, adminModeEnabled: false },
  },
  featureFlags: { clientKey: 'sdk-cuib-local', attributes: { deviceType: 'desktop', loggedIn: true }, features: { 'card-layout': 'classic' } },
};

const entries: Record<string, PageContext | PageProps> = {
  'Contextul paginii': pageContext,
  'Pagina unui produs': { pageProps: { dataLayer: variantCases.regular.dataLayer } },
  'Căutare cu </script>': { pageProps: { query: 'masă </script><script>alert(1)</script>\u2028extensibilă' } },
};

/** Runs the script as the browser would, on a stand-in `window`, and shows what it pushed. */
function DataLayerShown({ entry, nonce }: { entry: PageContext | PageProps; nonce: string | undefined }) {
  const holder = useRef<HTMLDivElement>(null);
  const [script, setScript] = useState('');
  const [pushed, setPushed] = useState<unknown[]>([]);
  useEffect(() => {
    const text = holder.current?.querySelector('script')?.textContent ?? '';
    const sandbox: { dataLayer?: unknown[] } = {};
    new Function('window', text)(sandbox);
    setScript(text);
    setPushed(sandbox.dataLayer ?? []);
  }, [entry]);
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 880 }}>
      <div ref={holder}>
        <DataLayerPush entry={entry} nonce={nonce} />
      </div>
      <p style={{ margin: 0 }}>
        <strong>Scriptul din HTML-ul serverului</strong> (rulează înaintea codului paginii):
      </p>
      <pre data-testid="script" style={{ margin: 0, padding: 12, background: '#f4efe6', whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 13 }}>
        {script}
      </pre>
      <p style={{ margin: 0 }}>
        <strong>
          Ce ajunge în <code>window.dataLayer</code>:
        </strong>
      </p>
      <pre data-testid="pushed" style={{ margin: 0, padding: 12, background: '#eef2ee', whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 13 }}>
        {pushed.length > 0 && JSON.stringify(pushed, null, 2)}
      </pre>
    </div>
  );
}

const meta = {
  title: 'Site/PageContext',
  component: DataLayerPush,
  args: { entry: named(entries, 'Contextul paginii'), nonce: 'r4nd0m-n0nc3' },
  argTypes: { entry: namedControl(entries) },
  render: (args) => <DataLayerShown {...args} />,
} satisfies Meta<typeof DataLayerPush>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Runs the emitted script on a stand-in window and returns what it pushed. */
const run = (canvasElement: HTMLElement) => {
  const script = canvasElement.querySelector('script')!;
  const sandbox: { dataLayer?: unknown[] } = {};
  new Function('window', script.textContent ?? '')(sandbox);
  return { script, dataLayer: sandbox.dataLayer };
};

/** Every page's first entry: project, visitor and feature flags, with the request's nonce. */
export const PageContextEntry: Story = {
  play: async ({ canvasElement }) => {
    const { script, dataLayer } = run(canvasElement);
    await expect(script).toHaveAttribute('nonce', 'r4nd0m-n0nc3');
    await expect(dataLayer).toEqual([pageContext]);
    await expect(await within(canvasElement).findByTestId('pushed')).toHaveTextContent('"sgtmDomain": "https://masurare.cuib.ro"');
  },
};

/** A product page's own props: the variant in the dataLayer shape, pushed after the context. */
export const ProductPageProps: Story = {
  args: { entry: named(entries, 'Pagina unui produs') },
  play: async ({ canvasElement }) => {
    await expect(run(canvasElement).dataLayer).toEqual([{ pageProps: { dataLayer: { id: '184213', name: variantCases.regular.name, price: 1539.99 } } }]);
    await expect(await within(canvasElement).findByTestId('pushed')).toHaveTextContent('"price": 1539.99');
  },
};

/** A search for `</script>` and a line separator: written as escapes, the script stays one script and pushes the text unchanged. */
export const EscapesSearchText: Story = {
  args: { entry: named(entries, 'Căutare cu </script>') },
  play: async ({ canvasElement }) => {
    const { script, dataLayer } = run(canvasElement);
    await expect(script.textContent).not.toContain('</script>');
    await expect(script.textContent).toContain('\\u003c/script>');
    await expect(script.textContent).toContain('\\u2028');
    await expect(dataLayer).toEqual([entries['Căutare cu </script>']]);
    await expect(await within(canvasElement).findByTestId('script')).toHaveTextContent('\\u2028');
  },
};
