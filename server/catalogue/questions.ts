import { countOf } from '#domain/romanian';
import type { Insertable } from 'kysely';
import type { StoreTransaction } from '../db/store';
import type { Tables } from '../db/tables';
import type { Random } from './random';
import { tree } from './tree';

/** What a question and its answers may say about one offer: its real attributes. */
interface Facts {
  material: string;
  colour: string;
  /** „200 × 90 × 85 cm”, or „⌀ 60 cm”; empty when the offer has no size. */
  size: string;
  shop: string;
  /** Working days to delivery, when in stock. */
  days: number | null;
  carrier: string | null;
  freeShipping: boolean;
}

type Line = (facts: Facts, random: Random) => string;

/** One question shoppers ask about a kind of product, and how the shop and earlier buyers answer it. */
interface Topic {
  question: Line;
  shop: Line;
  customer: Line;
}

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const sizeTopic: Topic = {
  question: () => 'Ce dimensiuni exacte are produsul? Vreau să văd dacă încape în spațiul pe care îl am.',
  shop: (f) => (f.size ? `Bună ziua! Dimensiunile sunt ${f.size}, măsurate la punctele cele mai late. Vă recomandăm să lăsați câțiva centimetri în plus pentru montaj.` : 'Bună ziua! Dimensiunile complete sunt în fișa produsului; vă putem trimite și schița cu cote pe e-mail.'),
  customer: (f) => (f.size ? `Am măsurat acasă: ${f.size}, exact ca în descriere.` : 'Dimensiunile din descriere sunt corecte, am verificat cu ruleta.'),
};

const deliveryTopic: Topic = {
  question: () => 'În cât timp ajunge comanda și cu ce curier se livrează?',
  shop: (f) =>
    `Bună ziua! ${f.days !== null ? `Produsul este în stoc și se livrează în ${f.days <= 1 ? 'una-două zile lucrătoare' : countOf(f.days, { one: 'zi lucrătoare', other: 'zile lucrătoare' })}` : 'Produsul se aduce la comandă, în aproximativ trei săptămâni'}${f.carrier ? `, ${lower(f.carrier)}` : ''}.${f.freeShipping ? ' Transportul este gratuit.' : ''}`,
  customer: (f) => (f.days !== null ? 'Eu am comandat luni și am primit coletul joi, bine ambalat.' : 'La mine a durat cam trei săptămâni, dar m-au anunțat din timp.'),
};

const warrantyTopic: Topic = {
  question: () => 'Ce garanție are și se poate returna dacă nu se potrivește?',
  shop: () => 'Bună ziua! Garanția este de 24 de luni, iar produsul se poate returna în 14 zile de la primire, în ambalajul original.',
  customer: () => 'Am returnat o dată un produs de la ei, banii au venit în aproximativ o săptămână.',
};

const invoiceTopic: Topic = {
  question: () => 'Se poate emite factură pe firmă?',
  shop: () => 'Da, completați datele firmei la finalizarea comenzii și factura vine pe e-mail odată cu livrarea.',
  customer: () => 'Da, eu am cerut factură pe PFA și am primit-o fără probleme.',
};

const assemblyTopic: Topic = {
  question: () => 'Produsul vine montat sau trebuie asamblat acasă? Sunt incluse instrucțiunile și feroneria?',
  shop: () => 'Bună ziua! Se livrează demontat, cu instrucțiuni ilustrate și toată feroneria. La cerere oferim montaj contra cost în orașele mari.',
  customer: () => 'Am făcut montajul singur în cam o oră și jumătate; instrucțiunile sunt clare, e nevoie doar de o șurubelniță.',
};

const materialTopic: Topic = {
  question: (f) => `Din ce material este făcut exact? În descriere scrie „${f.material}”.`,
  shop: (f) => `Este din ${f.material}, cu un finisaj rezistent la zgârieturi. Culoarea ${f.colour} este cea din fotografii.`,
  customer: (f) => `Pare solid și finisajul este bun; culoarea ${f.colour} e puțin mai caldă în realitate decât în poze.`,
};

