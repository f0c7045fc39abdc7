import type { ArticleSource } from './types';

/** Kitchen and bathroom: storage, cookware and the small rooms that work hardest. */
export const kitchenAndBath: ArticleSource[] = [
  {
    title: 'Bucătăria mică: depozitare inteligentă',
    category: 5,
    author: 'Mihaela Georgescu',
    perex: 'Corpuri suspendate până la tavan, organizatoare și o masă extensibilă: cum încape totul într-o bucătărie de bloc.',
    sections: [
      {
        heading: 'Gândește pe verticală',
        text: `Într-o bucătărie de 6 metri pătrați, spațiul de pe podea e ocupat repede. Soluția este în sus: [corpurile suspendate](/produse/corpuri-suspendate) duse până la tavan dublează spațiul de depozitare. Pe rafturile de sus pui ce folosești rar, cum ar fi tava de cozonac sau vasele de sărbători, iar jos, la îndemână, ce folosești zilnic.`,
        pick: 'corpuri-suspendate',
      },
      {
        heading: 'Sertare în loc de uși',
        text: `În corpurile de jos, sertarele adânci sunt mult mai practice decât ușile cu raft: vezi tot dintr-o privire și nu mai îngenunchezi ca să scoți o cratiță din fund. Alte idei care câștigă spațiu:

- organizatoare pentru capace, puse vertical;
- un corp de colț cu tăvi rotative;
- cârlige sub corpurile suspendate pentru căni;
- o bară magnetică pentru cuțite.`,
      },
      {
        heading: 'Blatul liber',
        text: `Un blat aglomerat face orice bucătărie să pară mică. Păstrează pe el doar aparatele folosite zilnic, de exemplu fierbătorul și espressorul, iar restul le ascunzi. Dacă ai nevoie de suprafață de lucru în plus, o [insulă de bucătărie](/produse/insule-de-bucatarie) mobilă, pe roți, se mută unde ai nevoie și are dedesubt rafturi pentru oale.`,
        pick: 'insule-de-bucatarie',
      },
      {
        heading: 'Masa extensibilă',
        text: `Pentru două persoane în timpul săptămânii, pentru șase la sfârșit de săptămână: o masă extensibilă îngustă, lipită de perete, e cea mai bună prietenă a bucătăriei mici. Alege [scaune](/produse/scaune-de-bucatarie) care încap complet sub masă sau scaune pliabile, agățate pe perete când nu le folosești.

Iar culorile deschise, lucioase, reflectă lumina și fac încăperea să pară mai mare.`,
      },
      {
        heading: 'Organizează după cum gătești',
        text: `Înainte să cumperi organizatoare, observă cum folosești bucătăria o săptămână. Ce iei cel mai des? Unde pui lucrurile când descarci mașina de spălat vase? Ustensilele de gătit trebuie să stea lângă plită, farfuriile lângă mașina de spălat vase, iar condimentele la îndemână, nu deasupra aragazului, unde căldura le strică aroma.

Împarte bucătăria pe zone: pregătire, gătit, spălat și servire. Când fiecare lucru are locul lui, aproape de unde îl folosești, chiar și o bucătărie mică devine ușor de folosit.`,
      },
    ],
  },
  {
    title: 'Cum alegi tigaia potrivită: teflon, fontă sau inox',
    category: 5,
    author: 'Andrei Popescu',
    perex: 'Fiecare material se potrivește altor preparate. Ce tigăi merită să ai în bucătărie și cum le îngrijești ca să țină ani de zile.',
    sections: [
      {
        heading: 'Tigaia antiaderentă',
        text: `Tigăile cu strat antiaderent, ceramic sau pe bază de PTFE, sunt perfecte pentru ouă, clătite și pește: mâncarea nu se lipește și ai nevoie de foarte puțin ulei. Nu le încinge goale la foc maxim și folosește doar ustensile din lemn sau silicon. Chiar și cu grijă, stratul antiaderent se uzează în câțiva ani.`,
        pick: 'tigai',
      },
      {
        heading: 'Fonta',
        text: `O tigaie din fontă ține o viață întreagă. Se încinge încet, dar păstrează căldura și face o crustă perfectă pe friptură sau pe cartofi. Are nevoie de puțină atenție:

- se spală cu apă fierbinte, fără detergent agresiv;
- se usucă imediat, pe foc;
- se unge cu un strat subțire de ulei înainte de depozitare.

Cu cât o folosești mai mult, cu atât devine mai antiaderentă.`,
      },
      {
        heading: 'Inoxul',
        text: `Tigăile din oțel inoxidabil, cu bază groasă, sunt preferatele bucătarilor profesioniști: rezistă la temperaturi mari, merg în cuptor și nu se zgârie. Carnea se lipește la început, dar se desprinde singură când s-a rumenit. Resturile rămase pe fund sunt baza unui sos bun.`,
      },
      {
        heading: 'Setul de bază',
        text: `Pentru o bucătărie de familie, un set rezonabil înseamnă: o tigaie antiaderentă de 24 cm, o tigaie din fontă sau inox de 28 cm și câteva cratițe. Un [set de oale](/produse/seturi-de-oale) cu bază compatibilă cu inducția iese adesea mai ieftin decât piesele cumpărate separat.

Verifică mereu compatibilitatea cu plita: pe inducție merg doar vasele care atrag un magnet.`,
        pick: 'seturi-de-oale',
      },
      {
        heading: 'Greșeli care scurtează viața tigăilor',
        text: `Câteva obiceiuri strică tigăile mai repede decât orice:

- spălatul tigăilor antiaderente la mașina de spălat vase, cu detergenți agresivi;
- turnarea apei reci într-o tigaie fierbinte, care poate deforma baza;
- folosirea bureților abrazivi pe stratul antiaderent;
- încălzirea tigăii goale la foc maxim.

Lasă tigaia să se răcească înainte de spălare și păstreaz-o cu o bucată de hârtie sau un protector din pâslă între ea și celelalte vase. Așa, chiar și o tigaie obișnuită ține mult mai mult.`,
      },
    ],
  },
  {
    title: 'Cabina de duș sau cada: ce se potrivește băii tale',
    category: 5,
    author: 'Elena Dumitrescu',
    perex: 'Spațiu, consum de apă și cine folosește baia: cum hotărăști între duș și cadă când renovezi.',
    sections: [
      {
        heading: 'Întrebarea spațiului',
        text: `O [cadă](/produse/cazi) standard are 170 × 70 cm, iar o [cabină de duș](/produse/cabine-de-dus) confortabilă pornește de la 90 × 90 cm. Într-o baie de bloc de 3–4 metri pătrați, înlocuirea căzii cu un duș eliberează loc pentru o mașină de spălat sau un dulap.

Dacă baia e singura din casă și aveți copii mici, o cadă rămâne totuși foarte practică pentru îmbăiat.`,
        pick: 'cabine-de-dus',
      },
      {
        heading: 'Consumul de apă',
        text: `O baie în cadă folosește în jur de 150 de litri de apă, pe când un duș de cinci minute, cu o pară economică, doar 40–50 de litri. Pe un an, diferența se vede pe factura de apă și pe cea de încălzire.`,
      },
      {
        heading: 'Accesibilitatea',
        text: `Un duș walk-in, fără prag, cu pereți de sticlă, e ușor de folosit la orice vârstă și se curăță ușor. Dacă în casă locuiesc persoane în vârstă, adaugă:

- un scaun rabatabil fixat pe perete;
- bare de sprijin lângă duș și lângă toaletă;
- o pardoseală antiderapantă;
- o [baterie](/produse/baterii) termostatată, care menține temperatura constantă și previne opăririle.`,
        pick: 'baterii',
      },
      {
        heading: 'Varianta de compromis',
        text: `Dacă nu poți renunța la cadă, un paravan de sticlă fix transformă cada într-un duș fără perdea care se mucegăiește. O cadă asimetrică, mai lată la un capăt, oferă loc de duș confortabil și ocupă mai puțin decât una dreptunghiulară.`,
      },
      {
        heading: 'Întreținerea fără efort',
        text: `Calcarul este cel mai mare dușman al cabinelor de duș. Un racletă folosită după fiecare duș, timp de zece secunde, păstrează sticla transparentă și elimină aproape complet nevoia de detergenți speciali.

Alege, dacă poți, o sticlă cu tratament anticalcar, pe care apa alunecă mai ușor. Rosturile dintre plăci se curăță o dată pe lună cu o perie și bicarbonat, iar garniturile se verifică anual. La căzi, un dop de scurgere care se desface ușor îți permite să scoți părul adunat înainte să înfunde scurgerea.`,
      },
    ],
  },
  {
    title: 'Baia mică: cum câștigi spațiu',
    category: 5,
    author: 'Mihaela Georgescu',
    perex: 'Mobilier suspendat, oglinzi cu depozitare și culori deschise: idei care fac o baie de bloc să pară mai mare.',
    sections: [
      {
        heading: 'Mobilierul suspendat',
        text: `[Mobilierul de baie](/produse/mobilier-de-baie) suspendat lasă podeaua liberă, iar o podea vizibilă face orice încăpere să pară mai mare. E și mai ușor de curățat dedesubt. Un lavoar cu dulap de 60 de centimetri oferă suficientă depozitare pentru o familie, dacă e organizat cu sertare, nu cu uși.`,
        pick: 'mobilier-de-baie',
      },
      {
        heading: 'Oglinda care ascunde',
        text: `O [oglindă de baie](/produse/oglinzi-de-baie) cu dulap în spate ține periuțele, cremele și medicamentele la îndemână, dar ascunse. Modelele cu iluminare LED integrată elimină nevoia unei aplice separate și dau o lumină uniformă pentru machiaj sau bărbierit.`,
        pick: 'oglinzi-de-baie',
      },
      {
        heading: 'Spațiul de deasupra',
        text: `Peretele de deasupra toaletei este adesea gol. Câteva idei pentru el:

- un dulap îngust, suspendat, pentru prosoape și hârtie igienică;
- două rafturi deschise cu coșuri identice;
- un raft de colț în duș pentru șampoane.

Alege [accesorii de baie](/produse/accesorii-de-baie) în același material și aceeași culoare: ordinea vizuală contează mult într-o cameră mică.`,
      },
      {
        heading: 'Culori și lumină',
        text: `Faianța mare, deschisă la culoare, cu rosturi puține, face pereții să pară mai departe. Dacă vrei culoare, pune-o pe un singur perete sau în textile: prosoape și un covoraș. O baie fără fereastră are nevoie de lumină bună din două surse, tavan și oglindă, și de un ventilator care elimină umezeala și previne mucegaiul.`,
      },
      {
        heading: 'Ușa care nu încurcă',
        text: `În băile foarte mici, ușa care se deschide spre interior ocupă un spațiu prețios. Dacă renovezi, ia în calcul o ușă culisantă, care alunecă pe perete sau în perete, sau măcar o ușă care se deschide spre hol.

Cârligele montate pe spatele ușii țin prosoapele și halatele fără să ocupe loc pe perete. Un uscător de prosoape electric, montat vertical, încălzește baia și usucă prosoapele în același timp. Iar coșul de rufe poate deveni un sertar ascuns în mobilierul de sub lavoar.`,
      },
    ],
  },
  {
    title: 'Masa festivă: farfurii, pahare și fețe de masă',
    category: 5,
    author: 'Ioana Marinescu',
    perex: 'Cum pui o masă frumoasă de sărbătoare fără un serviciu complet de porțelan, cu piese pe care le folosești tot anul.',
    sections: [
      {
        heading: 'Farfuriile albe, baza oricărei mese',
        text: `Un [set de farfurii](/produse/seturi-de-farfurii) alb, simplu, se potrivește cu orice decor și orice sezon. Pentru o masă festivă ai nevoie de farfurie întinsă, farfurie de supă și farfurie de desert pentru fiecare invitat. Completează cu câteva platouri mari pentru aperitive.

Porțelanul rezistă la mașina de spălat vase; faianța pictată manual trebuie spălată de mână.`,
        pick: 'seturi-de-farfurii',
      },
      {
        heading: 'Paharele',
        text: `Nu ai nevoie de șase tipuri de pahare. Pentru majoritatea meselor ajung:

- un pahar universal de vin, bun și pentru roșu, și pentru alb;
- un pahar de apă;
- o cupă de șampanie, pentru toast.

[Paharele](/produse/pahare) din sticlă cristalină, fără plumb, sunt transparente, rezistente și merg la mașina de spălat vase.`,
        pick: 'pahare',
      },
      {
        heading: 'Fața de masă și șervețelele',
        text: `O [față de masă](/produse/fete-de-masa) din in sau bumbac transformă imediat o masă obișnuită. Trebuie să atârne 20–30 de centimetri pe fiecare parte. Șervețelele textile, împăturite simplu și legate cu o crenguță de rozmarin, arată mai elegant decât orice origami din hârtie.`,
      },
      {
        heading: 'Decorul',
        text: `Centrul mesei trebuie să fie jos, ca invitații să se vadă unii pe alții. Câteva lumânări scurte, o ghirlandă de verdeață și câteva fructe de sezon sunt de ajuns. Pune tacâmurile în ordinea folosirii, din exterior spre farfurie, și lasă la fiecare loc 60 de centimetri: nimeni nu se bucură de masă cu coatele lipite de vecin.`,
      },
      {
        heading: 'Pregătirea cu o zi înainte',
        text: `O masă festivă reușită începe cu o zi înainte. Numără farfuriile, paharele și tacâmurile și verifică dacă ai destule scaune. Calcă fața de masă și șervețelele, ca să nu te grăbești în ziua mesei.

Pune masa de seara: dimineața vei avea timp doar pentru mâncare și pentru musafiri. Un platou sau două în plus, pregătite pe un bufet alături, te scapă de aglomerația de pe masă. Iar un coș pentru pâine și câteva carafe cu apă completează totul fără efort.`,
      },
    ],
  },
];
