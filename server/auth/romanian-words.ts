/**
 * Words a Romanian shopper is likely to build a password from, for the password-strength check
 * (zxcvbn's own lists are English). Lower case, without diacritics: the check compares a password
 * with its diacritics removed. Roughly most likely first, since zxcvbn rates earlier words as
 * easier to guess.
 */
export const romanianWords: readonly string[] = [
  // The site, passwords and feelings.
  'cuib', 'parola', 'parolamea', 'parolanoua', 'secret', 'iubire', 'iubirea', 'iubita', 'iubitul', 'dragoste', 'dragostea',
  'dragul', 'draga', 'inima', 'inimioara', 'sufletul', 'suflet', 'puiu', 'puiul', 'puisor', 'iepuras', 'scumpa', 'scumpul',
  'comoara', 'fericire', 'fericit', 'noroc', 'speranta', 'viata', 'viitor', 'familia', 'familie', 'mama', 'mami', 'tata',
  'tati', 'bunica', 'bunicul', 'copii', 'copilul', 'fetita', 'baiat', 'baiatul', 'fata', 'sotia', 'sotul', 'frate', 'sora',
  'prieten', 'prietena', 'prietenie', 'acasa', 'casa', 'casamea', 'gradina', 'mobila', 'canapea', 'fotoliu', 'masa', 'scaun',
  'dulap', 'pat', 'bucatarie', 'sufragerie', 'dormitor', 'balcon', 'curte', 'floare', 'flori', 'trandafir', 'lalea', 'soare',
  'luna', 'stele', 'steaua', 'cer', 'mare', 'marea', 'munte', 'muntele', 'padure', 'zapada', 'primavara', 'vara', 'toamna',
  'iarna', 'craciun', 'pasti', 'mos', 'mosul', 'cadou', 'bani', 'banii', 'ciocolata', 'cafea', 'bere', 'vin', 'pisica',
  'pisicuta', 'caine', 'catel', 'catelus', 'lup', 'urs', 'ursulet', 'vulpe', 'leu', 'tigru', 'dragon', 'inger', 'ingeras',
  'diavol', 'dracul', 'dumnezeu', 'doamne', 'credinta', 'libertate', 'tara', 'patria', 'romania', 'romanica', 'roman',
  'romanca', 'romani', 'unire', 'unirea', 'mareaunire', 'revolutie', 'europa', 'moldova', 'ardeal', 'transilvania', 'banat',
  'oltenia', 'muntenia', 'dobrogea', 'bucovina', 'maramures', 'carpati', 'dunarea', 'delta', 'deltadunarii', 'olt', 'mures',
  'salut', 'buna', 'bunaziua', 'multumesc', 'te', 'iubesc', 'teiubesc', 'teiubescmult', 'pupici', 'pupic', 'sarut',
  'frumos', 'frumoasa', 'smecher', 'smechera', 'bossul', 'sefu', 'sefa', 'regele', 'regina', 'printesa', 'printul', 'zana',
  'vrajitor', 'noapte', 'noaptebuna', 'dimineata', 'ziua', 'azi', 'maine', 'ieri', 'acum', 'mereu', 'niciodata', 'totul',
  'nimic', 'ceva', 'cineva', 'eu', 'tu', 'noi', 'voi', 'asta', 'aia', 'bine', 'foarte', 'mult', 'putin', 'nou', 'noua',
  'vechi', 'unu', 'doi', 'trei', 'patru', 'cinci', 'sase', 'sapte', 'opt', 'noua', 'zece', 'suta', 'mie', 'parolagrea',
  'parolasigura', 'cont', 'contul', 'contulmeu', 'utilizator', 'admin', 'administrator', 'magazin', 'cumparaturi', 'reducere',
  'reduceri', 'oferta', 'pret', 'lei', 'emag', 'olx', 'altex', 'dedeman', 'ikea', 'jysk', 'mobexpert', 'hornbach', 'brico',
  'lidl', 'kaufland', 'carrefour', 'auchan', 'profi', 'facebook', 'google', 'telefon', 'calculator', 'internet', 'masina',
  'dacia', 'logan', 'sandero', 'duster', 'bmw', 'audi', 'mercedes', 'vw', 'golf', 'opel',
  // Cities, towns and counties.
  'bucuresti', 'buc', 'cluj', 'clujnapoca', 'napoca', 'timisoara', 'iasi', 'constanta', 'craiova', 'brasov', 'galati',
  'ploiesti', 'oradea', 'braila', 'arad', 'pitesti', 'sibiu', 'bacau', 'targumures', 'baiamare', 'buzau', 'botosani',
  'satumare', 'ramnicuvalcea', 'suceava', 'piatraneamt', 'drobeta', 'turnuseverin', 'targujiu', 'targoviste', 'focsani',
  'bistrita', 'resita', 'tulcea', 'calarasi', 'giurgiu', 'alba', 'albaiulia', 'deva', 'hunedoara', 'zalau', 'slobozia',
  'vaslui', 'alexandria', 'slatina', 'miercureaciuc', 'sfantugheorghe', 'mamaia', 'sinaia', 'predeal', 'busteni', 'sighisoara',
  'medias', 'turda', 'petrosani', 'lugoj', 'mangalia', 'onesti', 'roman', 'pascani', 'caracal', 'fagaras', 'campina', 'voluntari',
  'otopeni', 'pipera', 'militari', 'drumultaberei', 'titan', 'berceni', 'colentina', 'pantelimon', 'rahova', 'ferentari',
  'crangasi', 'dristor', 'floreasca', 'herastrau', 'cismigiu', 'ilfov', 'prahova', 'dambovita', 'arges', 'valcea', 'dolj',
  'gorj', 'mehedinti', 'teleorman', 'ialomita', 'vrancea', 'neamt', 'harghita', 'covasna', 'salaj', 'bihor', 'timis',
  'caras', 'severin', 'bistritanasaud', 'satu', 'sibiul', 'clujul', 'iasiul',
  // First names.
  'andrei', 'alexandru', 'alex', 'mihai', 'ion', 'ionut', 'ioana', 'maria', 'elena', 'ana', 'andreea', 'cristina',
  'gabriel', 'gabriela', 'daniel', 'daniela', 'florin', 'florina', 'adrian', 'adriana', 'marius', 'mariana', 'george',
  'georgiana', 'stefan', 'stefania', 'vasile', 'gheorghe', 'nicolae', 'constantin', 'dumitru', 'cristian', 'catalin',
  'catalina', 'razvan', 'bogdan', 'bogdana', 'radu', 'vlad', 'victor', 'victoria', 'ionela', 'alina', 'diana', 'roxana',
  'raluca', 'simona', 'mihaela', 'monica', 'laura', 'irina', 'oana', 'alexandra', 'bianca', 'denisa', 'larisa', 'teodora',
  'sorina', 'carmen', 'corina', 'camelia', 'luminita', 'georgeta', 'valentina', 'valentin', 'silviu', 'silvia', 'sorin',
  'ciprian', 'claudiu', 'claudia', 'cosmin', 'costel', 'dorin', 'doina', 'emil', 'eugen', 'eugenia', 'iulian', 'iuliana',
  'iulia', 'liviu', 'lucian', 'madalina', 'mirela', 'nicoleta', 'ovidiu', 'paul', 'petru', 'petrica', 'rares', 'robert',
  'sebastian', 'sergiu', 'tudor', 'valeriu', 'viorel', 'viorica', 'anca', 'adina', 'alin', 'aurel', 'aurelia', 'bogdanel',
  'cezar', 'dan', 'dana', 'darius', 'david', 'delia', 'dragos', 'elisabeta', 'emanuel', 'emilia', 'horia', 'ilie', 'ioan',
  'ionel', 'lavinia', 'lorena', 'marian', 'marin', 'mircea', 'nicu', 'octavian', 'patricia', 'petronela', 'ramona', 'sabina',
  'sara', 'sofia', 'teodor', 'traian', 'vasilica', 'veronica', 'zoe', 'matei', 'luca', 'eric', 'david', 'antonia', 'ilinca',
  'natalia', 'daria', 'rebeca', 'mara', 'ecaterina', 'ileana', 'florentina', 'lacramioara', 'mioara', 'costin', 'stelian',
  'stela', 'gigi', 'fanel', 'marcel', 'mitica', 'tanti', 'nea',
  // Family names.
  'popescu', 'ionescu', 'popa', 'pop', 'radu', 'dumitrescu', 'stan', 'stoica', 'gheorghiu', 'matei', 'ciobanu', 'rusu',
  'munteanu', 'constantinescu', 'oprea', 'lupu', 'dinu', 'marin', 'tudor', 'florea', 'barbu', 'nistor', 'moldovan', 'ene',
  'georgescu', 'mihai', 'mocanu', 'sandu', 'ilie', 'cristea', 'toma', 'nita', 'dobre', 'vasile', 'serban', 'diaconu',
  'eminescu', 'enescu', 'brancusi', 'creanga', 'caragiale', 'blaga', 'sadoveanu', 'cuza', 'stefancelmare', 'mihaiviteazul',
  'vladtepes', 'decebal', 'traian', 'burebista', 'ferdinand', 'carol', 'hagi', 'comaneci', 'nadia', 'halep', 'simonahalep',
  // Football and sport.
  'steaua', 'fcsb', 'dinamo', 'rapid', 'craiova', 'universitatea', 'ucluj', 'cfr', 'cfrcluj', 'petrolul', 'farul', 'otelul',
  'poli', 'politehnica', 'sepsi', 'hermannstadt', 'botosani', 'voluntari', 'gloria', 'chindia', 'arges', 'fotbal', 'echipa',
  'campioni', 'campion', 'tricolorii', 'nationala', 'golgheter', 'stelistul', 'dinamovist', 'rapidist', 'vulturii',
  'cainii', 'caiiniirosii', 'giulesti', 'ghencea',
  // Years and dates people mark.
  'unirea1918', 'romania1918', 'decembrie', 'ianuarie', 'februarie', 'martie', 'aprilie', 'mai', 'iunie', 'iulie',
  'august', 'septembrie', 'octombrie', 'noiembrie', 'luni', 'marti', 'miercuri', 'joi', 'vineri', 'sambata', 'duminica',
];
