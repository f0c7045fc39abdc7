import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { bytesOf, inPieces, item, readItems } from './reading';

/** A WooCommerce-style Google RSS export: plain title/link/description, `g:` for the rest. */
export const rss = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
  <channel>
    <title>Mobila Casa</title>
    <link>https://www.mobilacasa.ro</link>
    <description>Produsele magazinului Mobila Casa</description>
    <item>
      <g:id>MC-1042</g:id>
      <title>Canapea extensibilă Oslo, gri antracit</title>
      <description><![CDATA[<p>Canapea cu ladă de depozitare & mecanism click-clack.</p>]]></description>
      <link>https://www.mobilacasa.ro/canapele/canapea-oslo-gri-antracit</link>
      <g:image_link>https://www.mobilacasa.ro/media/oslo-1.jpg</g:image_link>
      <g:additional_image_link>https://www.mobilacasa.ro/media/oslo-2.jpg</g:additional_image_link>
      <g:additional_image_link>https://www.mobilacasa.ro/media/oslo-3.jpg</g:additional_image_link>
      <g:price>1299.99 RON</g:price>
      <g:sale_price>1099.99 RON</g:sale_price>
      <g:availability>in_stock</g:availability>
      <g:brand>Mobila Casa</g:brand>
      <g:gtin>5941234567890</g:gtin>
      <g:google_product_category>Furniture &gt; Sofas</g:google_product_category>
      <g:product_type>Mobilier &gt; Canapele &gt; Canapele extensibile</g:product_type>
      <g:shipping>
        <g:country>RO</g:country>
        <g:price>19.99 RON</g:price>
        <g:max_transit_time>3</g:max_transit_time>
      </g:shipping>
      <g:shipping>
        <g:country>MD</g:country>
        <g:price>49.99 RON</g:price>
      </g:shipping>
    </item>
    <item>
      <g:id>MC-2210</g:id>
      <g:title>Fotoliu Relax, catifea verde smarald</g:title>
      <g:link>https://www.mobilacasa.ro/fotolii/fotoliu-relax-verde</g:link>
      <g:image_link>https://www.mobilacasa.ro/media/relax.jpg</g:image_link>
      <g:price>749 RON</g:price>
      <g:sale_price></g:sale_price>
      <g:availability>out_of_stock</g:availability>
      <g:Product_Length>  82 cm  </g:Product_Length>
      <g:price_before_discount>899 RON</g:price_before_discount>
    </item>
    <item>
      <id>MC-3001</id>
      <title>Comodă &#x218;tefania, stejar &quot;natur&quot;</title>
      <link>https://www.mobilacasa.ro/comode/stefania?culoare=natur&amp;marime=mare</link>
      <image_link>https://www.mobilacasa.ro/media/stefania.jpg</image_link>
      <price>1 549,00 RON</price>
      <availability>preorder</availability>
    </item>
  </channel>
