import type { ColourWord } from './agreement';
import type { Drawing } from './tree';

/**
 * What products of each kind of drawing come in: name attributes, materials, styles and size in mm.
 * Attributes are phrases with a preposition or a size, so they agree with any noun, whatever its gender.
 */
export const kinds: Record<Drawing, { attributes: readonly string[]; materials: readonly string[]; size: readonly [w: number, h: number, d: number] }> = {
  canapele: { attributes: ['cu mecanism de extindere', 'cu 3 locuri', 'cu 2 locuri', 'cu ladă de depozitare', 'cu brațe late', 'cu tapițerie din catifea', 'cu tetiere reglabile'], materials: ['stofă', 'catifea', 'piele ecologică', 'bouclé'], size: [2100, 880, 950] },
  paturi: { attributes: ['160×200 cm', '140×200 cm', '180×200 cm', '90×200 cm', 'cu ladă de depozitare', 'cu tăblie tapițată'], materials: ['lemn masiv', 'PAL melaminat', 'stofă', 'metal'], size: [1660, 1050, 2120] },
  dulapuri: { attributes: ['cu 2 uși', 'cu 3 uși și oglindă', 'cu uși glisante', 'cu sertare', 'cu prindere pe perete', 'cu 4 rafturi'], materials: ['PAL melaminat', 'MDF', 'lemn masiv', 'metal'], size: [1200, 2000, 580] },
  'mese-de-dining': { attributes: ['cu blat extensibil', 'cu blat rotund', 'pentru 6 persoane', 'pentru 4 persoane', 'cu blat ceramic', 'din stejar'], materials: ['lemn masiv', 'MDF', 'sticlă', 'ceramică', 'metal'], size: [1600, 760, 900] },
  scaune: { attributes: ['cu tapițerie din catifea', 'cu cotiere', 'set de 2', 'set de 4', 'cu spătar ergonomic', 'cu picioare din lemn'], materials: ['catifea', 'lemn de fag', 'metal', 'polipropilenă', 'ratan'], size: [480, 870, 560] },
  lustre: { attributes: ['cu 5 brațe', 'cu LED și variator', 'din ratan', 'cu abajur din sticlă', 'în stil industrial', 'cu telecomandă'], materials: ['metal', 'sticlă', 'ratan', 'textil', 'ceramică'], size: [450, 600, 450] },
  covoare: { attributes: ['160×230 cm', '200×300 cm', '120×170 cm', 'cu fir scurt', 'cu fir lung', 'cu model geometric'], materials: ['lână', 'bumbac', 'polipropilenă', 'iută'], size: [1600, 10, 2300] },
  oglinzi: { attributes: ['⌀ 80 cm', 'cu ramă aurie', 'de 160 cm', 'cu iluminare LED', 'cu ramă din lemn', 'cu ramă din ratan'], materials: ['sticlă', 'metal', 'lemn', 'ratan'], size: [800, 800, 30] },
  'mobilier-de-gradina': { attributes: ['pentru 4 persoane', 'pentru 6 persoane', 'cu sistem de pliere', 'cu canapea lounge', 'din ratan sintetic', 'cu perne impermeabile'], materials: ['ratan sintetic', 'lemn de acacia', 'aluminiu', 'teak'], size: [1800, 750, 900] },
  gratare: { attributes: ['cu capac', 'cu 3 arzătoare', 'cu roți', 'cu termometru', 'cu raft lateral', 'din fontă'], materials: ['oțel inoxidabil', 'fontă', 'oțel emailat', 'ceramică'], size: [1100, 1150, 600] },
  piscine: { attributes: ['305×76 cm', 'cu cadru metalic', '549×274 cm', '366×122 cm', 'cu pompă de filtrare', 'pentru copii'], materials: ['PVC', 'oțel', 'polietilenă'], size: [3050, 760, 3050] },
  vaze: { attributes: ['de 30 cm', 'din ceramică', 'din sticlă suflată', 'set de 2'], materials: ['ceramică', 'sticlă', 'porțelan', 'teracotă'], size: [180, 300, 180] },
  pahare: { attributes: ['pentru vin', 'set de 6', 'din cristal'], materials: ['sticlă', 'cristal', 'sticlă reciclată'], size: [85, 210, 85] },
  baterii: { attributes: ['cu cartuș ceramic', 'cu duș extractibil', 'cu montaj pe perete', 'din inox', 'cu termostat'], materials: ['alamă cromată', 'inox', 'alamă'], size: [60, 300, 190] },
  umbrele: { attributes: ['⌀ 300 cm', 'cu braț lateral', 'cu manivelă', 'cu bază inclusă', 'cu mecanism de înclinare'], materials: ['poliester', 'aluminiu', 'lemn de fag'], size: [3000, 2500, 3000] },
};

