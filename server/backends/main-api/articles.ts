import type { Hono } from 'hono';
import type { Article, ArticleListPage, ArticlePage, ArticleTeaser, Variant } from '#generated/main-api/types.gen';
import { zGetArticleListPageQuery, zGetArticlePagePath, zGetArticlePreviewPagePath, zPostArticlesFeedBody } from '#generated/main-api/zod.gen';
import { once } from '#domain/romanian';
import {
  articleCardHtml,
  articleCategories,
  articleHtml,
  articles,
  coverUrl,
  type GeneratedArticle,
  type PickedProduct,
  readingMinutes,
} from '../../catalogue/articles';
import { store } from '../../context';
import { isAdmin, sessionOf } from '../../http/identity';
import { badRequest, notFound, problem } from '../../http/problem';
import { validate } from '../../http/validate';
import { categoryRepository } from '../../repositories/categories';
import { listing } from '../../listing/catalogue-query';
import { toVariant } from './variant';

/** Cards per feed page: four rows of three on a wide screen. */
const pageSize = 12;
/** Click source of the products an article recommends. */
const articleClickSource = 30;

const published = () => articles.filter((article) => article.publishedAt !== null).sort((a, b) => b.publishedAt!.localeCompare(a.publishedAt!));

const teaser = (article: GeneratedArticle): ArticleTeaser => ({
  id: article.id,
  slug: article.slug,
  title: article.title,
  perex: article.perex,
  imageUrl: coverUrl(article.id, 800),
  publishedAt: article.publishedAt,
  category: article.category,
});

const priceFormat = once(() => new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 2 }));
const price = (value: number) => `${priceFormat().format(value)} lei`;

/** The best-rated product on sale in each leaf category the article recommends from. */
async function picksOf(article: GeneratedArticle): Promise<Map<string, Variant>> {
  const picked = new Map<string, Variant>();
  for (const slug of article.picks) {
    const category = await categoryRepository(store()).bySlug(slug);
    if (!category) continue;
    const row = (await listing(store(), { categoryId: category.id, sort: 'bestRated', page: 1, pageSize: 4 })).rows.find((candidate) => candidate.active === 1 && !picked.has(slug));
    if (row) picked.set(slug, toVariant(row, articleClickSource));
  }
  return picked;
}

async function articlePage(article: GeneratedArticle): Promise<ArticlePage> {
  const picked = await picksOf(article);
  const mentions = new Map<string, PickedProduct>(
    [...picked].map(([slug, variant]) => [slug, { name: variant.name, href: `/produs/v/${variant.id}-${variant.slug}`, shop: variant.eshop.name, price: price(variant.price.price) }]),
  );
  const body: Article = {
    ...teaser(article),
    html: articleHtml(article, mentions),
    updatedAt: article.updatedAt,
    readingMinutes: readingMinutes(article),
    author: { name: article.author, avatarUrl: `/images/avatar/96/${article.author.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-')}.webp` },
    variants: [...picked.values()],
  };
  const sameCategory = published().filter((other) => other.id !== article.id && other.category.id === article.category.id);
  const others = published().filter((other) => other.id !== article.id && other.category.id !== article.category.id);
  return {
    article: body,
    relatedArticles: [...sameCategory, ...others].slice(0, 3).map(teaser),
    breadcrumbs: [
      { name: 'Articole', url: '/articole' },
      { name: article.category.name, url: `/articole/category/${article.category.slug}` },
      { name: article.title, url: `/articol/${article.slug}` },
    ],
    meta: {
      title: `${article.title} | Cuib`,
      description: article.perex,
      canonicalUrl: `/articol/${article.slug}`,
      robots: article.publishedAt ? 'index, follow' : 'noindex, nofollow',
    },
  };
}

