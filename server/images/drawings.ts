/**
 * Simple, recognisable product drawings, one per kind of leaf category, in a 400×400 SVG viewBox.
 * `c` is the product colour, `d` a darker shade of it for shadows and legs.
 */
type Drawing = (c: string, d: string) => string;

const leg = (x: number, y: number, h: number, d: string) => `<rect x="${x}" y="${y}" width="10" height="${h}" rx="3" fill="${d}"/>`;

/** A stemmed wine glass centred on `x`: the bowl in the product colour, seen through, with wine in it. */
const wineGlass = (x: number, c: string, d: string) =>
  `<path d="M${x - 42} 105 L${x + 42} 105 Q${x + 48} 200 ${x} 218 Q${x - 48} 200 ${x - 42} 105 Z" fill="${c}" opacity=".5"/>` +
  `<path d="M${x - 45} 165 Q${x} 178 ${x + 45} 165 Q${x + 38} 208 ${x} 216 Q${x - 38} 208 ${x - 45} 165 Z" fill="${d}"/>` +
  `<rect x="${x - 4}" y="216" width="8" height="82" fill="${d}"/><ellipse cx="${x}" cy="300" rx="40" ry="9" fill="${d}"/>`;

/** The green of leaves, whatever the product's colour. */
const leafGreen = '#4f8a5b';

