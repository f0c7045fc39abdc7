import { describe, expect, test } from 'vitest';
import { sanitizeArticleBody, sanitizeArticleCards, sanitizeArticlePaginator } from '#ui/lib/article-html';
import { articleCardHtml, articleHtml, articles } from '#server/catalogue/articles';

const attack =
  '<article class="article-card" onclick="steal()"><img class="article-card-image" src="/images/article/480/art-1.webp" onerror="steal()" width="480" height="270" alt="">' +
  '<img src="https://rau.example/pixel.gif" alt=""><script>steal()</script><style>body{display:none}</style>' +
  '<h2 class="article-card-title evil"><a href="javascript:steal()">Titlu</a></h2><iframe src="https://rau.example"></iframe>' +
  '<p class="article-card-perex" style="position:fixed">Text <a href="/articol/x" onmouseover="steal()">bun</a></p></article>';

describe('the article HTML from the backend is cleaned before it is shown', () => {
  test('scripts, handlers, javascript: links, styles, frames and foreign images go; the card stays', () => {
    const clean = sanitizeArticleCards(attack);
    for (const bad of ['<script', 'steal', 'onerror', 'onclick', 'onmouseover', 'javascript:', '<style', '<iframe', 'rau.example', 'style=', 'evil']) expect(clean).not.toContain(bad);
    expect(clean).toContain('<img class="article-card-image" src="/images/article/480/art-1.webp" width="480" height="270" alt="" />');
    expect(clean).toContain('<h2 class="article-card-title"><a>Titlu</a></h2>');
    expect(clean).toContain('<a href="/articol/x">bun</a>');
  });

  test('the same for a body and the page links', () => {
    const body = sanitizeArticleBody('<h2 id="a" onclick="x()">Titlu</h2><p class="article-pick"><a href="JaVaScRiPt:alert(1)">x</a></p><img src=x onerror=alert(1)>');
    expect(body).toBe('<h2 id="a">Titlu</h2><p class="article-pick"><a>x</a></p>');
    expect(sanitizeArticlePaginator('<nav aria-label="Paginare" onclick="x()"><a href="/articole?pagina=2" rel="next">2</a><script>x()</script></nav>')).toBe(
      '<nav aria-label="Paginare"><a href="/articole?pagina=2" rel="next">2</a></nav>',
    );
  });

  test('what the backend really writes passes unchanged', () => {
    const article = articles[0]!;
    const card = articleCardHtml(article, { eager: true });
    // Only the self-closing form of <img> differs.
    expect(sanitizeArticleCards(card).replace(' />', '>')).toBe(card);
    const body = articleHtml(article, new Map([[article.picks[0]!, { name: 'Canapea Oslo', href: '/produs/v/12-canapea-oslo', shop: 'Mobila Casa', price: '1.299 lei' }]]));
    expect(sanitizeArticleBody(body)).toBe(body);
  });
});
