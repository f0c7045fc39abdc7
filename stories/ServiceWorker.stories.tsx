import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, type MockInstance, spyOn, waitFor, within } from 'storybook/test';
import { ServiceWorker } from '#ui/components/ServiceWorker';

/** What the stubbed `navigator.serviceWorker.register` was asked, story by story. */
let calls: string[] = [];
let register: MockInstance<ServiceWorkerContainer['register']> | undefined;
let warn: MockInstance<typeof console.warn> | undefined;

/** The component, with what it asked the browser to register; the real registration is stubbed. */
function Registrations({ refused = false }: { refused?: boolean }) {
  const [seen, setSeen] = useState<string[]>([]);
  useEffect(() => {
    const update = () => setSeen([...calls]);
    window.addEventListener('story:sw', update);
    update();
    return () => window.removeEventListener('story:sw', update);
  }, []);
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 640 }}>
      <ServiceWorker />
      <p style={{ margin: 0 }}>
        <code>&lt;ServiceWorker /&gt;</code> nu desenează nimic: după încărcarea paginii înregistrează lucrătorul <code>/sw.js</code> (paginile văzute rămân disponibile fără
        conexiune). Dacă browserul refuză, pagina merge mai departe și doar notează un avertisment în consolă.
      </p>
      <p role="status" style={{ margin: 0 }}>
        {seen.length === 0 ? 'Nicio înregistrare cerută încă.' : `Înregistrare cerută: ${seen.join(', ')}${refused ? ' — refuzată de browser' : ''}`}
      </p>
    </div>
  );
}

const meta = {
  title: 'Site/ServiceWorker',
  component: ServiceWorker,
  render: () => <Registrations />,
  beforeEach() {
    calls = [];
    register = spyOn(navigator.serviceWorker, 'register').mockImplementation(async (url) => {
      calls.push(String(url));
      window.dispatchEvent(new Event('story:sw'));
      return {} as ServiceWorkerRegistration;
    });
    warn = spyOn(console, 'warn').mockImplementation(() => undefined);
    return () => {
      register?.mockRestore();
      warn?.mockRestore();
    };
  },
} satisfies Meta<typeof ServiceWorker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a loaded page it registers `/sw.js` once, at once. */
export const Registered: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(register).toHaveBeenCalledOnce());
    await expect(register).toHaveBeenCalledWith('/sw.js');
    await expect(await within(canvasElement).findByText('Înregistrare cerută: /sw.js')).toBeVisible();
    await expect(warn).not.toHaveBeenCalled();
  },
};

/** The browser refuses (private mode, a blocked scope): a warning in the console, nothing for the shopper. */
export const RegistrationRefused: Story = {
  render: () => <Registrations refused />,
  beforeEach() {
    register?.mockImplementation(async (url) => {
      calls.push(String(url));
      window.dispatchEvent(new Event('story:sw'));
      throw new DOMException('Scope not allowed', 'SecurityError');
    });
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(warn).toHaveBeenCalledWith('The service worker was not registered.', expect.any(DOMException)));
    await expect(await within(canvasElement).findByText('Înregistrare cerută: /sw.js — refuzată de browser')).toBeVisible();
  },
};
