import type { ArticleSource } from './types';

/** The garden and the terrace: furniture, grills, pools, shade and light outdoors. */
export const garden: ArticleSource[] = [
  {
    title: 'Grătar pe cărbuni sau pe gaz: ce merită în 2026',
    category: 3,
    author: 'Andrei Popescu',
    perex: 'Gust, timp de pregătire și întreținere: comparăm cele două tipuri de grătare, ca să alegi după felul în care gătești.',
    sections: [
      {
        heading: 'Gustul',
        text: `Pentru mulți, mirosul de fum este jumătate din farmecul unui grătar. Un [grătar pe cărbuni](/produse/gratare-pe-carbuni) atinge temperaturi mari și dă carnei crusta și aroma pe care le asociem cu verile la țară. Cu un capac și câteva bucăți de lemn de fag sau de cireș poți chiar afuma ușor.

Grătarul pe gaz câștigă la control: temperatura se reglează din buton, iar legumele, peștele sau brânzeturile ies uniform, fără să se ardă.`,
        pick: 'gratare-pe-carbuni',
      },
      {
        heading: 'Timpul de pregătire',
        text: `Cărbunii au nevoie de 20–30 de minute până sunt gata de gătit, iar la final trebuie lăsați să se stingă complet. Un [grătar pe gaz](/produse/gratare-pe-gaz) e gata în zece minute și se oprește dintr-un buton. Dacă vrei să faci grătar și într-o seară obișnuită de marți, după serviciu, gazul e alegerea practică.`,
        pick: 'gratare-pe-gaz',
      },
      {
        heading: 'Întreținere și costuri',
        text: `Comparația pe scurt:

- **cărbuni** – preț de cumpărare mic, cenușă de scos după fiecare folosire, sac de brichete la fiecare câteva grătare;
- **gaz** – preț mai mare, butelie de schimbat, curățare simplă cu peria cât grătarul e încă cald;
- **electric** – potrivit pentru balcoanele unde flacăra deschisă este interzisă.

Verifică regulamentul blocului înainte să cumperi un grătar pentru balcon.`,
      },
      {
        heading: 'Accesoriile care contează',
        text: `Indiferent de tip, câteva [accesorii pentru grătar](/produse/accesorii-pentru-gratar) fac diferența: un clește lung, o perie de curățat cu peri din alamă, un termometru pentru carne și o husă impermeabilă pentru iarnă. Termometrul, mai ales, scapă de ghicit: puiul e gata la 74 °C în interior, iar vita medie la 57 °C.`,
        pick: 'accesorii-pentru-gratar',
      },
      {
        heading: 'Siguranța la grătar',
        text: `Indiferent de tip, grătarul se așază pe o suprafață stabilă, la cel puțin trei metri de casă, de gard și de ramurile copacilor. Ține aproape o găleată cu nisip sau un stingător mic și nu folosi niciodată benzină pentru aprinderea cărbunilor.

La grătarul pe gaz, verifică furtunul și racordurile la începutul fiecărui sezon: puțină apă cu săpun întinsă pe îmbinări arată imediat o scurgere prin bule. Iar copiii și animalele de companie stau departe de zona fierbinte.`,
      },
    ],
  },
  {
    title: '7 idei pentru o terasă mică și primitoare',
    category: 3,
    author: 'Ioana Marinescu',
    perex: 'Mobilier pliabil, lumini calde și plante în ghivece mari: terasa devine încă o cameră a casei.',
    sections: [
      {
        heading: 'Mobilier care se strânge',
        text: `Pe o terasă de câțiva metri pătrați, fiecare piesă trebuie să-și merite locul. Un [set de mobilier de grădină](/produse/seturi-de-mobilier-de-gradina) pentru două persoane, cu scaune pliabile, lasă loc de trecere și se strânge iarna într-o debara. Alege materiale care rezistă afară: aluminiu, ratan sintetic sau lemn de salcâm tratat.`,
        pick: 'seturi-de-mobilier-de-gradina',
      },
      {
        heading: 'Lumina de seară',
        text: `Terasele se folosesc mai ales seara, așa că lumina contează. [Ghirlandele luminoase](/produse/ghirlande-luminoase) întinse deasupra mesei creează imediat atmosferă, iar felinarele solare nu au nevoie de prize. Evită lumina albă, rece: atrage insectele și face spațiul să pară un parcaj.`,
        pick: 'ghirlande-luminoase',
      },
      {
        heading: 'Plante mari, nu multe',
        text: `Câteva plante în [ghivece](/produse/ghivece) mari arată mai bine decât multe plante mici și se udă mai rar. Idei pentru o terasă însorită:

1. lavandă și rozmarin, care parfumează serile;
2. un lămâi sau un măslin, mutat iarna în casă;
3. ierburi ornamentale, care se mișcă frumos în vânt;
4. roșii cherry și busuioc, pentru o mică grădină de bucătărie.`,
        pick: 'ghivece',
      },
      {
        heading: 'Textile de exterior',
        text: `Pernele și covoarele de exterior sunt din fibre sintetice care se usucă repede și nu se decolorează la soare. Un covor de exterior delimitează zona de stat și face terasa să pară o cameră adevărată. Păstrează pernele într-o ladă impermeabilă când plouă.`,
      },
      {
        heading: 'Intimitatea',
        text: `Un paravan din lemn, o jardinieră înaltă cu bambus sau o perdea de exterior te feresc de privirile vecinilor fără să blocheze aerul. Dacă terasa e foarte expusă la soare, o umbrelă cu braț lateral acoperă masa fără să ocupe loc în mijloc. Cu aceste câteva schimbări, terasa devine locul preferat al casei din mai până în octombrie.`,
      },
      {
        heading: 'Podeaua terasei',
        text: `Dacă terasa are o pardoseală tristă, din beton sau gresie veche, plăcile din lemn sau din compozit care se îmbină fără unelte o transformă într-o după-amiază. Se pun direct peste suprafața existentă și se pot lua cu tine dacă te muți.`,
      },
    ],
  },
  {
    title: 'Piscina de grădină: ce trebuie să știi înainte să cumperi',
    category: 3,
    author: 'Radu Stan',
    perex: 'Teren, filtrare și întreținere: cum alegi o piscină supraterană pentru o vară fără griji.',
    sections: [
      {
        heading: 'Terenul',
        text: `O [piscină](/produse/piscine) supraterană are nevoie de o suprafață perfect plană. O diferență de câțiva centimetri între margini se vede imediat în nivelul apei și pune presiune pe pereți. Îndepărtează gazonul și pietrele, nivelează cu un strat de nisip fin și pune deasupra o folie de protecție sau plăci din spumă.

Alege un loc însorit, departe de copaci: frunzele căzute înseamnă curățenie zilnică.`,
        pick: 'piscine',
      },
      {
        heading: 'Mărimea potrivită',
        text: `Înainte să alegi, gândește-te cine o va folosi:

- pentru copii mici, o piscină de 60–80 cm adâncime e suficientă și mai sigură;
- pentru adulți care vor să se răcorească, 120 cm adâncime și cel puțin 3,6 metri diametru;
- pentru înot adevărat, o piscină dreptunghiulară de minimum 5 metri.

Nu uita că un metru cub de apă înseamnă o tonă: verifică dacă terenul o poate susține.`,
      },
      {
        heading: 'Filtrarea',
        text: `Pompa trebuie să filtreze întregul volum de apă de cel puțin două ori pe zi. Filtrele cu nisip sunt mai eficiente și mai ieftine de întreținut decât cele cu cartuș, care trebuie schimbate des. Printre [accesoriile pentru piscină](/produse/accesorii-pentru-piscina) utile se numără și o prelată, care păstrează apa curată și caldă peste noapte.`,
        pick: 'accesorii-pentru-piscina',
      },
      {
        heading: 'Apa curată toată vara',
        text: `Testează pH-ul de două ori pe săptămână: valoarea ideală este între 7,2 și 7,6. Tabletele de clor cu dizolvare lentă, puse într-un dozator plutitor, mențin apa dezinfectată fără efort. După o ploaie puternică sau o petrecere cu mulți copii, un tratament șoc readuce apa la transparența inițială.`,
      },
      {
        heading: 'Siguranța',
        text: `Nu lăsa niciodată copiii nesupravegheați lângă piscină, nici măcar pentru câteva minute. Scoate scara exterioară când nu folosiți piscina și acoperiți apa cu prelata seara. Aceste obiceiuri simple fac diferența.`,
      },
      {
        heading: 'La sfârșitul verii',
        text: `Toamna, piscinele supraterane mici se golesc, se curăță și se depozitează uscate, ca să nu mucegăiască. Cele mari pot rămâne montate peste iarnă, cu un produs de iernare și o prelată bine fixată.`,
      },
    ],
  },
  {
    title: 'Umbră în grădină: umbrelă, pavilion sau pergolă?',
    category: 3,
    author: 'Mihaela Georgescu',
    perex: 'Soarele de iulie nu iartă. Comparăm soluțiile de umbră pentru grădini și terase, de la cea mai simplă la cea mai solidă.',
    sections: [
      {
        heading: 'Umbrela: flexibilă și ieftină',
        text: `O [umbrelă de soare](/produse/umbrele-de-soare) este cea mai simplă soluție: o deschizi unde ai nevoie și o strângi când bate vântul. Modelele cu braț lateral (suspendate) lasă masa liberă dedesubt și se pot roti după soare. Baza trebuie să cântărească cel puțin 40 de kilograme pentru o umbrelă de 3 metri.

Alege o pânză cu protecție UV 50+ și o culoare deschisă, care nu se încinge.`,
        pick: 'umbrele-de-soare',
      },
      {
        heading: 'Pavilionul: o cameră în aer liber',
        text: `Un [pavilion](/produse/pavilioane) acoperă o zonă mai mare, de obicei 3 × 3 sau 3 × 4 metri, și poate avea pereți laterali cu plase împotriva țânțarilor. E potrivit pentru mese lungi cu prietenii. Modelele cu structură din aluminiu și acoperiș din policarbonat rezistă și la ploaie, nu doar la soare.`,
        pick: 'pavilioane',
      },
      {
        heading: 'Pergola: pentru ani întregi',
        text: `O pergolă din lemn sau din aluminiu, fixată în fundație, este o investiție pe termen lung. Cu lamele orientabile reglezi lumina după oră, iar cu o viță-de-vie sau un trandafir cățărător obții cea mai plăcută umbră: cea vie, care răcorește aerul.

Verifică la primărie dacă ai nevoie de autorizație pentru o construcție fixă.`,
      },
      {
        heading: 'Cum alegi',
        text: `Pe scurt:

- **balcon sau terasă mică** – umbrelă de balcon sau o pânză triunghiulară;
- **grădină închiriată** – umbrelă sau pavilion demontabil;
- **grădina ta, pe termen lung** – pergolă, eventual cu plante cățărătoare.

Orice ai alege, poziționează umbra după soarele de după-amiază, cel mai puternic în lunile de vară.`,
      },
      {
        heading: 'Întreținerea de la un an la altul',
        text: `Pânzele umbrelelor și ale pavilioanelor se curăță cu apă călduță și săpun neutru, cu o perie moale, niciodată cu aparat de spălat cu presiune. Înainte să le strângi, lasă-le să se usuce complet: o pânză pusă umedă în husă face pete de mucegai în câteva zile.

Iarna, umbrelele se depozitează în garaj sau în magazie, iar pavilioanele demontabile se strâng înainte de prima zăpadă: greutatea ei poate îndoi structura. La pergolele din lemn, un strat de lazură la doi-trei ani le păstrează culoarea și le protejează de ploaie.`,
      },
    ],
  },
  {
    title: 'Iluminatul grădinii cu lămpi solare',
    category: 3,
    author: 'Andrei Popescu',
    perex: 'Alei, trepte și straturi de flori puse în valoare fără cabluri: ce poți aștepta de la lămpile solare și cum le așezi.',
    sections: [
      {
        heading: 'Cum funcționează',
        text: `O [lampă solară](/produse/lampi-solare) are un mic panou fotovoltaic, un acumulator și un senzor de lumină. Ziua se încarcă, iar la apus se aprinde singură. Nu ai nevoie de electrician, de cabluri îngropate sau de prize de exterior.

Autonomia depinde de soare: după o zi senină de vară luminează toată noaptea, iar în noiembrie, câteva ore.`,
        pick: 'lampi-solare',
      },
      {
        heading: 'Unde le pui',
        text: `Câteva locuri în care lămpile solare fac diferența:

- de-a lungul aleii, la 1,5–2 metri una de alta;
- la fiecare treaptă, pentru siguranță;
- sub un copac, orientate în sus, ca să-i lumineze coroana;
- printre flori, pentru un efect discret.

Panoul trebuie să primească soare direct cel puțin șase ore pe zi.`,
      },
      {
        heading: 'Când ai nevoie de mai mult',
        text: `Pentru intrarea în casă sau pentru zona de lângă garaj, lumina solară e adesea prea slabă. Acolo sunt mai potrivite [aplicele de exterior](/produse/aplice-de-exterior) legate la rețea, eventual cu senzor de mișcare. Pentru zona de stat, un [lampadar de grădină](/produse/lampadare-de-gradina) dă o lumină caldă, constantă.`,
        pick: 'lampadare-de-gradina',
      },
      {
        heading: 'Ce să verifici la cumpărare',
        text: `Uită-te la gradul de protecție: IP44 e minimul pentru exterior, iar IP65 rezistă și la ploi torențiale. Acumulatorii schimbabili prelungesc viața lămpii cu ani buni. Lumina caldă (3.000 K) arată mai frumos în grădină decât cea rece și nu atrage atât de multe insecte.`,
      },
      {
        heading: 'Întreținerea lămpilor',
        text: `Lămpile solare au nevoie de foarte puțină grijă, dar nu de niciuna. O dată pe lună, șterge panoul cu o lavetă umedă: praful și polenul îi pot reduce puterea la jumătate.

Toamna, verifică dacă apa a pătruns în carcasă și schimbă acumulatorii care nu mai țin o noapte întreagă. Iarna, când zilele sunt scurte, lămpile mici pot fi strânse și păstrate la adăpost, ca să reziste mai mulți ani. Iar primăvara, la montaj, ține cont de frunzișul care crește: un panou umbrit în iunie nu se mai încarcă.`,
      },
    ],
  },
  {
    title: 'Gazonul perfect: cum alegi mașina de tuns iarbă',
    category: 3,
    author: 'Radu Stan',
    perex: 'Electrică, pe benzină sau pe acumulator: mărimea grădinii și terenul decid ce mașină de tuns ți se potrivește.',
    sections: [
      {
        heading: 'Mărimea grădinii',
        text: `Regula simplă pentru alegerea unei [mașini de tuns iarbă](/produse/masini-de-tuns-iarba):

- până la 300 m² – o mașină electrică cu cablu, ușoară și ieftină;
- 300–800 m² – una pe acumulator, fără cablu de care să te împiedici;
- peste 800 m² – o mașină pe benzină, autopropulsată, sau chiar un robot de tuns.

Lățimea de tăiere contează și ea: 32 cm e suficient pentru o grădină mică, dar pentru una mare ai nevoie de cel puțin 42 cm.`,
        pick: 'masini-de-tuns-iarba',
      },
      {
        heading: 'Colectare sau mulcire',
        text: `Majoritatea mașinilor au un sac de colectare. Unele pot și mulci: toacă iarba foarte mărunt și o lasă pe gazon, unde se descompune și hrănește solul. Mulcirea economisește timp și îngrășământ, dar funcționează doar dacă tunzi des, când iarba nu e prea înaltă.`,
      },
      {
        heading: 'Cât de des și cât de scurt',
        text: `Nu tăia niciodată mai mult de o treime din înălțimea firului la o trecere. Vara, o înălțime de 5–6 centimetri păstrează umezeala în sol și gazonul rămâne verde. Tunde când iarba este uscată și schimbă direcția la fiecare trecere, ca firele să crească drept.`,
      },
      {
        heading: 'Udatul și compostul',
        text: `Un gazon sănătos are nevoie de aproximativ 25 de litri de apă pe metru pătrat pe săptămână, dați rar și din abundență, dimineața devreme. Un [furtun](/produse/furtune) cu aspersor oscilant acoperă uniform suprafețele dreptunghiulare.

Iarba tăiată nu e un deșeu: pusă într-un [compostor](/produse/compostoare) alături de resturile din bucătărie, devine în câteva luni un îngrășământ excelent pentru flori și legume.`,
        pick: 'compostoare',
      },
      {
        heading: 'Întreținerea mașinii',
        text: `O mașină de tuns bine întreținută taie curat și ține mulți ani. După fiecare folosire, curăță iarba lipită sub carcasă, cu mașina oprită și, la cele electrice, scoasă din priză.

Ascute sau schimbă cuțitul la începutul fiecărui sezon: un cuțit tocit rupe firele în loc să le taie, iar vârfurile gazonului se îngălbenesc. La mașinile pe benzină, golește rezervorul înainte de iarnă și schimbă uleiul o dată pe an. Acumulatorii se păstrează iarna în casă, încărcați pe jumătate, nu în magazia rece.`,
      },
    ],
  },
];
