import { slugify } from './slug';

/**
 * The magazine: buying guides and home ideas written for Cuib. Each article names the category
 * whose products it recommends. Generated, like the rest of the catalogue, so it is the same everywhere.
 */
export const articleCategories = [
  { id: 1, name: 'Ghiduri de cumpărare' },
  { id: 2, name: 'Amenajări' },
  { id: 3, name: 'Grădină și terasă' },
  { id: 4, name: 'Tendințe' },
].map((category) => ({ ...category, slug: slugify(category.name) }));

const sources: { title: string; category: number; products: string; perex: string; sections: [string, string][]; draft?: boolean }[] = [
  { title: 'Cum alegi canapeaua potrivită pentru un living mic', category: 1, products: 'canapele', perex: 'Dimensiuni, mecanisme de extindere și tapițerii: ce contează când fiecare centimetru e important.', sections: [['Măsoară de două ori', 'Lasă cel puțin 60 cm de trecere în fața canapelei și verifică lățimea ușilor pe unde va intra.'], ['Extensibilă sau fixă', 'Dacă primești des musafiri, un mecanism click-clack sau delfin transformă livingul în dormitor în câteva secunde.'], ['Tapițeria', 'Stofa rezistentă la frecare (peste 30.000 de cicluri Martindale) rezistă ani de zile, chiar și cu animale de companie.']] },
  { title: 'Saltea ortopedică sau cu arcuri? Ghid complet', category: 1, products: 'saltele-ortopedice', perex: 'Fermitate, înălțime și materiale: cum alegi salteaua după felul în care dormi.', sections: [['Poziția de somn', 'Cine doarme pe o parte are nevoie de o saltea mai moale la umeri; pe spate, una medie spre fermă.'], ['Arcuri independente', 'Arcurile împachetate separat urmăresc forma corpului și nu transmit mișcarea partenerului.'], ['Perioada de probă', 'Multe magazine oferă 30–100 de nopți de probă: citește condițiile înainte de comandă.']] },
  { title: 'Cum alegi covorul potrivit pentru fiecare cameră', category: 1, products: 'covoare', perex: 'Mărimea, materialul și grosimea firului schimbă complet aspectul unei încăperi.', sections: [['Mărimea corectă', 'În living, picioarele din față ale canapelei și ale fotoliilor ar trebui să stea pe covor.'], ['Material', 'Lâna rezistă și izolează; polipropilena e ușor de curățat, bună pentru camera copiilor.']] },
  { title: 'Grătar pe cărbuni sau pe gaz: ce merită în 2026', category: 3, products: 'gratare-pe-gaz', perex: 'Gust, timp de pregătire și întreținere: comparăm cele două tipuri de grătare.', sections: [['Gustul', 'Cărbunii dau aroma de fum pe care o caută mulți; gazul câștigă la control și viteză.'], ['Întreținere', 'Un grătar pe gaz se curăță mai ușor; cel pe cărbuni cere scoaterea cenușii după fiecare folosire.']] },
  { title: '7 idei pentru o terasă mică și primitoare', category: 3, products: 'seturi-de-mobilier-de-gradina', perex: 'Mobilier pliabil, lumini calde și plante în ghivece mari: terasa devine încă o cameră.', sections: [['Mobilier pliabil', 'Un set pentru două persoane care se strânge iarna lasă loc pentru orice.'], ['Lumina', 'Ghirlandele luminoase și felinarele solare creează atmosferă fără prize.']] },
  { title: 'Dormitorul scandinav: liniște în alb, lemn și textile', category: 2, products: 'paturi-tapitate', perex: 'Culori calde, lemn deschis și textile naturale pentru un dormitor în care te odihnești cu adevărat.', sections: [['Paleta', 'Alb, bej și gri deschis, cu accente de verde salvie.'], ['Textile', 'Lenjeria din bumbac, păturile de lână și un covor moale completează stilul.']] },
  { title: 'Bucătăria mică: depozitare inteligentă', category: 2, products: 'corpuri-suspendate', perex: 'Corpuri suspendate până la tavan, organizatoare și o masă extensibilă.', sections: [['Pe verticală', 'Corpurile suspendate până la tavan dublează spațiul de depozitare.'], ['Masa extensibilă', 'Pentru două persoane în timpul săptămânii, pentru șase la sfârșit de săptămână.']] },
  { title: 'Culorile anului 2026 în amenajări', category: 4, products: 'perne-decorative', perex: 'Teracotă, verde smarald și muștar: cum le aduci în casă fără să repictezi.', sections: [['Accente mici', 'Pernele și păturile sunt cel mai ieftin mod de a încerca o culoare nouă.'], ['Mobilier', 'Un fotoliu de catifea verde smarald devine piesa centrală a livingului.']] },
  { title: 'Iluminatul în living: trei straturi de lumină', category: 2, products: 'lampi-de-podea', perex: 'Lumina generală, de lucru și de ambianță: cum le combini corect.', sections: [['Lumina generală', 'O lustră sau o plafonieră cu lumină caldă (2.700–3.000 K).'], ['Ambianța', 'O lampă de podea lângă canapea și o veioză pe comodă.']] },
  { title: 'Piscina de grădină: ce trebuie să știi înainte să cumperi', category: 3, products: 'piscine', perex: 'Teren, filtrare și întreținere pentru o vară fără griji.', sections: [['Terenul', 'Piscina are nevoie de o suprafață perfect plană; un strat de nisip sub folie ajută.'], ['Filtrarea', 'Pompa trebuie să filtreze întregul volum de apă de cel puțin două ori pe zi.']] },
  { title: 'Tendințe de Crăciun în decorațiuni', category: 4, products: 'brazi-artificiali', perex: 'Brazi artificiali realiști, globuri mate și lumini calde: cum arată sărbătorile în 2026.', sections: [['Bradul', 'Brazii cu ace din PE turnat arată aproape ca unii naturali.'], ['Lumini', 'Lumina caldă, cu programe lente, creează atmosfera cea mai plăcută.']], draft: true },
];

export interface GeneratedArticle {
  id: number;
  slug: string;
  title: string;
  perex: string;
  category: (typeof articleCategories)[number];
  productsCategorySlug: string;
  sections: [string, string][];
  publishedAt: string | null;
  updatedAt: string;
}

const epoch = Date.UTC(2026, 10, 1);

export const articles: GeneratedArticle[] = sources.map((source, index) => ({
  id: index + 1,
  slug: slugify(source.title),
  title: source.title,
  perex: source.perex,
  category: articleCategories.find((category) => category.id === source.category)!,
  productsCategorySlug: source.products,
  sections: source.sections,
  publishedAt: source.draft ? null : new Date(epoch - index * 6 * 86_400_000).toISOString(),
  updatedAt: new Date(epoch - index * 6 * 86_400_000 + 3_600_000).toISOString(),
}));

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export const articleHtml = (article: GeneratedArticle) =>
  `<p class="perex">${escape(article.perex)}</p>` +
  article.sections.map(([heading, text]) => `<h2>${escape(heading)}</h2><p>${escape(text)}</p>`).join('');

export const articleCardHtml = (article: GeneratedArticle) =>
  `<article class="article-card"><a href="/articol/${article.slug}"><h3>${escape(article.title)}</h3></a>` +
  `<p>${escape(article.perex)}</p><p class="article-category">${escape(article.category.name)}</p></article>`;

export const readingMinutes = (article: GeneratedArticle) =>
  Math.max(1, Math.round(articleHtml(article).replace(/<[^>]+>/g, ' ').split(/\s+/).length / 200));
