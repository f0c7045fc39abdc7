import type { ArticleSource } from './types';

/** The children's room: safe, practical furniture that grows with them. */
export const kids: ArticleSource[] = [
  {
    title: 'Camera copilului care crește odată cu el',
    category: 6,
    author: 'Elena Dumitrescu',
    perex: 'De la pătuț la birou de școlar: cum mobilezi camera copilului ca să nu o schimbi la fiecare trei ani.',
    sections: [
      {
        heading: 'Mobilier care se transformă',
        text: `Copiii cresc repede, iar mobilierul cumpărat pentru un copil de doi ani devine neîncăpător la șase. Caută piese care evoluează: un [pat pentru copii](/produse/paturi-pentru-copii) extensibil, care trece de la 140 la 200 de centimetri lungime, sau un pătuț transformabil în pat de copil și apoi în canapea.`,
        pick: 'paturi-pentru-copii',
      },
      {
        heading: 'Culori neutre, accente schimbabile',
        text: `Pereții albi, bej sau verde deschis rezistă toate vârstele. Personajele preferate se schimbă în fiecare an, așa că lasă-le pe lenjerii, postere și perne, nu pe pereți sau pe mobilier. Un perete cu vopsea de tablă neagră oferă un loc pentru desen care nu se demodează.`,
      },
      {
        heading: 'Depozitarea la înălțimea copilului',
        text: `Un copil care își ajunge jucăriile le și strânge singur. Idei practice:

- rafturi joase, cu cutii fără capac, etichetate cu desene;
- un [dulap pentru copii](/produse/dulapuri-pentru-copii) cu bara de umerașe reglabilă;
- cârlige la înălțimea lui pentru ghiozdan și geacă;
- o ladă de jucării cu capac care se închide lent, fără să prindă degetele.`,
        pick: 'dulapuri-pentru-copii',
      },
      {
        heading: 'Colțul de lucru',
        text: `De la grădiniță apare nevoia unei mese de desen, iar de la școală a unui birou adevărat. Un [birou pentru copii](/produse/birouri-pentru-copii) reglabil pe înălțime, cu blat înclinabil, ține de la 4 la 14 ani. Pune-l lângă fereastră, cu lumina venind din stânga pentru copiii dreptaci.`,
        pick: 'birouri-pentru-copii',
      },
      {
        heading: 'Siguranța mai întâi',
        text: `Fixează de perete toate dulapurile, comodele și rafturile înalte. Alege mobilier cu colțuri rotunjite și vopsele pe bază de apă, certificate pentru jucării. Prizele la îndemână trebuie să aibă protecție, iar cablurile draperiilor, prinse sus, departe de pat.`,
      },
      {
        heading: 'Lasă-l să aleagă',
        text: `Camera este primul spațiu pe care un copil îl simte al lui. Implică-l în alegeri potrivite vârstei: culoarea lenjeriei, posterele de pe perete sau locul unde își ține cărțile. Un copil care a ales singur lampa de citit o va folosi cu mai multă plăcere.`,
      },
    ],
  },
  {
    title: 'Pătuțul pentru bebeluș: siguranța înainte de toate',
    category: 6,
    author: 'Mihaela Georgescu',
    perex: 'Distanța dintre bare, salteaua potrivită și ce nu pui niciodată în pătuț: lista pe care o verifici înainte să cumperi.',
    sections: [
      {
        heading: 'Standardul de siguranță',
        text: `Un [pătuț](/produse/patuturi) vândut în Uniunea Europeană trebuie să respecte standardul EN 716. Verifică asta pe etichetă sau în descrierea produsului. Câteva măsuri esențiale:

- distanța dintre bare: între 4,5 și 6,5 centimetri;
- înălțimea laterală: cel puțin 60 de centimetri deasupra saltelei, pe poziția cea mai joasă;
- fără decupaje în tăblii în care să se prindă capul sau mâinile.`,
        pick: 'patuturi',
      },
      {
        heading: 'Salteaua',
        text: `Salteaua trebuie să fie fermă și să se potrivească exact în pătuț: dacă încap mai mult de două degete între saltea și margine, e prea mică. O saltea moale sau una folosită, deformată, crește riscurile pentru bebeluș. Husa detașabilă, lavabilă la 60 de grade, e obligatorie.`,
      },
      {
        heading: 'Ce nu pui în pătuț',
        text: `Pentru primul an, medicii pediatri recomandă un pătuț gol: fără perne, fără pilote, fără apărători moi și fără jucării de pluș. Un sac de dormit potrivit mărimii bebelușului înlocuiește pătura și nu poate acoperi fața.

Pune pătuțul departe de ferestre, calorifere și cabluri de jaluzele.`,
      },
      {
        heading: 'Înălțimea reglabilă',
        text: `La început, salteaua stă pe poziția cea mai înaltă, ca să nu-ți forțezi spatele când îl ridici pe cel mic. De îndată ce bebelușul începe să se ridice în șezut, coboar-o. Multe pătuțuri au laterale detașabile și devin pat de copil mic până pe la patru ani.`,
      },
      {
        heading: 'Locul de joacă',
        text: `Ziua, un [covoraș de joacă](/produse/covorase-de-joaca) gros, din spumă fără ftalați, oferă o suprafață sigură pentru statul pe burtă și primii pași. Alege unul care se curăță ușor cu o lavetă umedă.`,
        pick: 'covorase-de-joaca',
      },
      {
        heading: 'Montajul și verificările',
        text: `Montează pătuțul exact după instrucțiuni și strânge toate șuruburile la final. La câteva luni, verifică din nou că nimic nu s-a slăbit și că nu au apărut așchii sau vopsea sărită.

Dacă primești un pătuț de la rude sau prieteni, verifică anul fabricației și cumpără oricum o saltea nouă, pe măsura lui exactă.`,
      },
    ],
  },
  {
    title: 'Locul de joacă din curte: căsuțe și leagăne',
    category: 6,
    author: 'Andrei Popescu',
    perex: 'Cum amenajezi un colț de joacă sigur și rezistent în curte, unde copiii stau afară ore întregi.',
    sections: [
      {
        heading: 'Alege locul',
        text: `Locul de joacă trebuie să se vadă din casă, din bucătărie sau din living, ca să poți supraveghea copiii fără să stai lângă ei tot timpul. Evită zona de sub copacii care fac fructe sau rășină și asigură-te că la prânz o parte din suprafață rămâne la umbră.`,
      },
      {
        heading: 'Căsuța',
        text: `O [căsuță de joacă](/produse/casute-de-joaca) devine castel, magazin sau bucătărie, după zi. Cele din lemn de molid tratat rezistă ani buni afară; cele din plastic sunt ușoare, se curăță ușor și se pot muta. Verifică să aibă ferestre mari, prin care copiii să fie văzuți, și uși fără încuietori.`,
        pick: 'casute-de-joaca',
      },
      {
        heading: 'Leagănul',
        text: `Un [leagăn](/produse/leagane) are nevoie de spațiu: cel puțin 2 metri liberi în față și în spate. Pentru copiii mici, alege un scaun tip coș, cu spătar și centură. Structura se fixează în pământ cu ancore, ca să nu se încline la balansul puternic.

Verifică de două ori pe an:

- șuruburile și lanțurile;
- uzura frânghiilor;
- așchiile din lemn.`,
        pick: 'leagane',
      },
      {
        heading: 'Suprafața de sub joacă',
        text: `Iarba e bună, dar se tocește repede sub leagăn. Sub structurile de cățărare pune un strat de 20–30 de centimetri de mulci din scoarță, nisip sau plăci din cauciuc, care amortizează căderile. Un loc de joacă bine gândit îi ține pe copii afară, în aer liber, cât mai mult.`,
      },
      {
        heading: 'Nisipul și apa',
        text: `O ladă de nisip cu capac (ca să nu devină toaleta pisicilor din cartier) și, vara, o piscină mică sau un aspersor transformă curtea în cel mai bun loc de joacă. Golește piscinele pentru copii după fiecare folosire: câțiva centimetri de apă sunt destui pentru un accident.`,
      },
      {
        heading: 'Pe măsură ce cresc',
        text: `Alege structuri care pot fi completate în timp: un leagăn la care adaugi mai târziu un tobogan, o bară de cățărare sau o plasă. Locul de joacă crește odată cu copiii și rămâne interesant mai mulți ani.`,
      },
    ],
  },
  {
    title: 'Camera pentru doi frați: paturi etajate și zone separate',
    category: 6,
    author: 'Ioana Marinescu',
    perex: 'Cum împarți o cameră între doi copii astfel încât fiecare să aibă colțul lui și să rămână loc de joacă.',
    sections: [
      {
        heading: 'Patul etajat eliberează podeaua',
        text: `Un [pat etajat](/produse/paturi-etajate) ocupă locul unui singur pat și lasă jumătate de cameră pentru joacă. Patul de sus e potrivit pentru copiii de peste șase ani și trebuie să aibă balustradă pe toate laturile, cu cel puțin 16 centimetri deasupra saltelei. Modelele care se despart în două paturi separate sunt utile când copiii cresc.`,
        pick: 'paturi-etajate',
      },
      {
        heading: 'Fiecare cu colțul lui',
        text: `Chiar și frații care se înțeleg bine au nevoie de un spațiu doar al lor. Idei simple:

- câte o lampă de citit și un raft lângă fiecare pat;
- culori diferite pentru lenjerii și cutii de depozitare;
- un panou de plută pentru desenele fiecăruia;
- o perdea care se poate trage la patul de jos.`,
      },
      {
        heading: 'Depozitare împărțită corect',
        text: `Un dulap cu două uși, câte una pentru fiecare copil, evită certurile de dimineață. Sertarele de sub pat, pe roți, sunt bune pentru jucăriile mari și lenjeriile de schimb. Etichetați împreună cutiile: copiii respectă mai ușor ordinea pe care au ajutat să o facă.`,
      },
      {
        heading: 'Diferența de vârstă',
        text: `Când copiii au vârste diferite, programul lor de somn și de teme diferă. Așază biroul celui mare departe de patul celui mic și folosește o lampă cu lumină dirijată, care nu luminează toată camera. Un covor mare, moale, în mijlocul camerei rămâne zona comună, unde se joacă împreună.`,
      },
      {
        heading: 'Reguli pe care le stabiliți împreună',
        text: `Mobilierul ajută, dar liniștea într-o cameră comună vine din reguli clare, stabilite împreună cu copiii. Cine stinge lumina și la ce oră? Ce jucării sunt ale tuturor și care ale fiecăruia? Cine alege muzica în weekend?

Scrieți regulile pe o foaie și lipiți-o pe ușa dulapului. Copiii respectă mai ușor ce au hotărât ei înșiși. Iar când apar conflicte, un colț liniștit în altă cameră, unde fiecare se poate retrage cu o carte, face minuni pentru toată familia.`,
      },
    ],
  },
  {
    title: 'Biroul pentru școlari: ergonomie pentru primii ani',
    category: 6,
    author: 'Radu Stan',
    perex: 'Înălțimea biroului și a scaunului, lumina și ordinea: cum pregătești locul de teme înainte de clasa pregătitoare.',
    draft: true,
    sections: [
      {
        heading: 'Înălțimea corectă',
        text: `Un [birou pentru copii](/produse/birouri-pentru-copii) reglabil ține pasul cu creșterea. Regula: cu spatele drept și brațele pe blat, coatele copilului trebuie să fie la 90 de grade. Scaunul trebuie să permită tălpilor să stea pe podea; dacă nu ajung, un suport pentru picioare rezolvă.`,
        pick: 'birouri-pentru-copii',
      },
      {
        heading: 'Lumina',
        text: `Pune biroul lângă fereastră, cu lumina din partea opusă mâinii cu care scrie copilul. Seara, o lampă de birou cu lumină neutră și fără pâlpâire protejează ochii.`,
      },
      {
        heading: 'Ordinea',
        text: `Câteva reguli care ajută:

- un suport pentru creioane, nu un penar vărsat pe birou;
- o cutie pentru caietele fiecărei zile;
- un panou pentru orar și desene.`,
      },
    ],
  },
];