/**
 * The typical size (mm: width, height, depth) of leaves whose things are far smaller or larger
 * than the rest of their kind: a pot set is not the size of a barbecue, nor a sink a pool.
 */
export const leafSizes: Readonly<Record<string, readonly [w: number, h: number, d: number]>> = {
  'Seturi de oale': [280, 200, 280], Tigăi: [280, 60, 450], Cuțite: [150, 350, 120], Tocătoare: [400, 20, 280], Tacâmuri: [250, 60, 200],
  'Seturi de farfurii': [270, 100, 270], Lumânări: [80, 120, 80], Sfeșnice: [100, 250, 100], Globuri: [80, 80, 80], Coronițe: [400, 100, 400],
  'Rame foto': [250, 300, 20], 'Ceasuri de perete': [400, 400, 50], 'Becuri LED': [60, 110, 60], 'Becuri inteligente': [60, 110, 60],
  Spoturi: [120, 150, 120], 'Accesorii de baie': [200, 200, 100], Perne: [500, 150, 700], 'Perne decorative': [450, 120, 450],
  'Covorașe de baie': [500, 10, 800], Prosoape: [700, 10, 1400], Chiuvete: [800, 220, 500], Lavoare: [600, 180, 450], Căzi: [1700, 600, 750],
  Ghivece: [300, 300, 300], Furtune: [450, 500, 300], 'Plante artificiale': [500, 1200, 500], 'Brazi artificiali': [1200, 1800, 1200],
  'Coșuri de depozitare': [400, 300, 300], Jardiniere: [800, 400, 300], Compostoare: [800, 1000, 800], Noptiere: [500, 550, 400],
  Pantofare: [800, 1000, 350], 'Corpuri suspendate': [600, 700, 350], Pătuțuri: [700, 900, 1300], 'Mașini de tuns iarbă': [550, 1000, 1400],
  'Accesorii pentru grătar': [450, 80, 150],
};

/**
 * Kinds whose products are sometimes round and then measured by their diameter (a mirror, a lamp's
 * shade, a vase, a glass, an umbrella's canopy). Before vases, glasses, taps and umbrellas had
 * their own drawings they were drawn as lamps, so the generator still draws the chance for them
 * (a tap is never round): the seed keeps making the catalogue it always made.
 */
export const roundKinds: ReadonlySet<Drawing> = new Set(['oglinzi', 'lustre', 'vaze', 'pahare', 'baterii', 'umbrele']);

export const styles = ['modern', 'scandinav', 'industrial', 'rustic', 'clasic', 'minimalist', 'boho', 'retro'] as const;

export const models = ['Oslo', 'Bergen', 'Siena', 'Milano', 'Carpați', 'Delta', 'Bucegi', 'Verona', 'Nordic', 'Lisa', 'Toscana', 'Ceahlău', 'Vera', 'Alba', 'Retezat', 'Olt', 'Mureș', 'Corina', 'Sofia', 'Luna', 'Aria', 'Flavia', 'Dacia', 'Trei Ape'] as const;

