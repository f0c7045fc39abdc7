import { origins, siteUrl } from '#domain/origins';
import type { ArticlePage } from '#generated/main-api/types.gen';
import { ArticleBody } from '#ui/components/ArticleBody';
import { Breadcrumbs } from '#ui/components/Breadcrumbs';
import { JsonLd } from '#ui/components/JsonLd';
import { articleJsonLd } from '#ui/lib/article-json-ld';
import { breadcrumbList } from '#ui/lib/json-ld';
import { PageHead } from '../_components/page-head';
import * as styles from './_article-route.css';

/**
 * An article page, published (`/articol/{slug}`) or previewed by the editors
 * (`/article/preview/{id}`, always noindex): head, breadcrumbs, `Article` and breadcrumb JSON-LD,
 * and the article with its products and related articles. Server-rendered; its only JavaScript is
 * that of the product cards.
 */
export function ArticleRoute({ page, preview = false }: { page: ArticlePage; preview?: boolean }) {
  const { article } = page;
  const { site: origin } = origins();
  const canonical = `/articol/${article.slug}`;
  return (
    <>
      <PageHead title={page.meta.title} description={page.meta.description} canonical={canonical} robots={preview ? 'noindex, nofollow' : page.meta.robots} />
      {article.imageUrl && <meta property="og:image" content={new URL(article.imageUrl.replace(/\/images\/article\/\d+\//, '/images/article/1200/'), origin).toString()} />}
      <meta property="og:type" content="article" />
      <meta property="og:title" content={article.title} />
      <meta property="og:description" content={article.perex} />
      {!preview && <JsonLd data={articleJsonLd(article, siteUrl(canonical), origin)} />}
      <JsonLd data={breadcrumbList(page.breadcrumbs, origin)} />
      <div className={styles.root}>
        <Breadcrumbs items={page.breadcrumbs} />
        <ArticleBody article={article} relatedArticles={page.relatedArticles} />
      </div>
    </>
  );
}
