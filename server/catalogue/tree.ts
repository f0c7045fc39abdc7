/**
 * The category tree of the generated market: top categories, their groups, and leaf categories
 * where products live. A leaf is [name, product noun, lowest price, highest price, drawing].
 * The drawing names one of the product pictures in server/images/drawings.ts.
 */
export type Drawing =
  | 'canapele' | 'paturi' | 'dulapuri' | 'mese-de-dining' | 'scaune' | 'lustre'
  | 'covoare' | 'oglinzi' | 'mobilier-de-gradina' | 'gratare' | 'piscine';

export type Leaf = readonly [name: string, noun: string, min: number, max: number, drawing: Drawing];

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
      { name: 'Canapele și fotolii', leaves: [['Canapele', 'Canapea', 899, 7999, 'canapele'], ['Colțare', 'Colțar', 1499, 9999, 'canapele'], ['Fotolii', 'Fotoliu', 399, 3499, 'scaune'], ['Taburete', 'Taburet', 99, 899, 'scaune'], ['Canapele extensibile', 'Canapea extensibilă', 999, 6999, 'canapele'], ['Șezlonguri de interior', 'Șezlong', 499, 2999, 'canapele']] },
      { name: 'Mese și scaune', leaves: [['Mese de dining', 'Masă', 399, 3999, 'mese-de-dining'], ['Scaune de bucătărie', 'Scaun', 129, 1299, 'scaune'], ['Măsuțe de cafea', 'Măsuță de cafea', 149, 1999, 'mese-de-dining'], ['Scaune de bar', 'Scaun de bar', 149, 999, 'scaune'], ['Bănci', 'Bancă', 199, 1499, 'mese-de-dining'], ['Mese extensibile', 'Masă extensibilă', 699, 4999, 'mese-de-dining']] },
      { name: 'Depozitare', leaves: [['Dulapuri', 'Dulap', 449, 4299, 'dulapuri'], ['Comode', 'Comodă', 299, 2499, 'dulapuri'], ['Biblioteci', 'Bibliotecă', 249, 2999, 'dulapuri'], ['Vitrine', 'Vitrină', 599, 3999, 'dulapuri'], ['Pantofare', 'Pantofar', 149, 1299, 'dulapuri'], ['Rafturi', 'Raft', 79, 899, 'dulapuri'], ['Cuiere', 'Cuier', 59, 599, 'dulapuri']] },
      { name: 'Birou', leaves: [['Birouri', 'Birou', 299, 3499, 'mese-de-dining'], ['Scaune de birou', 'Scaun de birou', 249, 2999, 'scaune'], ['Birouri reglabile', 'Birou reglabil', 1199, 4999, 'mese-de-dining'], ['Corpuri de birou', 'Corp de birou', 199, 1299, 'dulapuri']] },
      { name: 'Mobilier TV', leaves: [['Comode TV', 'Comodă TV', 249, 2499, 'dulapuri'], ['Pereți de living', 'Perete de living', 999, 5999, 'dulapuri'], ['Console', 'Consolă', 199, 1499, 'mese-de-dining']] },
    ],
  },
  {
    name: 'Dormitor',
    groups: [
      { name: 'Paturi și somiere', leaves: [['Paturi matrimoniale', 'Pat matrimonial', 899, 5999, 'paturi'], ['Paturi single', 'Pat single', 499, 2999, 'paturi'], ['Paturi tapițate', 'Pat tapițat', 1199, 6999, 'paturi'], ['Paturi etajate', 'Pat etajat', 899, 3999, 'paturi'], ['Paturi boxspring', 'Pat boxspring', 1999, 9999, 'paturi']] },
      { name: 'Saltele', leaves: [['Saltele ortopedice', 'Saltea ortopedică', 499, 3999, 'paturi'], ['Saltele cu arcuri', 'Saltea cu arcuri', 599, 4499, 'paturi'], ['Saltele din spumă', 'Saltea din spumă', 399, 2999, 'paturi'], ['Toppere', 'Topper', 199, 1499, 'paturi']] },
      { name: 'Mobilier dormitor', leaves: [['Noptiere', 'Noptieră', 99, 999, 'dulapuri'], ['Dulapuri de dormitor', 'Dulap de dormitor', 699, 4999, 'dulapuri'], ['Măsuțe de toaletă', 'Măsuță de toaletă', 399, 1999, 'oglinzi'], ['Seturi de dormitor', 'Set de dormitor', 2999, 11999, 'paturi']] },
      { name: 'Lenjerii și textile', leaves: [['Lenjerii de pat', 'Lenjerie de pat', 89, 699, 'covoare'], ['Pilote', 'Pilotă', 129, 899, 'covoare'], ['Perne', 'Pernă', 39, 399, 'covoare'], ['Cuverturi', 'Cuvertură', 99, 799, 'covoare'], ['Pături', 'Pătură', 59, 599, 'covoare']] },
    ],
  },
  {
    name: 'Iluminat',
    groups: [
      { name: 'Iluminat interior', leaves: [['Lustre', 'Lustră', 149, 2499, 'lustre'], ['Plafoniere', 'Plafonieră', 99, 1299, 'lustre'], ['Aplice', 'Aplică', 69, 799, 'lustre'], ['Lămpi de podea', 'Lampă de podea', 149, 1999, 'lustre'], ['Veioze', 'Veioză', 49, 699, 'lustre'], ['Spoturi', 'Spot', 39, 499, 'lustre']] },
      { name: 'Iluminat exterior', leaves: [['Lampadare de grădină', 'Lampadar de grădină', 99, 1499, 'lustre'], ['Aplice de exterior', 'Aplică de exterior', 79, 899, 'lustre'], ['Lămpi solare', 'Lampă solară', 29, 399, 'lustre'], ['Ghirlande luminoase', 'Ghirlandă luminoasă', 39, 399, 'lustre']] },
      { name: 'Becuri și benzi LED', leaves: [['Becuri LED', 'Bec LED', 9, 149, 'lustre'], ['Benzi LED', 'Bandă LED', 39, 399, 'lustre'], ['Becuri inteligente', 'Bec inteligent', 49, 299, 'lustre']] },
    ],
  },
  {
    name: 'Decorațiuni',
    groups: [
      { name: 'Textile', leaves: [['Covoare', 'Covor', 99, 2999, 'covoare'], ['Perdele', 'Perdea', 49, 599, 'covoare'], ['Draperii', 'Draperie', 79, 899, 'covoare'], ['Perne decorative', 'Pernă decorativă', 29, 299, 'covoare'], ['Preșuri', 'Preș', 29, 399, 'covoare']] },
      { name: 'Pereți', leaves: [['Oglinzi', 'Oglindă', 89, 1499, 'oglinzi'], ['Tablouri', 'Tablou', 59, 1499, 'oglinzi'], ['Ceasuri de perete', 'Ceas de perete', 49, 699, 'oglinzi'], ['Rame foto', 'Ramă foto', 19, 199, 'oglinzi'], ['Etajere', 'Etajeră', 49, 599, 'dulapuri']] },
      { name: 'Accesorii', leaves: [['Vaze', 'Vază', 29, 599, 'lustre'], ['Lumânări', 'Lumânare parfumată', 19, 249, 'lustre'], ['Plante artificiale', 'Plantă artificială', 29, 599, 'piscine'], ['Coșuri de depozitare', 'Coș de depozitare', 29, 299, 'dulapuri'], ['Sfeșnice', 'Sfeșnic', 29, 399, 'lustre']] },
      { name: 'Decorațiuni de sezon', leaves: [['Brazi artificiali', 'Brad artificial', 99, 1999, 'lustre'], ['Globuri', 'Set de globuri', 19, 299, 'oglinzi'], ['Instalații de Crăciun', 'Instalație de Crăciun', 29, 499, 'lustre'], ['Coronițe', 'Coroniță', 39, 399, 'oglinzi']] },
    ],
  },
  {
    name: 'Bucătărie',
    groups: [
      { name: 'Mobilier de bucătărie', leaves: [['Bucătării complete', 'Bucătărie completă', 2999, 14999, 'dulapuri'], ['Corpuri suspendate', 'Corp suspendat', 149, 1299, 'dulapuri'], ['Insule de bucătărie', 'Insulă de bucătărie', 999, 5999, 'mese-de-dining'], ['Chiuvete', 'Chiuvetă', 199, 1999, 'piscine']] },
      { name: 'Vase și ustensile', leaves: [['Seturi de oale', 'Set de oale', 149, 1999, 'gratare'], ['Tigăi', 'Tigaie', 49, 699, 'gratare'], ['Cuțite', 'Set de cuțite', 59, 999, 'mese-de-dining'], ['Tocătoare', 'Tocător', 29, 249, 'mese-de-dining']] },
      { name: 'Servire', leaves: [['Seturi de farfurii', 'Set de farfurii', 79, 999, 'oglinzi'], ['Pahare', 'Set de pahare', 39, 499, 'lustre'], ['Tacâmuri', 'Set de tacâmuri', 59, 799, 'mese-de-dining'], ['Fețe de masă', 'Față de masă', 39, 299, 'covoare']] },
    ],
  },
  {
    name: 'Baie',
    groups: [
      { name: 'Mobilă de baie', leaves: [['Mobilier de baie', 'Mobilier de baie', 499, 3999, 'dulapuri'], ['Oglinzi de baie', 'Oglindă de baie', 99, 1299, 'oglinzi'], ['Dulapuri de baie', 'Dulap de baie', 199, 1999, 'dulapuri']] },
      { name: 'Obiecte sanitare', leaves: [['Căzi', 'Cadă', 799, 6999, 'piscine'], ['Cabine de duș', 'Cabină de duș', 999, 5999, 'dulapuri'], ['Baterii', 'Baterie', 99, 1499, 'lustre'], ['Lavoare', 'Lavoar', 199, 1999, 'piscine']] },
      { name: 'Textile și accesorii de baie', leaves: [['Prosoape', 'Set de prosoape', 49, 399, 'covoare'], ['Covorașe de baie', 'Covoraș de baie', 29, 199, 'covoare'], ['Accesorii de baie', 'Set de accesorii de baie', 39, 399, 'oglinzi']] },
    ],
  },
  {
    name: 'Grădină',
    groups: [
      { name: 'Mobilier de grădină', leaves: [['Seturi de mobilier de grădină', 'Set mobilier de grădină', 499, 8999, 'mobilier-de-gradina'], ['Mese de grădină', 'Masă de grădină', 199, 2999, 'mobilier-de-gradina'], ['Scaune de grădină', 'Scaun de grădină', 59, 899, 'scaune'], ['Șezlonguri', 'Șezlong de grădină', 149, 1999, 'canapele'], ['Balansoare', 'Balansoar', 399, 3999, 'canapele'], ['Hamace', 'Hamac', 99, 999, 'canapele']] },
      { name: 'Grătare și bucătărie de vară', leaves: [['Grătare pe cărbuni', 'Grătar pe cărbuni', 149, 2999, 'gratare'], ['Grătare pe gaz', 'Grătar pe gaz', 799, 6999, 'gratare'], ['Grătare electrice', 'Grătar electric', 149, 1499, 'gratare'], ['Afumători', 'Afumătoare', 399, 3999, 'gratare'], ['Accesorii pentru grătar', 'Set de accesorii pentru grătar', 29, 399, 'gratare']] },
      { name: 'Piscine și relaxare', leaves: [['Piscine', 'Piscină', 199, 4999, 'piscine'], ['Jacuzzi gonflabile', 'Jacuzzi gonflabil', 1499, 5999, 'piscine'], ['Accesorii pentru piscină', 'Accesoriu pentru piscină', 29, 999, 'piscine'], ['Umbrele de soare', 'Umbrelă de soare', 99, 2499, 'lustre'], ['Pavilioane', 'Pavilion', 399, 4999, 'mobilier-de-gradina']] },
      { name: 'Unelte și grădinărit', leaves: [['Mașini de tuns iarbă', 'Mașină de tuns iarbă', 399, 4999, 'gratare'], ['Furtune', 'Furtun', 39, 499, 'piscine'], ['Ghivece', 'Ghiveci', 19, 599, 'piscine'], ['Jardiniere', 'Jardinieră', 49, 799, 'dulapuri'], ['Compostoare', 'Compostor', 99, 999, 'dulapuri']] },
    ],
  },
  {
    name: 'Copii',
    groups: [
      { name: 'Camera copilului', leaves: [['Paturi pentru copii', 'Pat pentru copii', 399, 2999, 'paturi'], ['Pătuțuri', 'Pătuț', 299, 1999, 'paturi'], ['Birouri pentru copii', 'Birou pentru copii', 199, 1499, 'mese-de-dining'], ['Dulapuri pentru copii', 'Dulap pentru copii', 299, 2499, 'dulapuri']] },
      { name: 'Joacă', leaves: [['Căsuțe de joacă', 'Căsuță de joacă', 299, 3999, 'dulapuri'], ['Leagăne', 'Leagăn', 99, 1499, 'canapele'], ['Covorașe de joacă', 'Covoraș de joacă', 49, 499, 'covoare']] },
    ],
  },
];