/** The colour words as the colour facet names them, and the feminine form where it differs. */
export const colours: readonly (ColourWord & { hex: string })[] = [
  { name: 'gri', hex: '#8d9096' },
  { name: 'bej', hex: '#d8c7a8' },
  { name: 'verde smarald', hex: '#2f6b55' },
  { name: 'albastru', feminine: 'albastră', hex: '#3d5a80' },
  { name: 'negru', feminine: 'neagră', hex: '#2b2b2b' },
  { name: 'alb', feminine: 'albă', hex: '#f2f0ea' },
  { name: 'stejar natur', hex: '#b98a5a' },
  { name: 'nuc', hex: '#6f4a2f' },
  { name: 'teracotă', hex: '#c0643f' },
  { name: 'muștar', hex: '#d1a032' },
  { name: 'roz pudră', hex: '#d9a5a0' },
  { name: 'antracit', hex: '#3c3f44' },
];

export const manufacturers = [
  'Atelierele Nordice', 'Lemnul Carpaților', 'Casa Moldova', 'Ambient Design', 'Fabrica de Mobilă Sebeș', 'Textila Ardeleană',
  'Lumina Nova', 'Grădina Bună', 'FlameMaster', 'AquaJoy', 'Decora Home', 'Stil Mobila', 'Confort Somn', 'Bucătăria Mea',
  'Vasco Living', 'Terra Outdoor', 'Nordlys', 'Rustica', 'Urban Loft', 'Porțelan Apulum',
] as const;

const shopFirst = ['Mobila', 'Casa', 'Decor', 'Grădina', 'Lumina', 'Atelierul', 'Depozitul', 'Magazinul', 'Universul', 'Lumea'];
const shopSecond = ['Dalin', 'Bucovina', 'Verde', 'Casei', 'Ardeal', 'de Lemn', 'Nordic', 'Modern', 'Transilvania', 'Dobrogei', 'Olteniei', 'Banatului'];

/** 60+ shops named like Romanian e-shops, each with its own domain; about half are paying sellers. */
export function shopNames(count: number): { name: string; domain: string }[] {
  const shops: { name: string; domain: string }[] = [];
  for (let i = 0; shops.length < count; i++) {
    const name = `${shopFirst[i % shopFirst.length]} ${shopSecond[Math.floor(i / shopFirst.length) % shopSecond.length]}`;
    const domain = `${name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]+/g, '')}.ro`;
    if (!shops.some((shop) => shop.domain === domain)) shops.push({ name, domain });
  }
  return shops;
}

export const carriers = ['Fan Courier', 'Sameday', 'Cargus', 'DPD', 'GLS', 'Curierul magazinului'] as const;

