import type { ContentPage } from './types';

/** The shop-onboarding site's pages (SPEC §2: `/`, `/register`, `/contact-form`, `/wiki/{slug}`). */
export const partnerPages: ContentPage[] = [
  {
    path: '/',
    heading: 'Vinde mai mult cu Cuib',
    title: 'Cuib pentru magazine',
    description: 'Listează-ți magazinul pe Cuib și primește cumpărători care caută deja mobilă, decorațiuni și produse de grădină.',
    lead: ['Pe Cuib, oamenii compară oferte pentru casă și grădină înainte să cumpere. Cu magazinul tău listat, ajung direct la produsele tale.'],
    sections: [
      { id: 'pasul-1', title: '1. Te înscrii', blocks: [{ text: 'Completezi formularul de înscriere în câteva minute. Îți răspundem în două zile lucrătoare.' }] },
      { id: 'pasul-2', title: '2. Ne trimiți feedul', blocks: [{ text: 'Ne dai adresa feedului de produse (XML sau CSV). Îl verificăm și îți spunem dacă lipsește ceva.' }] },
      { id: 'pasul-3', title: '3. Primești cumpărători', blocks: [{ text: 'Produsele apar pe Cuib, iar tu plătești doar clicurile primite, în bugetul ales.' }] },
      { id: 'de-ce', title: 'De ce Cuib', blocks: [{ items: ['vizitatori care caută exact categoria ta;', 'fără abonament și fără comision din vânzări;', 'rapoarte clare și Cuib Pixel gratuit;', 'recenzii verificate prin Cuib Star.'] }] },
    ],
    callToAction: { label: 'Înscrie-ți magazinul', href: '/register' },
  },
  {
    path: '/register',
    heading: 'Înscrie-ți magazinul',
    title: 'Înscrie-ți magazinul',
    description: 'Înscrierea magazinului pe Cuib îți creează contul de partener: ce îți trebuie, ce urmează și cât costă.',
    lead: ['Completează formularul de mai jos: îți creezi contul de partener și înscrii magazinul deodată. Nu te costă nimic și nu te obligă la nimic.'],
    sections: [
      { id: 'pregatire', title: 'Ce să ai la îndemână', blocks: [{ items: ['adresa magazinului;', 'o persoană de contact, o adresă de e-mail și o parolă pentru cont;', 'cam câte produse vinzi.'] }] },
      {
        id: 'ce-urmeaza',
        title: 'Ce urmează',
        blocks: [
          {
            text: 'Îți trimitem un e-mail cu un link de confirmare. După ce îl deschizi, intri în portalul magazinului, unde dai adresa feedului de produse sau încarci fișierul, și vezi fiecare import. Primele produse pot apărea pe Cuib în aceeași zi.',
          },
        ],
      },
      { id: 'cost', title: 'Cât costă', blocks: [{ text: 'Înscrierea e gratuită. Plătești doar clicurile, după ce produsele apar pe Cuib.' }] },
    ],
  },
  {
    path: '/contact-form',
    heading: 'Scrie-ne',
    title: 'Contact pentru magazine',
    description: 'Scrie echipei de parteneriate Cuib despre listare, feed, facturi, Cuib Pixel sau Cuib Star.',
    lead: ['Echipa de parteneriate răspunde magazinelor listate și celor care vor să se listeze.'],
    sections: [
      { id: 'cand', title: 'Când să ne scrii', blocks: [{ items: ['vrei să afli dacă magazinul tău se potrivește;', 'feedul are erori pe care nu le înțelegi;', 'ai întrebări despre o factură sau despre clicuri;', 'vrei să instalezi Cuib Pixel sau Cuib Star.'] }] },
      { id: 'raspuns', title: 'În cât timp răspundem', blocks: [{ text: 'În două zile lucrătoare. Pentru urgențe legate de prețuri greșite afișate pe Cuib, scrie la magazine@cuib.ro cu „Urgent” în subiect.' }] },
    ],
  },
  {
    path: '/wiki/feed-de-produse',
    heading: 'Feedul de produse',
    title: 'Ghid: feedul de produse',
    description: 'Câmpurile obligatorii și recomandate ale feedului de produse Cuib, formatele acceptate și cât de des îl citim.',
    lead: ['Feedul e lista produselor tale pe care o citim automat. Cu cât e mai completă, cu atât produsele tale se găsesc mai ușor.'],
    sections: [
      { id: 'obligatorii', title: 'Câmpuri obligatorii', blocks: [{ items: ['id: codul unic al produsului în magazinul tău;', 'title: numele produsului, cu tipul, modelul și culoarea (cel mult 150 de caractere);', 'price: prețul cu TVA, în lei (de exemplu 1299.99 RON);', 'url (sau link): adresa paginii produsului, pe domeniul magazinului tău;', 'image (sau image_link): adresa imaginii principale, de cel puțin 600 px;', 'availability: în stoc, la comandă sau epuizat;', 'category: categoria din magazinul tău, sau google_product_category.'] }, { text: 'Poți folosi și numele câmpurilor din Google Merchant Center. Un produs căruia îi lipsește un câmp obligatoriu nu se publică, iar în portal vezi motivul.' }] },
      { id: 'recomandate', title: 'Câmpuri recomandate', blocks: [{ items: ['delivery: costul și termenul de livrare;', 'price_before_discount: prețul dinainte de reducere, dacă l-ai practicat;', 'dimensions: lățime, înălțime, adâncime sau diametru, în cm, în această ordine (de exemplu 210 x 85 x 90);', 'color, material, manufacturer;', 'gtin (EAN) sau manufacturer și mpn: așa îți alăturăm oferta celor ale altor magazine pentru același produs;', 'additional_images: până la 9 imagini în plus.'] }] },
      { id: 'formate', title: 'Formate', blocks: [{ items: ['XML în formatul Google Shopping (RSS sau Atom) sau fișierul TSV al Google;', 'CSV în UTF-8, cu separator virgulă sau punct și virgulă;', 'oricare dintre ele arhivat gzip. XML-ul poate fi și în Windows-1250 sau ISO-8859-2, dacă declarația lui o spune.'] }] },
      { id: 'actualizare', title: 'Cât de des îl citim', blocks: [{ text: 'De câteva ori pe zi. Feedul trebuie să fie mereu la aceeași adresă și să răspundă în cel mult 60 de secunde. Poți și încărca fișierul din portalul pentru magazine. Un feed care ar scoate peste jumătate din ofertele tale, sau în care peste jumătate din produse sunt invalide, îl verificăm înainte să-l aplicăm.' }] },
    ],
  },
  {
    path: '/wiki/categorii',
    heading: 'Categoriile Cuib',
    title: 'Ghid: categoriile',
    description: 'Cum se potrivesc categoriile magazinului tău cu cele ale Cuib și ce faci când un produs ajunge în locul greșit.',
    lead: ['Fiecare produs trebuie să ajungă în categoria Cuib potrivită, ca să fie găsit de cine îl caută.'],
    sections: [
      { id: 'potrivire', title: 'Cum le potrivim', blocks: [{ text: 'La înscriere, potrivim o dată categoriile tale cu ale noastre. Produsele noi dintr-o categorie deja potrivită intră automat la locul lor.' }] },
      { id: 'ajutor', title: 'Cum ne ajuți', blocks: [{ items: ['folosește același nume de categorie pentru produse de același tip;', 'pune tipul produsului la începutul numelui („Canapea extensibilă …”);', 'nu pune produse diferite într-o categorie de „Oferte” sau „Noutăți”.'] }] },
      { id: 'corectii', title: 'Un produs e în categoria greșită', blocks: [{ text: 'Scrie-ne prin formularul de contact, cu linkul produsului de pe Cuib. Corectăm în două zile lucrătoare.' }] },
    ],
  },
  {
    path: '/wiki/cuib-pixel-instalare',
    heading: 'Instalarea Cuib Pixel',
    title: 'Ghid: instalarea Cuib Pixel',
    description: 'Pașii de instalare a Cuib Pixel pe pagina de confirmare a comenzii, cu respectarea acordului de marketing al cumpărătorului.',
    lead: ['Instalarea durează câteva minute, dacă ai acces la pagina de confirmare a comenzii.'],
    sections: [
      { id: 'pasi', title: 'Pași', blocks: [{ items: ['primești de la noi fragmentul de cod cu identificatorul magazinului tău;', 'îl pui pe pagina de confirmare a comenzii, cu valoarea comenzii și codurile produselor;', 'îl pornești doar după ce cumpărătorul a acceptat cookie-urile de marketing;', 'ne scrii, iar noi verificăm că primim comenzile.'] }] },
      { id: 'consimtamant', title: 'Acordul cumpărătorului', blocks: [{ text: 'Fără acordul pentru marketing, pixelul nu trebuie să pornească. Dacă folosești o platformă de gestionare a acordului, leagă pixelul de categoria „marketing”.' }] },
      { id: 'verificare', title: 'Verificare', blocks: [{ text: 'În cel mult o zi de la prima comandă, vânzările apar în rapoartele tale.' }] },
    ],
  },
  {
    path: '/wiki/facturare',
    heading: 'Facturare',
    title: 'Ghid: facturare',
    description: 'Cum facturează Cuib clicurile, când se plătesc facturile, plata în avans și contestarea clicurilor.',
    lead: ['Plătești doar clicurile valide, o dată pe lună.'],
    sections: [
      { id: 'factura', title: 'Factura lunară', blocks: [{ text: 'În primele zile ale lunii primești factura pentru clicurile lunii trecute, cu detalierea pe zile și categorii. O plătești în 15 zile.' }] },
      { id: 'avans', title: 'Plata în avans', blocks: [{ text: 'Poți plăti în avans o sumă din care se scad clicurile. Suma neconsumată se restituie la cerere.' }] },
      { id: 'contestatii', title: 'Contestarea clicurilor', blocks: [{ text: 'În 30 de zile de la factură, prin formularul de contact, cu subiectul „Facturare”.' }] },
    ],
  },
  {
    path: '/wiki/recenzii-cuib-star',
    heading: 'Recenzii cu Cuib Star',
    title: 'Ghid: Cuib Star',
    description: 'Cum pornești Cuib Star: transmiterea comenzilor, invitațiile trimise cumpărătorilor, răspunsurile și widgetul de recenzii.',
    lead: ['Cuib Star invită cumpărătorii tăi să evalueze produsele și magazinul, după fiecare comandă livrată.'],
    sections: [
      { id: 'comenzi', title: 'Transmiterea comenzilor', blocks: [{ text: 'Prin Cuib Pixel (automat) sau printr-un fișier zilnic cu e-mailul, numărul comenzii, produsele și data livrării.' }] },
      { id: 'invitatii', title: 'Invitațiile', blocks: [{ text: 'Trimitem invitația la câteva zile după livrare și, dacă nu răspunde, o singură amintire. Cumpărătorul se poate dezabona dintr-un clic.' }] },
      { id: 'raspunsuri', title: 'Răspunsurile tale', blocks: [{ text: 'Poți răspunde public fiecărei recenzii din contul de magazin. Răspunsurile trec prin moderare, ca și recenziile.' }] },
      { id: 'widget', title: 'Widgetul', blocks: [{ text: 'Un fragment de cod afișează pe site-ul tău nota și ultimele recenzii, actualizate automat.' }] },
    ],
  },
];
