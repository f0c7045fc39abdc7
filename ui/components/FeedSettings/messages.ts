/**
 * What the feed form says beside a field the backend refused (problem+json `field`): the same
 * words in the browser and on the page the site's server draws again without JavaScript.
 */
export const feedSettingsMessages = {
  url: 'Scrie adresa completă a feedului, cu http:// sau https://, pe un domeniu public (nu o adresă IP sau localhost), de cel mult 2.000 de caractere.',
  format: 'Alege formatul feedului.',
} satisfies Record<string, string>;
