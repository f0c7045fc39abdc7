import type { CategoryMapping, Pagination, StaffShop } from '#generated/main-api/types.gen';
import { formatCount, formatCountOf } from '../../lib/format';
import * as buttonStyles from '../Button/Button.css';
import { ImportState } from '../FeedImports/ImportState';
import { formatDateTime } from '../FeedImports/labels';
import { Pager } from '../ListingControls';
import * as tables from '../PartnerPortal/tables.css';
import * as styles from './ShopAdmin.css';

const offerNoun = { one: 'ofertă activă', other: 'oferte active' };
const productNoun = { one: 'produs', other: 'produse' };
const shopNoun = { one: 'magazin', other: 'magazine' };

/** A category a product type may go to: one without subcategories, with its path. */
export interface CategoryChoice {
  slug: string;
  /** `Mobilă › Canapele și fotolii › Canapele`. */
  path: string;
  /** The top category, which groups the choices. */
  group: string;
}

export interface ShopMappings {
  shop: Pick<StaffShop, 'id' | 'name'>;
  mappings: CategoryMapping[];
  /** Cuib's categories without subcategories, in the tree's order. */
  categories: CategoryChoice[];
  /** What was typed in the add form, kept when the backend refused it. @default undefined */
  values?: { productType?: string; categorySlug?: string };
  /** The backend's refusal of the add form, by field. @default undefined */
  errors?: { productType?: string; categorySlug?: string };
}

export interface ShopAdminProps {
  /** One page of shops, by name. */
  shops: StaffShop[];
  pagination: Pagination;
  /** The search typed, if any. @default '' */
  query?: string;
  /** The page's own address (every form posts or searches here). @default '/admin/magazine' */
  action?: string;
  /** The page's query (search, page, shop picked), kept by each form so a decision comes back to the same place. @default '' */
  returnQuery?: string;
  /** What the last decision did, or why it was refused. @default undefined */
  notice?: { text: string; tone: 'done' | 'problem' };
  /** The shop whose category mappings are open. @default undefined */
  mappings?: ShopMappings;
}

