import type { ArticleSource } from './types';

/** Buying guides: what to measure, compare and ask before ordering a piece of furniture. */
export const buyingGuides: ArticleSource[] = [
  {
    title: 'Cum alegi canapeaua potrivită pentru un living mic',
    category: 1,
    author: 'Elena Dumitrescu',
    perex: 'Dimensiuni, mecanisme de extindere și tapițerii: ce contează când fiecare centimetru din living e important.',
    sections: [
      {
        heading: 'Măsoară de două ori',
        text: `Înainte să te îndrăgostești de un model, ia ruleta și notează trei lucruri: lungimea peretelui pe care va sta canapeaua, adâncimea disponibilă până la măsuța de cafea și lățimea ușilor și a liftului prin care va trebui să intre. O canapea care nu încape pe ușă e o problemă des întâlnită și scumpă.

Lasă cel puțin 60 de centimetri de trecere în fața canapelei și 40 de centimetri între șezut și măsuță. Într-un living mic, o canapea de două locuri cu brațe subțiri oferă aproape același loc de stat ca una de trei locuri cu brațe masive.`,
      },
      {
        heading: 'Extensibilă sau fixă',
        text: `Dacă primești des musafiri, o [canapea extensibilă](/produse/canapele-extensibile) transformă livingul în dormitor în câteva secunde. Mecanismele cele mai întâlnite sunt:

- **click-clack** – spătarul coboară și formează un pat plat, bun pentru folosire ocazională;
- **delfin** – partea de dormit iese din fața șezutului, cu o saltea mai groasă;
- **extensie frontală** – potrivită pentru folosire zilnică, cu lada de depozitare dedesubt.

Verifică dimensiunea suprafeței de dormit desfăcute, nu doar pe cea a canapelei strânse.`,
        pick: 'canapele-extensibile',
      },
      {
        heading: 'Colțar sau canapea dreaptă',
        text: `Un [colțar](/produse/coltare) folosește eficient colțul camerei și oferă mai multe locuri, dar împarte vizual încăperea. Alege unul cu șezlongul reversibil, pe care îl poți monta în stânga sau în dreapta dacă te muți. Într-o cameră îngustă, o canapea dreaptă cu un taburet alături e de obicei soluția mai aerisită.`,
      },
      {
        heading: 'Tapițeria care rezistă',
        text: `Rezistența la frecare a stofei se măsoară în cicluri Martindale. Peste 30.000 de cicluri înseamnă o tapițerie potrivită pentru folosire intensă, chiar și cu animale de companie. Stofele cu tratament hidrofob se curăță ușor cu apă și puțin detergent, iar husele detașabile pot fi spălate la mașină.

Culorile medii, precum grej, bej sau verde salvie, ascund mai bine urmele decât albul sau negrul și fac camera să pară mai mare.`,
        pick: 'canapele',
      },
    ],
  },
  {
    title: 'Saltea ortopedică sau cu arcuri? Ghid complet',
    category: 1,
    author: 'Andrei Popescu',
    perex: 'Fermitate, înălțime și materiale: cum alegi salteaua după felul în care dormi, nu după reclame.',
    sections: [
      {
        heading: 'Poziția de somn decide fermitatea',
        text: `Nu există o saltea bună pentru toată lumea. Cine doarme pe o parte are nevoie de o saltea mai moale la umeri și la șolduri, ca să rămână coloana dreaptă. Cine doarme pe spate se simte bine pe o saltea medie spre fermă, iar cine doarme pe burtă are nevoie de o suprafață fermă, care să nu lase bazinul să se afunde.

Greutatea contează și ea: o persoană de peste 90 de kilograme va simți mai moale orice saltea decât una de 60 de kilograme.`,
      },
      {
        heading: 'Saltelele ortopedice din spumă',
        text: `[Saltelele ortopedice](/produse/saltele-ortopedice) din spumă poliuretanică de înaltă densitate sau din spumă cu memorie se mulează după corp și distribuie uniform greutatea. Sunt silențioase, nu transmit mișcarea partenerului și pot fi rulate pentru transport.

Uită-te la densitatea spumei: peste 30 kg/m³ înseamnă o saltea care își păstrează forma ani de zile.`,
        pick: 'saltele-ortopedice',
      },
      {
        heading: 'Arcurile independente',
        text: `[Saltelele cu arcuri](/produse/saltele-cu-arcuri) împachetate individual (pocket) urmăresc forma corpului zonă cu zonă și aerisesc mai bine decât spuma, ceea ce contează dacă îți este cald noaptea. Cu cât sunt mai multe arcuri pe metru pătrat, cu atât sprijinul e mai fin. Evită arcurile legate între ele (bonnell) dacă dormi cu cineva care se mișcă mult.`,
        pick: 'saltele-cu-arcuri',
      },
      {
        heading: 'Înălțimea, husa și perioada de probă',
        text: `Înainte de comandă, verifică:

- înălțimea saltelei: 18–25 cm e potrivit pentru majoritatea paturilor;
- husa: detașabilă și lavabilă la 40 de grade;
- perioada de probă: multe magazine oferă între 30 și 100 de nopți;
- garanția: o saltea bună are cel puțin cinci ani.

Dacă salteaua actuală e încă bună, dar prea fermă, un [topper](/produse/toppere) de 5–7 cm o poate face confortabilă pentru o fracțiune din preț.`,
      },
      {
        heading: 'Cum îngrijești salteaua nouă',
        text: `În primele săptămâni, o saltea nouă poate părea mai fermă decât în magazin: materialele au nevoie de câteva nopți ca să se așeze. Întoarce-o cap-coadă o dată la trei luni, ca să se uzeze uniform, și aerisește dormitorul dimineața, înainte să faci patul.

Un protector impermeabil, respirabil, ține salteaua curată ani de zile și se spală mult mai ușor decât husa. Dacă dormi pe o somieră cu lamele, verifică distanța dintre ele: mai mult de 6–7 centimetri poate deforma în timp o saltea din spumă.`,
      },
    ],
  },
  {
    title: 'Cum alegi covorul potrivit pentru fiecare cameră',
    category: 1,
    author: 'Ioana Marinescu',
    perex: 'Mărimea, materialul și grosimea firului schimbă complet felul în care arată și se simte o cameră.',
    sections: [
      {
        heading: 'Mărimea corectă',
        text: `Cea mai frecventă greșeală este un covor prea mic, care pare că plutește în mijlocul camerei. În living, picioarele din față ale canapelei și ale fotoliilor ar trebui să stea pe covor. În dormitor, covorul trebuie să iasă cu cel puțin 50 de centimetri de fiecare parte a patului, ca să calci pe moale dimineața.

Sub masa din sufragerie, covorul trebuie să depășească masa cu 70 de centimetri pe fiecare latură, ca scaunele să nu se agațe de margine când le tragi.`,
      },
      {
        heading: 'Materialul după cameră',
        text: `Fiecare material are locul lui:

- **lâna** rezistă ani de zile, izolează fonic și termic și respinge natural murdăria;
- **bumbacul** e ușor și lavabil, potrivit pentru camere mici;
- **polipropilena** e ieftină și ușor de curățat, bună pentru camera copiilor și pentru hol;
- **iuta și sisalul** aduc textura naturală, dar sunt aspre și nu suportă umezeala.`,
        pick: 'covoare',
      },
      {
        heading: 'Firul scurt sau firul lung',
        text: `Covoarele cu fir lung (shaggy) sunt plăcute în dormitor, dar adună praf și nu sunt o idee bună sub masa unde cad firimituri. Pentru zonele circulate alege un fir scurt, dens: se aspiră ușor și nu se tasează.

Pentru baie și intrare, [preșurile](/produse/presuri) cu spate antiderapant sunt mai sigure decât un covor obișnuit.`,
        pick: 'presuri',
      },
      {
        heading: 'Culoare și model',
        text: `Un covor cu model ascunde petele mai bine decât unul uni, iar într-o cameră cu mobilier simplu poate deveni piesa centrală. Dacă pereții și canapeaua sunt deja colorate, alege un covor neutru, cu textură, care leagă elementele fără să concureze cu ele.`,
      },
      {
        heading: 'Întreținerea de zi cu zi',
        text: `Un covor rezistă mult mai mult dacă îl aspiri de două ori pe săptămână, fără perie rotativă la covoarele de lână sau cu fir lung. Petele proaspete se tamponează imediat cu o lavetă albă, umedă, de la margine spre centru, niciodată prin frecare.

Rotește covorul la câteva luni, mai ales dacă o parte stă în soare: culorile se decolorează uniform și zonele de trecere nu se tocesc doar pe o latură. Un strat antiderapant dedesubt îl ține pe loc și protejează parchetul.`,
      },
    ],
  },
  {
    title: 'Scaunul de birou potrivit pentru lucrul de acasă',
    category: 1,
    author: 'Radu Stan',
    perex: 'Opt ore pe zi pe un scaun nepotrivit se simt în spate. Ce reglaje contează și ce poți lăsa deoparte.',
    sections: [
      {
        heading: 'Reglajele care contează',
        text: `Un [scaun de birou](/produse/scaune-de-birou) bun se adaptează corpului tău, nu invers. Caută cel puțin:

- înălțimea șezutului reglabilă, ca tălpile să stea pe podea și genunchii la 90 de grade;
- sprijin lombar reglabil pe înălțime;
- cotiere care coboară până la nivelul biroului;
- mecanism sincron, în care spătarul și șezutul se înclină împreună.

Tetiera e utilă dacă te lași des pe spate, dar nu e obligatorie.`,
        pick: 'scaune-de-birou',
      },
      {
        heading: 'Plasă sau tapițerie',
        text: `Spătarul din plasă lasă aerul să circule și e plăcut vara sau într-o cameră caldă. Tapițeria din spumă e mai moale și mai caldă iarna, dar se încinge. Pentru șezut, spuma turnată la rece își păstrează forma mult mai mult decât spuma obișnuită.`,
      },
      {
        heading: 'Biroul contează la fel de mult',
        text: `Cel mai bun scaun nu ajută dacă biroul e prea înalt. Marginea de sus a monitorului trebuie să fie la nivelul ochilor, iar antebrațele să stea pe birou fără să ridici umerii.

Un [birou reglabil pe înălțime](/produse/birouri-reglabile) îți permite să alternezi statul pe scaun cu lucrul în picioare, ceea ce face ziua de lucru mai ușoară pentru spate.`,
        pick: 'birouri-reglabile',
      },
      {
        heading: 'Cum testezi înainte să păstrezi',
        text: `Dacă ai comandat online, ai 14 zile să returnezi produsul. Folosește scaunul câteva zile la program întreg, nu doar zece minute. Dacă simți presiune în spatele genunchilor, șezutul e prea adânc; dacă te doare partea de jos a spatelui, ajustează sprijinul lombar înainte să renunți.`,
      },
      {
        heading: 'Rotilele și podeaua',
        text: `Un detaliu uitat adesea sunt rotilele. Cele dure, din nailon, sunt potrivite pentru covor, dar zgârie parchetul și gresia. Pentru podelele dure alege rotile moi, cauciucate, sau pune sub scaun un covoraș transparent din policarbonat.

Verifică și greutatea maximă suportată, trecută în fișa produsului: un scaun testat pentru 120 de kilograme va rezista mai mult chiar dacă tu cântărești mai puțin. Un piston de clasa 3 sau 4 este semnul unui scaun gândit să țină ani de zile, nu doar un sezon.`,
      },
    ],
  },
  {
    title: 'Patul boxspring: merită prețul?',
    category: 1,
    author: 'Elena Dumitrescu',
    perex: 'Înălțime, confort de hotel și saltea inclusă: când are sens un pat boxspring și ce să verifici înainte de comandă.',
    sections: [
      {
        heading: 'Ce este un pat boxspring',
        text: `Un [pat boxspring](/produse/paturi-boxspring) are trei straturi: o bază tapițată cu arcuri, o saltea tot cu arcuri așezată deasupra și, de cele mai multe ori, un topper subțire. Arcurile din bază preiau o parte din greutate, așa că patul e mai elastic decât unul cu somieră din lemn.

Rezultatul e senzația de „pat de hotel”: înalt, moale la suprafață și ferm dedesubt.`,
        pick: 'paturi-boxspring',
      },
      {
        heading: 'Avantaje și compromisuri',
        text: `Argumentele pentru boxspring:

- înălțimea de 55–65 cm face ridicatul din pat ușor, ceea ce contează pentru persoanele în vârstă;
- salteaua și baza sunt gândite să lucreze împreună;
- nu mai ai nevoie de somieră separată.

Compromisurile: e greu de mutat, nu are întotdeauna spațiu de depozitare și costă mai mult decât un pat obișnuit cu saltea bună.`,
      },
      {
        heading: 'Alternativa: patul tapițat',
        text: `Dacă îți place aspectul, dar ai nevoie de depozitare, un [pat tapițat](/produse/paturi-tapitate) cu ladă și somieră rabatabilă e o alegere practică. Pui deasupra salteaua pe care o alegi tu, după poziția de somn, și câștigi un dulap întreg sub pat pentru lenjerii și pilote de iarnă.`,
        pick: 'paturi-tapitate',
      },
      {
        heading: 'Ce verifici la livrare',
        text: `Patul boxspring vine de obicei în mai multe colete grele. Întreabă dacă magazinul oferă montaj și dacă îl urcă la etaj. Verifică și dimensiunea reală a saltelei: 160 × 200 cm este standardul pentru dormitoarele matrimoniale, dar unele modele au 180 × 200 cm și au nevoie de lenjerii pe măsură.`,
      },
      {
        heading: 'Lenjeria și întreținerea',
        text: `Pentru că salteaua unui pat boxspring este mai înaltă decât una obișnuită, cearșafurile cu elastic trebuie să aibă un buzunar adânc, de cel puțin 30 de centimetri. Altfel, colțurile sar în fiecare noapte.

Baza tapițată se aspiră la câteva săptămâni, iar topperul se întoarce și se aerisește o dată pe lună. Dacă patul are tăblie din stofă, un spray de protecție textilă aplicat de la început o ferește de pete. Îngrijit așa, un pat boxspring de calitate își păstrează confortul zece ani sau chiar mai mult.`,
      },
    ],
  },
  {
    title: 'Dulapul de dormitor: uși glisante sau batante?',
    category: 1,
    author: 'Mihaela Georgescu',
    perex: 'Spațiul din fața dulapului, organizarea interioară și oglinzile: cum alegi dulapul în care chiar încap toate hainele.',
    sections: [
      {
        heading: 'Spațiul din fața dulapului',
        text: `Ușile batante au nevoie de 50–60 de centimetri liberi în față, ca să se deschidă complet. Într-un dormitor în care patul e aproape de perete, asta poate fi o problemă. Ușile glisante nu ocupă nimic în plus, dar lasă să vezi doar jumătate din dulap o dată.

Dacă ai spațiu, ușile batante sunt mai ieftine și mai silențioase pe termen lung.`,
      },
      {
        heading: 'Organizarea interioară',
        text: `Un [dulap de dormitor](/produse/dulapuri-de-dormitor) bun are un amestec de zone:

- bară de umerașe la cel puțin 100 cm pentru cămăși și sacouri;
- o zonă de 150 cm pentru rochii și paltoane;
- rafturi de 30–40 cm pentru pulovere, nu mai adânci, ca să nu se îngrămădească;
- sertare interioare pentru lenjerie și accesorii.

Rafturile reglabile pe înălțime îți permit să schimbi organizarea când se schimbă garderoba.`,
        pick: 'dulapuri-de-dormitor',
      },
      {
        heading: 'Oglinda pe ușă',
        text: `O ușă cu oglindă economisește locul unei oglinzi separate și face dormitorul mic să pară mai luminos. Pune dulapul astfel încât oglinda să reflecte fereastra, nu patul, dacă îți dorești o cameră mai liniștită.`,
      },
      {
        heading: 'Completează cu o comodă',
        text: `Dacă dulapul nu încape pe peretele dorit, o [comodă](/produse/comode) joasă preia hainele împăturite și servește și ca suprafață pentru o veioză sau o plantă. Fixează întotdeauna dulapurile și comodele înalte de perete: e o măsură simplă care previne accidentele, mai ales în casele cu copii.`,
        pick: 'comode',
      },
      {
        heading: 'Măsoară înainte, nu după',
        text: `Înainte de comandă, măsoară înălțimea camerei în mai multe puncte: tavanele din blocurile vechi nu sunt mereu drepte. Lasă cel puțin 5 centimetri între dulap și tavan, ca să-l poți ridica în poziție verticală la montaj.

Verifică și unde sunt prizele, întrerupătoarele și caloriferele de pe peretele ales. Un dulap pus peste o priză o face inutilizabilă, iar unul lipit de calorifer se deformează în timp. Dacă peretele are o grindă sau o nișă, un dulap modular, din corpuri separate, se potrivește mult mai ușor decât unul dintr-o bucată.`,
      },
    ],
  },
  {
    title: 'Masa de dining: formă, mărime și material',
    category: 1,
    author: 'Andrei Popescu',
    perex: 'Câți oameni stau la masă în mod obișnuit și câți de sărbători? De aici pornește alegerea mesei de sufragerie.',
    sections: [
      {
        heading: 'Cât spațiu are nevoie fiecare persoană',
        text: `Socoteala e simplă: fiecare persoană are nevoie de 60 de centimetri de margine de masă. O [masă de dining](/produse/mese-de-dining) de 160 × 90 cm primește comod șase persoane. În jurul mesei lasă cel puțin 90 de centimetri liberi, ca să poți trage scaunul și să treci prin spatele cuiva care stă jos.`,
        pick: 'mese-de-dining',
      },
      {
        heading: 'Forma mesei',
        text: `Fiecare formă are avantajele ei:

- **dreptunghiulară** – cea mai flexibilă, se potrivește camerelor lungi;
- **rotundă** – favorizează conversația și nu are colțuri de care să te lovești, ideală pentru patru persoane;
- **ovală** – un compromis bun într-o cameră îngustă, cu loc pentru mai multe persoane decât una rotundă.`,
      },
      {
        heading: 'Extensibilă pentru sărbători',
        text: `Dacă de obicei sunteți doi sau trei, dar de Crăciun vin bunicii și verii, o [masă extensibilă](/produse/mese-extensibile) rezolvă problema fără să ocupe camera tot anul. Verifică mecanismul: extensiile depozitate sub blat sunt mult mai comode decât plăcile separate pe care trebuie să le ții în debara.`,
        pick: 'mese-extensibile',
      },
      {
        heading: 'Materialul blatului și scaunele',
        text: `Lemnul masiv se poate șlefui și reface după ani de folosire, furnirul e mai ieftin și stabil la umiditate, iar ceramica sinterizată rezistă la căldură și zgârieturi. Sticla arată ușor, dar se vede fiecare amprentă.

Nu uita de [scaune](/produse/scaune-de-bucatarie): înălțimea șezutului trebuie să fie cu aproximativ 30 de centimetri sub blat, iar scaunele cu cotiere au nevoie de mese mai lungi.`,
      },
      {
        heading: 'Lumina de deasupra mesei',
        text: `O masă frumoasă are nevoie de o lumină pe măsură. Lustra suspendată se coboară la 70–80 de centimetri deasupra blatului, ca să lumineze farfuriile fără să orbească pe nimeni. Pentru o masă lungă, două sau trei lustre mici, aliniate, arată mai echilibrat decât una singură, mare.

Alege o lumină caldă și, dacă se poate, un variator: puternică pentru temele copiilor, discretă pentru o cină cu prietenii. Un covor sub masă, suficient de mare, completează zona și protejează podeaua de scaunele trase zilnic.`,
      },
    ],
  },
];