export const drawings: Record<string, Drawing> = {
  canapele: (c, d) =>
    `<rect x="70" y="150" width="260" height="90" rx="24" fill="${c}"/><rect x="50" y="190" width="300" height="80" rx="20" fill="${c}"/>` +
    `<rect x="40" y="175" width="45" height="100" rx="18" fill="${d}"/><rect x="315" y="175" width="45" height="100" rx="18" fill="${d}"/>` +
    leg(70, 270, 22, d) + leg(320, 270, 22, d),
  paturi: (c, d) =>
    `<rect x="60" y="120" width="280" height="110" rx="16" fill="${d}"/><rect x="50" y="210" width="300" height="70" rx="12" fill="${c}"/>` +
    `<rect x="80" y="190" width="90" height="35" rx="14" fill="#fff" opacity=".9"/><rect x="230" y="190" width="90" height="35" rx="14" fill="#fff" opacity=".9"/>` +
    leg(60, 280, 20, d) + leg(330, 280, 20, d),
  dulapuri: (c, d) =>
    `<rect x="100" y="70" width="200" height="260" rx="8" fill="${c}"/><line x1="166" y1="80" x2="166" y2="320" stroke="${d}" stroke-width="4"/>` +
    `<line x1="233" y1="80" x2="233" y2="320" stroke="${d}" stroke-width="4"/><circle cx="158" cy="200" r="5" fill="${d}"/><circle cx="242" cy="200" r="5" fill="${d}"/>`,
  'mese-de-dining': (c, d) => `<rect x="60" y="160" width="280" height="24" rx="6" fill="${c}"/>` + leg(85, 184, 130, d) + leg(305, 184, 130, d),
  scaune: (c, d) =>
    `<rect x="140" y="90" width="120" height="110" rx="20" fill="${c}"/><rect x="130" y="200" width="140" height="30" rx="10" fill="${c}"/>` +
    leg(140, 230, 90, d) + leg(250, 230, 90, d),
  lustre: (c, d) =>
    `<line x1="200" y1="40" x2="200" y2="150" stroke="${d}" stroke-width="4"/><path d="M120 250 Q200 120 280 250 Z" fill="${c}"/>` +
    `<ellipse cx="200" cy="262" rx="40" ry="12" fill="#ffe9a8"/>`,
  covoare: (c, d) =>
    `<rect x="70" y="90" width="260" height="220" rx="6" fill="${c}"/><rect x="95" y="115" width="210" height="170" fill="none" stroke="${d}" stroke-width="8"/>` +
    `<path d="M200 140 L260 200 L200 260 L140 200 Z" fill="${d}" opacity=".6"/>`,
  oglinzi: (c, d) => `<circle cx="200" cy="200" r="120" fill="${c}"/><circle cx="200" cy="200" r="100" fill="#dfe9ee"/><path d="M150 150 L190 130" stroke="#fff" stroke-width="8" stroke-linecap="round"/>`,
  'mobilier-de-gradina': (c, d) =>
    `<ellipse cx="200" cy="200" rx="90" ry="20" fill="${c}"/>` + leg(195, 210, 90, d) +
    `<rect x="40" y="190" width="70" height="20" rx="6" fill="${c}"/>` + leg(45, 210, 70, d) + leg(95, 210, 70, d) +
    `<rect x="290" y="190" width="70" height="20" rx="6" fill="${c}"/>` + leg(295, 210, 70, d) + leg(345, 210, 70, d),
  gratare: (c, d) =>
    `<path d="M110 170 A90 90 0 0 0 290 170 Z" fill="${c}"/><path d="M110 160 A90 60 0 0 1 290 160 Z" fill="${d}"/>` +
    `<line x1="150" y1="250" x2="120" y2="330" stroke="${d}" stroke-width="8"/><line x1="250" y1="250" x2="280" y2="330" stroke="${d}" stroke-width="8"/>`,
  vaze: (c, d) =>
    `<path d="M172 92 L228 92 L224 122 Q292 168 282 248 Q272 322 200 326 Q128 322 118 248 Q108 168 176 122 Z" fill="${c}"/>` +
    `<rect x="164" y="80" width="72" height="16" rx="7" fill="${d}"/><path d="M128 220 Q200 246 272 220" stroke="${d}" stroke-width="8" fill="none" opacity=".6"/>`,
  pahare: (c, d) => wineGlass(140, c, d) + wineGlass(260, c, d),
  baterii: (c, d) =>
    `<rect x="130" y="304" width="140" height="18" rx="8" fill="${d}"/><rect x="176" y="150" width="48" height="156" rx="14" fill="${c}"/>` +
    `<path d="M186 160 Q186 92 256 92 L306 92 Q320 92 320 106 L320 140 L296 140 L296 118 L258 118 Q214 118 214 160 Z" fill="${c}"/>` +
    `<rect x="150" y="124" width="92" height="16" rx="8" fill="${d}" transform="rotate(-18 200 132)"/>` +
    `<path d="M308 156 L308 200 M308 220 L308 250" stroke="#7cc6e8" stroke-width="7" stroke-linecap="round"/>`,
  umbrele: (c, d) =>
    `<path d="M50 175 Q200 35 350 175 Q312 158 275 175 Q237 158 200 175 Q163 158 125 175 Q88 158 50 175 Z" fill="${c}"/>` +
    `<rect x="195" y="96" width="10" height="232" fill="${d}"/><circle cx="200" cy="94" r="8" fill="${d}"/><path d="M145 342 L255 342 L242 320 L158 320 Z" fill="${d}"/>`,
  piscine: (c, d) =>
    `<ellipse cx="200" cy="230" rx="160" ry="70" fill="${c}"/><ellipse cx="200" cy="220" rx="140" ry="55" fill="#7cc6e8"/>` +
    `<path d="M100 220 Q130 205 160 220 T220 220 T280 220" stroke="#fff" stroke-width="5" fill="none" opacity=".8"/>`,
  // A stock pot with its lid and handles.
  oale: (c: string, d: string) =>
    `<rect x="70" y="196" width="46" height="14" rx="7" fill="${d}"/><rect x="284" y="196" width="46" height="14" rx="7" fill="${d}"/>` +
    `<path d="M110 180 L290 180 L284 292 Q282 308 266 308 L134 308 Q118 308 116 292 Z" fill="${c}"/>` +
    `<ellipse cx="200" cy="178" rx="98" ry="20" fill="${d}"/><rect x="184" y="144" width="32" height="22" rx="9" fill="${d}"/>`,
  // A frying pan seen from above at an angle, its long handle to the side.
  tigai: (c: string, d: string) =>
    `<ellipse cx="165" cy="220" rx="118" ry="58" fill="${d}"/><ellipse cx="165" cy="212" rx="100" ry="45" fill="${c}"/>` +
    `<rect x="272" y="196" width="112" height="20" rx="10" fill="${d}" transform="rotate(-14 272 206)"/>`,
  // A knife block with its handles, and a chef's knife beside it.
  cutite: (c: string, d: string) =>
    `<rect x="150" y="110" width="18" height="70" rx="6" fill="${d}" transform="rotate(-14 159 180)"/><rect x="184" y="100" width="18" height="76" rx="6" fill="${d}" transform="rotate(-5 193 176)"/>` +
    `<rect x="218" y="104" width="18" height="72" rx="6" fill="${d}" transform="rotate(6 227 176)"/>` +
    `<path d="M128 320 L152 170 L262 170 L276 320 Z" fill="${c}"/>` +
    `<path d="M290 318 L300 170 Q322 200 318 318 Z" fill="#d9dde1"/><rect x="294" y="318" width="22" height="16" rx="4" fill="${d}"/>`,
  // A garden swing: an A-frame with a bench hung on two chains.
  leagane: (c: string, d: string) =>
    `<path d="M70 330 L110 80 L150 330 M250 330 L290 80 L330 330" stroke="${d}" stroke-width="12" fill="none" stroke-linejoin="round"/>` +
    `<rect x="100" y="72" width="200" height="16" rx="6" fill="${d}"/>` +
    `<line x1="150" y1="88" x2="150" y2="220" stroke="${d}" stroke-width="4"/><line x1="250" y1="88" x2="250" y2="220" stroke="${d}" stroke-width="4"/>` +
    `<rect x="130" y="170" width="140" height="50" rx="10" fill="${c}"/><rect x="126" y="218" width="148" height="24" rx="8" fill="${c}"/>`,
  // A push lawnmower: the deck on four wheels, the grass box behind and the handle.
  'masini-de-tuns': (c: string, d: string) =>
    `<path d="M150 210 L80 90 L100 84 L172 206" fill="${d}"/><rect x="62" y="80" width="60" height="14" rx="7" fill="${d}"/>` +
    `<rect x="130" y="200" width="200" height="70" rx="26" fill="${c}"/><rect x="92" y="214" width="70" height="58" rx="10" fill="${d}" opacity=".8"/>` +
    `<circle cx="160" cy="286" r="28" fill="#2b2b2b"/><circle cx="300" cy="286" r="28" fill="#2b2b2b"/><circle cx="160" cy="286" r="10" fill="#9a9a9a"/><circle cx="300" cy="286" r="10" fill="#9a9a9a"/>` +
    `<path d="M60 320 L340 320" stroke="${leafGreen}" stroke-width="6" stroke-dasharray="4 6"/>`,
  // A Christmas tree: three tiers, a trunk, a star.
  brazi: (c: string, d: string) =>
    `<rect x="186" y="290" width="28" height="40" fill="${d}"/>` +
    `<path d="M200 70 L270 170 L130 170 Z M200 120 L295 235 L105 235 Z M200 170 L320 300 L80 300 Z" fill="${c}"/>` +
    `<path d="M200 48 L207 64 L224 64 L210 74 L216 90 L200 80 L184 90 L190 74 L176 64 L193 64 Z" fill="#e8b630"/>` +
    `<circle cx="170" cy="215" r="8" fill="#c0392b"/><circle cx="235" cy="265" r="8" fill="#e8b630"/><circle cx="215" cy="160" r="7" fill="#c0392b"/>`,
  // A flower pot with a saucer, and a seedling in it.
  ghivece: (c: string, d: string) =>
    `<path d="M200 200 Q170 150 150 140 Q185 140 200 190 Q215 130 250 128 Q225 150 204 200 Z" fill="${leafGreen}"/>` +
    `<rect x="120" y="196" width="160" height="26" rx="6" fill="${d}"/><path d="M132 222 L268 222 L250 318 L150 318 Z" fill="${c}"/>` +
    `<ellipse cx="200" cy="322" rx="72" ry="9" fill="${d}"/>`,
  // A garden hose wound on its reel, the nozzle hanging from it.
  furtune: (c: string, d: string) =>
    `<path d="M140 320 L170 250 M260 320 L230 250" stroke="${d}" stroke-width="12" stroke-linecap="round"/>` +
    `<circle cx="200" cy="190" r="100" fill="${d}"/><circle cx="200" cy="190" r="86" fill="none" stroke="${c}" stroke-width="16"/>` +
    `<circle cx="200" cy="190" r="64" fill="none" stroke="${c}" stroke-width="16"/><circle cx="200" cy="190" r="42" fill="none" stroke="${c}" stroke-width="16"/><circle cx="200" cy="190" r="14" fill="#9a9a9a"/>` +
    `<path d="M290 220 Q330 260 318 320" stroke="${c}" stroke-width="14" fill="none" stroke-linecap="round"/><rect x="306" y="316" width="24" height="22" rx="5" fill="#e8b630"/>`,
  // A plant in a pot: long leaves over a pot in the product's colour.
  plante: (c: string, d: string) =>
    `<path d="M200 240 Q120 200 90 110 Q160 150 200 230 Z M200 240 Q180 140 200 60 Q225 140 204 240 Z M200 240 Q280 200 310 110 Q240 150 200 230 Z" fill="${leafGreen}"/>` +
    `<path d="M200 240 Q140 230 110 170 Q165 185 200 236 Z M200 240 Q260 230 290 170 Q235 185 200 236 Z" fill="${leafGreen}" opacity=".8"/>` +
    `<path d="M150 236 L250 236 L238 322 L162 322 Z" fill="${c}"/><rect x="144" y="230" width="112" height="14" rx="5" fill="${d}"/>`,
  // A sink: the worktop, the basin and its tap.
  chiuvete: (c: string, d: string) =>
    `<rect x="60" y="200" width="280" height="30" rx="6" fill="${d}"/><rect x="96" y="210" width="208" height="90" rx="26" fill="${c}"/>` +
    `<ellipse cx="200" cy="214" rx="96" ry="14" fill="${d}" opacity=".7"/>` +
    `<path d="M196 200 L196 130 Q196 110 216 110 L250 110 Q262 110 262 122 L262 140 L250 140 L250 126 L214 126 Q210 126 210 132 L210 200 Z" fill="#9aa0a6"/>`,
  // A bathtub on four feet, with its tap.
  cazi: (c: string, d: string) =>
    `<path d="M60 170 L340 170 Q336 260 290 280 L110 280 Q64 260 60 170 Z" fill="${c}"/><rect x="50" y="160" width="300" height="18" rx="9" fill="${d}"/>` +
    `<rect x="110" y="278" width="14" height="30" rx="5" fill="${d}"/><rect x="276" y="278" width="14" height="30" rx="5" fill="${d}"/>` +
    `<path d="M300 160 L300 116 Q300 104 288 104 L262 104 L262 118 L286 118 L286 160 Z" fill="#9aa0a6"/>`,
  // A stack of plates, the top one seen from above.
  farfurii: (c: string, d: string) =>
    `<ellipse cx="200" cy="262" rx="140" ry="40" fill="${d}"/><ellipse cx="200" cy="246" rx="140" ry="40" fill="${c}"/><ellipse cx="200" cy="230" rx="140" ry="40" fill="${d}"/>` +
    `<ellipse cx="200" cy="214" rx="140" ry="40" fill="${c}"/><ellipse cx="200" cy="214" rx="92" ry="25" fill="${d}" opacity=".35"/>`,
  // A hammock hung between two posts.
  hamace: (c: string, d: string) =>
    `<rect x="60" y="120" width="14" height="210" rx="5" fill="${d}"/><rect x="326" y="120" width="14" height="210" rx="5" fill="${d}"/>` +
    `<path d="M74 150 Q200 300 326 150 L326 168 Q200 318 74 168 Z" fill="${c}"/><path d="M74 150 L110 176 M326 150 L290 176" stroke="${d}" stroke-width="3"/>`,
  // A cutting board with its handle hole, and a knife on it.
  tocatoare: (c: string, d: string) =>
    `<rect x="80" y="150" width="240" height="140" rx="18" fill="${c}"/><path d="M320 200 L360 200 Q372 220 360 240 L320 240 Z" fill="${c}"/><circle cx="344" cy="220" r="8" fill="${d}"/>` +
    `<path d="M110 250 L250 236 L250 252 L110 258 Z" fill="#d9dde1"/><rect x="250" y="236" width="50" height="16" rx="5" fill="${d}"/>`,
  // A fork, a knife and a spoon side by side.
  tacamuri: (c: string, d: string) =>
    `<rect x="136" y="170" width="14" height="150" rx="6" fill="${c}"/><path d="M122 80 L122 150 Q122 176 143 176 Q164 176 164 150 L164 80 L156 80 L156 140 L148 140 L148 80 L138 80 L138 140 L130 140 L130 80 Z" fill="${c}"/>` +
    `<path d="M200 80 Q222 110 214 190 L200 190 Z" fill="#d9dde1"/><rect x="193" y="186" width="16" height="134" rx="6" fill="${c}"/>` +
    `<ellipse cx="262" cy="120" rx="24" ry="38" fill="${c}"/><rect x="255" y="150" width="14" height="170" rx="6" fill="${c}"/><ellipse cx="262" cy="118" rx="14" ry="26" fill="${d}" opacity=".4"/>`,
  // A woven basket with two handles: storage baskets and compost bins alike are slatted boxes.
  cosuri: (c: string, d: string) =>
    `<path d="M100 170 L300 170 L282 320 L118 320 Z" fill="${c}"/>` +
    `<path d="M106 210 L294 210 M111 250 L289 250 M115 290 L285 290" stroke="${d}" stroke-width="6"/>` +
    `<rect x="92" y="160" width="216" height="18" rx="6" fill="${d}"/><path d="M130 168 Q130 120 165 120 M270 168 Q270 120 235 120" stroke="${d}" stroke-width="8" fill="none"/>`,
  // A children's playhouse: walls, a pitched roof, a door and a window.
  casute: (c: string, d: string) =>
    `<rect x="100" y="180" width="200" height="140" fill="${c}"/><path d="M80 190 L200 90 L320 190 Z" fill="${d}"/>` +
    `<rect x="130" y="230" width="50" height="90" rx="4" fill="${d}"/><rect x="220" y="220" width="50" height="44" fill="#dfe9ee"/><path d="M245 220 L245 264 M220 242 L270 242" stroke="${d}" stroke-width="4"/>`,
  // A shower cabin: a tray, glass walls and the shower head.
  'cabine-dus': (c: string, d: string) =>
    `<rect x="100" y="80" width="200" height="230" rx="6" fill="#dfe9ee" opacity=".8" stroke="${c}" stroke-width="8"/>` +
    `<line x1="200" y1="84" x2="200" y2="306" stroke="${c}" stroke-width="5"/><rect x="92" y="306" width="216" height="22" rx="5" fill="${d}"/>` +
    `<path d="M150 110 L150 130 L170 130" stroke="#9aa0a6" stroke-width="6" fill="none"/><ellipse cx="174" cy="134" rx="16" ry="6" fill="#9aa0a6"/>` +
    `<path d="M166 146 L162 180 M174 146 L174 184 M182 146 L186 180" stroke="#7cc6e8" stroke-width="3"/>`,
  // A soap dispenser and a toothbrush cup.
  'accesorii-baie': (c: string, d: string) =>
    `<rect x="110" y="170" width="90" height="150" rx="20" fill="${c}"/><rect x="140" y="140" width="30" height="30" fill="${d}"/><path d="M150 140 L150 120 L196 120 L196 132" stroke="${d}" stroke-width="10" fill="none"/>` +
    `<path d="M230 210 L310 210 L302 320 L238 320 Z" fill="${c}"/><path d="M250 210 L236 110 M272 210 L286 104" stroke="${d}" stroke-width="8" stroke-linecap="round"/>`,
  // A framed picture: a landscape in a frame of the product's colour.
  tablouri: (c: string, d: string) =>
    `<rect x="80" y="90" width="240" height="200" rx="4" fill="${c}"/><rect x="102" y="112" width="196" height="156" fill="#e8eef0"/>` +
    `<path d="M102 268 L170 180 L214 230 L246 200 L298 268 Z" fill="${leafGreen}" opacity=".8"/><circle cx="250" cy="150" r="16" fill="#e8b630"/><rect x="80" y="286" width="240" height="8" fill="${d}"/>`,
  // A wall clock.
  ceasuri: (c: string, d: string) =>
    `<circle cx="200" cy="200" r="122" fill="${c}"/><circle cx="200" cy="200" r="104" fill="#f7f5ef"/>` +
    `<path d="M200 112 L200 128 M288 200 L272 200 M200 288 L200 272 M112 200 L128 200" stroke="${d}" stroke-width="8"/>` +
    `<path d="M200 200 L200 140 M200 200 L246 222" stroke="#2b2b2b" stroke-width="8" stroke-linecap="round"/><circle cx="200" cy="200" r="8" fill="${d}"/>`,
  // Christmas baubles hanging on their strings.
  globuri: (c: string, d: string) =>
    `<path d="M130 60 L130 150 M270 60 L270 190 M200 60 L200 110" stroke="${d}" stroke-width="3"/>` +
    `<circle cx="130" cy="200" r="52" fill="${c}"/><circle cx="270" cy="240" r="52" fill="${c}"/><circle cx="200" cy="150" r="40" fill="${d}"/>` +
    `<rect x="120" y="140" width="20" height="12" fill="#c9a227"/><rect x="260" y="180" width="20" height="12" fill="#c9a227"/><rect x="190" y="104" width="20" height="10" fill="#c9a227"/>` +
    `<path d="M104 186 Q118 170 134 172" stroke="#fff" stroke-width="6" fill="none" opacity=".7"/>`,
  // An advent wreath: a ring of greenery with a bow.
  coronite: (c: string, d: string) =>
    `<circle cx="200" cy="200" r="100" fill="none" stroke="${leafGreen}" stroke-width="44"/>` +
    `<circle cx="140" cy="140" r="9" fill="#c0392b"/><circle cx="262" cy="150" r="9" fill="#c0392b"/><circle cx="290" cy="230" r="9" fill="#c0392b"/><circle cx="120" cy="250" r="9" fill="#c0392b"/>` +
    `<path d="M200 300 L160 270 L164 326 Z M200 300 L240 270 L236 326 Z" fill="${c}"/><circle cx="200" cy="300" r="12" fill="${d}"/>`,
  // A candle on its holder, lit.
  lumanari: (c: string, d: string) =>
    `<path d="M200 92 Q216 118 200 134 Q184 118 200 92 Z" fill="#f2b441"/><rect x="198" y="132" width="4" height="12" fill="#2b2b2b"/>` +
    `<rect x="168" y="142" width="64" height="140" rx="6" fill="${c}"/><path d="M130 290 L270 290 L250 312 L150 312 Z" fill="${d}"/><rect x="188" y="280" width="24" height="14" fill="${d}"/>`,
  // A string of lights.
  ghirlande: (c: string, d: string) =>
    `<path d="M40 120 Q120 220 200 140 Q280 60 360 170" stroke="${d}" stroke-width="4" fill="none"/>` +
    [[70, 158], [110, 186], [150, 180], [190, 150], [230, 122], [270, 118], [310, 132], [345, 156]]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y! + 18}" rx="11" ry="16" fill="${c}"/><circle cx="${x}" cy="${y! + 18}" r="22" fill="#ffe9a8" opacity=".35"/>`)
      .join(''),
  // A garden gazebo: a canopy on four posts.
  pavilioane: (c: string, d: string) =>
    `<path d="M60 150 L200 70 L340 150 Z" fill="${c}"/><path d="M60 150 Q95 170 130 150 Q165 170 200 150 Q235 170 270 150 Q305 170 340 150" fill="${c}"/>` +
    leg(70, 150, 170, d) + leg(320, 150, 170, d) + leg(140, 160, 150, d) + leg(250, 160, 150, d),
  // A coat stand with its hooks and a coat on one.
  cuiere: (c: string, d: string) =>
    `<rect x="194" y="70" width="12" height="250" rx="5" fill="${c}"/><path d="M150 326 L200 300 L250 326" stroke="${c}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    `<path d="M200 90 L164 70 M200 90 L236 70 M200 110 L160 104 M200 110 L240 104" stroke="${c}" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M236 104 L270 130 L262 230 L222 230 L214 130 Z" fill="${d}" opacity=".85"/>`,
};


