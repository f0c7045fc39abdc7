import { deleteStaffShopCategoryMapping, postStaffImportReject, postStaffImportRelease, postStaffShopPause, putStaffShopCategoryMapping } from '#generated/main-api/sdk.gen';
import { keptValues } from '#ui/lib/form-errors';
import { type FormOutcome, type FormRoute, mainApi, submit, text } from './submit';

/** What the mapping form says beside a field the backend refused. */
export const mappingMessages = {
  productType: 'Scrie tipul de produs din feed, cel mult 750 de caractere (de exemplu „Mobilier > Canapele”).',
  categorySlug: 'Alege o categorie Cuib fără subcategorii.',
} satisfies Record<string, string>;

/** The list's place (search, page, shop open) a decision comes back to; nothing else from the posted value. */
export function returnQuery(value: string | null): URLSearchParams {
  const posted = new URLSearchParams(value ?? '');
  const kept = new URLSearchParams();
  const q = posted.get('q')?.trim();
  if (q) kept.set('q', q.slice(0, 100));
  for (const name of ['pagina', 'magazin']) if (/^\d{1,12}$/.test(posted.get(name) ?? '')) kept.set(name, posted.get(name)!);
  return kept;
}

const idOf = (fields: URLSearchParams, name: string): number | null => (/^\d{1,12}$/.test(text(fields, name)) && Number(text(fields, name)) >= 1 ? Number(text(fields, name)) : null);

const malformed = (fields: URLSearchParams): FormOutcome => ({
  render: { name: 'shopAdmin', status: 400, values: keptValues(fields), fields: {}, form: 'Formularul nu a ajuns întreg. Reîncarcă pagina și încearcă din nou.' },
});

/** Staff's decisions on /admin/magazine, posted as plain forms: pause or resume, release or reject, map or unmap. */
export const shopAdminPosts: FormRoute[] = [
  {
    pattern: /^\/admin\/magazine$/,
    handle: async ({ fields, cookie }) => {
      const intent = text(fields, 'intent');
      const back = returnQuery(fields.get('inapoi'));
      const done = (what: string, query = back, anchor = '') => {
        const next = new URLSearchParams(query);
        next.set('gata', what);
        return `/admin/magazine?${next}${anchor}`;
      };
      const shopId = idOf(fields, 'shopId');
      const importId = idOf(fields, 'importId');
      const options = mainApi(cookie);
      if (intent === 'pause' || intent === 'resume') {
        if (!shopId) return malformed(fields);
        const paused = intent === 'pause';
        return submit('shopAdmin', fields, {}, () => postStaffShopPause({ ...options, path: { shopId }, body: { paused } }), done(paused ? 'oprit' : 'repornit'));
      }
      if (intent === 'release' || intent === 'reject') {
        if (!importId) return malformed(fields);
        const call = intent === 'release' ? postStaffImportRelease : postStaffImportReject;
        return submit('shopAdmin', fields, {}, () => call({ ...options, path: { importId } }), done(intent === 'release' ? 'aplicat' : 'respins'));
      }
      if (intent === 'map' || intent === 'unmap') {
        if (!shopId) return malformed(fields);
        const here = new URLSearchParams(back);
        here.set('magazin', String(shopId));
        if (intent === 'unmap')
          return submit(
            'shopAdmin',
            fields,
            {},
            () => deleteStaffShopCategoryMapping({ ...options, path: { shopId }, query: { productType: text(fields, 'productType') } }),
            done('sters', here, '#asocieri'),
          );
        return submit(
          'shopMapping',
          fields,
          mappingMessages,
          () => putStaffShopCategoryMapping({ ...options, path: { shopId }, body: { productType: text(fields, 'productType'), categorySlug: text(fields, 'categorySlug') } }),
          done('asociat', here, '#asocieri'),
        );
      }
      return malformed(fields);
    },
  },
];