const washTopic: Topic = {
  question: () => 'Husa se poate scoate la spălat? La ce temperatură?',
  shop: () => 'Husele sunt detașabile și se spală la 30 °C, program delicat; petele mici se curăță cu o lavetă umedă.',
  customer: () => 'Eu am scos husele pernelor și le-am spălat la 30 de grade, nu s-au strâns.',
};

const mechanismTopic: Topic = {
  question: () => 'Mecanismul de extindere se folosește ușor? Are ladă de depozitare?',
  shop: () => 'Da, mecanismul este tip click-clack și se manevrează de o singură persoană; lada de depozitare este sub șezut.',
  customer: () => 'O extindem aproape în fiecare seară, merge ușor. În ladă încap o pilotă și două perne.',
};

const petsTopic: Topic = {
  question: (f) => `Tapițeria (${f.material}) rezistă la ghearele pisicii?`,
  shop: () => 'Tapițeria are peste 40.000 de cicluri Martindale și rezistă la uzură, dar nu este garantată împotriva zgârieturilor de animale.',
  customer: () => 'Avem o pisică de doi ani și deocamdată arată bine, doar câteva fire ușor trase.',
};

const mattressTopic: Topic = {
  question: () => 'Ce fermitate are și vine rulată în cutie?',
  shop: () => 'Are fermitate medie spre fermă (H3) și se livrează rulată; își recapătă forma în 24–48 de ore după despachetare.',
  customer: () => 'Pentru mine, care dorm pe spate, e perfectă. A mirosit puțin a nou prima zi, apoi a trecut.',
};

const bedSlatsTopic: Topic = {
  question: () => 'Somiera este inclusă în preț sau trebuie cumpărată separat?',
  shop: () => 'Somiera cu lamele din lemn este inclusă; salteaua se cumpără separat.',
  customer: () => 'La noi a venit cu somiera inclusă, lamelele sunt din fag și nu scârțâie.',
};

const loadTopic: Topic = {
  question: () => 'Ce greutate suportă un raft sau blatul de sus?',
  shop: () => 'Fiecare raft suportă până la 25 kg distribuite uniform; blatul de sus, până la 40 kg.',
  customer: () => 'Am pus pe el cărți și un televizor de 55 de inch, stă foarte bine.',
};

const wallFixingTopic: Topic = {
  question: () => 'Se poate fixa de perete? Sunt incluse prinderile?',
  shop: () => 'Da, în pachet sunt incluse prinderile. Diblurile depind de tipul peretelui; pentru rigips recomandăm dibluri speciale.',
  customer: () => 'L-am prins de un perete de rigips cu dibluri fluture, ține fără probleme.',
};

const tableSeatsTopic: Topic = {
  question: () => 'Câte persoane încap comod la masă?',
  shop: (f) => (f.size ? `La dimensiunile de ${f.size} stau comod patru persoane; pentru șase recomandăm varianta extensibilă.` : 'Stau comod patru persoane; pentru șase recomandăm varianta extensibilă.'),
  customer: () => 'Noi stăm câte șase la sărbători, puțin mai înghesuit, dar se poate.',
};

const surfaceTopic: Topic = {
  question: () => 'Suprafața este rezistentă la căldură și la pete?',
  shop: (f) => `Suprafața din ${f.material} este tratată împotriva umezelii; recomandăm suporturi pentru vasele fierbinți.`,
  customer: () => 'Am vărsat vin roșu pe ea și s-a șters fără urme.',
};

const chairTopic: Topic = {
  question: () => 'Ce înălțime are șezutul și până la ce greutate este recomandat?',
  shop: () => 'Șezutul este la 46 cm de podea, iar produsul este testat pentru 120 kg.',
  customer: () => 'Sunt înalt de 1,90 m și stau comod; nu se clatină.',
};

const bulbTopic: Topic = {
  question: () => 'Ce fel de becuri folosește și sunt incluse? Merge cu variator?',
  shop: () => 'Folosește becuri E27 de maximum 40 W, neincluse. Merge cu variator dacă alegeți becuri LED dimabile.',
  customer: () => 'Am pus becuri LED dimabile de 2.700 K și merge perfect cu variatorul.',
};

const ledTopic: Topic = {
  question: () => 'Ce temperatură de culoare are lumina? Se poate folosi cu variator?',
  shop: () => 'Lumina este caldă, de 2.700 K, potrivită pentru living și dormitor; varianta standard nu este dimabilă.',
  customer: () => 'Lumina e caldă și plăcută, nu bate în albastru.',
};