/**
 * What each drawing shows, as the leaf categories (server/catalogue/tree.ts) it is drawn for: a
 * category may only be drawn with a picture of its own object, or of the same thing in another size
 * (a mattress as a bed, a towel as a textile). A test holds every leaf to it.
 */
export const drawnFor: Record<string, readonly string[]> = {
  canapele: ['Canapele', 'Colțare', 'Canapele extensibile', 'Șezlonguri de interior', 'Șezlonguri'],
  paturi: ['Paturi matrimoniale', 'Paturi single', 'Paturi tapițate', 'Paturi etajate', 'Paturi boxspring', 'Saltele ortopedice', 'Saltele cu arcuri', 'Saltele din spumă', 'Toppere', 'Seturi de dormitor', 'Paturi pentru copii', 'Pătuțuri'],
  dulapuri: [
    'Dulapuri', 'Comode', 'Biblioteci', 'Vitrine', 'Pantofare', 'Rafturi', 'Corpuri de birou', 'Comode TV', 'Pereți de living', 'Noptiere', 'Dulapuri de dormitor', 'Etajere',
    'Bucătării complete', 'Corpuri suspendate', 'Mobilier de baie', 'Dulapuri de baie', 'Dulapuri pentru copii',
  ],
  'mese-de-dining': ['Mese de dining', 'Măsuțe de cafea', 'Bănci', 'Mese extensibile', 'Birouri', 'Birouri reglabile', 'Console', 'Insule de bucătărie', 'Birouri pentru copii'],
  scaune: ['Fotolii', 'Taburete', 'Scaune de bucătărie', 'Scaune de bar', 'Scaune de birou', 'Scaune de grădină'],
  lustre: ['Lustre', 'Plafoniere', 'Aplice', 'Lămpi de podea', 'Veioze', 'Spoturi', 'Lampadare de grădină', 'Aplice de exterior', 'Lămpi solare', 'Becuri LED', 'Becuri inteligente'],
  covoare: ['Covoare', 'Perdele', 'Draperii', 'Perne decorative', 'Preșuri', 'Lenjerii de pat', 'Pilote', 'Perne', 'Cuverturi', 'Pături', 'Fețe de masă', 'Prosoape', 'Covorașe de baie', 'Covorașe de joacă'],
  oglinzi: ['Oglinzi', 'Oglinzi de baie', 'Măsuțe de toaletă'],
  'mobilier-de-gradina': ['Seturi de mobilier de grădină', 'Mese de grădină'],
  // A smoker is a grill with a lid; grill tools are shown with the grill they are for.
  gratare: ['Grătare pe cărbuni', 'Grătare pe gaz', 'Grătare electrice', 'Afumători', 'Accesorii pentru grătar'],
  // Pool accessories are shown with the pool they are for.
  piscine: ['Piscine', 'Jacuzzi gonflabile', 'Accesorii pentru piscină'],
  vaze: ['Vaze'],
  pahare: ['Pahare'],
  baterii: ['Baterii'],
  umbrele: ['Umbrele de soare'],
  oale: ['Seturi de oale'],
  tigai: ['Tigăi'],
  cutite: ['Cuțite'],
  leagane: ['Balansoare', 'Leagăne'],
  'masini-de-tuns': ['Mașini de tuns iarbă'],
  brazi: ['Brazi artificiali'],
  ghivece: ['Ghivece', 'Jardiniere'],
  furtune: ['Furtune'],
  plante: ['Plante artificiale'],
  chiuvete: ['Chiuvete', 'Lavoare'],
  cazi: ['Căzi'],
  farfurii: ['Seturi de farfurii'],
  hamace: ['Hamace'],
  tocatoare: ['Tocătoare'],
  tacamuri: ['Tacâmuri'],
  cosuri: ['Coșuri de depozitare', 'Compostoare'],
  casute: ['Căsuțe de joacă'],
  'cabine-dus': ['Cabine de duș'],
  'accesorii-baie': ['Accesorii de baie'],
  tablouri: ['Tablouri', 'Rame foto'],
  ceasuri: ['Ceasuri de perete'],
  globuri: ['Globuri'],
  coronite: ['Coronițe'],
  lumanari: ['Lumânări', 'Sfeșnice'],
  ghirlande: ['Ghirlande luminoase', 'Instalații de Crăciun', 'Benzi LED'],
  pavilioane: ['Pavilioane'],
  cuiere: ['Cuiere'],
};

/** Darkens a #rrggbb colour by `amount` (0–1), for the second tone of a drawing. */
export function darken(hex: string, amount = 0.3): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 0xff) * (1 - amount));
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}