</rss>
`;

const rssItems = [
  item(7, {
    id: 'MC-1042',
    title: 'Canapea extensibilă Oslo, gri antracit',
    description: '<p>Canapea cu ladă de depozitare & mecanism click-clack.</p>',
    link: 'https://www.mobilacasa.ro/canapele/canapea-oslo-gri-antracit',
    image_link: 'https://www.mobilacasa.ro/media/oslo-1.jpg',
    additional_image_link: ['https://www.mobilacasa.ro/media/oslo-2.jpg', 'https://www.mobilacasa.ro/media/oslo-3.jpg'],
    price: '1299.99 RON',
    sale_price: '1099.99 RON',
    availability: 'in_stock',
    brand: 'Mobila Casa',
    gtin: '5941234567890',
    google_product_category: 'Furniture > Sofas',
    product_type: 'Mobilier > Canapele > Canapele extensibile',
    'shipping.country': ['RO', 'MD'],
    'shipping.price': ['19.99 RON', '49.99 RON'],
    'shipping.max_transit_time': '3',
  }),
  item(32, {
    id: 'MC-2210',
    title: 'Fotoliu Relax, catifea verde smarald',
    link: 'https://www.mobilacasa.ro/fotolii/fotoliu-relax-verde',
    image_link: 'https://www.mobilacasa.ro/media/relax.jpg',
    price: '749 RON',
    availability: 'out_of_stock',
    product_length: '82 cm',
    price_before_discount: '899 RON',
  }),
  item(43, {
    id: 'MC-3001',
    title: 'Comodă Ștefania, stejar "natur"',
    link: 'https://www.mobilacasa.ro/comode/stefania?culoare=natur&marime=mare',
    image_link: 'https://www.mobilacasa.ro/media/stefania.jpg',
    price: '1 549,00 RON',
    availability: 'preorder',
  }),
];

/** Google's Atom form: the product page as <link href>, beside links of other kinds. */
export const atom = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0">
<title>Casa Verde — mobilier de grădină</title>
<link rel="self" href="https://www.casaverde.ro/feed/google.xml"/>
<updated>2026-11-20T08:00:00Z</updated>
<entry>
<g:id>CV-77</g:id>
<title>Set mobilier grădină Toscana, masă și 4 scaune</title>
<link href="https://www.casaverde.ro/gradina/set-toscana"/>
<g:price>2499.00 RON</g:price>
<g:availability>backorder</g:availability>
<g:image_link>https://www.casaverde.ro/media/toscana.jpg</g:image_link>
<updated>2026-11-19T17:30:00Z</updated>
</entry>
<entry>
<g:id>CV-78</g:id>
<title type="text">Umbrelă de soare cu braț lateral, 3 m</title>
<link rel="enclosure" href="https://www.casaverde.ro/media/umbrela-fisa-tehnica.pdf"/>
<link rel="alternate" type="text/html" href="https://www.casaverde.ro/gradina/umbrela-3m"/>
<g:price>649.90 RON</g:price>
<g:availability>in_stock</g:availability>
<g:image_link>https://www.casaverde.ro/media/umbrela.jpg</g:image_link>
</entry>
</feed>
`;

const atomItems = [
  item(6, {
    id: 'CV-77',
    title: 'Set mobilier grădină Toscana, masă și 4 scaune',
    link: 'https://www.casaverde.ro/gradina/set-toscana',
    price: '2499.00 RON',
    availability: 'backorder',
    image_link: 'https://www.casaverde.ro/media/toscana.jpg',
    updated: '2026-11-19T17:30:00Z',
  }),
  item(15, {
    id: 'CV-78',
    title: 'Umbrelă de soare cu braț lateral, 3 m',
    link: 'https://www.casaverde.ro/gradina/umbrela-3m',
    price: '649.90 RON',
    availability: 'in_stock',
    image_link: 'https://www.casaverde.ro/media/umbrela.jpg',
  }),
];

/** Google's TSV: a comma-separated list inside additional_image_link, shipping in its colon form. */
export const tsv = [
  'id\ttitle\tlink\tprice\tavailability\timage_link\tadditional_image_link\tshipping\tg:brand',
  'GM-501\tLampadar Nordic, lemn de fag\thttps://www.luminacasei.ro/lampadar-nordic\t389.00 RON\tin_stock\thttps://www.luminacasei.ro/img/nordic.jpg\thttps://www.luminacasei.ro/img/nordic-2.jpg,https://www.luminacasei.ro/img/nordic-3.jpg\tRO:::15.00 RON\tLumina Casei',
  'GM-502\tVeioză Ana, 2 becuri "E14"\thttps://www.luminacasei.ro/veioza-ana\t129.50 RON\tout_of_stock\thttps://www.luminacasei.ro/img/ana.jpg\t\t\t',
  '',
].join('\n');

const tsvItems = [
  item(2, {
    id: 'GM-501',
    title: 'Lampadar Nordic, lemn de fag',
    link: 'https://www.luminacasei.ro/lampadar-nordic',
    price: '389.00 RON',
    availability: 'in_stock',
    image_link: 'https://www.luminacasei.ro/img/nordic.jpg',
    additional_image_link: 'https://www.luminacasei.ro/img/nordic-2.jpg,https://www.luminacasei.ro/img/nordic-3.jpg',
    shipping: 'RO:::15.00 RON',
    brand: 'Lumina Casei',
  }),
  item(3, {
    id: 'GM-502',
    title: 'Veioză Ana, 2 becuri "E14"',
    link: 'https://www.luminacasei.ro/veioza-ana',
    price: '129.50 RON',
    availability: 'out_of_stock',
    image_link: 'https://www.luminacasei.ro/img/ana.jpg',
  }),
];