const heightTopic: Topic = {
  question: () => 'Se poate regla lungimea cablului sau a lanțului?',
  shop: (f) => `Da, cablul se poate scurta la montaj; înălțimea totală maximă este de 120 cm${f.size ? `, iar corpul are ${f.size}` : ''}.`,
  customer: () => 'Am scurtat cablul la montaj, electricianul a terminat în 20 de minute.',
};

const outdoorTopic: Topic = {
  question: () => 'Se poate folosi afară, în ploaie? Ce grad de protecție are?',
  shop: () => 'Are protecție IP44, potrivită pentru exterior sub streașină, dar nu sub ploaie directă.',
  customer: () => 'Stă pe terasa noastră acoperită de un an și funcționează fără probleme.',
};

const washTextileTopic: Topic = {
  question: (f) => `Se poate spăla la mașină? Ce compoziție are (${f.material})?`,
  shop: (f) => `Da, se spală la mașină la 30–40 °C; este din ${f.material} și nu intră la apă dacă nu se usucă la temperatură mare.`,
  customer: () => 'Am spălat produsul de mai multe ori la 40 de grade și arată ca nou.',
};

const rugTopic: Topic = {
  question: () => 'Are spate antiderapant? Se poate pune pe parchet cu încălzire în pardoseală?',
  shop: () => 'Are spate din latex antiderapant și este compatibil cu încălzirea în pardoseală.',
  customer: () => 'La noi stă pe parchet cu încălzire în pardoseală, nu alunecă și nu miroase.',
};

const mirrorTopic: Topic = {
  question: () => 'Oglinda se poate monta și pe orizontală? Cât cântărește?',
  shop: () => 'Da, se poate monta pe verticală sau pe orizontală; cântărește aproximativ 9 kg și are sistem de prindere inclus.',
  customer: () => 'Am montat-o orizontal deasupra comodei, prinderile sunt solide.',
};

const gardenTopic: Topic = {
  question: () => 'Poate sta afară peste iarnă? Materialele rezistă la soare și la ploaie?',
  shop: (f) => `Structura din ${f.material} rezistă la UV și umezeală; textilele au tratament hidrofug, dar vă recomandăm să le depozitați la interior iarna.`,
  customer: () => 'Noi am acoperit totul cu o prelată peste iarnă și în primăvară arăta ca nou.',
};

const grillTopic: Topic = {
  question: () => 'Cât de ușor se curăță și vine cu husă?',
  shop: (f) => `Produsul din ${f.material} are tavă de colectare detașabilă; husa nu este inclusă, dar o găsiți separat în magazin.`,
  customer: () => 'Tava de jos se scoate ușor; grilajul îl curăț cu o perie de sârmă cât e încă cald.',
};

const gasTopic: Topic = {
  question: () => 'Merge cu butelie de aragaz obișnuită? Regulatorul este inclus?',
  shop: () => 'Da, funcționează cu butelie de GPL; regulatorul și furtunul sunt incluse în pachet.',
  customer: () => 'L-am conectat la o butelie obișnuită de 10 kg, a mers din prima.',
};

const poolTopic: Topic = {
  question: () => 'Pompa de filtrare este inclusă? În cât timp se montează?',
  shop: () => 'Pompa cu cartuș este inclusă. Montajul durează în jur de o oră, plus umplerea cu apă.',
  customer: () => 'Am montat-o în doi într-o după-amiază; umplerea a durat o noapte.',
};

const cookwareTopic: Topic = {
  question: () => 'Merge pe plită cu inducție? Se poate spăla în mașina de vase?',
  shop: (f) => `Da, baza este compatibilă cu inducția, iar produsul din ${f.material} se poate spăla în mașina de vase.`,
  customer: () => 'Le folosesc pe inducție de câteva luni și le spăl în mașină, arată foarte bine.',
};

const dishwasherTopic: Topic = {
  question: () => 'Se poate spăla în mașina de spălat vase?',
  shop: () => 'Da, la programul eco sau delicat; nu recomandăm programele intensive, care pot mătui finisajul în timp.',
  customer: () => 'Le spăl în mașină de jumătate de an și nu s-au pătat.',
};

