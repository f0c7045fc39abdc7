import { describe, expect, test } from 'vitest';
import { ResponseError } from '#generated/runtime';
import { badgeText, compareBadgeMax } from '#ui/lib/compare-list';
import { formErrors } from '#ui/lib/form-errors';
import { headerHideThreshold, headerStateAfterScroll } from '#ui/lib/header-scroll';
import { installDismissalMs, offersInstall } from '#ui/lib/install-prompt';
import { menuEntries } from '#ui/lib/menu';
import { siteMenu } from '#mocks/fixtures/catalogue-pages';

const page = { headerHeight: 120, viewportHeight: 800, pageHeight: 5000, pinned: false, hidden: false };

describe('header on scroll (SPEC §4 Header)', () => {
  test('the threshold is 80 px', () => expect(headerHideThreshold).toBe(80));

  test.each([
    ['at the top', { y: 0, lastY: 40 }, { sticky: false, hidden: false }],
    ['scrolling down within 80 px', { y: 60, lastY: 20 }, { sticky: false, hidden: false }],
    ['scrolling down past 80 px', { y: 81, lastY: 60 }, { sticky: false, hidden: true }],
    ['scrolling down past its own height', { y: 400, lastY: 300 }, { sticky: true, hidden: true }],
    ['scrolling up', { y: 900, lastY: 1200, hidden: true }, { sticky: true, hidden: false }],
    ['reaching the bottom, even within the threshold of a short page', { y: 40, lastY: 10, pageHeight: 840 }, { sticky: false, hidden: true }],
    ['not moving', { y: 900, lastY: 900, hidden: true }, { sticky: true, hidden: true }],
    ['scrolling down while the mega-menu or search is open', { y: 900, lastY: 600, pinned: true }, { sticky: true, hidden: false }],
  ])('%s', (_, reading, state) => {
    expect(headerStateAfterScroll({ ...page, ...reading })).toEqual(state);
  });
});

describe('compare badge (SPEC §9: max 99)', () => {
  test.each([
    [0, ''],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [1500, '99+'],
  ])('%i compared shows „%s”', (count, text) => expect(badgeText(count)).toBe(text));
  test('the cap is 99', () => expect(compareBadgeMax).toBe(99));
});

describe('app-install prompt (SPEC §4)', () => {
  const now = Date.UTC(2026, 10, 22);
  test('never on the first visit', () => expect(offersInstall({ visits: 1, dismissedAt: null, now })).toBe(false));
  test('from the second visit', () => expect(offersInstall({ visits: 2, dismissedAt: null, now })).toBe(true));
  test('not within 30 days of a dismissal', () => expect(offersInstall({ visits: 5, dismissedAt: now - installDismissalMs + 60_000, now })).toBe(false));
  test('again after 30 days', () => expect(offersInstall({ visits: 5, dismissedAt: now - installDismissalMs, now })).toBe(true));
});

describe('mega-menu entries (SPEC §3 Menu)', () => {
  const entries = menuEntries(siteMenu);
  test('the popular categories with their pictures, one entry per top category, then rooms and gifts', () => {
    expect(entries.map((entry) => entry.name)).toEqual(['Populare', ...siteMenu.primary.map((node) => node.name), 'Camere', 'Cadouri']);
    const popular = entries[0]!.columns[0]!.links;
    expect(popular).toHaveLength(siteMenu.top.length);
    expect(popular.every((item) => item.imageUrl?.startsWith('/images/product/'))).toBe(true);
  });
  test('columns are the subcategories, linked through the link builder', () => {
    const furniture = entries[1]!;
    expect(furniture.allLink).toEqual({ name: 'Toate din Mobilă', href: '/produse/mobila' });
    expect(furniture.columns[0]).toMatchObject({ name: 'Canapele și fotolii', href: '/produse/canapele-si-fotolii' });
    expect(furniture.columns[0]!.links).toContainEqual({ name: 'Canapele', href: '/produse/canapele' });
  });
  test('editorial groups have no page of their own', () => {
    const rooms = entries.find((entry) => entry.id === 'rooms')!;
    expect(rooms.columns.every((column) => column.href === undefined && column.links.length > 0)).toBe(true);
  });
});

describe('form errors from problem+json', () => {
  const problem = (status: number, body: object) =>
    new ResponseError(new Response(JSON.stringify({ type: 'x', title: 't', status, ...body }), { status, headers: { 'content-type': 'application/problem+json' } }));
  const messages = { email: 'Scrie o adresă de e-mail validă.', website: 'Scrie adresa completă.' };

  test('each named field gets the form’s own message', async () => {
    const error = problem(400, { field: 'body.email', errors: [{ field: 'body.email', message: 'Invalid email' }, { field: 'body.website', message: 'Invalid URL' }] });
    expect(await formErrors(error, messages)).toEqual({ fields: { email: messages.email, website: messages.website } });
  });
  test('a refusal that is not about a field is said for the whole form', async () => {
    expect(await formErrors(problem(401, { detail: 'Adresa de e-mail sau parola nu este corectă.', field: 'body.password' }), messages)).toEqual({
      fields: {},
      form: 'Adresa de e-mail sau parola nu este corectă.',
    });
    expect((await formErrors(problem(429, { detail: 'Prea multe încercări.' }), messages)).form).toBe('Prea multe încercări.');
  });
  test('a 404 naming a field (a reset code no longer there) is that field’s; one naming none is the form’s', async () => {
    expect(await formErrors(problem(404, { detail: 'Linkul de resetare a expirat sau a fost deja folosit.', field: 'body.code' }), { code: 'Linkul nu mai este valabil.' })).toEqual({
      fields: { code: 'Linkul nu mai este valabil.' },
    });
    expect(await formErrors(problem(404, { detail: 'Nu există.' }), messages)).toEqual({ fields: {}, form: 'Nu există.' });
  });
  test('a network failure asks to check the connection', async () => {
    expect((await formErrors(new TypeError('fetch failed'), messages)).form).toMatch(/internetul/);
  });
});
