import type { ContentPage } from './types';

/** About Cuib, working here, contact and press (SPEC §2 info pages). */
export const aboutPages: ContentPage[] = [
  {
    path: '/despre/despre-noi',
    heading: 'Despre Cuib',
    title: 'Despre noi',
    description: 'Cuib adună ofertele magazinelor online din România pentru casă și grădină, ca să compari prețuri și să alegi liniștit.',
    lead: [
      'Un cuib e locul pe care ți-l faci acasă. Adunăm într-un singur loc mobila, decorațiunile, iluminatul și tot ce ține de grădină de la magazinele online din România, ca să compari ofertele fără să deschizi zeci de file.',
    ],
    sections: [
      {
        id: 'cum-functioneaza',
        title: 'Cum funcționează',
        blocks: [
          { text: 'Magazinele partenere ne trimit catalogul lor. Noi îl ordonăm pe categorii, îl verificăm și îl punem alături de ofertele altor magazine pentru același produs sau pentru produse asemănătoare.' },
          { text: 'Când alegi un produs, mergi pe site-ul magazinului și cumperi de acolo. Cuib nu vinde nimic și nu ține stocuri: comanda, plata, livrarea și retururile sunt între tine și magazin.' },
        ],
      },
      {
        id: 'ce-poti-face',
        title: 'Ce poți face pe Cuib',
        blocks: [
          {
            items: [
              'să filtrezi după preț, culoare, material, dimensiuni, magazin sau producător;',
              'să pui produse deoparte și să le compari unul lângă altul;',
              'să salvezi favoritele și să afli când scade prețul unui produs urmărit;',
              'să citești recenziile cumpărătorilor și răspunsurile magazinelor.',
            ],
          },
        ],
      },
      {
        id: 'din-ce-traim',
        title: 'Din ce trăim',
        blocks: [
          { text: 'Magazinele plătesc pentru clicurile care duc cumpărători pe site-ul lor. Nu luăm bani de la tine și nu primim comision din prețul produsului.' },
          { text: 'Ordinea implicită a produselor ține de relevanță, popularitate și calitatea ofertei. Unde un magazin plătește pentru o poziție mai bună, o spunem lângă produs.' },
        ],
      },
      {
        id: 'reduceri-verificate',
        title: 'Reduceri verificate',
        blocks: [{ text: 'Urmărim istoricul prețurilor. Un produs apare la reduceri doar dacă prețul a scăzut față de cel cerut în perioada dinainte, nu față de un preț umflat pentru o zi.' }],
      },
    ],
    callToAction: { label: 'Vezi produsele', href: '/produse' },
  },
  {
    path: '/despre/cariere',
    heading: 'Cariere la Cuib',
    title: 'Cariere',
    description: 'Cum lucrăm la Cuib, ce oameni căutăm de obicei și cum ne poți scrie dacă vrei să lucrezi cu noi.',
    lead: ['Suntem o echipă mică, care construiește un loc în care oamenii își aleg lucrurile pentru casă fără grabă și fără trucuri. Dacă asta te interesează, ne bucurăm să vorbim.'],
    sections: [
      {
        id: 'cum-lucram',
        title: 'Cum lucrăm',
        blocks: [
          {
            items: [
              'lucrăm în echipe mici, fiecare răspunzătoare de o parte a produsului, de la idee până la ce ajunge la oameni;',
              'scriem lucrurile importante, ca să poată fi citite și de cei care nu au fost în ședință;',
              'măsurăm ce facem: viteza paginilor, acuratețea catalogului, cât de repede răspundem magazinelor;',
              'program flexibil, cu zile comune la birou în București.',
            ],
          },
        ],
      },
      {
        id: 'pe-cine-cautam',
        title: 'Pe cine căutăm de obicei',
        blocks: [{ text: 'Ingineri de front-end și back-end, oameni care îngrijesc calitatea catalogului, colegi pentru relația cu magazinele și pentru asistența utilizatorilor.' }],
      },
      {
        id: 'cum-aplici',
        title: 'Cum aplici',
        blocks: [
          { text: 'S-ar putea să nu avem acum un post deschis pe măsura ta. Scrie-ne totuși la cariere@cuib.ro: spune-ne pe scurt ce ai făcut și ce ți-ar plăcea să faci, cu un CV sau un link către munca ta.' },
          { text: 'Răspundem fiecărui mesaj. Datele tale le păstrăm doar cât durează recrutarea, apoi le ștergem, dacă nu ne ceri altfel.' },
        ],
      },
    ],
  },
  {
    path: '/despre/echipa',
    heading: 'Echipa Cuib',
    title: 'Echipa',
    description: 'Cine face Cuib: echipele de produs, tehnologie, calitatea catalogului, parteneriate cu magazinele și asistență.',
    lead: ['Cuib e făcut de câteva echipe mici, fiecare cu o treabă clară. Așa le găsești dacă ai nevoie de ele.'],
    sections: [
      { id: 'produs', title: 'Produs', blocks: [{ text: 'Decide ce construim și în ce ordine, pornind de la ce le trebuie celor care caută lucruri pentru casă și magazinelor care le vând.' }] },
      { id: 'tehnologie', title: 'Tehnologie', blocks: [{ text: 'Construiește site-ul, căutarea și filtrele și are grijă ca paginile să se încarce repede și pe un telefon obișnuit.' }] },
      { id: 'catalog', title: 'Calitatea catalogului', blocks: [{ text: 'Verifică feedurile magazinelor, așază produsele în categoriile potrivite, completează dimensiunile și culorile lipsă și scoate ofertele înșelătoare.' }] },
      { id: 'parteneriate', title: 'Parteneriate cu magazinele', blocks: [{ text: 'Ajută magazinele să se înscrie, să-și pregătească feedul și să înțeleagă rezultatele. Le găsești la magazine@cuib.ro.' }] },
      { id: 'asistenta', title: 'Asistență', blocks: [{ text: 'Răspunde la întrebările despre site, cont, favorite și produse urmărite, la contact@cuib.ro.' }] },
    ],
  },
  {
    path: '/contact',
    heading: 'Contact',
    title: 'Contact',
    description: 'Cum ne scrii: întrebări despre site, magazine partenere, presă și protecția datelor. Pentru comenzi, scrie magazinului.',
    lead: ['Ne bucurăm să te ajutăm. Ca să ajungă mesajul tău la cine trebuie, alege adresa potrivită de mai jos.'],
    sections: [
      {
        id: 'comenzi',
        title: 'Despre o comandă',
        blocks: [
          { text: 'Cuib nu vinde produse: comanda ai făcut-o pe site-ul magazinului. Pentru livrare, plată, garanție sau retur, scrie direct magazinului; datele lui de contact sunt pe site-ul lui și în e-mailul de confirmare a comenzii.' },
          { text: 'Dacă un magazin nu-ți răspunde sau o ofertă de pe Cuib nu corespunde cu cea de pe site-ul magazinului, spune-ne la contact@cuib.ro și verificăm.' },
        ],
      },
      {
        id: 'adrese',
        title: 'Adresele noastre',
        blocks: [
          {
            items: [
              'întrebări despre site, cont și favorite: contact@cuib.ro',
              'magazine care vor să fie listate sau sunt deja partenere: magazine@cuib.ro',
              'presă: presa@cuib.ro',
              'protecția datelor personale: dpo@cuib.ro',
            ],
          },
          { text: 'Răspundem în două zile lucrătoare.' },
        ],
      },
      { id: 'adresa-postala', title: 'Adresa poștală', blocks: [{ text: 'Cuib Marketplace S.R.L., Str. Mântuleasa 14, sector 2, București.' }] },
    ],
  },
  {
    path: '/press-info',
    heading: 'Informații pentru presă',
    title: 'Presă',
    description: 'Ce este Cuib, pe scurt, cu date de contact pentru presă și regulile de folosire a siglei.',
    lead: ['Dacă scrieți despre cumpărăturile online pentru casă și grădină, aici găsiți ce vă trebuie despre Cuib.'],
    sections: [
      {
        id: 'pe-scurt',
        title: 'Cuib, pe scurt',
        blocks: [
          { text: 'Cuib este un site românesc de comparare a ofertelor pentru casă și grădină: mobilă, decorațiuni, iluminat, bucătărie, baie și grădină, de la magazinele online din România.' },
          { text: 'Cuib nu vinde produse. Cumpărătorii compară ofertele și cumpără direct de la magazine; magazinele plătesc pentru clicurile primite.' },
        ],
      },
      { id: 'contact-presa', title: 'Contact pentru presă', blocks: [{ text: 'Scrieți-ne la presa@cuib.ro. Răspundem la cereri de date și interviuri în cel mult două zile lucrătoare.' }] },
      {
        id: 'sigla',
        title: 'Folosirea siglei',
        blocks: [
          {
            text: 'Puteți folosi sigla Cuib în articole despre noi, cu condiția să:',
            items: ['nu o modificați, nu o deformați și nu îi schimbați culorile;', 'îi lăsați spațiu liber în jur cel puțin cât înălțimea literei „c”;', 'nu sugerați că Cuib susține un produs sau un magazin anume.'],
          },
          { text: 'Pentru sigla în format vectorial, scrieți-ne la presa@cuib.ro.' },
        ],
      },
    ],
  },
];
