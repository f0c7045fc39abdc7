import { expect, test } from 'vitest';
import { moderationChecks } from '#domain/moderation-checks';

test.each([
  ['Canapeaua e comodă și stofa e plăcută, livrare rapidă.', []],
  ['Calitate proastă, prețul prea mare pentru ce primești.', []],
  ['Detalii pe https://exemplu.com/oferta', ['link']],
  ['Mai ieftin pe www.altmagazin.ro', ['link']],
  ['Scrieți-mi la magazinul-meu.ro pentru reducere', ['link']],
  ['Vânzătorii ăștia sunt niște IDIOȚI', ['profanity']],
  ['Ce Țâmpenie de produs, țâmpiților', ['profanity']],
  ['NU CUMPĂRAȚI, SE RUPE DUPĂ O SĂPTĂMÂNĂ', ['shouting']],
  ['Merge bine cu TV-ul LED din living.', []],
])('%s → %j', (text, flags) => {
  expect(moderationChecks(text)).toEqual(flags);
});
