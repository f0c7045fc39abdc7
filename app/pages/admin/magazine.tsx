import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { ShopAdmin, type ShopMappings } from '#ui/components/ShopAdmin';
import { returnQuery } from '../../forms/shop-admin-posts';
import { submittedForm } from '../../forms/submitted';
import { leafCategories, staffCategoryMappings, staffShops } from '../../lib/partners';
import { PageHead } from '../_components/page-head';
import { pageParam } from '../portal/_page-param';
import * as styles from './_shops-page.css';

/** What each decision did, said above the list once the page is drawn again. */
const done: Record<string, string> = {
  oprit: 'Magazinul este oprit: ofertele lui au ieșit din listări.',
  repornit: 'Magazinul este repornit: ofertele pe care le avea sunt din nou în listări.',
  aplicat: 'Importul reținut a fost aplicat.',
  respins: 'Importul reținut a fost respins: magazinul își păstrează ofertele de dinainte.',
  asociat: 'Asocierea este salvată. Se aplică de la următorul import al magazinului.',
  sters: 'Asocierea a fost ștearsă.',
};

/**
 * Staff's shops: their feed state (searchable, paged), pausing one, deciding a held import, and a
 * shop's category mappings (`?magazin=`). For everyone else the not-found page.
 */
export default async function ShopAdminPage({ query }: PageProps<'/admin/magazine'>) {
  const params = new URLSearchParams(query);
  const kept = returnQuery(query);
  const q = kept.get('q') ?? undefined;
  const shopId = kept.has('magazin') ? Number(kept.get('magazin')) : undefined;
  const [answer, mappingList, categories] = await Promise.all([
    staffShops({ q, page: pageParam(params) }),
    shopId ? staffCategoryMappings(shopId) : null,
    shopId ? leafCategories().catch(() => []) : [],
  ]);
  if ('refused' in answer) unstable_notFound();
  const refused = submittedForm('shopAdmin');
  const mappingRefused = submittedForm('shopMapping');
  const notice = refused
    ? { text: refused.form ?? 'Decizia nu a fost salvată. Încearcă din nou.', tone: 'problem' as const }
    : mappingRefused?.form
      ? { text: mappingRefused.form, tone: 'problem' as const }
      : done[params.get('gata') ?? '']
        ? { text: done[params.get('gata')!]!, tone: 'done' as const }
        : undefined;
  const shop = answer.data.shops.find((candidate) => candidate.id === shopId);
  const mappings: ShopMappings | undefined =
    shopId && mappingList
      ? {
          shop: { id: shopId, name: shop?.name ?? `magazinul ${shopId}` },
          mappings: mappingList.mappings,
          categories,
          values: mappingRefused?.values,
          errors: mappingRefused?.fields,
        }
      : undefined;
  return (
    <>
      <PageHead title="Magazine | Cuib" description="Magazinele Cuib, feedurile și importurile lor, pentru echipa Cuib." canonical="/admin/magazine" robots="noindex, nofollow" />
      <section className={styles.root} aria-labelledby="magazine-titlu">
        <h1 id="magazine-titlu" className={styles.heading}>
          Magazine
        </h1>
        <ShopAdmin shops={answer.data.shops} pagination={answer.data.pagination} query={q} returnQuery={kept.toString()} notice={notice} mappings={mappings} />
      </section>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