const sanitaryTopic: Topic = {
  question: () => 'Sunt incluse accesoriile de montaj?',
  shop: () => 'Garniturile și elementele de prindere sunt incluse; racordurile flexibile se cumpără separat, după instalația dumneavoastră.',
  customer: () => 'Instalatorul a avut nevoie doar de două racorduri flexibile, restul era în cutie.',
};

const lookTopic: Topic = {
  question: () => 'Produsul arată la fel ca în poze? Ce culoare are în realitate?',
  shop: (f) => `Fotografiile sunt făcute cu produsul real; culoarea ${f.colour} poate diferi puțin în funcție de ecran.`,
  customer: (f) => `Arată exact ca în poze, culoarea ${f.colour} e frumoasă și la lumină naturală.`,
};

const mowerTopic: Topic = {
  question: () => 'Cât de zgomotoasă este și ce întreținere cere?',
  shop: () => 'Este printre cele mai silențioase din categoria ei; recomandăm curățarea după fiecare folosire și o revizie pe an.',
  customer: () => 'O folosesc de o vară pe 400 mp de gazon, nu am avut nicio problemă.',
};

const generalTopics = [deliveryTopic, warrantyTopic, invoiceTopic];

/** Leaves whose products are asked about something of their own. */
const byLeaf: Record<string, Topic[]> = {
  Canapele: [mechanismTopic, washTopic, petsTopic, sizeTopic, assemblyTopic],
  Colțare: [mechanismTopic, washTopic, petsTopic, sizeTopic, assemblyTopic],
  'Canapele extensibile': [mechanismTopic, washTopic, petsTopic, sizeTopic],
  Fotolii: [washTopic, petsTopic, chairTopic, sizeTopic],
  'Mese de dining': [tableSeatsTopic, surfaceTopic, assemblyTopic, sizeTopic],
  'Mese extensibile': [tableSeatsTopic, surfaceTopic, assemblyTopic, sizeTopic],
  'Mese de grădină': [tableSeatsTopic, gardenTopic, sizeTopic],
  'Grătare pe gaz': [gasTopic, grillTopic, sizeTopic],
  Piscine: [poolTopic, sizeTopic],
  'Jacuzzi gonflabile': [poolTopic, sizeTopic],
  'Seturi de oale': [cookwareTopic, lookTopic],
  Tigăi: [cookwareTopic, lookTopic],
  Cuțite: [dishwasherTopic, lookTopic],
  'Seturi de farfurii': [dishwasherTopic, lookTopic],
  Pahare: [dishwasherTopic, lookTopic],
  Tacâmuri: [dishwasherTopic, lookTopic],
  'Mașini de tuns iarbă': [mowerTopic, assemblyTopic],
  'Becuri LED': [ledTopic],
  'Benzi LED': [ledTopic, sizeTopic],
  'Becuri inteligente': [ledTopic],
  Lustre: [bulbTopic, heightTopic, sizeTopic],
  Plafoniere: [bulbTopic, heightTopic, sizeTopic],
  Oglinzi: [mirrorTopic, sizeTopic],
  'Oglinzi de baie': [mirrorTopic, sizeTopic],
  Covoare: [rugTopic, washTextileTopic, sizeTopic],
  'Covorașe de joacă': [rugTopic, washTextileTopic, sizeTopic],
  'Umbrele de soare': [gardenTopic, sizeTopic],
  Pavilioane: [gardenTopic, assemblyTopic, sizeTopic],
  Chiuvete: [sanitaryTopic, sizeTopic],
};

