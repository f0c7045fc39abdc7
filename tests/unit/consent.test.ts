import { describe, expect, test } from 'vitest';
import { cookieValue, isBot, parseConsent, serializeConsent, showsCookieBar } from '#ui/lib/consent';

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const safari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('consent (SPEC §4)', () => {
  test.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', true],
    ['Mozilla/5.0 (compatible; SeznamBot/4.0; +https://o-seznam.cz/napoveda/vyhledavani/en/seznambot-crawler/)', true],
    ['curl/8.5.0', true],
    ['', true],
    [chrome, false],
    [safari, false],
  ])('%s is a robot: %s', (agent, robot) => {
    expect(isBot(agent)).toBe(robot);
  });

  test('categories joined by | and read back; essential always on', () => {
    expect(serializeConsent({ essential: true, marketing: false, analytics: true, functional: true })).toBe('essential|analytics|functional');
    expect(parseConsent('essential|analytics')).toEqual({ essential: true, marketing: false, analytics: true, functional: false });
    expect(parseConsent(null)).toEqual({ essential: true, marketing: false, analytics: false, functional: false });
  });

  test('the bar shows for a new visitor, not after an answer and not for a robot', () => {
    expect(showsCookieBar('cuib_visitor=abc', chrome)).toBe(true);
    expect(showsCookieBar('cuib_visitor=abc; cuib_cookie_bar_accepted=1', chrome)).toBe(false);
    expect(showsCookieBar(null, 'Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(false);
    expect(cookieValue('a=1; cuib_consent=essential%7Canalytics', 'cuib_consent')).toBe('essential|analytics');
  });
});
