import type { Gender } from './agreement';

/**
 * The category tree of the generated market: top categories, their groups, and leaf categories
 * where products live. A leaf is [name, product noun, lowest price, highest price, drawing, the
 * noun's gender]. The colour closing a product's name agrees with the declared gender („Comodă …,
 * neagră”, „Pat …, negru”), which is declared rather than guessed from the noun's ending.
 * The drawing names the leaf's kind (sizes, materials, questions: server/catalogue/market.ts) and
 * the picture its products are drawn with (server/images/drawings.ts), unless `pictureOf` names one
 * of the leaf's own object.
 */
export const drawingKinds = [
  'canapele', 'paturi', 'dulapuri', 'mese-de-dining', 'scaune', 'lustre', 'covoare', 'oglinzi', 'mobilier-de-gradina', 'gratare', 'piscine',
  'vaze', 'pahare', 'baterii', 'umbrele',
] as const;
export type Drawing = (typeof drawingKinds)[number];

export type Leaf = readonly [name: string, noun: string, min: number, max: number, drawing: Drawing, gender: Gender];

export interface Group {
  name: string;
  leaves: readonly Leaf[];
}

export interface Top {
  name: string;
  groups: readonly Group[];
}

export const tree: readonly Top[] = [
  {
    name: 'Mobilă',
    groups: [
      { name: 'Canapele și fotolii', leaves: [['Canapele', 'Canapea', 899, 7999, 'canapele', 'feminine'], ['Colțare', 'Colțar', 1499, 9999, 'canapele', 'neuter'], ['Fotolii', 'Fotoliu', 399, 3499, 'scaune', 'neuter'], ['Taburete', 'Taburet', 99, 899, 'scaune', 'neuter'], ['Canapele extensibile', 'Canapea extensibilă', 999, 6999, 'canapele', 'feminine'], ['Șezlonguri de interior', 'Șezlong', 499, 2999, 'canapele', 'neuter']] },
      { name: 'Mese și scaune', leaves: [['Mese de dining', 'Masă', 399, 3999, 'mese-de-dining', 'feminine'], ['Scaune de bucătărie', 'Scaun', 129, 1299, 'scaune', 'neuter'], ['Măsuțe de cafea', 'Măsuță de cafea', 149, 1999, 'mese-de-dining', 'feminine'], ['Scaune de bar', 'Scaun de bar', 149, 999, 'scaune', 'neuter'], ['Bănci', 'Bancă', 199, 1499, 'mese-de-dining', 'feminine'], ['Mese extensibile', 'Masă extensibilă', 699, 4999, 'mese-de-dining', 'feminine']] },
      { name: 'Depozitare', leaves: [['Dulapuri', 'Dulap', 449, 4299, 'dulapuri', 'neuter'], ['Comode', 'Comodă', 299, 2499, 'dulapuri', 'feminine'], ['Biblioteci', 'Bibliotecă', 249, 2999, 'dulapuri', 'feminine'], ['Vitrine', 'Vitrină', 599, 3999, 'dulapuri', 'feminine'], ['Pantofare', 'Pantofar', 149, 1299, 'dulapuri', 'neuter'], ['Rafturi', 'Raft', 79, 899, 'dulapuri', 'neuter'], ['Cuiere', 'Cuier', 59, 599, 'dulapuri', 'neuter']] },
      { name: 'Birou', leaves: [['Birouri', 'Birou', 299, 3499, 'mese-de-dining', 'neuter'], ['Scaune de birou', 'Scaun de birou', 249, 2999, 'scaune', 'neuter'], ['Birouri reglabile', 'Birou reglabil', 1199, 4999, 'mese-de-dining', 'neuter'], ['Corpuri de birou', 'Corp de birou', 199, 1299, 'dulapuri', 'neuter']] },
      { name: 'Mobilier TV', leaves: [['Comode TV', 'Comodă TV', 249, 2499, 'dulapuri', 'feminine'], ['Pereți de living', 'Perete de living', 999, 5999, 'dulapuri', 'masculine'], ['Console', 'Consolă', 199, 1499, 'mese-de-dining', 'feminine']] },
    ],
  },
  {
    name: 'Dormitor',
    groups: [
      { name: 'Paturi și somiere', leaves: [['Paturi matrimoniale', 'Pat matrimonial', 899, 5999, 'paturi', 'neuter'], ['Paturi single', 'Pat single', 499, 2999, 'paturi', 'neuter'], ['Paturi tapițate', 'Pat tapițat', 1199, 6999, 'paturi', 'neuter'], ['Paturi etajate', 'Pat etajat', 899, 3999, 'paturi', 'neuter'], ['Paturi boxspring', 'Pat boxspring', 1999, 9999, 'paturi', 'neuter']] },
      { name: 'Saltele', leaves: [['Saltele ortopedice', 'Saltea ortopedică', 499, 3999, 'paturi', 'feminine'], ['Saltele cu arcuri', 'Saltea cu arcuri', 599, 4499, 'paturi', 'feminine'], ['Saltele din spumă', 'Saltea din spumă', 399, 2999, 'paturi', 'feminine'], ['Toppere', 'Topper', 199, 1499, 'paturi', 'neuter']] },
      { name: 'Mobilier dormitor', leaves: [['Noptiere', 'Noptieră', 99, 999, 'dulapuri', 'feminine'], ['Dulapuri de dormitor', 'Dulap de dormitor', 699, 4999, 'dulapuri', 'neuter'], ['Măsuțe de toaletă', 'Măsuță de toaletă', 399, 1999, 'oglinzi', 'feminine'], ['Seturi de dormitor', 'Set de dormitor', 2999, 11999, 'paturi', 'neuter']] },
      { name: 'Lenjerii și textile', leaves: [['Lenjerii de pat', 'Lenjerie de pat', 89, 699, 'covoare', 'feminine'], ['Pilote', 'Pilotă', 129, 899, 'covoare', 'feminine'], ['Perne', 'Pernă', 39, 399, 'covoare', 'feminine'], ['Cuverturi', 'Cuvertură', 99, 799, 'covoare', 'feminine'], ['Pături', 'Pătură', 59, 599, 'covoare', 'feminine']] },
    ],
  },
  {
    name: 'Iluminat',
    groups: [
      { name: 'Iluminat interior', leaves: [['Lustre', 'Lustră', 149, 2499, 'lustre', 'feminine'], ['Plafoniere', 'Plafonieră', 99, 1299, 'lustre', 'feminine'], ['Aplice', 'Aplică', 69, 799, 'lustre', 'feminine'], ['Lămpi de podea', 'Lampă de podea', 149, 1999, 'lustre', 'feminine'], ['Veioze', 'Veioză', 49, 699, 'lustre', 'feminine'], ['Spoturi', 'Spot', 39, 499, 'lustre', 'neuter']] },
      { name: 'Iluminat exterior', leaves: [['Lampadare de grădină', 'Lampadar de grădină', 99, 1499, 'lustre', 'neuter'], ['Aplice de exterior', 'Aplică de exterior', 79, 899, 'lustre', 'feminine'], ['Lămpi solare', 'Lampă solară', 29, 399, 'lustre', 'feminine'], ['Ghirlande luminoase', 'Ghirlandă luminoasă', 39, 399, 'lustre', 'feminine']] },
      { name: 'Becuri și benzi LED', leaves: [['Becuri LED', 'Bec LED', 9, 149, 'lustre', 'neuter'], ['Benzi LED', 'Bandă LED', 39, 399, 'lustre', 'feminine'], ['Becuri inteligente', 'Bec inteligent', 49, 299, 'lustre', 'neuter']] },
    ],
  },
  {
    name: 'Decorațiuni',
    groups: [
      { name: 'Textile', leaves: [['Covoare', 'Covor', 99, 2999, 'covoare', 'neuter'], ['Perdele', 'Perdea', 49, 599, 'covoare', 'feminine'], ['Draperii', 'Draperie', 79, 899, 'covoare', 'feminine'], ['Perne decorative', 'Pernă decorativă', 29, 299, 'covoare', 'feminine'], ['Preșuri', 'Preș', 29, 399, 'covoare', 'neuter']] },
      { name: 'Pereți', leaves: [['Oglinzi', 'Oglindă', 89, 1499, 'oglinzi', 'feminine'], ['Tablouri', 'Tablou', 59, 1499, 'oglinzi', 'neuter'], ['Ceasuri de perete', 'Ceas de perete', 49, 699, 'oglinzi', 'neuter'], ['Rame foto', 'Ramă foto', 19, 199, 'oglinzi', 'feminine'], ['Etajere', 'Etajeră', 49, 599, 'dulapuri', 'feminine']] },
      { name: 'Accesorii', leaves: [['Vaze', 'Vază', 29, 599, 'vaze', 'feminine'], ['Lumânări', 'Lumânare parfumată', 19, 249, 'lustre', 'feminine'], ['Plante artificiale', 'Plantă artificială', 29, 599, 'piscine', 'feminine'], ['Coșuri de depozitare', 'Coș de depozitare', 29, 299, 'dulapuri', 'neuter'], ['Sfeșnice', 'Sfeșnic', 29, 399, 'lustre', 'neuter']] },
      { name: 'Decorațiuni de sezon', leaves: [['Brazi artificiali', 'Brad artificial', 99, 1999, 'lustre', 'masculine'], ['Globuri', 'Set de globuri', 19, 299, 'oglinzi', 'neuter'], ['Instalații de Crăciun', 'Instalație de Crăciun', 29, 499, 'lustre', 'feminine'], ['Coronițe', 'Coroniță', 39, 399, 'oglinzi', 'feminine']] },
    ],
  },
  {
    name: 'Bucătărie',
    groups: [
      { name: 'Mobilier de bucătărie', leaves: [['Bucătării complete', 'Bucătărie completă', 2999, 14999, 'dulapuri', 'feminine'], ['Corpuri suspendate', 'Corp suspendat', 149, 1299, 'dulapuri', 'neuter'], ['Insule de bucătărie', 'Insulă de bucătărie', 999, 5999, 'mese-de-dining', 'feminine'], ['Chiuvete', 'Chiuvetă', 199, 1999, 'piscine', 'feminine']] },
      { name: 'Vase și ustensile', leaves: [['Seturi de oale', 'Set de oale', 149, 1999, 'gratare', 'neuter'], ['Tigăi', 'Tigaie', 49, 699, 'gratare', 'feminine'], ['Cuțite', 'Set de cuțite', 59, 999, 'mese-de-dining', 'neuter'], ['Tocătoare', 'Tocător', 29, 249, 'mese-de-dining', 'neuter']] },
      { name: 'Servire', leaves: [['Seturi de farfurii', 'Set de farfurii', 79, 999, 'oglinzi', 'neuter'], ['Pahare', 'Set de pahare', 39, 499, 'pahare', 'neuter'], ['Tacâmuri', 'Set de tacâmuri', 59, 799, 'mese-de-dining', 'neuter'], ['Fețe de masă', 'Față de masă', 39, 299, 'covoare', 'feminine']] },
    ],
  },
  {
    name: 'Baie',
    groups: [
      { name: 'Mobilă de baie', leaves: [['Mobilier de baie', 'Mobilier de baie', 499, 3999, 'dulapuri', 'neuter'], ['Oglinzi de baie', 'Oglindă de baie', 99, 1299, 'oglinzi', 'feminine'], ['Dulapuri de baie', 'Dulap de baie', 199, 1999, 'dulapuri', 'neuter']] },
      { name: 'Obiecte sanitare', leaves: [['Căzi', 'Cadă', 799, 6999, 'piscine', 'feminine'], ['Cabine de duș', 'Cabină de duș', 999, 5999, 'dulapuri', 'feminine'], ['Baterii', 'Baterie', 99, 1499, 'baterii', 'feminine'], ['Lavoare', 'Lavoar', 199, 1999, 'piscine', 'neuter']] },
      { name: 'Textile și accesorii de baie', leaves: [['Prosoape', 'Set de prosoape', 49, 399, 'covoare', 'neuter'], ['Covorașe de baie', 'Covoraș de baie', 29, 199, 'covoare', 'neuter'], ['Accesorii de baie', 'Set de accesorii de baie', 39, 399, 'oglinzi', 'neuter']] },
    ],
  },
  {
    name: 'Grădină',
    groups: [
      { name: 'Mobilier de grădină', leaves: [['Seturi de mobilier de grădină', 'Set mobilier de grădină', 499, 8999, 'mobilier-de-gradina', 'neuter'], ['Mese de grădină', 'Masă de grădină', 199, 2999, 'mobilier-de-gradina', 'feminine'], ['Scaune de grădină', 'Scaun de grădină', 59, 899, 'scaune', 'neuter'], ['Șezlonguri', 'Șezlong de grădină', 149, 1999, 'canapele', 'neuter'], ['Balansoare', 'Balansoar', 399, 3999, 'canapele', 'neuter'], ['Hamace', 'Hamac', 99, 999, 'canapele', 'neuter']] },
      { name: 'Grătare și bucătărie de vară', leaves: [['Grătare pe cărbuni', 'Grătar pe cărbuni', 149, 2999, 'gratare', 'neuter'], ['Grătare pe gaz', 'Grătar pe gaz', 799, 6999, 'gratare', 'neuter'], ['Grătare electrice', 'Grătar electric', 149, 1499, 'gratare', 'neuter'], ['Afumători', 'Afumătoare', 399, 3999, 'gratare', 'feminine'], ['Accesorii pentru grătar', 'Set de accesorii pentru grătar', 29, 399, 'gratare', 'neuter']] },
      { name: 'Piscine și relaxare', leaves: [['Piscine', 'Piscină', 199, 4999, 'piscine', 'feminine'], ['Jacuzzi gonflabile', 'Jacuzzi gonflabil', 1499, 5999, 'piscine', 'neuter'], ['Accesorii pentru piscină', 'Accesoriu pentru piscină', 29, 999, 'piscine', 'neuter'], ['Umbrele de soare', 'Umbrelă de soare', 99, 2499, 'umbrele', 'feminine'], ['Pavilioane', 'Pavilion', 399, 4999, 'mobilier-de-gradina', 'neuter']] },
      { name: 'Unelte și grădinărit', leaves: [['Mașini de tuns iarbă', 'Mașină de tuns iarbă', 399, 4999, 'gratare', 'feminine'], ['Furtune', 'Furtun', 39, 499, 'piscine', 'neuter'], ['Ghivece', 'Ghiveci', 19, 599, 'piscine', 'neuter'], ['Jardiniere', 'Jardinieră', 49, 799, 'dulapuri', 'feminine'], ['Compostoare', 'Compostor', 99, 999, 'dulapuri', 'neuter']] },
    ],
  },
  {
    name: 'Copii',
    groups: [
      { name: 'Camera copilului', leaves: [['Paturi pentru copii', 'Pat pentru copii', 399, 2999, 'paturi', 'neuter'], ['Pătuțuri', 'Pătuț', 299, 1999, 'paturi', 'neuter'], ['Birouri pentru copii', 'Birou pentru copii', 199, 1499, 'mese-de-dining', 'neuter'], ['Dulapuri pentru copii', 'Dulap pentru copii', 299, 2499, 'dulapuri', 'neuter']] },
      { name: 'Joacă', leaves: [['Căsuțe de joacă', 'Căsuță de joacă', 299, 3999, 'dulapuri', 'feminine'], ['Leagăne', 'Leagăn', 99, 1499, 'canapele', 'neuter'], ['Covorașe de joacă', 'Covoraș de joacă', 49, 499, 'covoare', 'neuter']] },
    ],
  },
];