/** Groups whose leaves are asked the same things. */
const byGroup: Record<string, Topic[]> = {
  Saltele: [mattressTopic, sizeTopic],
  'Grătare și bucătărie de vară': [grillTopic, sizeTopic],
  'Obiecte sanitare': [sanitaryTopic, sizeTopic],
  'Lenjerii și textile': [washTextileTopic, sizeTopic],
  Textile: [washTextileTopic, sizeTopic],
  'Textile și accesorii de baie': [washTextileTopic, sizeTopic],
  Pereți: [wallFixingTopic, lookTopic, sizeTopic],
  Accesorii: [lookTopic, sizeTopic],
  'Decorațiuni de sezon': [lookTopic, sizeTopic],
  'Vase și ustensile': [lookTopic, sizeTopic],
  Servire: [lookTopic, sizeTopic],
  'Unelte și grădinărit': [lookTopic, sizeTopic],
  Joacă: [assemblyTopic, lookTopic, sizeTopic],
  'Iluminat interior': [bulbTopic, sizeTopic],
  'Iluminat exterior': [outdoorTopic, sizeTopic],
  'Mobilier de grădină': [gardenTopic, assemblyTopic, sizeTopic],
  'Piscine și relaxare': [lookTopic, sizeTopic],
};

/** Otherwise, by the kind of product the leaf's picture draws. */
const byDrawing: Record<string, Topic[]> = {
  canapele: [washTopic, sizeTopic, assemblyTopic],
  paturi: [bedSlatsTopic, sizeTopic, assemblyTopic, materialTopic],
  dulapuri: [assemblyTopic, loadTopic, wallFixingTopic, sizeTopic, materialTopic],
  'mese-de-dining': [surfaceTopic, assemblyTopic, sizeTopic],
  scaune: [chairTopic, assemblyTopic, materialTopic],
  lustre: [bulbTopic, sizeTopic],
  oglinzi: [mirrorTopic, assemblyTopic, sizeTopic],
};

/** Each leaf's kind (tree.ts): its questions follow what the product is, whatever it is drawn as. */
const kindOfLeaf = new Map<string, string>(tree.flatMap((top) => top.groups.flatMap((group) => group.leaves.map((leaf) => [leaf[0], leaf[4]] as const))));

const topicsFor = (group: string, leaf: string): Topic[] => byLeaf[leaf] ?? byGroup[group] ?? byDrawing[kindOfLeaf.get(leaf) ?? ''] ?? [sizeTopic, materialTopic];

const firstNames = ['Andrei', 'Maria', 'Ioana', 'Mihai', 'Elena', 'Alexandru', 'Cristina', 'Bogdan', 'Ana', 'Radu', 'Gabriela', 'Vlad', 'Diana', 'Cătălin', 'Simona', 'Ștefan', 'Raluca', 'Florin', 'Oana', 'Tudor', 'Alina', 'Dragoș', 'Larisa', 'Sorin'];
const cities = ['Cluj', 'Iași', 'Timișoara', 'Brașov', 'Constanța', 'Sibiu', 'Oradea', 'Craiova', 'Bacău', 'București'];
const initials = 'ABCDFGIMNPRST';

const personName = (random: Random) => {
  const name = random.pick(firstNames);
  return random.chance(0.3) ? `${name} din ${random.pick(cities)}` : random.chance(0.5) ? `${name} ${initials[random.int(0, initials.length - 1)]}.` : name;
};

const ascii = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]+/g, '');

const centimetres = (mm: number | null) => (mm === null ? null : String(Math.round(mm / 10)));

const hour = 3_600_000;
const day = 24 * hour;

/**
 * Shoppers' questions, about one for every 20 variants, each about what the product really is
 * (its size, material, assembly, washing, delivery), asked on one offer and shown on all of the
 * product's offers; most have an answer from the selling shop (shown with its badge), from earlier
 * buyers, or both. All published, dated in the months before the catalogue's day.
 */
