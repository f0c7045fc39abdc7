import { HttpResponse, type HttpResponseResolver } from 'msw';
import type { ArticleFeed } from '#generated/main-api/types.gen';
import { articleCategoryFixtures, articleFeed, articleListPage, articlePage, articleTeasers } from './fixtures/articles';
import { problemResponse } from './problem';

/** A drawn article cover for stories: a room with a sofa, 16:9. */
export const articleCover = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900"><rect width="1600" height="900" fill="#efe7dc"/><rect y="680" width="1600" height="220" fill="#c7b299"/><rect x="160" y="120" width="260" height="300" fill="#f7f9fb"/><g transform="translate(490 260) scale(1.55)"><rect x="70" y="150" width="260" height="90" rx="24" fill="#6f8f72"/><rect x="50" y="190" width="300" height="80" rx="20" fill="#6f8f72"/><rect x="40" y="175" width="45" height="100" rx="18" fill="#4e6450"/><rect x="315" y="175" width="45" height="100" rx="18" fill="#4e6450"/></g></svg>`;

/**
 * The magazine's calls in stories: the list page of any known category, the feed's first and last
 * pages, the sofa guide for any slug, and previews refused as to a visitor (the cookie is HttpOnly).
 */
export const articleResolvers = {
  getArticleListPage: ({ request }) => {
    const slug = new URL(request.url).searchParams.get('category');
    if (slug === null) return HttpResponse.json(articleListPage());
    const category = articleCategoryFixtures.find((entry) => entry.slug === slug);
    if (!category) return problemResponse(404, { field: 'query.category', detail: `Categoria de articole „${slug}” nu există.` });
    const { articleCount: _, ...plain } = category;
    return HttpResponse.json(articleListPage(plain));
  },
  postArticlesFeed: async ({ request }) => {
    const { url } = (await request.json()) as { url: string };
    const last = url.includes('pagina=2');
    return HttpResponse.json((last ? articleFeed(articleTeasers(3), null) : articleFeed()) satisfies ArticleFeed);
  },
  getArticlePage: () => HttpResponse.json(articlePage()),
  getArticlePreviewPage: () => problemResponse(401, { detail: 'Autentifică-te ca să vezi ciornele.' }),
} satisfies Record<string, HttpResponseResolver>;
