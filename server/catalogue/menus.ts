/**
 * The editorial menus beside the category tree: shopping by room, gift ideas and the top
 * categories. Each entry names leaf categories by their slug.
 */
export const rooms = [
  { name: 'Living', slugs: ['canapele', 'coltare', 'fotolii', 'masute-de-cafea', 'comode-tv', 'covoare', 'lampi-de-podea'] },
  { name: 'Dormitor', slugs: ['paturi-matrimoniale', 'saltele-ortopedice', 'noptiere', 'dulapuri-de-dormitor', 'lenjerii-de-pat'] },
  { name: 'Bucătărie și dining', slugs: ['mese-de-dining', 'scaune-de-bucatarie', 'seturi-de-oale', 'seturi-de-farfurii'] },
  { name: 'Baie', slugs: ['mobilier-de-baie', 'oglinzi-de-baie', 'prosoape'] },
  { name: 'Birou acasă', slugs: ['birouri', 'scaune-de-birou', 'biblioteci'] },
  { name: 'Camera copilului', slugs: ['paturi-pentru-copii', 'birouri-pentru-copii', 'covorase-de-joaca'] },
  { name: 'Terasă și grădină', slugs: ['seturi-de-mobilier-de-gradina', 'gratare-pe-carbuni', 'umbrele-de-soare', 'piscine'] },
] as const;

export const gifts = [
  { name: 'Cadouri sub 100 de lei', slugs: ['lumanari', 'vaze', 'perne-decorative', 'rame-foto'] },
  { name: 'Pentru casa nouă', slugs: ['seturi-de-farfurii', 'pahare', 'lampi-de-podea', 'oglinzi'] },
  { name: 'De Crăciun', slugs: ['brazi-artificiali', 'globuri', 'instalatii-de-craciun', 'coronite'] },
] as const;

export const topSlugs = ['canapele', 'paturi-matrimoniale', 'dulapuri', 'mese-de-dining', 'lustre', 'covoare', 'seturi-de-mobilier-de-gradina', 'gratare-pe-gaz'] as const;
