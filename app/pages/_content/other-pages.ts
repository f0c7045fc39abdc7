import type { ContentPage } from './types';

/** The environment page and the furniture bank (SPEC §2 other pages). */
export const otherPages: ContentPage[] = [
  {
    path: '/eco',
    heading: 'Cuib și mediul',
    title: 'Cuib și mediul',
    description: 'Ce face Cuib ca să te ajute să alegi lucruri care țin mai mult: filtre, informații despre materiale și mai puține drumuri inutile.',
    lead: ['Lucrul cel mai prietenos cu mediul e cel pe care nu trebuie să-l înlocuiești curând. Încercăm să te ajutăm să alegi așa.'],
    sections: [
      { id: 'materiale', title: 'Materiale, spuse limpede', blocks: [{ text: 'Afișăm materialul, dimensiunile și, unde magazinele le declară, certificările lemnului, ca să poți compara ce cumperi, nu doar prețul.' }] },
      { id: 'durabil', title: 'Lucruri care țin', blocks: [{ text: 'Recenziile verificate și istoricul prețurilor te ajută să eviți produsele care se strică repede și cumpărăturile făcute în grabă, la o „reducere” care nu e una.' }] },
      { id: 'livrari', title: 'Mai puține drumuri', blocks: [{ text: 'Filtrele după magazin și livrare te ajută să iei mai multe lucruri de la același magazin, într-o singură livrare.' }] },
      { id: 'ce-urmeaza', title: 'Ce urmează', blocks: [{ text: 'Lucrăm la filtre pentru produse recondiționate și la mai multe informații despre proveniență, pe măsură ce magazinele ni le pot trimite.' }] },
    ],
  },
  {
    path: '/furniture-bank',
    heading: 'Banca de mobilă',
    title: 'Banca de mobilă',
    description: 'Banca de mobilă Cuib leagă oamenii care dau mobilă bună de organizațiile care mobilează case pentru familii în nevoie.',
    lead: ['Multe lucruri bune ajung la gunoi doar pentru că nu știm cui le-ar folosi. Banca de mobilă vrea să le ducă la cine are nevoie de ele.'],
    sections: [
      { id: 'ideea', title: 'Ideea', blocks: [{ text: 'Cine își schimbă mobila poate oferi piesele vechi, în stare bună. Organizațiile partenere le preiau și mobilează locuințe pentru familii care pornesc de la zero.' }] },
      { id: 'organizatii', title: 'Pentru organizații', blocks: [{ text: 'Primim în program organizații neguvernamentale care lucrează cu familii în nevoie și pot ridica și duce mobila. Scrieți-ne la banca-de-mobila@cuib.ro cu câteva rânduri despre voi și orașele în care lucrați.' }] },
      { id: 'donatori', title: 'Pentru cei care dau', blocks: [{ text: 'Pe măsură ce organizațiile se alătură, vom publica aici orașele acoperite și cum poți oferi o piesă de mobilier.' }] },
    ],
  },
];