function listPage(categorySlug: string | undefined): ArticleListPage | undefined {
  const category = categorySlug === undefined ? null : articleCategories.find((entry) => entry.slug === categorySlug);
  if (category === undefined) return undefined;
  const list = published();
  return {
    category,
    categories: articleCategories.map((entry) => ({ ...entry, articleCount: list.filter((article) => article.category.id === entry.id).length })),
    breadcrumbs: [{ name: 'Articole', url: '/articole' }, ...(category ? [{ name: category.name, url: `/articole/category/${category.slug}` }] : [])],
    meta: category
      ? {
          title: `${category.name} – articole și sfaturi pentru casă | Cuib`,
          description: `Articole din categoria ${category.name}: ghiduri, idei și sfaturi de la redacția Cuib, cu produsele recomandate.`,
          canonicalUrl: `/articole/category/${category.slug}`,
          robots: 'index, follow',
        }
      : {
          title: 'Articole – ghiduri de cumpărare și idei pentru casă | Cuib',
          description: 'Ghiduri de cumpărare, idei de amenajare pentru fiecare cameră, grădină și terasă, de la redacția Cuib.',
          canonicalUrl: '/articole',
          robots: 'index, follow',
        },
  };
}

/** The magazine: the list pages, a paged feed of article cards (HTML), article pages, and previews of drafts for staff. */
export function registerArticleRoutes(app: Hono): void {
  app.get('/api/v2/pages/articles', async (c) => {
    const input = await validate(c, { query: zGetArticleListPageQuery });
    if (input instanceof Response) return input;
    const page = listPage(input.query.category);
    if (!page) return notFound(`Categoria de articole „${input.query.category}” nu există.`, 'query.category');
    return c.json(page);
  });

  app.post('/api/v2/articles/feed', async (c) => {
    const input = await validate(c, { body: zPostArticlesFeedBody });
    if (input instanceof Response) return input;
    const url = new URL(input.body.url, 'http://cuib.local');
    const match = /^\/articole(?:\/category\/([a-z0-9-]+))?\/?$/.exec(url.pathname);
    if (!match) return badRequest('body.url', 'Adresa trebuie să fie /articole sau /articole/category/{categorie}.');
    const category = match[1] ? articleCategories.find((entry) => entry.slug === match[1]) : undefined;
    if (match[1] && !category) return notFound(`Categoria de articole „${match[1]}” nu există.`, 'body.url');
    const page = Number(url.searchParams.get('pagina') ?? 1);
    if (!Number.isInteger(page) || page < 1) return badRequest('body.url', '„pagina” trebuie să fie un număr întreg de la 1.');
    const list = published().filter((article) => !category || article.category.id === category.id);
    const pageCount = Math.max(1, Math.ceil(list.length / pageSize));
    if (page > pageCount) return notFound(`Pagina ${page} nu există; sunt ${pageCount}.`, 'body.url');
    const pathname = url.pathname.replace(/\/$/, '');
    const pageUrl = (number: number) => (number === 1 ? pathname : `${pathname}?pagina=${number}`);
    const next = page < pageCount ? pageUrl(page + 1) : null;
    const links = Array.from({ length: pageCount }, (_, index) => index + 1)
      .map((number) => (number === page ? `<span aria-current="page">${number}</span>` : `<a href="${pageUrl(number)}">${number}</a>`))
      .join('');
    return c.json({
      listHtml: list
        .slice((page - 1) * pageSize, page * pageSize)
        .map((article, index) => articleCardHtml(article, { eager: page === 1 && index < 1 }))
        .join(''),
      paginatorHtml:
        pageCount > 1
          ? `<nav aria-label="Paginare">${page > 1 ? `<a href="${pageUrl(page - 1)}" rel="prev">Pagina anterioară</a>` : ''}${links}${next ? `<a href="${next}" rel="next">Pagina următoare</a>` : ''}</nav>`
          : '',
      nextPageUrl: next,
    });
  });

  app.get('/api/v2/pages/article/:slug', async (c) => {
    const input = await validate(c, { path: zGetArticlePagePath });
    if (input instanceof Response) return input;
    const article = published().find((entry) => entry.slug === input.path.slug);
    if (!article) return notFound(`Articolul „${input.path.slug}” nu există.`, 'path.slug');
    return c.json(await articlePage(article));
  });

  app.get('/api/v2/pages/article/preview/:articleId', async (c) => {
    const input = await validate(c, { path: zGetArticlePreviewPagePath });
    if (input instanceof Response) return input;
    const user = await sessionOf(c);
    if (!user) return problem(401, 'Autentifică-te ca să vezi ciornele.');
    if (!isAdmin(user)) return problem(403, 'Ciornele sunt doar pentru redacție.');
    const article = articles.find((entry) => entry.id === input.path.articleId);
    if (!article) return notFound(`Articolul ${input.path.articleId} nu există.`, 'path.articleId');
    return c.json(await articlePage(article));
  });
}