/** The wiki's names with commas: quoted values, doubled quotes, a line break in a description. */
export const csvComma = `ID,Title,Description,Link,Image_Link,Additional_Image_Link,Additional_Image_Link,Price,Price_Before_Discount,Availability,Delivery
SC-10,"Saltea Confort, 160x200 cm","Saltea cu arcuri ""pocket"".
Husă lavabilă.",https://www.somncomod.ro/saltele/confort-160,https://www.somncomod.ro/i/confort.jpg,https://www.somncomod.ro/i/confort-2.jpg,https://www.somncomod.ro/i/confort-3.jpg,1899.00 RON,2199.00 RON,in_stock,2-4 zile
SC-11,Pernă memory foam,,https://www.somncomod.ro/perne/memory,https://www.somncomod.ro/i/perna.jpg,,https://www.somncomod.ro/i/perna-2.jpg,149.99 RON,,in_stock,
,,,,,,,,,,
SC-12,Pilotă de iarnă,"",https://www.somncomod.ro/pilote/iarna,https://www.somncomod.ro/i/pilota.jpg,,,259 RON,,preorder,  7 zile  
`;

const csvCommaItems = [
  item(2, {
    id: 'SC-10',
    title: 'Saltea Confort, 160x200 cm',
    description: 'Saltea cu arcuri "pocket".\nHusă lavabilă.',
    link: 'https://www.somncomod.ro/saltele/confort-160',
    image_link: 'https://www.somncomod.ro/i/confort.jpg',
    additional_image_link: ['https://www.somncomod.ro/i/confort-2.jpg', 'https://www.somncomod.ro/i/confort-3.jpg'],
    price: '1899.00 RON',
    price_before_discount: '2199.00 RON',
    availability: 'in_stock',
    delivery: '2-4 zile',
  }),
  item(4, {
    id: 'SC-11',
    title: 'Pernă memory foam',
    link: 'https://www.somncomod.ro/perne/memory',
    image_link: 'https://www.somncomod.ro/i/perna.jpg',
    additional_image_link: 'https://www.somncomod.ro/i/perna-2.jpg',
    price: '149.99 RON',
    availability: 'in_stock',
  }),
  item(6, {
    id: 'SC-12',
    title: 'Pilotă de iarnă',
    link: 'https://www.somncomod.ro/pilote/iarna',
    image_link: 'https://www.somncomod.ro/i/pilota.jpg',
    price: '259 RON',
    availability: 'preorder',
    delivery: '7 zile',
  }),
];

/** A Gomag-style export with semicolons: commas inside values need no quotes. */
export const csvSemicolon = `id;title;price;availability;link;image_link;dimensions;product_type
GO-7;Bibliotecă Lisa, 5 rafturi, alb lucios;899,90 RON;in_stock;https://www.casamea.ro/biblioteca-lisa;https://www.casamea.ro/img/lisa.jpg;80 x 30 x 180 cm;Mobilier > Biblioteci
GO-8;"Pat tapițat Mara; 140x200";"2.349,00 RON";in_stock;https://www.casamea.ro/pat-mara;https://www.casamea.ro/img/mara.jpg;;Dormitor > Paturi
`;

const csvSemicolonItems = [
  item(2, {
    id: 'GO-7',
    title: 'Bibliotecă Lisa, 5 rafturi, alb lucios',
    price: '899,90 RON',
    availability: 'in_stock',
    link: 'https://www.casamea.ro/biblioteca-lisa',
    image_link: 'https://www.casamea.ro/img/lisa.jpg',
    dimensions: '80 x 30 x 180 cm',
    product_type: 'Mobilier > Biblioteci',
  }),
  item(3, {
    id: 'GO-8',
    title: 'Pat tapițat Mara; 140x200',
    price: '2.349,00 RON',
    availability: 'in_stock',
    link: 'https://www.casamea.ro/pat-mara',
    image_link: 'https://www.casamea.ro/img/mara.jpg',
    product_type: 'Dormitor > Paturi',
  }),
];

const formats = [
  ['RSS', rss, rssItems],
  ['Atom', atom, atomItems],
  ['TSV', tsv, tsvItems],
  ['CSV with commas', csvComma, csvCommaItems],
  ['CSV with semicolons', csvSemicolon, csvSemicolonItems],
] as const;

