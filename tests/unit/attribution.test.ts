import { describe, expect, it } from 'vitest';
import { attributionOfCookies, attributionOfLanding, classifyReferrer } from '#domain/attribution';
import { dataLayerScript } from '#ui/lib/analytics/page-context';
import { withAttribution } from '#ui/lib/analytics/runtime';

const site = 'www.cuib.ro';

describe('referrer classification (SPEC §9)', () => {
  it.each([
    ['https://www.google.ro/', 'organic', 'google'],
    ['https://www.google.com/search?q=canapea', 'organic', 'google'],
    ['https://search.seznam.cz/?q=x', 'organic', 'seznam'],
    ['https://ro.search.yahoo.com/', 'organic', 'yahoo'],
    ['https://www.bing.com/', 'organic', 'bing'],
    ['https://www.facebook.com/', 'referral', 'facebook.com'],
    ['https://blog.example.ro/articol', 'referral', 'blog.example.ro'],
    // A host that merely contains an engine's name is not that engine.
    ['https://google-reviews.example.com/', 'referral', 'google-reviews.example.com'],
    ['https://www.cuib.ro/produse/canapele', 'direct', null],
    ['https://parteneri.cuib.ro/', 'direct', null],
    ['', 'direct', null],
    ['not a url', 'direct', null],
  ])('%s is %s', (referrer, channel, source) => {
    expect(classifyReferrer(referrer, site)).toEqual({ channel, source });
  });
});

describe('attribution of a landing', () => {
  it('takes the utm and gclid parameters, and they replace whatever the referrer says', () => {
    const url = new URL('https://www.cuib.ro/produse/canapele?utm_source=newsletter&utm_medium=email&utm_campaign=bf-2026&gclid=abc&x=1');
    expect(attributionOfLanding(url, 'https://www.google.ro/', site)).toEqual({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'bf-2026', gclid: 'abc' });
  });

  it('names an organic or referral source when there are no parameters, and leaves a direct visit alone', () => {
    const url = new URL('https://www.cuib.ro/');
    expect(attributionOfLanding(url, 'https://www.bing.com/', site)).toEqual({ utm_source: 'bing', utm_medium: 'organic' });
    expect(attributionOfLanding(url, 'https://www.facebook.com/', site)).toEqual({ utm_source: 'facebook.com', utm_medium: 'referral' });
    expect(attributionOfLanding(url, undefined, site)).toBeNull();
    expect(attributionOfLanding(url, 'https://www.cuib.ro/produse', site)).toBeNull();
  });

  it('drops control characters and bounds the length of values', () => {
    const url = new URL(`https://www.cuib.ro/?utm_source=${encodeURIComponent('a\u0000b\n')}&utm_term=${'x'.repeat(500)}`);
    const landing = attributionOfLanding(url, null, site);
    expect(landing?.utm_source).toBe('ab');
    expect(landing?.utm_term).toHaveLength(200);
  });

  it('reads the attribution cookies and adds them to a click-through link that does not name them', () => {
    const cookies = 'cuib_consent=essential; utm_source=newsletter; utm_campaign=bf%202026; gclid=abc';
    expect(attributionOfCookies(cookies)).toEqual({ utm_source: 'newsletter', utm_campaign: 'bf 2026', gclid: 'abc' });
    const href = withAttribution('https://www.cuib.ro/v2/clickthrough/5/1?position=2&utm_source=own', cookies);
    const url = new URL(href);
    expect(url.searchParams.get('utm_source')).toBe('own');
    expect(url.searchParams.get('utm_campaign')).toBe('bf 2026');
    expect(url.searchParams.get('gclid')).toBe('abc');
    expect(url.searchParams.get('position')).toBe('2');
  });
});

describe('the page context script', () => {
  it('cannot be closed or broken by the data it carries', () => {
    const script = dataLayerScript({ pageProps: { dataLayer: { name: 'Canapea </script><script>alert(1)</script>\u2028' } } });
    expect(script).not.toContain('</script>');
    expect(script).not.toContain('\u2028');
    const dataLayer: unknown[] = [];
    new Function('window', 'dataLayer', script)({ dataLayer }, dataLayer);
    expect(dataLayer).toEqual([{ pageProps: { dataLayer: { name: 'Canapea </script><script>alert(1)</script>\u2028' } } }]);
  });
});
