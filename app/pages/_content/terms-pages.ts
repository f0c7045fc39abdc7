import type { ContentPage } from './types';

const updated = '2026-11-01';
const operator = 'Cuib Marketplace S.R.L., Str. Mântuleasa 14, sector 2, București („Cuib”)';

/** The terms of Cuib (SPEC §2 terms, including the four Cuib Star review-service policies). */
export const termsPages: ContentPage[] = [
  {
    path: '/termeni',
    heading: 'Termeni și politici',
    title: 'Termeni și politici',
    description: 'Toate documentele care descriu regulile Cuib: termeni de utilizare, confidențialitate, cookie-uri, magazine și Cuib Star.',
    lead: ['Aici găsești regulile după care funcționează Cuib, scrise cât mai limpede. Fiecare document are data ultimei schimbări.'],
    sections: [
      {
        id: 'cumparatori',
        title: 'Pentru cei care caută și compară',
        blocks: [
          {
            links: [
              { label: 'Termeni de utilizare', href: '/termeni/termeni-de-utilizare' },
              { label: 'Politica de confidențialitate', href: '/termeni/politica-de-confidentialitate' },
              { label: 'Cookie-uri', href: '/termeni/termeni-de-utilizare-cookies' },
            ],
          },
        ],
      },
      {
        id: 'magazine',
        title: 'Pentru magazine',
        blocks: [
          {
            links: [
              { label: 'Termeni pentru magazine', href: '/termeni/magazine' },
              { label: 'Condiții comerciale', href: '/termeni/conditii-comerciale' },
            ],
          },
        ],
      },
      {
        id: 'cuib-star',
        title: 'Cuib Star, serviciul de recenzii',
        blocks: [
          {
            links: [
              { label: 'Politica de evaluare', href: '/termeni/cuib-star-politica-de-evaluare' },
              { label: 'Politica de confidențialitate Cuib Star', href: '/termeni/cuib-star-politica-de-confidentialitate' },
              { label: 'Termeni și condiții Cuib Star', href: '/termeni/cuib-star-termeni-si-conditii' },
              { label: 'Politica de moderare', href: '/termeni/cuib-star-politica-de-moderare' },
            ],
          },
        ],
      },
    ],
  },
  {
    path: '/termeni/termeni-de-utilizare',
    heading: 'Termeni de utilizare',
    title: 'Termeni de utilizare',
    description: 'Regulile de folosire a Cuib: ce oferim, ce nu vindem, contul, recenziile și răspunderea pentru informațiile afișate.',
    lead: [`Site-ul cuib.ro este operat de ${operator}. Folosind site-ul, accepți acești termeni.`],
    accordion: true,
    updated,
    sections: [
      { id: 'serviciul', title: '1. Ce oferă Cuib', blocks: [{ text: 'Cuib afișează ofertele magazinelor partenere pentru produse de casă și grădină și te trimite pe site-ul magazinului ca să cumperi. Cuib nu este vânzător și nu este parte în contractul tău cu magazinul.' }] },
      { id: 'informatii', title: '2. Informațiile despre produse', blocks: [{ text: 'Prețurile, stocurile și descrierile vin de la magazine și le actualizăm de mai multe ori pe zi. Pot apărea diferențe; prețul valabil este cel de pe site-ul magazinului în momentul comenzii.' }] },
      { id: 'cont', title: '3. Contul', blocks: [{ text: 'Contul e gratuit și îți păstrează favoritele și produsele urmărite. Ești răspunzător de parola ta. Îl poți șterge oricând din setări sau scriindu-ne la contact@cuib.ro.' }] },
      { id: 'continut', title: '4. Recenzii și întrebări', blocks: [{ text: 'Ce publici trebuie să fie adevărat, despre produs și fără date personale ale altora. Ne rezervăm dreptul să nu publicăm sau să scoatem texte care încalcă aceste reguli.' }] },
      { id: 'utilizare-interzisa', title: '5. Ce nu e permis', blocks: [{ items: ['copierea automată a catalogului sau a prețurilor;', 'încercarea de a ocoli măsurile de securitate;', 'folosirea site-ului pentru a înșela alți utilizatori sau magazine.'] }] },
      { id: 'raspundere', title: '6. Răspundere', blocks: [{ text: 'Nu răspundem pentru produsele vândute de magazine, pentru livrare sau pentru retururi; pentru acestea se aplică termenii magazinului și legislația privind protecția consumatorilor.' }] },
      { id: 'modificari', title: '7. Modificări și legea aplicabilă', blocks: [{ text: 'Putem schimba acești termeni; schimbările importante le anunțăm pe site cu cel puțin 15 zile înainte. Se aplică legea română.' }] },
    ],
  },
  {
    path: '/termeni/magazine',
    heading: 'Termeni pentru magazine',
    title: 'Termeni pentru magazine',
    description: 'Condițiile în care magazinele online își listează produsele pe Cuib: cerințe, feed, conținut, ordine și încetare.',
    lead: [`Acești termeni se aplică magazinelor care își listează produsele pe Cuib, operat de ${operator}.`],
    accordion: true,
    updated,
    sections: [
      { id: 'cerinte', title: '1. Cine poate fi listat', blocks: [{ text: 'Magazine online care vând în România, cu datele firmei, termenii, politica de retur și modalitățile de contact publicate pe site.' }] },
      { id: 'feed', title: '2. Feedul de produse', blocks: [{ text: 'Magazinul trimite un feed cu prețuri, stocuri și imagini corecte și la zi. Prețul din feed trebuie să fie cel plătit de cumpărător, cu TVA inclus; costul livrării se declară separat.' }] },
      { id: 'continut', title: '3. Ce nu se listează', blocks: [{ items: ['produse interzise sau contrafăcute;', 'reduceri calculate față de prețuri niciodată practicate;', 'imagini care nu înfățișează produsul vândut.'] }] },
      { id: 'ordine', title: '4. Ordinea ofertelor', blocks: [{ text: 'Cuib stabilește ordinea după relevanță, calitatea ofertei și prețul pe clic. Pozițiile plătite sunt marcate vizibil.' }] },
      { id: 'incetare', title: '5. Suspendare și încetare', blocks: [{ text: 'Putem suspenda ofertele care încalcă acești termeni, cu anunț prin e-mail. Magazinul poate înceta listarea oricând, cu efect în cel mult 24 de ore.' }] },
    ],
  },
  {
    path: '/termeni/conditii-comerciale',
    heading: 'Condiții comerciale',
    title: 'Condiții comerciale',
    description: 'Condițiile serviciilor plătite Cuib: plata pe clic, facturare, termene de plată, clicuri contestate și filtrarea clicurilor invalide.',
    lead: ['Aceste condiții completează Termenii pentru magazine și se aplică serviciilor plătite de pe Cuib.'],
    accordion: true,
    updated,
    sections: [
      { id: 'cpc', title: '1. Plata pe clic', blocks: [{ text: 'Se facturează fiecare clic valid care duce un vizitator de pe Cuib pe site-ul magazinului, la prețul pe clic valabil în momentul clicului.' }] },
      { id: 'clicuri-invalide', title: '2. Clicuri invalide', blocks: [{ text: 'Nu se facturează clicurile roboților, clicurile repetate ale aceluiași vizitator pe aceeași ofertă în 30 de minute și cele din surse identificate ca frauduloase.' }] },
      { id: 'facturare', title: '3. Facturare și plată', blocks: [{ text: 'Factura se emite lunar, pentru luna precedentă, și se plătește în 15 zile. Magazinul poate alege plata în avans; suma neconsumată se restituie la cerere.' }] },
      { id: 'contestatii', title: '4. Clicuri contestate', blocks: [{ text: 'Magazinul poate contesta clicuri în 30 de zile de la factură, la magazine@cuib.ro. Răspundem în 10 zile lucrătoare, cu datele pe care ne-am bazat.' }] },
      { id: 'intarziere', title: '5. Întârzieri la plată', blocks: [{ text: 'După 15 zile de întârziere, ofertele magazinului pot fi suspendate până la plată.' }] },
    ],
  },
  {
    path: '/termeni/politica-de-confidentialitate',
    heading: 'Politica de confidențialitate',
    title: 'Politica de confidențialitate',
    description: 'Ce date personale prelucrează Cuib, în ce scop, pe ce temei, cât timp le păstrăm și ce drepturi ai conform GDPR.',
    lead: [`Operatorul datelor este ${operator}. Pentru orice întrebare despre datele tale, scrie-ne la dpo@cuib.ro.`],
    accordion: true,
    updated,
    sections: [
      { id: 'date', title: '1. Ce date prelucrăm', blocks: [{ items: ['datele contului: nume, e-mail, parolă (păstrată doar ca hash);', 'favoritele, produsele urmărite și recenziile tale;', 'date tehnice: adresa IP, tipul de dispozitiv, paginile vizitate;', 'alegerile tale despre cookie-uri.'] }] },
      { id: 'scopuri', title: '2. De ce și pe ce temei', blocks: [{ items: ['ca să funcționeze site-ul și contul tău (executarea contractului);', 'ca să-ți trimitem alertele de preț cerute (consimțământ);', 'statistici și reclame, doar cu acordul pentru cookie-urile de analiză și marketing (consimțământ);', 'securitate și prevenirea fraudei (interes legitim).'] }] },
      { id: 'destinatari', title: '3. Cui le dăm', blocks: [{ text: 'Furnizorilor care ne găzduiesc și ne trimit e-mailurile, cu contracte care îi obligă să le protejeze. Magazinelor nu le dăm datele tale; când dai clic pe o ofertă, magazinul află doar că vizita vine de pe Cuib.' }] },
      { id: 'pastrare', title: '4. Cât le păstrăm', blocks: [{ text: 'Datele contului, cât timp contul e activ; datele tehnice, cel mult 13 luni; alegerile despre cookie-uri, 365 de zile.' }] },
      { id: 'drepturi', title: '5. Drepturile tale', blocks: [{ text: 'Ai dreptul de acces, rectificare, ștergere, restricționare, portabilitate și opoziție și îți poți retrage oricând consimțământul. Scrie-ne la dpo@cuib.ro; răspundem în cel mult o lună.' }] },
      { id: 'plangere', title: '6. Plângeri', blocks: [{ text: 'Poți depune o plângere la Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal (ANSPDCP).' }] },
    ],
  },
  {
    path: '/termeni/cuib-star-politica-de-evaluare',
    heading: 'Cuib Star: politica de evaluare',
    title: 'Cuib Star – politica de evaluare',
    description: 'Cine poate scrie recenzii Cuib Star, cum calculăm notele și de ce nu există recenzii plătite sau alese de magazin.',
    lead: ['Recenziile Cuib Star vin doar de la cumpărători invitați după o comandă reală. Iată regulile.'],
    accordion: true,
    updated,
    sections: [
      { id: 'cine', title: '1. Cine poate evalua', blocks: [{ text: 'Doar cumpărătorii unei comenzi transmise de magazin, prin invitația primită de la Cuib. O invitație permite o singură recenzie pentru fiecare produs comandat.' }] },
      { id: 'note', title: '2. Cum se calculează nota', blocks: [{ text: 'Nota unui produs este media stelelor (1–5) din toate recenziile publicate, afișată rotunjit la jumătate de stea, alături de numărul de recenzii.' }] },
      { id: 'fara-recenzii-platite', title: '3. Fără recenzii plătite sau alese', blocks: [{ text: 'Magazinele nu pot plăti pentru recenzii, nu pot alege cui se trimit invitațiile și nu pot ascunde recenziile negative.' }] },
      { id: 'respinse', title: '4. Ce respingem', blocks: [{ items: ['texte fără legătură cu produsul sau cu comanda;', 'injurii, discriminare, date personale;', 'reclame și linkuri.'] }] },
      { id: 'raspunsuri', title: '5. Răspunsul magazinului', blocks: [{ text: 'Magazinul poate răspunde public o dată fiecărei recenzii. Răspunsul trece prin aceeași moderare.' }] },
    ],
  },
  {
    path: '/termeni/cuib-star-politica-de-confidentialitate',
    heading: 'Cuib Star: politica de confidențialitate',
    title: 'Cuib Star – politica de confidențialitate',
    description: 'Cum folosește Cuib Star adresa de e-mail primită de la magazin: doar pentru invitația la recenzie, cu dezabonare dintr-un clic.',
    lead: ['Ca să te invităm să evaluezi o comandă, magazinul ne transmite câteva date despre ea. Le folosim doar pentru asta.'],
    accordion: true,
    updated,
    sections: [
      { id: 'date', title: '1. Ce date primim', blocks: [{ text: 'Adresa de e-mail, numărul comenzii, produsele comandate și data livrării.' }] },
      { id: 'scop', title: '2. La ce le folosim', blocks: [{ text: 'Doar ca să-ți trimitem invitația și, o singură dată, o amintire. Nu-ți trimitem reclame și nu dăm adresa altcuiva.' }] },
      { id: 'dezabonare', title: '3. Dezabonare', blocks: [{ text: 'Fiecare invitație are un link de dezabonare. După ce îl folosești, nu mai primești invitații de la niciun magazin prin Cuib Star.' }] },
      { id: 'pastrare', title: '4. Cât le păstrăm', blocks: [{ text: 'Adresa și datele comenzii, 90 de zile de la trimiterea invitației. Recenzia publicată rămâne cu prenumele și inițiala pe care le-ai ales.' }] },
      { id: 'drepturi', title: '5. Drepturile tale', blocks: [{ text: 'Le exerciți scriindu-ne la dpo@cuib.ro, ca în politica de confidențialitate Cuib.' }] },
    ],
  },
  {
    path: '/termeni/cuib-star-termeni-si-conditii',
    heading: 'Cuib Star: termeni și condiții',
    title: 'Cuib Star – termeni și condiții',
    description: 'Condițiile în care magazinele folosesc serviciul de recenzii Cuib Star: comenzi transmise, afișare, widget și încetare.',
    lead: ['Acești termeni se aplică magazinelor care folosesc Cuib Star.'],
    accordion: true,
    updated,
    sections: [
      { id: 'comenzi', title: '1. Comenzile transmise', blocks: [{ text: 'Magazinul transmite toate comenzile livrate dintr-o perioadă, nu doar pe cele alese, și are temei legal să le transmită pentru invitațiile la recenzie.' }] },
      { id: 'afisare', title: '2. Afișarea', blocks: [{ text: 'Recenziile publicate apar pe Cuib. Magazinul le poate afișa pe site-ul lui doar prin widgetul Cuib Star, fără să le modifice.' }] },
      { id: 'interdictii', title: '3. Ce nu e permis', blocks: [{ items: ['oferirea de recompense pentru recenzii;', 'scrierea de recenzii de către angajați sau apropiați;', 'presiuni asupra cumpărătorilor să schimbe o recenzie.'] }] },
      { id: 'incetare', title: '4. Încetarea', blocks: [{ text: 'Magazinul poate opri serviciul oricând. Recenziile deja publicate rămân pe Cuib, pentru că aparțin cumpărătorilor.' }] },
    ],
  },
  {
    path: '/termeni/cuib-star-politica-de-moderare',
    heading: 'Cuib Star: politica de moderare',
    title: 'Cuib Star – politica de moderare',
    description: 'Ce verifică moderatorii Cuib Star, în cât timp apare o recenzie și cum contești o decizie.',
    lead: ['Fiecare recenzie și fiecare răspuns al magazinului este citit de un om înainte să apară.'],
    accordion: true,
    updated,
    sections: [
      { id: 'ce-verificam', title: '1. Ce verificăm', blocks: [{ text: 'Că textul respectă politica de evaluare: e despre produs sau comandă, fără injurii, date personale sau reclame. Nu judecăm părerea.' }] },
      { id: 'termene', title: '2. În cât timp', blocks: [{ text: 'De obicei în două zile lucrătoare de la trimitere.' }] },
      { id: 'contestatii', title: '3. Contestații', blocks: [{ text: 'Autorul unei recenzii respinse sau magazinul care crede că o recenzie încalcă regulile ne pot scrie la contact@cuib.ro. O altă persoană decât primul moderator reanalizează cazul în cinci zile lucrătoare.' }] },
    ],
  },
];
