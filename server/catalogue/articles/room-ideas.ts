import type { ArticleSource } from './types';

/** Room ideas: how to furnish, light and arrange a room. */
export const roomIdeas: ArticleSource[] = [
  {
    title: 'Dormitorul scandinav: liniște în alb, lemn și textile',
    category: 2,
    author: 'Ioana Marinescu',
    perex: 'Culori calde, lemn deschis și textile naturale pentru un dormitor în care te odihnești cu adevărat.',
    sections: [
      {
        heading: 'Paleta de culori',
        text: `Stilul scandinav pornește de la lumină. Pereții albi sau alb-crem reflectă cât mai mult din lumina zilei, care în nordul Europei e puțină în lunile de iarnă. Peste această bază se adaugă bej, gri deschis și accente discrete de verde salvie, albastru prăfuit sau teracotă.

Evită contrastele puternice: scopul este o cameră calmă, în care ochiul se odihnește.`,
      },
      {
        heading: 'Patul, piesa centrală',
        text: `Alege un pat simplu, cu linii drepte, din lemn deschis la culoare sau un [pat tapițat](/produse/paturi-tapitate) în stofă texturată, gri sau bej. Tăblia înaltă, moale, face cititul în pat mai confortabil și înlocuiește o pictură deasupra patului.

Noptierele pot fi diferite una de alta: o măsuță rotundă pe o parte și un scaun vechi pe cealaltă dau camerei un aer personal.`,
        pick: 'paturi-tapitate',
      },
      {
        heading: 'Textilele fac diferența',
        text: `Într-un dormitor scandinav textilele aduc căldura pe care culorile deschise nu o au. Combină:

- [lenjerii de pat](/produse/lenjerii-de-pat) din bumbac sau in, în alb, bej sau gri;
- o pătură groasă de lână împletită, pusă la picioarele patului;
- perne decorative cu texturi diferite, nu cu modele țipătoare;
- un covor moale, cu fir scurt, pe care să calci dimineața.`,
        pick: 'lenjerii-de-pat',
      },
      {
        heading: 'Lumina caldă și plantele',
        text: `Seara, lumina trebuie să fie caldă (2.700 K) și joasă. O veioză pe fiecare noptieră și o ghirlandă discretă sunt suficiente; plafoniera puternică rămâne pentru curățenie.

Câteva plante verzi, într-un ghiveci de ceramică mată, completează stilul. Dacă nu ai timp de îngrijit plante, alege specii rezistente precum zamioculcas sau sansevieria.`,
      },
      {
        heading: 'Mai puține lucruri, mai multă liniște',
        text: `Stilul scandinav nu înseamnă doar culori, ci și ordine. Un dormitor aglomerat nu poate fi liniștit, oricât de frumoase ar fi lenjeriile. Păstrează la vedere doar câteva obiecte alese: o carte, o lumânare, o fotografie.

Restul are nevoie de locuri ascunse: un dulap cu uși pline, cutii de lemn sau coșuri împletite sub pat. Pe suprafețele libere, lumina se reflectă mai bine și camera pare mai mare. Iar dimineața, când patul e făcut și nimic nu stă pe scaun, dormitorul arată exact ca în fotografiile care te-au inspirat.`,
      },
    ],
  },
  {
    title: 'Iluminatul în living: trei straturi de lumină',
    category: 2,
    author: 'Radu Stan',
    perex: 'Lumina generală, de lucru și de ambianță: cum le combini ca livingul să fie plăcut la orice oră.',
    sections: [
      {
        heading: 'De ce nu ajunge o singură lustră',
        text: `O singură sursă de lumină în mijlocul tavanului face umbre dure și lasă colțurile întunecate. Designerii de interior lucrează cu trei straturi de lumină, pe care le aprinzi separat, după ce faci în cameră: generală, de lucru și de ambianță.

Când fiecare strat are întrerupătorul lui, poți schimba atmosfera camerei în câteva secunde.`,
      },
      {
        heading: 'Lumina generală',
        text: `O [lustră](/produse/lustre) sau o plafonieră asigură lumina de bază. Alege becuri cu lumină caldă, între 2.700 și 3.000 K, și, dacă se poate, un variator. Pentru un living de 20 de metri pătrați ai nevoie de aproximativ 2.000–3.000 de lumeni în total.

Atenție la înălțime: sub o lustră suspendată trebuie să rămână cel puțin 2,10 metri, ca să nu te lovești de ea.`,
        pick: 'lustre',
      },
      {
        heading: 'Lumina de lucru',
        text: `Acolo unde citești, lucrezi sau croșetezi ai nevoie de lumină directă. O [lampă de podea](/produse/lampi-de-podea) cu braț articulat lângă fotoliu sau canapea e soluția clasică. Lumina ar trebui să vină din spatele umărului, din partea opusă mâinii cu care scrii.`,
        pick: 'lampi-de-podea',
      },
      {
        heading: 'Lumina de ambianță',
        text: `Al treilea strat creează atmosfera:

- o [veioză](/produse/veioze) pe comodă sau pe bibliotecă;
- benzi LED ascunse în spatele televizorului, care reduc oboseala ochilor;
- aplice de perete care luminează tavanul și fac camera să pară mai înaltă;
- lumânări, pentru serile lungi de iarnă.

Combinate, cele trei straturi fac livingul să arate bine și la cafeaua de dimineață, și la filmul de seară.`,
      },
      {
        heading: 'Temperatura culorii, pe scurt',
        text: `Pe ambalajul fiecărui bec găsești un număr urmat de litera K, care arată cât de caldă sau de rece este lumina:

- **2.700 K** – lumină caldă, gălbuie, ca a becurilor clasice, potrivită pentru living și dormitor;
- **3.000 K** – caldă, dar puțin mai clară, bună pentru sufragerie;
- **4.000 K** – neutră, pentru bucătărie, birou și baie;
- **peste 5.000 K** – rece, albăstruie, mai potrivită pentru garaj și atelier.

Într-o cameră, păstrează aceeași temperatură la toate sursele: amestecul de lumină caldă și rece arată neliniștit.`,
      },
    ],
  },
  {
    title: 'Un hol mic care face față întregii familii',
    category: 2,
    author: 'Mihaela Georgescu',
    perex: 'Pantofi, genți, chei și haine ude: cum organizezi intrarea ca să nu mai arate ca un depozit.',
    sections: [
      {
        heading: 'Primul lucru: încălțămintea',
        text: `Într-o familie de patru persoane se adună ușor douăzeci de perechi de pantofi la intrare. Un [pantofar](/produse/pantofare) îngust, cu uși rabatabile, ține încălțămintea ascunsă într-o adâncime de doar 20–25 de centimetri. Păstrează la intrare doar pantofii de sezon; restul pot sta în cutii în dulap.`,
        pick: 'pantofare',
      },
      {
        heading: 'Cuier sau dulap',
        text: `Un [cuier](/produse/cuiere) de perete cu cârlige la două înălțimi permite și copiilor să-și agațe singuri geaca. Dacă holul are cel puțin un metru lățime, un dulap de 40 de centimetri adâncime ascunde hainele și păstrează intrarea ordonată.

Prevede și un loc pentru hainele ude, unde să se usuce fără să ude restul.`,
        pick: 'cuiere',
      },
      {
        heading: 'Oglinda și lumina',
        text: `O oglindă mare lângă ușă nu e doar pentru o ultimă privire înainte să pleci: dublează vizual spațiul și reflectă lumina. Holurile sunt de obicei fără ferestre, așa că merită:

- o plafonieră cu lumină neutră, care redă corect culorile hainelor;
- o aplică lângă oglindă;
- un senzor de mișcare, dacă intri des cu mâinile pline.`,
      },
      {
        heading: 'Micile obiecte',
        text: `Cheile, ochelarii și corespondența au nevoie de un loc fix. Un bol pe o consolă îngustă, câteva cârlige pentru chei și un coș pentru umbrele opresc dezordinea înainte să înceapă. Un preș bun la ușă, cu spate antiderapant, oprește cea mai mare parte din praful și noroiul adus din stradă.`,
      },
      {
        heading: 'Culorile care ajută',
        text: `Holurile sunt de obicei înguste și întunecate, așa că pereții deschiși la culoare fac o mare diferență. O vopsea lavabilă, rezistentă la frecare, este esențială: aici se sprijină genți, cărucioare și biciclete.

Dacă vrei un accent, vopsește doar partea de jos a peretelui, până la 90 de centimetri, într-o culoare mai închisă. Urmele de pantofi și de roți se văd mult mai puțin, iar holul capătă un aer îngrijit. Un tablou sau câteva fotografii de familie pe peretele din față fac intrarea primitoare pentru musafiri.`,
      },
    ],
  },
  {
    title: 'Livingul open space: cum delimitezi zonele fără pereți',
    category: 2,
    author: 'Elena Dumitrescu',
    perex: 'Bucătărie, sufragerie și zonă de relaxare în aceeași cameră: covoare, mobilier și lumină care separă fără să închidă.',
    sections: [
      {
        heading: 'Covorul desenează zona',
        text: `Cel mai simplu mod de a delimita zona de stat este un covor mare, pe care stau canapeaua, fotoliile și măsuța de cafea. Ochiul percepe covorul ca pe o „cameră” în cameră. Alege un covor suficient de mare cât mobilierul să stea cel puțin cu picioarele din față pe el.`,
        pick: 'covoare',
      },
      {
        heading: 'Canapeaua cu spatele la bucătărie',
        text: `O canapea așezată cu spatele spre zona de gătit creează o graniță clară, fără să blocheze lumina. În spatele canapelei poți pune o consolă îngustă, cu o veioză și câteva cărți: zona de trecere devine utilă și arată îngrijit.`,
      },
      {
        heading: 'Biblioteca deschisă ca paravan',
        text: `O [bibliotecă](/produse/biblioteci) deschisă pe ambele părți împarte spațiul și lasă lumina să treacă. Nu o umple complet: alternează cărțile cu plante și obiecte decorative, iar rafturile de jos folosește-le pentru cutii de depozitare.

Fixeaz-o de podea sau de tavan dacă e mai înaltă de 1,5 metri.`,
        pick: 'biblioteci',
      },
      {
        heading: 'Lumină diferită pentru fiecare zonă',
        text: `Fiecare zonă are nevoie de lumina ei:

- deasupra mesei, o lustră suspendată coborâtă la 70–80 cm deasupra blatului;
- în bucătărie, spoturi sau benzi LED sub corpurile suspendate;
- în zona de stat, lampă de podea și veioze cu lumină caldă.

Seara, când stingi bucătăria și lași aprinsă doar zona de stat, camera mare pare dintr-odată intimă.`,
      },
      {
        heading: 'Zona TV',
        text: `O [comodă TV](/produse/comode-tv) joasă ancorează peretele media și ascunde cablurile și consolele. Alege una cu cel puțin 30 de centimetri mai lată decât televizorul, ca proporțiile să pară echilibrate.`,
        pick: 'comode-tv',
      },
      {
        heading: 'Aceeași paletă în tot spațiul',
        text: `Chiar dacă zonele au roluri diferite, un open space arată cel mai bine când culorile și materialele se repetă. Alege două sau trei culori de bază și folosește-le în toate zonele: lemnul mesei poate semăna cu cel al bibliotecii, iar culoarea pernelor din living se poate regăsi în scaunele din bucătărie.

Așa, camera mare pare gândită ca un întreg, nu ca trei încăperi înghesuite una lângă alta. Pardoseala continuă, fără praguri între zone, întărește și ea senzația de spațiu.`,
      },
    ],
  },
  {
    title: 'Biroul de acasă într-un colț de cameră',
    category: 2,
    author: 'Radu Stan',
    perex: 'Nu ai o cameră în plus pentru birou? Un metru pătrat bine gândit ajunge pentru o zi de lucru productivă.',
    sections: [
      {
        heading: 'Alege colțul potrivit',
        text: `Cel mai bun loc pentru birou este lângă o fereastră, cu lumina venind din lateral. Lumina din spate face reflexii pe ecran, iar lumina din față te orbește. Evită colțurile de trecere: un birou lângă ușa dormitorului va fi mereu deranjat.

Dacă lucrezi în dormitor, pune biroul astfel încât să nu vezi patul când stai la el: ajută la despărțirea dintre lucru și odihnă.`,
      },
      {
        heading: 'Un birou pe măsura spațiului',
        text: `Pentru un laptop și un monitor ajunge un [birou](/produse/birouri) de 100 × 60 cm. Modelele cu picioare subțiri, metalice, par mai ușoare vizual decât cele cu laterale pline. Un birou de colț folosește un spațiu care altfel rămâne gol.`,
        pick: 'birouri',
      },
      {
        heading: 'Depozitarea pe verticală',
        text: `Când spațiul de pe podea lipsește, urcă pe perete. [Rafturile](/produse/rafturi) suspendate deasupra biroului țin dosarele, cărțile și căștile la îndemână. Câteva idei:

- un panou perforat pentru pixuri, foarfece și cabluri;
- cutii identice pe raft, care dau un aspect ordonat;
- un suport de monitor cu sertar, care eliberează blatul.`,
        pick: 'rafturi',
      },
      {
        heading: 'Lumina de seară',
        text: `După apus, o [aplică](/produse/aplice) cu braț sau o lampă de birou cu lumină neutră (4.000 K) te ajută să rămâi concentrat. Păstrează lumina caldă pentru restul camerei. La sfârșitul zilei, strânge laptopul într-un sertar: biroul din colț redevine parte din cameră, iar mintea iese din program.`,
      },
      {
        heading: 'Cablurile și zgomotul',
        text: `Nimic nu strică mai repede un colț de lucru ordonat decât cablurile încâlcite. Un prelungitor fixat sub blat, o tavă metalică pentru cabluri și câteva bride reutilizabile rezolvă problema într-o jumătate de oră.

Dacă lucrezi în aceeași cameră cu restul familiei, gândește-te și la zgomot. Un covor sub birou, o draperie groasă și câteva cărți pe rafturi absorb ecoul și fac apelurile video mai clare. Căștile cu anularea zgomotului sunt, pentru mulți, cea mai bună investiție pentru lucrul de acasă.`,
      },
    ],
  },
  {
    title: 'Garsoniera de 30 de metri pătrați: mobilier care se transformă',
    category: 2,
    author: 'Ioana Marinescu',
    perex: 'Dormitor noaptea, living ziua și sufragerie la nevoie: piesele care muncesc de două ori într-o garsonieră.',
    sections: [
      {
        heading: 'Canapeaua care devine pat',
        text: `Într-o garsonieră, [canapeaua extensibilă](/produse/canapele-extensibile) este cea mai importantă piesă de mobilier. Dacă dormi pe ea în fiecare noapte, alege un mecanism cu extensie frontală și o saltea de cel puțin 12 centimetri. Lada de depozitare din interior ține lenjeria și pernele ziua, ca livingul să nu arate a dormitor.`,
        pick: 'canapele-extensibile',
      },
      {
        heading: 'Masa care crește',
        text: `O [masă extensibilă](/produse/mese-extensibile) de 80 de centimetri primește două persoane în timpul săptămânii și se lungește pentru șase la sfârșit de săptămână. Există și variante de consolă extensibilă, lată de doar 40 de centimetri când e strânsă, care pot sta lipite de perete în hol sau în living.`,
        pick: 'mese-extensibile',
      },
      {
        heading: 'Taburetul cu ladă',
        text: `Un [taburet](/produse/taburete) cu capac ascunde pături sau jocuri, ține loc de scaun pentru un musafir și de măsuță pentru o tavă. E genul de piesă mică pe care o muți dintr-un colț în altul după nevoie.

Alte idei care economisesc spațiu:

- un pat cu sertare, dacă ai loc de un pat separat;
- scaune pliabile agățate pe perete;
- o oglindă mare care dublează vizual camera.`,
        pick: 'taburete',
      },
      {
        heading: 'Păstrează podeaua liberă',
        text: `Cu cât se vede mai mult din podea, cu atât camera pare mai mare. Alege mobilier pe picioare înalte, dulapuri suspendate și lămpi de perete în loc de lămpi de podea. Folosește aceeași culoare pentru pereți și pentru mobilierul mare: contururile se topesc și garsoniera pare mai aerisită.`,
      },
      {
        heading: 'Depozitare ascunsă în fiecare colț',
        text: `Într-o garsonieră, fiecare spațiu mort poate deveni depozitare. Deasupra ușii de la intrare încape un raft pentru cutiile cu lucruri de sezon. Sub fereastră, o bancă cu ladă ține pături și încălțăminte, iar pe peretele din spatele ușii de la baie se pot monta cârlige pentru prosoape și halate.

Regula de aur rămâne aceeași: tot ce nu folosești cel puțin o dată pe lună nu are ce căuta la vedere. O garsonieră ordonată pare cu câțiva metri pătrați mai mare decât este.`,
      },
    ],
  },
];