/** Leaves whose products the drawing kind's attributes do not describe get their own. */
export const leafAttributes: Record<string, readonly string[]> = {
  Baterii: ['cu cartuș ceramic', 'cu duș extractibil', 'cu montaj pe perete', 'din inox', 'cu termostat'],
  'Becuri LED': ['E27 de 10 W', 'E14 de 6 W', 'cu lumină caldă', 'cu lumină neutră', 'set de 4'],
  'Benzi LED': ['de 5 m', 'de 10 m', 'RGB cu telecomandă', 'cu lumină caldă'],
  'Becuri inteligente': ['cu Wi-Fi', 'RGB', 'cu control vocal', 'set de 2'],
  Spoturi: ['set de 3', 'cu LED', 'cu braț reglabil', 'pentru tavan fals'],
  Vaze: ['de 30 cm', 'din ceramică', 'din sticlă suflată', 'set de 2'],
  Lumânări: ['cu aromă de vanilie', 'cu aromă de lavandă', 'în borcan de sticlă', 'set de 3'],
  Sfeșnice: ['din alamă', 'set de 3', 'de 25 cm'],
  Chiuvete: ['cu o cuvă', 'cu două cuve', 'din granit compozit', 'din inox'],
  Căzi: ['de 170×75 cm', 'de colț', 'cu hidromasaj', 'din acril'],
  Lavoare: ['de 60 cm', 'de 80 cm', 'cu montaj pe blat', 'din ceramică'],
  Prosoape: ['din bumbac egiptean', 'set de 4', 'de 70×140 cm', 'cu uscare rapidă'],
  'Covorașe de baie': ['de 50×80 cm', 'din bumbac', 'cu spumă cu memorie'],
  'Lenjerii de pat': ['pentru pat dublu', 'din bumbac satinat', 'din finet', 'cu 6 piese'],
  Pilote: ['de 200×220 cm', 'cu puf de gâscă', 'din microfibră'],
  Perne: ['de 50×70 cm', 'din spumă cu memorie', 'cu puf'],
  Cuverturi: ['de 220×240 cm', 'cu model geometric', 'din catifea'],
  Pături: ['de 150×200 cm', 'din lână', 'din fleece'],
  Perdele: ['de 300×260 cm', 'din voal', 'cu inele'],
  Draperii: ['de 140×260 cm', 'cu blackout', 'din catifea'],
  Preșuri: ['de 60×90 cm', 'din fibră de cocos', 'cu model geometric'],
  'Perne decorative': ['de 45×45 cm', 'din catifea', 'cu model boho'],
  'Seturi de oale': ['cu 10 piese', 'din inox', 'cu strat ceramic'],
  Tigăi: ['de 28 cm', 'cu strat de titan', 'din fontă'],
  Cuțite: ['cu 5 piese', 'din oțel japonez', 'cu suport din lemn'],
  Tocătoare: ['din lemn de bambus', 'set de 3', 'din stejar'],
  'Seturi de farfurii': ['pentru 6 persoane', 'din porțelan', 'din ceramică'],
  Pahare: ['pentru vin', 'set de 6', 'din cristal'],
  Tacâmuri: ['cu 24 de piese', 'din inox', 'cu finisaj auriu'],
  'Fețe de masă': ['de 140×180 cm', 'din bumbac', 'cu model floral'],
  'Mașini de tuns iarbă': ['cu motor pe benzină', 'cu acumulator', 'cu lățime de 42 cm'],
  Furtune: ['de 20 m', 'de 30 m', 'cu pistol de stropit'],
  Ghivece: ['de 30 cm', 'din ceramică', 'cu sistem de autoirigare'],
  Jardiniere: ['de 80 cm', 'din lemn', 'cu picioare'],
  Compostoare: ['de 300 l', 'de 600 l', 'din plastic reciclat'],
  Tablouri: ['de 60×90 cm', 'pe pânză', 'cu ramă neagră'],
  'Ceasuri de perete': ['de 40 cm', 'cu mecanism silențios', 'din lemn'],
  'Rame foto': ['de 13×18 cm', 'set de 3', 'din lemn'],
  Globuri: ['de 8 cm', 'cu 24 de piese', 'din sticlă'],
  Coronițe: ['de 40 cm', 'cu conuri de brad', 'cu LED'],
  'Instalații de Crăciun': ['cu 200 de LED-uri', 'de 10 m', 'cu telecomandă'],
  'Brazi artificiali': ['de 180 cm', 'de 210 cm', 'cu zăpadă artificială'],
  'Plante artificiale': ['de 120 cm', 'în ghiveci', 'de 60 cm'],
  'Coșuri de depozitare': ['din iută', 'set de 3', 'cu mânere'],
  'Ghirlande luminoase': ['de 10 m', 'cu 100 de LED-uri', 'cu baterii'],
  'Lămpi solare': ['set de 4', 'cu senzor de mișcare', 'de 60 cm'],
  'Accesorii pentru grătar': ['cu 5 piese', 'din inox', 'cu husă'],
  'Accesorii pentru piscină': ['pentru curățare', 'cu plasă', 'cu pompă'],
};