/** The hidden fields every decision carries: what it is about, and where to come back. */
function Hidden({ fields }: { fields: Record<string, string | number> }) {
  return Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

const button = (variant: 'primary' | 'secondary' | 'danger') => buttonStyles.root({ variant, size: 's', iconOnly: false });

/**
 * Staff's shop administration: every shop with its feed state, searchable and paged; a pause or
 * resume per shop; a held import released or rejected with its reason in view; and a shop's
 * product-type → category mappings, listed, added and deleted. Every form is a plain POST to the
 * page (it works without JavaScript), answered by a redirect back with what happened.
 */
export function ShopAdmin({ shops, pagination, query = '', action = '/admin/magazine', returnQuery = '', notice, mappings }: ShopAdminProps) {
  const url = `${action}${returnQuery ? `?${returnQuery}` : ''}`;
  const back = { inapoi: returnQuery };
  return (
    <div className={styles.root}>
      <form className={styles.search} method="get" action={action} role="search" aria-label="Caută un magazin">
        <p className={styles.searchField}>
          <label className={styles.label} htmlFor="magazine-cauta">
            Numele sau domeniul
          </label>
          <input className={styles.input} id="magazine-cauta" name="q" type="search" defaultValue={query} maxLength={100} placeholder="mobila" />
        </p>
        <button className={buttonStyles.root({ variant: 'primary', size: 'm', iconOnly: false })} type="submit">
          Caută
        </button>
      </form>
      {notice && (
        <p className={notice.tone === 'done' ? tables.status : tables.notice({ tone: 'bad' })} role={notice.tone === 'done' ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
      {mappings && <MappingEditor {...mappings} action={action} back={back} />}
      {shops.length === 0 ? (
        <p className={tables.empty}>{query ? `Niciun magazin nu are „${query}” în nume sau în domeniu.` : 'Niciun magazin încă.'}</p>
      ) : (
        <>
          <p className={tables.muted}>
            {formatCountOf(pagination.totalCount, shopNoun)}
            {query ? ` pentru „${query}”` : ''}, după nume
          </p>
          <ol className={styles.list} aria-label="Magazine">
            {shops.map((shop) => (
              <li key={shop.id}>
                <ShopItem shop={shop} action={action} back={back} returnQuery={returnQuery} />
              </li>
            ))}
          </ol>
        </>
      )}
      <Pager pagination={pagination} url={url} />
    </div>
  );
}

function ShopItem({ shop, action, back, returnQuery }: { shop: StaffShop; action: string; back: { inapoi: string }; returnQuery: string }) {
  const last = shop.lastImport;
  const mappingsQuery = new URLSearchParams(returnQuery);
  mappingsQuery.set('magazin', String(shop.id));
  return (
    <article className={styles.shop} aria-labelledby={`magazin-${shop.id}`}>
      <header className={styles.shopHead}>
        <h2 id={`magazin-${shop.id}`} className={styles.shopName}>
          {shop.name}
        </h2>
        <span className={styles.domain}>{shop.domain}</span>
        <span className={tables.badge({ tone: shop.paused ? 'waiting' : 'done' })}>{shop.paused ? 'oprit' : 'activ'}</span>
        {shop.paid && <span className={tables.badge({ tone: 'quiet' })}>plătit</span>}
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>Contul</dt>
          <dd>{shop.ownerEmail ?? 'fără cont de partener'}</dd>
        </div>
        <div>
          <dt>Feedul</dt>
          <dd className={styles.url}>{shop.feed.url ?? 'nicio adresă salvată'}</dd>
        </div>
        <div>
          <dt>Citit ultima dată</dt>
          <dd>{shop.feed.checkedAt ? formatDateTime(shop.feed.checkedAt) : 'niciodată'}</dd>
        </div>
        <div>
          <dt>Pe Cuib</dt>
          <dd>{formatCountOf(shop.liveOffers, offerNoun)}</dd>
        </div>
      </dl>
      {last ? (
        <div className={styles.lastImport}>
          <p className={styles.importLine}>
            <span>Ultimul import:</span> <ImportState state={last.state} /> <span>{formatDateTime(last.startedAt)}</span>
            <span className={tables.muted}>
              {formatCountOf(last.items, productNoun)}: {formatCount(last.added)} adăugate, {formatCount(last.updated)} actualizate, {formatCount(last.removed)} scoase, {formatCount(last.invalid)} invalide
            </span>
          </p>
          {last.state === 'failed' && last.error && <p className={tables.notice({ tone: 'bad' })}>{last.error}</p>}
          {last.state === 'held' && (
            <div className={styles.held}>
              <p className={tables.notice({ tone: 'waiting' })}>
                <strong>Reținut pentru verificare: </strong>
                {last.heldReason ?? 'motivul nu a fost înregistrat.'}
              </p>
              <form method="post" action={action} className={styles.actions}>
                <Hidden fields={{ importId: last.id, ...back }} />
                <button type="submit" name="intent" value="release" className={button('primary')} aria-label={`Aplică importul reținut al magazinului ${shop.name}`}>
                  Aplică importul
                </button>
                <button type="submit" name="intent" value="reject" className={button('danger')} aria-label={`Respinge importul reținut al magazinului ${shop.name}`}>
                  Respinge importul
                </button>
              </form>
            </div>
          )}
        </div>
      ) : (
        <p className={tables.muted}>Niciun import încă.</p>
      )}
      <div className={styles.actions}>
        <form method="post" action={action}>
          <Hidden fields={{ intent: shop.paused ? 'resume' : 'pause', shopId: shop.id, ...back }} />
          <button type="submit" className={button('secondary')} aria-label={`${shop.paused ? 'Repornește' : 'Oprește'} magazinul ${shop.name}`}>
            {shop.paused ? 'Repornește magazinul' : 'Oprește magazinul'}
          </button>
        </form>
        <a className={styles.mappingsLink} href={`${action}?${mappingsQuery}#asocieri`} aria-label={`Asocierile de categorii ale magazinului ${shop.name}`}>
          Asocierile de categorii
        </a>
      </div>
    </article>
  );
}

function MappingEditor({ shop, mappings, categories, values, errors, action, back }: ShopMappings & { action: string; back: { inapoi: string } }) {
  const groups = [...new Set(categories.map((category) => category.group))];
  return (
    <section id="asocieri" className={styles.mappings} aria-labelledby="asocieri-titlu">
      <h2 id="asocieri-titlu" className={tables.sectionHeading}>
        Asocierile de categorii: {shop.name}
      </h2>
      <p className={tables.muted}>
        Pentru produsele al căror <code>google_product_category</code> nu le așază în catalog: un produs merge în categoria celui mai lung tip de produs cu care începe{' '}
        <code>product_type</code>-ul lui. Se aplică de la următorul import.
      </p>
      {mappings.length === 0 ? (
        <p className={tables.empty}>Nicio asociere pentru acest magazin.</p>
      ) : (
        <div className={tables.scroller} role="region" aria-label="Asocierile magazinului" tabIndex={0}>
          <table className={tables.table}>
            <thead>
              <tr>
                <th className={tables.headerCell} scope="col">
                  Tipul de produs din feed
                </th>
                <th className={tables.headerCell} scope="col">
                  Categoria Cuib
                </th>
                <th className={tables.headerCell} scope="col">
                  <span className={styles.hiddenHeading}>Ștergere</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {mappings.map((mapping) => (
                <tr key={mapping.productType}>
                  <th className={tables.wideCell} scope="row">
                    {mapping.productType}
                  </th>
                  <td className={tables.wideCell}>{mapping.category.longName}</td>
                  <td className={tables.shortCell}>
                    <form method="post" action={action}>
                      <Hidden fields={{ intent: 'unmap', shopId: shop.id, productType: mapping.productType, ...back }} />
                      <button type="submit" className={button('secondary')} aria-label={`Șterge asocierea „${mapping.productType}”`}>
                        Șterge
                      </button>
                    </form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form method="post" action={action} className={styles.mappingForm} aria-labelledby="asociere-noua">
        <h3 id="asociere-noua" className={styles.formHeading}>
          Asociere nouă
        </h3>
        <Hidden fields={{ intent: 'map', shopId: shop.id, ...back }} />
        <p className={styles.field}>
          <label className={styles.label} htmlFor="asociere-tip">
            Tipul de produs (product_type)
          </label>
          <input
            className={styles.input}
            id="asociere-tip"
            name="productType"
            required
            maxLength={750}
            placeholder="Mobilier > Canapele"
            defaultValue={values?.productType}
            aria-invalid={errors?.productType ? true : undefined}
            aria-describedby={errors?.productType ? 'asociere-tip-eroare' : undefined}
          />
          {errors?.productType && (
            <span id="asociere-tip-eroare" className={styles.error}>
              {errors.productType}
            </span>
          )}
        </p>
        <p className={styles.field}>
          <label className={styles.label} htmlFor="asociere-categorie">
            Categoria Cuib
          </label>
          <select
            className={styles.input}
            id="asociere-categorie"
            name="categorySlug"
            required
            defaultValue={values?.categorySlug ?? ''}
            aria-invalid={errors?.categorySlug ? true : undefined}
            aria-describedby={errors?.categorySlug ? 'asociere-categorie-eroare' : undefined}
          >
            <option value="" disabled>
              Alege o categorie fără subcategorii
            </option>
            {groups.map((group) => (
              <optgroup key={group} label={group}>
                {categories
                  .filter((category) => category.group === group)
                  .map((category) => (
                    <option key={category.slug} value={category.slug}>
                      {category.path}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
          {errors?.categorySlug && (
            <span id="asociere-categorie-eroare" className={styles.error}>
              {errors.categorySlug}
            </span>
          )}
        </p>
        <button type="submit" className={button('primary')}>
          Salvează asocierea
        </button>
      </form>
    </section>
  );
}