export async function seedQuestions(trx: StoreTransaction, random: Random, variants: number, epoch: number): Promise<void> {
  // The offers are read a thousand at a time, in the order the questions are drawn.
  const offers = async (from: number, to: number) =>
    new Map(
      (
        await trx
          .selectFrom('variants as v')
          .innerJoin('categories as c', 'c.id', 'v.category_id')
          .innerJoin('categories as g', 'g.id', 'c.parent_id')
          .innerJoin('eshops as e', 'e.id', 'v.eshop_id')
          .select(['v.id', 'v.product_id', 'v.name', 'v.material', 'v.colour', 'v.width_mm', 'v.height_mm', 'v.depth_mm', 'v.diameter_mm'])
          .select(['v.delivery_in_days', 'v.free_shipping', 'v.created_at', 'c.name as leaf', 'g.name as group_name', 'e.name as shop'])
          .select((eb) =>
            eb.selectFrom('delivery_options as d').select('d.label').whereRef('d.eshop_id', '=', 'v.eshop_id').where('d.type', '=', 'courier').limit(1).as('carrier'),
          )
          .where('v.id', '>=', from)
          .where('v.id', '<=', to)
          .execute()
      ).map((row) => [row.id, row]),
    );
  const questions: Insertable<Tables['questions']>[] = [];
  const answers: Insertable<Tables['answers']>[] = [];
  const answer = (question_id: number, text: string, author_name: string, author_type: string, created_at: string) =>
    answers.push({ question_id, text, author_name, author_type, created_at, status: 'published' });
  // Two questions of one product never repeat a topic.
  const asked = new Map<number, Set<Topic>>();
  let questionId = 1;
  const perRead = 1000;
  let read: Awaited<ReturnType<typeof offers>> = new Map();
  for (let variantId = 1; variantId <= variants; variantId++) {
    if ((variantId - 1) % perRead === 0) read = await offers(variantId, variantId + perRead - 1);
    if (!random.chance(0.05)) continue;
    const row = read.get(variantId);
    if (!row) continue;
    const round = row.diameter_mm !== null;
    const [w, h, d] = [centimetres(row.width_mm), centimetres(row.height_mm), centimetres(row.depth_mm)];
    const facts: Facts = {
      material: row.material ?? '',
      colour: row.colour,
      size: round ? `⌀ ${centimetres(row.diameter_mm)} cm${h ? `, înălțime ${h} cm` : ''}` : w && d && h && Number(h) < 3 ? `${w} × ${d} cm` : w && h && d ? `${w} × ${d} × ${h} cm (lățime × adâncime × înălțime)` : '',
      shop: row.shop,
      days: row.delivery_in_days !== null && row.delivery_in_days <= 5 ? row.delivery_in_days : null,
      carrier: row.carrier,
      freeShipping: row.free_shipping === 1,
    };
    const used = asked.get(row.product_id) ?? asked.set(row.product_id, new Set()).get(row.product_id)!;
    const fitting = [...topicsFor(row.group_name, row.leaf), ...(random.chance(0.25) ? generalTopics : [])].filter((topic) => !used.has(topic));
    if (fitting.length === 0) continue;
    const topic = random.pick(fitting);
    used.add(topic);

    // Asked after the offer was listed and before the catalogue's day.
    const listed = Date.parse(row.created_at);
    const askedAt = Math.max(listed + hour, epoch - random.int(2, 330) * day) + random.int(0, 14 * 60) * 60_000;
    const asker = personName(random);
    const text = `${random.chance(0.25) ? 'Bună ziua! ' : ''}${topic.question(facts, random)}`;
    questions.push({ id: questionId, product_id: row.product_id, variant_id: row.id, text, author_name: asker, email: `${ascii(asker.split(' ')[0]!)}.${questionId}@exemplu.ro`, created_at: new Date(askedAt).toISOString(), status: 'published' });

    let answeredAt = askedAt;
    const later = () => (answeredAt += random.int(1, 60) * hour);
    const kind = random.next();
    // 45 % the shop, 15 % a buyer, 15 % both, 2 % the Cuib team; the rest wait for an answer.
    if (kind < 0.6) answer(questionId, topic.shop(facts, random), row.shop, 'eshop', new Date(later()).toISOString());
    if (kind >= 0.45 && kind < 0.75) answer(questionId, topic.customer(facts, random), personName(random), 'customer', new Date(later()).toISOString());
    if (kind >= 0.75 && kind < 0.77)
      answer(questionId, 'Am verificat cu magazinul: informațiile din descrierea produsului sunt corecte. Pentru detalii suplimentare, vă rugăm să îi scrieți direct.', 'Echipa Cuib', 'cuib', new Date(later()).toISOString());
    questionId++;
  }
  // A question's answers follow it, in the order they were drawn (their ids too).
  for (let start = 0; start < questions.length; start += 2000) await trx.insertInto('questions').values(questions.slice(start, start + 2000)).execute();
  for (let start = 0; start < answers.length; start += 2000) await trx.insertInto('answers').values(answers.slice(start, start + 2000)).execute();
}
