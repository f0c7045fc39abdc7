/**
 * Romanian words the catalogue generator builds names from. Each leaf category says how its
 * products are named (`noun`), which models and attributes they come in, and their price band in RON.
 */
export interface LeafCategory {
  slug: string;
  name: string;
  noun: string;
  attributes: readonly string[];
  priceRange: readonly [number, number];
}

export interface TopCategory {
  slug: string;
  name: string;
  children: readonly LeafCategory[];
}

export const categoryTree: readonly TopCategory[] = [
  {
    slug: 'mobila',
    name: 'Mobilă',
    children: [
      { slug: 'canapele', name: 'Canapele', noun: 'Canapea', attributes: ['extensibilă, 3 locuri', 'fixă, 2 locuri', 'colțar, cu ladă de depozitare', 'modulară, 4 locuri'], priceRange: [899, 7999] },
      { slug: 'paturi', name: 'Paturi', noun: 'Pat', attributes: ['matrimonial 160×200 cm', 'single 90×200 cm', 'tapițat cu ladă 180×200 cm', 'din lemn masiv 140×200 cm'], priceRange: [699, 5999] },
      { slug: 'dulapuri', name: 'Dulapuri', noun: 'Dulap', attributes: ['cu 3 uși și oglindă', 'cu uși glisante', 'cu 2 uși', 'de hol cu pantofar'], priceRange: [449, 4299] },
      { slug: 'mese-de-dining', name: 'Mese de dining', noun: 'Masă', attributes: ['extensibilă, 6 persoane', 'rotundă, 4 persoane', 'din stejar, 8 persoane', 'cu blat ceramic'], priceRange: [399, 3999] },
      { slug: 'scaune', name: 'Scaune', noun: 'Scaun', attributes: ['tapițat cu catifea', 'din lemn de fag', 'cu cotiere', 'set de 2'], priceRange: [129, 1299] },
    ],
  },
  {
    slug: 'decoratiuni-si-iluminat',
    name: 'Decorațiuni și iluminat',
    children: [
      { slug: 'lustre', name: 'Lustre', noun: 'Lustră', attributes: ['cu 5 brațe', 'LED dimabilă', 'din ratan', 'tip glob din sticlă'], priceRange: [149, 2499] },
      { slug: 'covoare', name: 'Covoare', noun: 'Covor', attributes: ['160×230 cm', '200×300 cm', 'rotund ⌀ 150 cm', 'lavabil 120×170 cm'], priceRange: [99, 2999] },
      { slug: 'oglinzi', name: 'Oglinzi', noun: 'Oglindă', attributes: ['rotundă ⌀ 80 cm', 'de perete cu ramă aurie', 'de podea 160 cm', 'cu iluminare LED'], priceRange: [89, 1499] },
    ],
  },
  {
    slug: 'gradina',
    name: 'Grădină',
    children: [
      { slug: 'mobilier-de-gradina', name: 'Mobilier de grădină', noun: 'Set mobilier de grădină', attributes: ['din ratan, 4 persoane', 'din lemn de acacia, 6 persoane', 'pliabil pentru balcon', 'lounge cu canapea'], priceRange: [499, 8999] },
      { slug: 'gratare', name: 'Grătare', noun: 'Grătar', attributes: ['pe cărbuni cu capac', 'pe gaz cu 3 arzătoare', 'electric de masă', 'kamado ceramic'], priceRange: [149, 6999] },
      { slug: 'piscine', name: 'Piscine', noun: 'Piscină', attributes: ['gonflabilă 305×76 cm', 'cu cadru metalic 366×122 cm', 'ovală 549×274 cm', 'pentru copii 183 cm'], priceRange: [199, 4999] },
    ],
  },
];

export const models = ['Oslo', 'Bergen', 'Siena', 'Milano', 'Carpați', 'Delta', 'Bucegi', 'Verona', 'Nordic', 'Lisa', 'Toscana', 'Ceahlău', 'Vera', 'Alba', 'Retezat'] as const;

export const colours = [
  { name: 'gri', hex: '#8d9096' },
  { name: 'bej', hex: '#d8c7a8' },
  { name: 'verde smarald', hex: '#2f6b55' },
  { name: 'albastru', hex: '#3d5a80' },
  { name: 'negru', hex: '#2b2b2b' },
  { name: 'alb', hex: '#f2f0ea' },
  { name: 'stejar natur', hex: '#b98a5a' },
  { name: 'nuc', hex: '#6f4a2f' },
  { name: 'teracotă', hex: '#c0643f' },
  { name: 'muștar', hex: '#d1a032' },
] as const;

export const eshops = [
  { slug: 'mobila-dalin', name: 'Mobila Dalin', domain: 'mobiladalin.ro', paid: true },
  { slug: 'casa-bucovina', name: 'Casa Bucovina', domain: 'casabucovina.ro', paid: true },
  { slug: 'gradina-verde', name: 'Grădina Verde', domain: 'gradinaverde.ro', paid: false },
  { slug: 'lumina-casei', name: 'Lumina Casei', domain: 'luminacasei.ro', paid: true },
  { slug: 'covoare-transilvania', name: 'Covoare Transilvania', domain: 'covoaretransilvania.ro', paid: false },
  { slug: 'decor-ardeal', name: 'Decor Ardeal', domain: 'decorardeal.ro', paid: true },
  { slug: 'mobexpert-outlet', name: 'Mobilier Expert Outlet', domain: 'mobilierexpert.ro', paid: false },
  { slug: 'terasa-mea', name: 'Terasa Mea', domain: 'terasamea.ro', paid: true },
  { slug: 'atelier-de-lemn', name: 'Atelierul de Lemn', domain: 'atelieruldelemn.ro', paid: false },
  { slug: 'nidul-casei', name: 'Nidul Casei', domain: 'niduldecasa.ro', paid: true },
] as const;