describe('each format reads to its raw items', () => {
  test.each(formats)('%s', async (_, file, expected) => {
    expect(await readItems(file)).toEqual(expected);
  });

  test.each(formats)('%s compressed with gzip', async (_, file, expected) => {
    expect(await readItems(gzipSync(bytesOf(file)))).toEqual(expected);
  });

  test.each(formats)('%s in pieces of 1, 2, 3 and 7 bytes, characters split between pieces', async (_, file, expected) => {
    const bytes = bytesOf(file);
    for (const size of [1, 2, 3, 7]) expect(await readItems(inPieces(bytes, size))).toEqual(expected);
  });

  test.each(formats)('%s gzip-compressed, in pieces of 5 bytes', async (_, file, expected) => {
    expect(await readItems(inPieces(gzipSync(bytesOf(file)), 5))).toEqual(expected);
  });

  test.each(formats)('%s with Windows line endings: the same items on the same lines', async (_, file, expected) => {
    const crlf = file.replaceAll('\n', '\r\n');
    expect(await readItems(crlf)).toEqual(expected);
    expect(await readItems(inPieces(bytesOf(crlf), 1))).toEqual(expected);
  });

  test.each(formats)('%s with a UTF-8 byte order mark', async (_, file, expected) => {
    expect(await readItems(`\ufeff${file}`)).toEqual(expected);
  });
});

describe('choosing the reader', () => {
  test('a given format overrides sniffing: a CSV read as TSV has one column per line', async () => {
    const items = await readItems(csvSemicolon, { format: 'tsv' });
    expect(items[0]?.fields).toEqual({
      'id;title;price;availability;link;image_link;dimensions;product_type':
        'GO-7;Bibliotecă Lisa, 5 rafturi, alb lucios;899,90 RON;in_stock;https://www.casamea.ro/biblioteca-lisa;https://www.casamea.ro/img/lisa.jpg;80 x 30 x 180 cm;Mobilier > Biblioteci',
    });
  });

  test('an RSS 1.0 (RDF) feed has its items too', async () => {
    const rdf = `<?xml version="1.0"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/">
<channel><title>Covoare</title></channel>
<item><title>Covor Kilim, 160x230 cm</title><link>https://www.covoare-bune.ro/kilim</link></item>
</rdf:RDF>`;
    expect(await readItems(rdf)).toEqual([item(4, { title: 'Covor Kilim, 160x230 cm', link: 'https://www.covoare-bune.ro/kilim' })]);
  });

  test('an XML feed without items yields nothing', async () => {
    const empty = '<?xml version="1.0"?><rss version="2.0"><channel><title>Magazin în pregătire</title></channel></rss>';
    expect(await readItems(empty)).toEqual([]);
  });

  test('a CSV with only its header yields nothing', async () => {
    expect(await readItems('id,title,price\n')).toEqual([]);
  });

  test('a CSV without a final line break keeps its last row', async () => {
    expect(await readItems('id;title\nCM-1;Cuier Vera')).toEqual([item(2, { id: 'CM-1', title: 'Cuier Vera' })]);
  });

  test('blank lines in a CSV are skipped, and counted for the lines after them', async () => {
    expect(await readItems('\nid,title\n\nCM-1,Cuier Vera\n\n\nCM-2,Oglindă Luna\n')).toEqual([
      item(4, { id: 'CM-1', title: 'Cuier Vera' }),
      item(7, { id: 'CM-2', title: 'Oglindă Luna' }),
    ]);
  });

  test('a quote inside an unquoted value is kept as written, and a quoted value may go on after its quote', async () => {
    expect(await readItems('id,title\nTV-55,Comodă TV 55" stejar\nTV-65,"Comodă TV" 65 cm\n')).toEqual([
      item(2, { id: 'TV-55', title: 'Comodă TV 55" stejar' }),
      item(3, { id: 'TV-65', title: 'Comodă TV 65 cm' }),
    ]);
  });

  test('a row with fewer fields than the header leaves the rest absent', async () => {
    expect(await readItems('id,title,price,availability\nRF-1,Raft Bruno\n')).toEqual([item(2, { id: 'RF-1', title: 'Raft Bruno' })]);
  });
});
