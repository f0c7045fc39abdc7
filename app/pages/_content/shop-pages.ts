import type { ContentPage } from './types';

/** Pages for shops: adding a shop, its FAQ, Cuib Pixel and Cuib Star, and the commercial offers (SPEC §2). */
export const shopPages: ContentPage[] = [
  {
    path: '/despre/adauga-magazin',
    heading: 'Adaugă-ți magazinul pe Cuib',
    title: 'Adaugă magazinul',
    description: 'Listează produsele magazinului tău pe Cuib: ce îți trebuie, cum funcționează plata pe clic și cum începi.',
    lead: ['Cuib aduce pe site-ul tău oameni care caută deja mobilă, decorațiuni sau produse de grădină. Plătești doar clicurile primite, la prețul pe care îl alegi.'],
    sections: [
      {
        id: 'ce-iti-trebuie',
        title: 'Ce îți trebuie',
        blocks: [
          {
            items: [
              'un magazin online care vinde în România, cu date de contact, termeni și politică de retur publicate;',
              'un feed de produse (XML sau CSV) cu prețuri și disponibilitate la zi;',
              'produse din categoriile noastre: casă, mobilă, decorațiuni, iluminat, bucătărie, baie, grădină, camera copilului.',
            ],
          },
        ],
      },
      {
        id: 'cum-functioneaza',
        title: 'Cum funcționează',
        blocks: [
          { text: 'Îți verificăm feedul, așezăm produsele în categoriile Cuib și le publicăm. Fiecare produs duce direct la pagina lui din magazinul tău.' },
          { text: 'Stabilești un preț pe clic și un buget. Când bugetul e atins, produsele tale nu mai apar până la următoarea perioadă.' },
        ],
      },
      { id: 'rapoarte', title: 'Ce vezi în rapoarte', blocks: [{ text: 'Clicuri pe zi, pe categorie și pe produs, costul lor și, cu Cuib Pixel instalat, vânzările care au urmat.' }] },
    ],
    callToAction: { label: 'Înscrie-ți magazinul', href: '/register' },
  },
  {
    path: '/despre/adauga-magazin/faq',
    heading: 'Întrebări frecvente ale magazinelor',
    title: 'Întrebări frecvente pentru magazine',
    description: 'Costuri, feed de produse, actualizări, ordinea produselor, buget, facturi, Cuib Pixel și Cuib Star: răspunsuri pentru magazine.',
    lead: ['Răspunsurile la ce ne întreabă cel mai des magazinele. Dacă nu găsești ce cauți, scrie-ne la magazine@cuib.ro.'],
    accordion: true,
    updated: '2026-11-01',
    sections: [
      { id: 'costuri', title: 'Cât costă listarea?', blocks: [{ text: 'Înscrierea și listarea sunt gratuite. Plătești doar clicurile care duc cumpărători pe site-ul tău, la prețul pe clic stabilit de tine, de la 0,20 lei în sus.' }] },
      { id: 'formate-feed', title: 'În ce format trimit produsele?', blocks: [{ text: 'Acceptăm:', items: ['XML în formatul Google Shopping (RSS sau Atom) sau fișierul TSV al Google;', 'CSV cu separator virgulă sau punct și virgulă, în UTF-8;', 'oricare dintre ele arhivat gzip.'] }] },
      { id: 'actualizare', title: 'Cât de des se actualizează prețurile?', blocks: [{ text: 'Citim feedul de câteva ori pe zi. Dacă prețurile tale se schimbă des, spune-ne și îl citim mai des.' }] },
      { id: 'ordine', title: 'Cum se stabilește ordinea produselor?', blocks: [{ text: 'Ordinea implicită ține de relevanța pentru căutare, popularitate, calitatea ofertei (preț, livrare, recenzii) și, în parte, de prețul pe clic. Pozițiile plătite sunt marcate.' }] },
      { id: 'buget', title: 'Îmi pot limita bugetul?', blocks: [{ text: 'Da: stabilești un buget zilnic sau lunar. Când e atins, produsele tale nu mai apar până la perioada următoare.' }] },
      { id: 'clicuri-invalide', title: 'Plătesc și clicurile false?', blocks: [{ text: 'Nu. Clicurile repetate de la același vizitator într-un timp scurt și cele ale roboților sunt filtrate și nu se facturează.' }] },
      { id: 'oprire', title: 'Cum opresc listarea?', blocks: [{ text: 'Oprești oricând, fără penalități: scrie-ne la magazine@cuib.ro și produsele dispar din Cuib în cel mult 24 de ore.' }] },
      { id: 'facturi', title: 'Cum primesc facturile?', blocks: [{ text: 'Lunar, prin e-mail, pentru clicurile lunii trecute, cu plata în 15 zile. Poți alege și plata în avans.' }] },
      { id: 'pixel', title: 'Trebuie să instalez Cuib Pixel?', blocks: [{ text: 'Nu e obligatoriu, dar fără el nu vezi ce vânzări au urmat clicurilor. Pixelul e gratuit pentru magazinele listate.' }] },
      { id: 'recenzii', title: 'Cum strâng recenzii cu Cuib Star?', blocks: [{ text: 'După o comandă, Cuib trimite cumpărătorului o invitație să evalueze produsul și magazinul. Recenziile apar pe Cuib și, dacă vrei, pe site-ul tău.' }] },
    ],
    callToAction: { label: 'Înscrie-ți magazinul', href: '/register' },
  },
  {
    path: '/cuib-pixel',
    heading: 'Cuib Pixel',
    title: 'Cuib Pixel',
    description: 'Cuib Pixel arată magazinelor ce vânzări au urmat clicurilor de pe Cuib, doar cu acordul cumpărătorului pentru marketing.',
    lead: ['Cuib Pixel e un mic script pe care magazinul îl pune pe pagina de confirmare a comenzii. Îi arată ce comenzi au venit după un clic de pe Cuib.'],
    sections: [
      { id: 'ce-masoara', title: 'Ce măsoară', blocks: [{ items: ['valoarea comenzii și produsele comandate;', 'legătura cu clicul de pe Cuib care a adus cumpărătorul;', 'nimic altceva: nici nume, nici adrese, nici date de plată.'] }] },
      { id: 'consimtamant', title: 'Doar cu acordul cumpărătorului', blocks: [{ text: 'Pixelul pornește doar dacă cumpărătorul a acceptat cookie-urile de marketing, pe Cuib și pe site-ul magazinului. Fără acord, nu se trimite nimic.' }] },
      { id: 'la-ce-foloseste', title: 'La ce folosește', blocks: [{ text: 'Magazinele își văd costul pe vânzare. Noi afișăm mai sus ofertele care chiar se cumpără, nu doar pe cele pe care se dă clic.' }] },
    ],
    callToAction: { label: 'Află cum îl instalezi', href: '/commercial/pixel' },
  },
  {
    path: '/cuib-star',
    heading: 'Cuib Star: recenzii de la cumpărători reali',
    title: 'Cuib Star',
    description: 'Cuib Star strânge recenzii doar de la cei care au cumpărat: invitații după comandă, moderare și afișare pe Cuib și la magazin.',
    lead: ['Cu Cuib Star, recenziile vin doar de la oameni care au cumpărat produsul. Magazinul nu le poate alege, cumpăra sau șterge.'],
    sections: [
      { id: 'invitatii', title: 'Cum funcționează invitațiile', blocks: [{ text: 'După livrare, cumpărătorul primește de la Cuib un e-mail cu invitația să evalueze produsul și magazinul. Poate răspunde o singură dată și se poate dezabona dintr-un clic.' }] },
      { id: 'moderare', title: 'Moderarea', blocks: [{ text: 'Citim fiecare recenzie înainte să apară. Scoatem doar ce încalcă regulile: injurii, date personale, reclame sau texte fără legătură cu produsul. Recenziile negative, dar corecte, rămân.' }] },
      { id: 'unde-apar', title: 'Unde apar recenziile', blocks: [{ text: 'Pe pagina produsului de pe Cuib și, dacă magazinul vrea, într-un widget pe site-ul lui. Magazinul poate răspunde public fiecărei recenzii.' }] },
    ],
    callToAction: { label: 'Cuib Star pentru magazine', href: '/commercial/star' },
  },
  {
    path: '/commercial/SaaS',
    heading: 'Cuib SaaS: catalogul tău, în ordine',
    title: 'Cuib SaaS pentru magazine',
    description: 'Cuib SaaS verifică feedul magazinului, semnalează produsele cu date lipsă și ține catalogul la zi pe toate canalele.',
    lead: ['Un feed curat vinde mai bine. Cuib SaaS îți verifică zilnic catalogul și îți spune exact ce lipsește.'],
    sections: [
      { id: 'verificari', title: 'Ce verifică', blocks: [{ items: ['prețuri și disponibilitate care nu se potrivesc cu site-ul;', 'dimensiuni, culori și materiale lipsă;', 'imagini prea mici sau lipsă;', 'categorii puse greșit.'] }] },
      { id: 'canale', title: 'Un feed, mai multe canale', blocks: [{ text: 'Din același catalog verificat scoți feeduri pentru Cuib și pentru alte canale de vânzare, fiecare în formatul cerut.' }] },
      { id: 'pret', title: 'Cât costă', blocks: [{ text: 'Un abonament lunar, după numărul de produse. Primele 30 de zile sunt gratuite, fără card.' }] },
    ],
    callToAction: { label: 'Înscrie-ți magazinul', href: '/register' },
  },
  {
    path: '/commercial/e-shop',
    heading: 'Promovează-ți magazinul pe Cuib',
    title: 'Cuib pentru magazine',
    description: 'Listare plătită pe clic, cu buget controlat și rapoarte clare: cum aduce Cuib cumpărători magazinului tău.',
    lead: ['Pe Cuib ajung oameni care au decis deja ce vor să cumpere pentru casă și compară oferte. Un clic de aici înseamnă un cumpărător interesat.'],
    sections: [
      { id: 'plata-pe-clic', title: 'Plătești doar clicurile', blocks: [{ text: 'Fără abonament și fără comision din vânzări. Alegi prețul pe clic pe categorii și îl schimbi oricând.' }] },
      { id: 'buget', title: 'Bugetul rămâne sub control', blocks: [{ text: 'Buget zilnic sau lunar, oprire oricând, fără perioadă minimă.' }] },
      { id: 'rapoarte', title: 'Rapoarte clare', blocks: [{ text: 'Clicuri, costuri și, cu Cuib Pixel, vânzări, pe zi, pe categorie și pe produs.' }] },
    ],
    callToAction: { label: 'Înscrie-ți magazinul', href: '/register' },
  },
  {
    path: '/commercial/pixel',
    heading: 'Cuib Pixel pentru magazine',
    title: 'Cuib Pixel pentru magazine',
    description: 'Vezi ce vânzări aduc clicurile de pe Cuib. Cuib Pixel e inclus gratuit pentru magazinele listate.',
    lead: ['Cu Cuib Pixel vezi costul tău pe vânzare, nu doar pe clic, iar ofertele tale care se vând bine urcă în listă.'],
    sections: [
      { id: 'beneficii', title: 'Ce câștigi', blocks: [{ items: ['costul real pe vânzare, pe categorii;', 'ce produse aduc comenzi și care doar clicuri;', 'o poziție mai bună pentru ofertele care se cumpără.'] }] },
      { id: 'pret', title: 'Preț', blocks: [{ text: 'Inclus gratuit pentru magazinele listate pe Cuib.' }] },
      { id: 'instalare', title: 'Instalare', blocks: [{ text: 'Un fragment de cod pe pagina de confirmare a comenzii, pornit doar cu acordul de marketing al cumpărătorului. Pașii sunt în ghidul de instalare de pe site-ul pentru magazine.' }] },
    ],
    callToAction: { label: 'Înscrie-ți magazinul', href: '/register' },
  },
  {
    path: '/commercial/star',
    heading: 'Cuib Star pentru magazine',
    title: 'Cuib Star pentru magazine',
    description: 'Strânge recenzii verificate de la cumpărătorii tăi, afișate pe Cuib și pe site-ul tău, cu drept de răspuns.',
    lead: ['Recenziile verificate conving mai bine decât orice reclamă. Cuib Star le strânge pentru tine după fiecare comandă.'],
    sections: [
      { id: 'cum', title: 'Cum funcționează', blocks: [{ text: 'Ne trimiți comenzile (prin Cuib Pixel sau printr-un fișier zilnic), iar noi invităm cumpărătorii să evalueze produsul și magazinul.' }] },
      { id: 'afisare', title: 'Unde apar', blocks: [{ text: 'Pe paginile produselor tale de pe Cuib și într-un widget pe care îl pui pe site-ul tău.' }] },
      { id: 'reguli', title: 'Reguli corecte', blocks: [{ text: 'Nu poți alege, plăti sau șterge recenzii. Poți răspunde public și poți cere verificarea unei recenzii care încalcă regulile.' }] },
    ],
    callToAction: { label: 'Înscrie-ți magazinul', href: '/register' },
  },
];
