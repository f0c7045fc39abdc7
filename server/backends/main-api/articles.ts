import type { Hono } from 'hono';
import type { Article, ArticlePage, ArticleTeaser } from '#generated/main-api/types.gen';
import { zGetArticlePagePath, zGetArticlePreviewPagePath, zPostArticlesFeedBody } from '#generated/main-api/zod.gen';
import { articleCardHtml, articleCategories, articleHtml, articles, type GeneratedArticle, readingMinutes } from '../../catalogue/articles';
import { db } from '../../context';
import { isAdmin, sessionOf } from '../../http/identity';
import { badRequest, notFound, problem } from '../../http/problem';
import { validate } from '../../http/validate';
import { categoryRepository } from '../../repositories/categories';
import { variantRepository } from '../../repositories/variants';
import { toVariant } from './variant';

const pageSize = 6;
const published = () => articles.filter((article) => article.publishedAt !== null);

const teaser = (article: GeneratedArticle): ArticleTeaser => ({
  id: article.id,
  slug: article.slug,
  title: article.title,
  perex: article.perex,
  imageUrl: null,
  publishedAt: article.publishedAt,
  category: article.category,
});

function articlePage(article: GeneratedArticle): ArticlePage {
  const category = categoryRepository(db()).bySlug(article.productsCategorySlug);
  const products = category
    ? variantRepository(db()).listing({ categoryId: category.id, sort: 'bestRated', page: 1, pageSize: 4 }).rows
    : [];
  const body: Article = {
    ...teaser(article),
    html: articleHtml(article),
    updatedAt: article.updatedAt,
    readingMinutes: readingMinutes(article),
    author: { name: 'Redacția Cuib', avatarUrl: null },
    variants: products.map((row) => toVariant(row, 30)),
  };
  return {
    article: body,
    relatedArticles: published()
      .filter((other) => other.id !== article.id && other.category.id === article.category.id)
      .slice(0, 3)
      .map(teaser),
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

/** The magazine: a paged feed of article cards (HTML), article pages, and previews of drafts for staff. */
export function registerArticleRoutes(app: Hono): void {
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
    const next = page < pageCount ? `${url.pathname}?pagina=${page + 1}` : null;
    return c.json({
      listHtml: list.slice((page - 1) * pageSize, page * pageSize).map(articleCardHtml).join(''),
      paginatorHtml: next ? `<nav aria-label="Paginare"><a href="${next}">Pagina următoare</a></nav>` : '',
      nextPageUrl: next,
    });
  });

  app.get('/api/v2/pages/article/:slug', async (c) => {
    const input = await validate(c, { path: zGetArticlePagePath });
    if (input instanceof Response) return input;
    const article = published().find((entry) => entry.slug === input.path.slug);
    if (!article) return notFound(`Articolul „${input.path.slug}” nu există.`, 'path.slug');
    return c.json(articlePage(article));
  });

  app.get('/api/v2/pages/article/preview/:articleId', async (c) => {
    const input = await validate(c, { path: zGetArticlePreviewPagePath });
    if (input instanceof Response) return input;
    const user = await sessionOf(c);
    if (!user) return problem(401, 'Autentifică-te ca să vezi ciornele.');
    if (!isAdmin(user)) return problem(403, 'Ciornele sunt doar pentru redacție.');
    const article = articles.find((entry) => entry.id === input.path.articleId);
    if (!article) return notFound(`Articolul ${input.path.articleId} nu există.`, 'path.articleId');
    return c.json(articlePage(article));
  });
}
