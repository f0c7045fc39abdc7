import type { ArticleSource } from './types';

/** Trends: colours, materials and new ideas, tried without renovating. */
export const trends: ArticleSource[] = [
  {
    title: 'Culorile anului 2026 în amenajări',
    category: 4,
    author: 'Ioana Marinescu',
    perex: 'Teracotă, verde smarald și muștar: cum aduci culorile sezonului în casă fără să repictezi pereții.',
    sections: [
      {
        heading: 'Culorile care domină',
        text: `Anul acesta, tendințele se îndepărtează de griul rece care a dominat ultimul deceniu. Culorile pământului revin: teracotă, ocru, maro ciocolatiu. Alături de ele, verdele smarald și albastrul petrol aduc profunzime, iar muștarul luminează camerele orientate spre nord.

Vestea bună este că nu trebuie să schimbi nimic mare ca să le încerci.`,
      },
      {
        heading: 'Accentele mici',
        text: `[Pernele decorative](/produse/perne-decorative) și păturile sunt cel mai ieftin mod de a încerca o culoare nouă. Alege trei nuanțe din aceeași familie, de exemplu teracotă, bej și maro, și variază texturile: catifea, in, lână împletită. Dacă te plictisești, le schimbi la anul fără să fi investit mult.`,
        pick: 'perne-decorative',
      },
      {
        heading: 'O piesă de mobilier colorată',
        text: `Un [fotoliu](/produse/fotolii) de catifea verde smarald sau muștar devine piesa centrală a livingului. Pune-l lângă o canapea neutră, iar culoarea lui va lega restul camerei. Alte idei:

- o comodă vopsită în albastru petrol într-un dormitor alb;
- scaune de bucătărie diferite, în nuanțe de teracotă;
- o tăblie de pat tapițată în ocru.`,
        pick: 'fotolii',
      },
      {
        heading: 'Textilele mari',
        text: `[Draperiile](/produse/draperii) acoperă o suprafață mare și schimbă complet atmosfera. Draperiile grele, în culori calde, fac dormitorul mai primitor iarna, iar vara le poți înlocui cu perdele de in deschise la culoare.

Regula de bază: 60% culoare dominantă neutră, 30% culoare secundară și 10% accent. Așa, chiar și nuanțele îndrăznețe ale anului rămân elegante.`,
        pick: 'draperii',
      },
      {
        heading: 'Cum testezi o culoare înainte',
        text: `Înainte să te hotărăști, adu culoarea în cameră și privește-o la ore diferite. Aceeași nuanță de teracotă arată caldă și luminoasă dimineața, iar seara, la lumina becurilor, poate părea aproape maro.

Câteva metode simple:

- cere mostre de material pentru perne și draperii;
- vopsește o foaie mare de carton și lipește-o pe perete câteva zile;
- pune alături piesele pe care le păstrezi, ca să vezi cum se potrivesc.

O culoare pe care o iubești după o săptămână este o culoare pe care o vei iubi și peste un an.`,
      },
    ],
  },
  {
    title: 'Catifeaua revine: cum o folosești în casă fără exces',
    category: 4,
    author: 'Elena Dumitrescu',
    perex: 'Moale, luminoasă și elegantă, catifeaua e din nou în casele noastre. Câteva reguli ca să nu transformi livingul într-un teatru.',
    sections: [
      {
        heading: 'De ce catifeaua',
        text: `Catifeaua are ceva ce puține materiale au: reflectă lumina diferit în funcție de unghi, așa că aceeași culoare arată mai bogat. Catifelele moderne, din poliester, sunt mult mai rezistente decât cele de altădată și se curăță ușor, chiar și de părul animalelor de companie.`,
      },
      {
        heading: 'O singură piesă mare',
        text: `Cea mai sigură cale este o singură piesă importantă: o [canapea](/produse/canapele) sau un fotoliu de catifea, într-o culoare profundă. Restul camerei rămâne simplu, cu lemn, in și bumbac. Două canapele de catifea, draperii de catifea și perne de catifea în aceeași cameră sunt deja prea mult.`,
        pick: 'canapele',
      },
      {
        heading: 'Accente de catifea',
        text: `Dacă nu ești pregătit pentru o canapea, încearcă:

- două perne de catifea pe o canapea de stofă;
- un taburet rotund la picioarele fotoliului;
- un scaun de toaletă în dormitor;
- o tăblie de pat tapițată.

Alege culori de bijuterie: verde smarald, albastru safir, roz prăfuit sau muștar.`,
        pick: 'taburete',
      },
      {
        heading: 'Întreținerea',
        text: `Aspiră catifeaua cu peria moale, în direcția firului, o dată pe săptămână. Petele proaspete se tamponează cu o lavetă umedă, fără frecare. Urmele de apăsare dispar dacă ții un fier de călcat cu abur la câțiva centimetri deasupra, fără să atingi materialul. Așezată departe de soarele direct, catifeaua își păstrează culoarea mulți ani.`,
      },
      {
        heading: 'Cu ce se potrivește',
        text: `Catifeaua arată cel mai bine alături de materiale care îi pun în valoare textura. Lemnul natural, metalul alămit, marmura și inul fac un contrast frumos cu suprafața ei moale și strălucitoare.

Evită să o combini cu alte materiale la fel de lucioase, precum satinul sau lacul foarte strălucitor: camera devine prea încărcată. Într-un living cu o canapea de catifea verde, o măsuță de cafea din lemn de nuc, o lampă cu picior de alamă și un covor de lână în tonuri neutre sunt de ajuns pentru un ansamblu elegant.`,
      },
    ],
  },
  {
    title: 'Casa inteligentă la prețuri mici: becuri și benzi LED',
    category: 4,
    author: 'Radu Stan',
    perex: 'Fără electrician și fără centrală scumpă: cum începi o casă inteligentă cu câteva becuri și o aplicație pe telefon.',
    sections: [
      {
        heading: 'Începe cu un bec',
        text: `Un [bec inteligent](/produse/becuri-inteligente) se montează în dulia existentă și se controlează din telefon prin Wi-Fi sau Bluetooth. Poți schimba intensitatea, temperatura culorii și, la unele modele, chiar culoarea. Primul bec merită pus în lampa din dormitor: programează-l să se aprindă treptat dimineața, ca un răsărit.`,
        pick: 'becuri-inteligente',
      },
      {
        heading: 'Benzile LED',
        text: `[Benzile LED](/produse/benzi-led) se lipesc în spatele televizorului, sub corpurile de bucătărie sau sub pat. Dau o lumină indirectă, plăcută, și consumă foarte puțin. Câteva sfaturi:

- alege benzi cu adeziv 3M și profile din aluminiu, care disipă căldura;
- măsoară exact înainte să tai banda, doar în dreptul marcajelor;
- pentru bucătărie, alege lumină neutră (4.000 K), care arată corect culorile alimentelor.`,
        pick: 'benzi-led',
      },
      {
        heading: 'Scenarii și programe',
        text: `Adevăratul câștig apare când combini dispozitivele în scenarii. „Film” stinge lustra și aprinde banda din spatele televizorului la 20%. „Plecare” stinge tot. „Vacanță” aprinde și stinge luminile la ore diferite, ca și cum ar fi cineva acasă.

Dacă ai un asistent vocal, poți controla luminile fără să cauți telefonul.`,
      },
      {
        heading: 'Consumul și siguranța',
        text: `Becurile LED consumă cu până la 85% mai puțin decât cele incandescente. Alege produse cu marcaj CE și aplicații actualizate des; dispozitivele fără actualizări sunt o poartă de intrare pentru atacatori în rețeaua de acasă. O rețea Wi-Fi separată pentru dispozitivele inteligente e o măsură simplă de protecție.`,
      },
      {
        heading: 'Prizele inteligente',
        text: `Următorul pas după becuri sunt prizele inteligente. Orice lampă, ventilator sau aparat care pornește dintr-un buton poate fi controlat din telefon dacă îl conectezi printr-o astfel de priză.

Multe prize arată și consumul de energie, așa că afli ușor ce aparate consumă cel mai mult în standby. Televizorul, consola și boxele din living pot fi oprite complet noaptea, automat. Iar pentru lampa de lângă ușă, un program simplu care o aprinde la apus face ca întoarcerea acasă să fie mai plăcută.`,
      },
    ],
  },
  {
    title: 'Plante artificiale care arată ca vii',
    category: 4,
    author: 'Mihaela Georgescu',
    perex: 'Verdeață fără udat în colțurile întunecate ale casei: cum alegi plante artificiale realiste și cum le aranjezi.',
    sections: [
      {
        heading: 'Când au sens plantele artificiale',
        text: `O plantă vie are nevoie de lumină. În holurile fără ferestre, în băile întunecate sau pe dulapurile înalte, plantele naturale se chinuie și mor. Acolo, [plantele artificiale](/produse/plante-artificiale) de calitate aduc verdele fără efort. Sunt și o alegere bună pentru casele cu pisici curioase sau pentru cine pleacă des de acasă.`,
        pick: 'plante-artificiale',
      },
      {
        heading: 'Cum recunoști una realistă',
        text: `Diferența dintre o plantă artificială ieftină și una bună se vede de la doi metri. Caută:

- frunze cu nervuri și variații de culoare, nu un verde uniform;
- tulpini care se pot îndoi și modela;
- materiale mate, fără luciu de plastic;
- specii care arată oricum „sculptural”, precum ficus, măslin sau monstera.`,
      },
      {
        heading: 'Ghiveciul face jumătate din efect',
        text: `O plantă artificială într-un ghiveci de plastic arată a decor de magazin. Mut-o într-un [ghiveci](/produse/ghivece) de ceramică, teracotă sau coș împletit și acoperă baza cu mușchi uscat sau pietriș. Ramurile uscate sau gramineele într-o [vază](/produse/vaze) înaltă completează colțul fără să pară artificiale.`,
        pick: 'vaze',
      },
      {
        heading: 'Întreținerea',
        text: `Singura grijă este praful. Șterge frunzele o dată pe lună cu o lavetă umedă sau folosește un uscător de păr pe aer rece. Ține plantele departe de soarele direct, care le decolorează în timp. Combină-le, dacă poți, cu câteva plante vii lângă fereastră: amestecul arată cel mai natural.`,
      },
      {
        heading: 'Unde arată cel mai bine',
        text: `Plantele artificiale se văd cel mai puțin acolo unde nimeni nu se așteaptă la plante vii perfecte: pe dulapurile înalte, pe rafturile de sus ale bibliotecii sau într-un colț mai întunecat al holului. O plantă curgătoare, cu frunze lungi, care atârnă de pe un raft, arată foarte natural.

Combină mărimi diferite: un ficus înalt într-un ghiveci mare pe podea, câteva plante mici pe rafturi și o ramură verde într-o vază pe masă. Evită aranjamentele perfect simetrice, pe care natura nu le face niciodată.`,
      },
    ],
  },
  {
    title: 'Tendințe de Crăciun în decorațiuni',
    category: 4,
    author: 'Ioana Marinescu',
    perex: 'Brazi artificiali realiști, globuri mate și lumini calde: cum arată sărbătorile acasă în 2026.',
    draft: true,
    sections: [
      {
        heading: 'Bradul',
        text: `[Brazii artificiali](/produse/brazi-artificiali) cu ace din PE turnat arată aproape ca unii naturali și nu lasă ace pe covor. Alege o înălțime cu 30 de centimetri mai mică decât tavanul, ca să încapă steaua în vârf. Brazii cu lumini integrate economisesc ore întregi de descurcat instalații.`,
        pick: 'brazi-artificiali',
      },
      {
        heading: 'Globurile',
        text: `Anul acesta, globurile mate și cele din sticlă suflată, în nuanțe de verde închis, bordo și auriu stins, înlocuiesc sclipiciul. Combină trei mărimi de [globuri](/produse/globuri) și agață-le pe cele mari mai în interiorul crengilor, ca bradul să pară plin.`,
        pick: 'globuri',
      },
      {
        heading: 'Luminile',
        text: `Lumina caldă, cu programe lente, creează atmosfera cea mai plăcută. Câteva idei:

- [instalații de Crăciun](/produse/instalatii-de-craciun) cu LED-uri mici, tip picătură;
- ghirlande pe pervazul ferestrei;
- lumânări LED în felinare, pe masă și pe scări.

Dacă ai copii mici sau animale, evită instalațiile cu fire subțiri la îndemâna lor.`,
      },
      {
        heading: 'Masa de sărbătoare',
        text: `O coroniță de brad pe mijlocul mesei, câteva crenguțe de eucalipt și lumânări albe sunt suficiente. Fața de masă din in, în culoare naturală, pune în valoare farfuriile albe și paharele de cristal. Păstrează decorul jos, ca invitații să se poată vedea peste masă.`,
      },
    ],
  },
];
