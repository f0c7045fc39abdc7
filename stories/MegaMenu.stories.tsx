import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MegaMenu } from '#ui/components/MegaMenu';
import { type MenuEntry, menuEntries } from '#ui/lib/menu';
import { siteMenu } from '#mocks/fixtures/catalogue-pages';
import { named, namedControl } from '#mocks/fixtures/controls';

const full = menuEntries(siteMenu);

/** Menus a designer can switch between: the whole site's, a short one, and one with long names. */
const menus: Record<string, MenuEntry[]> = {
  'Meniul site-ului': full,
  'Trei categorii': full.filter((entry) => ['Mobilă', 'Grădină', 'Iluminat'].includes(entry.name)),
  'Nume lungi': [
    {
      id: 'lung',
      name: 'Mobilier de grădină și terasă',
      allLink: { name: 'Toate din Mobilier de grădină și terasă', href: '/produse/mobilier-gradina' },
      columns: [
        {
          name: 'Seturi de mobilier de grădină din ratan sintetic',
          href: '/produse/seturi-mobilier-gradina',
          links: [
            { name: 'Seturi cu canapea colțar și măsuță de cafea', href: '/produse/seturi-coltar' },
            { name: 'Seturi de dining pentru 6–8 persoane cu umbrelă', href: '/produse/seturi-dining-gradina' },
          ],
        },
        { name: 'Șezlonguri și paturi de soare', href: '/produse/sezlonguri', links: [{ name: 'Șezlonguri pliabile din lemn de acacia', href: '/produse/sezlonguri-acacia' }] },
      ],
    },
    ...full.filter((entry) => entry.name === 'Mobilă'),
  ],
};

const meta = {
  title: 'Site/MegaMenu',
  component: MegaMenu,
  args: { entries: named(menus, 'Meniul site-ului') },
  argTypes: { entries: namedControl(menus) },
  // Room under the bar for an open panel.
  decorators: [(Story) => <div style={{ minHeight: 560 }}>{Story()}</div>],
  // Stories reach their state in the play function: framed on the docs page, which runs it.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof MegaMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At rest: the bar of entries, every panel closed (and not drawn until first opened). */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Categorii' });
    const triggers = within(nav).getAllByRole('button');
    await expect(triggers.map((button) => button.textContent)).toEqual(full.map((entry) => entry.name));
    for (const trigger of triggers) await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** „Mobilă” opened with Enter: its „Toate din Mobilă” link and a column per subcategory. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mobila = canvas.getByRole('button', { name: 'Mobilă' });
    mobila.focus();
    await userEvent.keyboard('{Enter}');
    await expect(mobila).toHaveAttribute('aria-expanded', 'true');
    const panel = within(canvasElement.querySelector<HTMLElement>(`#${mobila.getAttribute('aria-controls')}`)!);
    await expect(panel.getByRole('link', { name: 'Toate din Mobilă' })).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Canapele și fotolii' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Canapele și fotolii' })).toHaveAttribute('href', expect.stringContaining('/produse/'));
  },
};

/**
 * Opens an entry as a keyboard does. (A mouse click first hovers the button open, and keeps it open
 * only within a short grace after that hover, which a busy test machine can outlast.)
 */
async function openEntry(canvasElement: HTMLElement, name: string) {
  const button = within(canvasElement).getByRole('button', { name });
  button.focus();
  await userEvent.keyboard('{Enter}');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

/** „Populare” opened: the most visited categories, each with its picture. */
export const PopularWithPictures: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openEntry(canvasElement, 'Populare');
    const popular = canvas.getByRole('region', { name: 'Categorii populare' });
    await expect(within(popular).getAllByRole('link')).toHaveLength(siteMenu.top.length);
    await expect(popular.querySelectorAll('img')).toHaveLength(siteMenu.top.length);
  },
};

/** ArrowDown opens the panel and puts focus on its first link. */
export const ArrowDownIntoPanel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const garden = canvas.getByRole('button', { name: 'Grădină' });
    garden.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(garden).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Toate din Grădină' })).toHaveFocus());
  },
};

/** Test only: Escape closes the open panel and gives focus back to its button. */
export const ClosedByEscape: Story = {
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mobila = canvas.getByRole('button', { name: 'Mobilă' });
    mobila.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Toate din Mobilă' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(mobila).toHaveAttribute('aria-expanded', 'false');
    await expect(mobila).toHaveFocus();
  },
};

/** Long entry, column and link names wrap inside the panel instead of overflowing it. */
export const LongNames: Story = {
  args: { entries: named(menus, 'Nume lungi') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openEntry(canvasElement, 'Mobilier de grădină și terasă');
    const link = canvas.getByRole('link', { name: 'Seturi de dining pentru 6–8 persoane cu umbrelă' });
    await expect(link).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
