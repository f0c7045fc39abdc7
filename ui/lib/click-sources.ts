/** Where a click source (SPEC §9: 1–47, 99) puts a card, for the staff's reports; the rest by number. */
const clickSourceNames: Record<number, string> = {
  1: 'listare',
  2: 'pagina produsului',
  3: 'alte oferte',
  5: 'produse similare',
  8: 'comparație salvată',
  20: 'inspirații',
  30: 'articole',
  99: 'altele (cont, favorite)',
};

export const clickSourceName = (source: number): string => (clickSourceNames[source] ? `${source} · ${clickSourceNames[source]}` : String(source));
