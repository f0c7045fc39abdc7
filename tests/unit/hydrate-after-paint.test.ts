import { describe, expect, test } from 'vitest';
import { htmlResponse } from '../support/html-response';
import { afterPaint, hydrateAfterPaint } from '../../app/hydrate-after-paint';

const html = htmlResponse;

const bootstrap = 'globalThis.__WAKU_HYDRATE__ = true;import("/assets/index-abc.js");';

describe('starting the page after its first paint', () => {
  test('only the bootstrap script is deferred, even when its tag is split across chunks; the rest passes as it was', async () => {
    const pieces = ['<html><body><main><p>Canapele — 181 de produse</p></main><scr', 'ipt id="_R_">', bootstrap, '</script><script>(self.__FLIGHT_DATA||=[]).push("1:[]")</script></body></html>'];
    const response = hydrateAfterPaint(html(pieces));
    expect(response.headers.get('content-length')).toBeNull();
    expect(await response.text()).toBe(
      `<html><body><main><p>Canapele — 181 de produse</p></main><script id="_R_">${afterPaint(bootstrap)}</script><script>(self.__FLIGHT_DATA||=[]).push("1:[]")</script></body></html>`,
    );
  });

  test('the bootstrap carrying the CSP nonce is found too, with the nonce kept', async () => {
    const pieces = ['<html><body><p>Mese</p><script nonce="eSAc9JeDD94+BCAQ', '4YxN7Q==" id="_R_">', bootstrap, '</script></body></html>'];
    expect(await hydrateAfterPaint(html(pieces)).text()).toBe(
      `<html><body><p>Mese</p><script nonce="eSAc9JeDD94+BCAQ4YxN7Q==" id="_R_">${afterPaint(bootstrap)}</script></body></html>`,
    );
  });

  test('the deferred code runs at once in a hidden tab, else after the next frame', () => {
    const runs: string[] = [];
    let frame: (() => void) | undefined;
    const globals = {
      document: { visibilityState: 'visible', getElementById: () => null },
      requestAnimationFrame: (callback: () => void) => (frame = callback),
      setTimeout: (callback: () => void) => callback(),
      record: (what: string) => runs.push(what),
    };
    new Function(...Object.keys(globals), afterPaint('record("started")'))(...Object.values(globals));
    expect(runs).toEqual([]);
    frame!();
    expect(runs).toEqual(['started']);
    globals.document.visibilityState = 'hidden';
    new Function(...Object.keys(globals), afterPaint('record("hidden tab")'))(...Object.values(globals));
    expect(runs).toEqual(['started', 'hidden tab']);
  });

  test('before the code runs, the inlined stylesheets’ links are unpacked from their template, for React to adopt', () => {
    const runs: string[] = [];
    const kept = { content: 'the links', replaceWith: (content: string) => runs.push(`unpacked ${content}`) };
    const globals = {
      document: { visibilityState: 'hidden', getElementById: (id: string) => (id === 'cuib-after-paint' ? kept : null) },
      record: (what: string) => runs.push(what),
    };
    new Function(...Object.keys(globals), afterPaint('record("started")'))(...Object.values(globals));
    expect(runs).toEqual(['unpacked the links', 'started']);
  });

  test('a page without the bootstrap and other answers pass as they are', async () => {
    expect(await hydrateAfterPaint(html(['<html><body>', '<p>Fără scripturi</p></body></html>'])).text()).toBe('<html><body><p>Fără scripturi</p></body></html>');
    const json = html(['{"ok":true}'], 'application/json');
    expect(hydrateAfterPaint(json)).toBe(json);
  });
});