/**
 * The picture a leaf's products are drawn with (server/images/drawings.ts), where its kind's own
 * drawing is of another object: pots were drawn as a barbecue, knives as a dining table. The kind
 * still gives the products their sizes, materials and questions.
 */
const pictures: Readonly<Record<string, string>> = {
  'Seturi de oale': 'oale',
  Tigăi: 'tigai',
  Cuțite: 'cutite',
  Tocătoare: 'tocatoare',
  Tacâmuri: 'tacamuri',
  'Seturi de farfurii': 'farfurii',
  Chiuvete: 'chiuvete',
  Lavoare: 'chiuvete',
  Căzi: 'cazi',
  'Cabine de duș': 'cabine-dus',
  'Accesorii de baie': 'accesorii-baie',
  Balansoare: 'leagane',
  Leagăne: 'leagane',
  Hamace: 'hamace',
  Pavilioane: 'pavilioane',
  'Mașini de tuns iarbă': 'masini-de-tuns',
  Furtune: 'furtune',
  Ghivece: 'ghivece',
  Jardiniere: 'ghivece',
  Compostoare: 'cosuri',
  'Coșuri de depozitare': 'cosuri',
  'Plante artificiale': 'plante',
  'Brazi artificiali': 'brazi',
  Globuri: 'globuri',
  Coronițe: 'coronite',
  'Instalații de Crăciun': 'ghirlande',
  'Ghirlande luminoase': 'ghirlande',
  'Benzi LED': 'ghirlande',
  Lumânări: 'lumanari',
  Sfeșnice: 'lumanari',
  Tablouri: 'tablouri',
  'Rame foto': 'tablouri',
  'Ceasuri de perete': 'ceasuri',
  'Căsuțe de joacă': 'casute',
  Cuiere: 'cuiere',
};

/** The drawing of a leaf's products: its own picture, else its kind's. */
export const pictureOf = (leaf: Leaf): string => pictures[leaf[0]] ?? leaf[4];
