import { describe, expect, test } from 'vitest';
import { htmlResponse } from '../support/html-response';
import { inlineStylesheets } from '../../app/inline-styles';

const link = (name: string) => `<link rel="stylesheet" crossorigin="anonymous" href="/assets/${name}.css" data-precedence="vite-rsc/importer-resources"/>`;
/** The link kept for React to adopt, in the template the bootstrap unpacks: never fetched, never applied. */
const disabledLink = (name: string) => `<link rel="stylesheet" crossorigin="anonymous" href="/assets/${name}.css" data-precedence="vite-rsc/importer-resources" disabled="">`;
const files: Record<string, string> = { '/assets/a.css': '.a{color:red}', '/assets/b.css': '.b{margin:0}', '/assets/quote.css': '.q::before{content:"„ț”"}' };
const load = async (path: string) => {
  const text = files[path];
  if (text === undefined) throw new Error(`no ${path}`);
  return text;
};

const html = htmlResponse;

describe('inlining the head’s stylesheets', () => {
  test('each stylesheet under /assets becomes a style element, its disabled link kept in a template closing the head; the rest of the stream is untouched', async () => {
    const response = inlineStylesheets(html(['<!DOCTYPE html><html><head><title>Canapele</title>', link('a'), link('b'), '</he', 'ad><body><main>', '<p>45 de produse</p></main></body></html>']), load);
    const text = await response.text();
    expect(text).toBe(
      `<!DOCTYPE html><html><head><title>Canapele</title><style>.a{color:red}</style><style>.b{margin:0}</style><template id="cuib-after-paint">${disabledLink('a')}${disabledLink('b')}</template></head><body><main><p>45 de produse</p></main></body></html>`,
    );
    expect(response.headers.get('content-length')).toBeNull();
  });

  test('the module preloads wait in the same template, after the stylesheets’ links', async () => {
    const preload = '<link rel="modulepreload" href="/assets/index-abc.js" crossorigin=""/>';
    const text = await inlineStylesheets(html(['<html><head>', preload, link('a'), '</head><body></body></html>']), load).text();
    expect(text).toBe(`<html><head><style>.a{color:red}</style><template id="cuib-after-paint">${disabledLink('a')}${preload}</template></head><body></body></html>`);
  });

  test('a stylesheet with letters beyond ASCII arrives as it was written', async () => {
    const text = await inlineStylesheets(html(['<html><head>', link('quote'), '</head><body><p>Citat</p></body></html>']), load).text();
    expect(text).toContain('<style>.q::before{content:"„ț”"}</style>');
  });

  test('a stylesheet that cannot be read stays a link', async () => {
    const text = await inlineStylesheets(html(['<html><head>', link('a'), link('missing'), '</head><body></body></html>']), load).text();
    expect(text).toBe(`<html><head><style>.a{color:red}</style>${link('missing')}<template id="cuib-after-paint">${disabledLink('a')}</template></head><body></body></html>`);
  });

  test('a letter split between two chunks after the head arrives whole', async () => {
    const bytes = new TextEncoder().encode('</head><body><p>Canapea cu brațe</p></body></html>');
    const split = bytes.indexOf(0xc8) + 1; // inside „ț”
    const text = await inlineStylesheets(html(['<html><head>', link('a'), bytes.slice(0, split), bytes.slice(split)]), load).text();
    expect(text).toContain('<p>Canapea cu brațe</p>');
  });

  test('other answers pass as they are', async () => {
    const css = html(['.a{color:red}'], 'text/css');
    expect(inlineStylesheets(css, load)).toBe(css);
  });
});
