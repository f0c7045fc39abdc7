import { unstable_notFound } from 'waku/router/server';
import { origins } from '#domain/origins';
import { ArticleCategories, ArticleFeed } from '#ui/components/ArticleFeed';
import { Breadcrumbs } from '#ui/components/Breadcrumbs';
import { JsonLd } from '#ui/components/JsonLd';
import { breadcrumbList } from '#ui/lib/json-ld';
import { articleListPage, articlesFeed } from '../../lib/articles';
import { PageHead } from '../_components/page-head';
import * as styles from './_list-page.css';

/** The page a query asks for (`?pagina=2`); anything but a whole number from 2 is the first page's address or unknown. */
function pageOf(query: string): number | 'invalid' {
  const value = new URLSearchParams(query).get('pagina');
  if (value === null) return 1;
  return /^[1-9]\d{0,3}$/.test(value) ? Number(value) : 'invalid';
}

/**
 * `/articole` and `/articole/category/{slug}`: the category links, the h1, and one page of the feed
 * (POST articles/feed for the page's own address). An unknown category or page is the 404 page.
 */
export async function ArticleListRoute({ category, query }: { category?: string; query: string }) {
  const page = pageOf(query);
  if (page === 'invalid') unstable_notFound();
  const path = category === undefined ? '/articole' : `/articole/category/${category}`;
  const address = page === 1 ? path : `${path}?pagina=${page}`;
  const [list, feed] = await Promise.all([articleListPage(category), articlesFeed(address)]);
  if (!list || !feed) unstable_notFound();
  const heading = list.category?.name ?? 'Articole';
  const paged = page > 1 ? ` – pagina ${page}` : '';
  return (
    <>
      <PageHead title={list.meta.title.replace(/ \| Cuib$/, `${paged} | Cuib`)} description={list.meta.description} canonical={address} robots={list.meta.robots} />
      <JsonLd data={breadcrumbList(list.breadcrumbs, origins().site)} />
      <div className={styles.root}>
        <Breadcrumbs items={list.breadcrumbs} />
        <header className={styles.header}>
          <h1 className={styles.title}>
            {heading}
            {paged && <span className={styles.page}>{paged}</span>}
          </h1>
          <p className={styles.intro}>
            {list.category
              ? `Ghiduri și idei din categoria ${list.category.name}, scrise de redacția Cuib, cu produsele pe care le recomandăm.`
              : 'Ghiduri de cumpărare, idei de amenajare și tendințe pentru casă și grădină, scrise de redacția Cuib.'}
          </p>
        </header>
        <ArticleCategories categories={list.categories} current={list.category?.slug ?? null} />
        <ArticleFeed listHtml={feed.listHtml} paginatorHtml={feed.paginatorHtml} nextPageUrl={feed.nextPageUrl} />
      </div>
    </>
  );
}
