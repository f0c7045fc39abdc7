/** Cuib's sites by country; this one is România (SPEC §1: the footer's country switch). */
export const countrySites = [
  { code: 'ro', lang: 'ro', name: 'România', url: 'https://cuib.ro' },
  { code: 'cz', lang: 'cs', name: 'Česko', url: 'https://cz.cuib.ro' },
  { code: 'sk', lang: 'sk', name: 'Slovensko', url: 'https://sk.cuib.ro' },
  { code: 'hu', lang: 'hu', name: 'Magyarország', url: 'https://hu.cuib.ro' },
  { code: 'pl', lang: 'pl', name: 'Polska', url: 'https://pl.cuib.ro' },
] as const;
