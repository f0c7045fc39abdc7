import type { Drawing } from './tree';

/** What products of each kind of drawing come in: name attributes, materials, styles and size in mm. */
export const kinds: Record<Drawing, { attributes: readonly string[]; materials: readonly string[]; size: readonly [w: number, h: number, d: number] }> = {
  canapele: { attributes: ['extensibilă', 'cu 3 locuri', 'cu 2 locuri', 'cu ladă de depozitare', 'modulară', 'din catifea', 'cu tetiere reglabile'], materials: ['stofă', 'catifea', 'piele ecologică', 'bouclé'], size: [2100, 880, 950] },
  paturi: { attributes: ['160×200 cm', '140×200 cm', '180×200 cm', '90×200 cm', 'cu ladă', 'cu tăblie tapițată'], materials: ['lemn masiv', 'PAL melaminat', 'stofă', 'metal'], size: [1660, 1050, 2120] },
  dulapuri: { attributes: ['cu 2 uși', 'cu 3 uși și oglindă', 'cu uși glisante', 'cu sertare', 'suspendat', 'cu 4 rafturi'], materials: ['PAL melaminat', 'MDF', 'lemn masiv', 'metal'], size: [1200, 2000, 580] },
  'mese-de-dining': { attributes: ['extensibilă', 'rotundă', 'pentru 6 persoane', 'pentru 4 persoane', 'cu blat ceramic', 'din stejar'], materials: ['lemn masiv', 'MDF', 'sticlă', 'ceramică', 'metal'], size: [1600, 760, 900] },
  scaune: { attributes: ['tapițat', 'cu cotiere', 'set de 2', 'set de 4', 'ergonomic', 'pliabil'], materials: ['catifea', 'lemn de fag', 'metal', 'polipropilenă', 'ratan'], size: [480, 870, 560] },
  lustre: { attributes: ['cu 5 brațe', 'LED dimabilă', 'din ratan', 'tip glob', 'industrială', 'cu telecomandă'], materials: ['metal', 'sticlă', 'ratan', 'textil', 'ceramică'], size: [450, 600, 450] },
  covoare: { attributes: ['160×230 cm', '200×300 cm', '120×170 cm', 'lavabil', 'shaggy', 'cu model geometric'], materials: ['lână', 'bumbac', 'polipropilenă', 'iută'], size: [1600, 10, 2300] },
  oglinzi: { attributes: ['rotundă', 'cu ramă aurie', 'de podea', 'cu iluminare LED', 'ovală', 'decorativă'], materials: ['sticlă', 'metal', 'lemn', 'ratan'], size: [800, 800, 30] },
  'mobilier-de-gradina': { attributes: ['pentru 4 persoane', 'pentru 6 persoane', 'pliabil', 'lounge', 'din ratan sintetic', 'cu perne impermeabile'], materials: ['ratan sintetic', 'lemn de acacia', 'aluminiu', 'teak'], size: [1800, 750, 900] },
  gratare: { attributes: ['cu capac', 'cu 3 arzătoare', 'portabil', 'cu termometru', 'cu raft lateral', 'din fontă'], materials: ['oțel inoxidabil', 'fontă', 'oțel emailat', 'ceramică'], size: [1100, 1150, 600] },
  piscine: { attributes: ['gonflabilă', 'cu cadru metalic', 'ovală', 'rotundă', 'cu pompă de filtrare', 'pentru copii'], materials: ['PVC', 'oțel', 'polietilenă'], size: [3050, 760, 3050] },
};

export const styles = ['modern', 'scandinav', 'industrial', 'rustic', 'clasic', 'minimalist', 'boho', 'retro'] as const;

export const models = ['Oslo', 'Bergen', 'Siena', 'Milano', 'Carpați', 'Delta', 'Bucegi', 'Verona', 'Nordic', 'Lisa', 'Toscana', 'Ceahlău', 'Vera', 'Alba', 'Retezat', 'Olt', 'Mureș', 'Corina', 'Sofia', 'Luna', 'Aria', 'Flavia', 'Dacia', 'Trei Ape'] as const;

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
  { name: 'roz pudră', hex: '#d9a5a0' },
  { name: 'antracit', hex: '#3c3f44' },
] as const;

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
