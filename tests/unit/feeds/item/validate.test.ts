import { describe, expect, test } from 'vitest';
import { itemValidator } from '#server/feeds/item/index';
import { check, problem, raw, sofa, today, valid, without } from './support';

const cedillas = /[\u015e\u015f\u0162\u0163]/;

describe('a complete item', () => {
  test('comes out with every field read and normalised', () => {
    const item = valid({
      ...sofa,
      additional_image_link: ['https://cdn.mobilacasa.ro/produse/10234/oslo-2.jpg', 'https://cdn.mobilacasa.ro/produse/10234/oslo-3.jpg'],
      gtin: '5941234567899',
      mpn: 'OSLO-3L-GA',
      item_group_id: 'OSLO-3L',
      color: 'gri antracit',
      size: '3 locuri',
      material: 'stofă',
      pattern: 'uni',
    });
    expect(item).toEqual({
      id: 'MC-10234',
      title: 'Canapea extensibilă Oslo, 3 locuri, gri antracit',
      description: 'Canapea extensibilă cu ladă de depozitare, tapițată în stofă rezistentă.',
      link: 'https://www.mobilacasa.ro/canapele/canapea-extensibila-oslo-gri-antracit',
      images: ['https://cdn.mobilacasa.ro/produse/10234/oslo-1.jpg', 'https://cdn.mobilacasa.ro/produse/10234/oslo-2.jpg', 'https://cdn.mobilacasa.ro/produse/10234/oslo-3.jpg'],
      price: 2499.99,
      priceBeforeDiscount: null,
      saleEndsOn: null,
      availability: 'in_stock',
      brand: 'Mobila Casa',
      gtin: '05941234567899',
      mpn: 'OSLO-3L-GA',
      itemGroupId: 'OSLO-3L',
      colour: 'gri antracit',
      size: '3 locuri',
      material: 'stofă',
      pattern: 'uni',
      googleCategory: '460',
      productType: 'Mobilier > Canapele > Extensibile',
      shippingPrice: null,
      deliveryDays: null,
      widthMm: null,
      depthMm: null,
      heightMm: null,
      line: 7,
    });
  });
});

describe('required fields', () => {
  test.each(['id', 'title', 'link', 'price', 'availability', 'image_link'])('without %s the item is refused, naming it', (field) => {
    const found = problem(without(sofa, field));
    expect(found.reason).toBe('missing-field');
    expect(found.field).toBe(field);
    expect(found.message).toContain(field);
  });

  test('an empty or blank value is missing too', () => {
    expect(problem({ ...sofa, title: '   ' })).toMatchObject({ reason: 'missing-field', field: 'title' });
    expect(problem({ ...sofa, price: '' })).toMatchObject({ reason: 'missing-field', field: 'price' });
  });

  test("the message names the wiki's field too", () => {
    expect(problem(without(sofa, 'link')).message).toBe('Lipsește câmpul obligatoriu link (sau url).');
    expect(problem(without(sofa, 'image_link')).message).toBe('Lipsește câmpul obligatoriu image_link (sau image).');
  });

  test('a refused item keeps its id and line for the report', () => {
    const checked = itemValidator({ domain: 'mobilacasa.ro' }, today)(raw(without(sofa, 'price'), 5812));
    expect(checked).toMatchObject({ ok: false, id: 'MC-10234', line: 5812 });
  });
});

describe("the wiki's field names", () => {
  const wiki = {
    id: 'CV-311',
    title: 'Covor Kilim Maramureș, 160 x 230 cm, roșu',
    url: 'https://casaverde.ro/covoare/kilim-maramures-160x230',
    image: 'https://casaverde.ro/img/kilim-311.jpg',
    additional_images: 'https://casaverde.ro/img/kilim-311-b.jpg,https://casaverde.ro/img/kilim-311-c.jpg',
    price: '899,00 lei',
    price_before_discount: '1.199,00 lei',
    availability: 'la comandă',
    category: 'Decorațiuni > Covoare > Kilim',
    manufacturer: 'Țesătoria Sighet',
    ean: '5901234123457',
    color: 'roșu',
    material: 'lână',
    delivery: '19,99 lei, 3-5 zile lucrătoare',
    dimensions: '160 x 1 x 230 cm',
  };

  test('are read as their Google names', () => {
    const item = valid(wiki, { domain: 'casaverde.ro' });
    expect(item).toMatchObject({
      link: 'https://casaverde.ro/covoare/kilim-maramures-160x230',
      images: ['https://casaverde.ro/img/kilim-311.jpg', 'https://casaverde.ro/img/kilim-311-b.jpg', 'https://casaverde.ro/img/kilim-311-c.jpg'],
      price: 899,
      priceBeforeDiscount: 1199,
      availability: 'backorder',
      productType: 'Decorațiuni > Covoare > Kilim',
      brand: 'Țesătoria Sighet',
      gtin: '05901234123457',
      colour: 'roșu',
      material: 'lână',
      shippingPrice: 19.99,
      deliveryDays: 5,
      widthMm: 1600,
      depthMm: 2300,
      heightMm: 10,
    });
  });

  test("Google's name wins when a shop writes both", () => {
    const item = valid({ ...sofa, url: 'https://www.mobilacasa.ro/vechi/oslo', image: 'https://cdn.mobilacasa.ro/vechi.jpg' });
    expect(item.link).toBe(sofa.link);
    expect(item.images[0]).toBe(sofa.image_link);
    // Whatever order the columns come in.
    const reversed = valid({ url: 'https://www.mobilacasa.ro/vechi/oslo', ...sofa });
    expect(reversed.link).toBe(sofa.link);
  });

  test('a problem names the field as the shop wrote it', () => {
    const found = problem({ ...without(wiki, 'url'), url: 'https://evil.ro/kilim' }, { domain: 'casaverde.ro' });
    expect(found).toMatchObject({ reason: 'foreign-link', field: 'link' });
    expect(found.message).toContain('câmpul url');
  });

  test('names with spaces or capitals, as older text feeds write them, are read', () => {
    const item = valid({ ...without(sofa, 'image_link'), 'image link': 'https://cdn.mobilacasa.ro/produse/10234/oslo-1.jpg', 'Item-Group-Id': 'OSLO' });
    expect(item.images).toEqual(['https://cdn.mobilacasa.ro/produse/10234/oslo-1.jpg']);
    expect(item.itemGroupId).toBe('OSLO');
  });
});

describe('ids', () => {
  test('a second item with an id already seen in the file is refused; the first is kept', () => {
    const validate = itemValidator({ domain: 'mobilacasa.ro' }, today);
    expect(validate(raw(sofa, 10)).ok).toBe(true);
    const second = validate(raw({ ...sofa, price: '1999.99 RON' }, 40));
    expect(second).toMatchObject({ ok: false, id: 'MC-10234', line: 40, problem: { reason: 'duplicate-id', field: 'id' } });
    expect(validate(raw(sofa, 70))).toMatchObject({ ok: false, problem: { reason: 'duplicate-id' } });
    expect(validate(raw({ ...sofa, id: 'MC-10235' }, 100)).ok).toBe(true);
  });

  test('an invalid first item still takes its id', () => {
    const validate = itemValidator({ domain: 'mobilacasa.ro' }, today);
    expect(validate(raw({ ...sofa, price: 'la cerere' })).ok).toBe(false);
    expect(validate(raw(sofa))).toMatchObject({ ok: false, problem: { reason: 'duplicate-id' } });
  });

  test('each file starts afresh', () => {
    expect(itemValidator({ domain: 'mobilacasa.ro' }, today)(raw(sofa)).ok).toBe(true);
    expect(itemValidator({ domain: 'mobilacasa.ro' }, today)(raw(sofa)).ok).toBe(true);
  });

  test('over 50 characters (Google’s limit) is a bad value', () => {
    const id = 'MOBILACASA-CANAPELE-EXTENSIBILE-OSLO-3-LOCURI-GRI-ANTRACIT';
    expect(problem({ ...sofa, id })).toMatchObject({ reason: 'bad-value', field: 'id' });
    expect(valid({ ...sofa, id: id.slice(0, 50) }).id).toHaveLength(50);
  });

  test('whitespace around an id does not make it another', () => {
    const validate = itemValidator({ domain: 'mobilacasa.ro' }, today);
    expect(validate(raw({ ...sofa, id: 'MC-10234' })).ok).toBe(true);
    expect(validate(raw({ ...sofa, id: ' MC-10234\t' }))).toMatchObject({ ok: false, problem: { reason: 'duplicate-id' } });
  });
});

describe('titles and lengths', () => {
  test('a title over 150 characters is refused; 150 pass', () => {
    const long = 'Set mobilier de grădină Toscana din ratan sintetic, masă extensibilă 160-220 cm, 6 scaune cu perne impermeabile, umbrelă de soare 3 m și husă de protecție inclusă';
    expect(long.length).toBeGreaterThan(150);
    const found = problem({ ...sofa, title: long });
    expect(found).toMatchObject({ reason: 'title-too-long', field: 'title' });
    expect(found.message).toContain('de caractere');
    expect(valid({ ...sofa, title: long.slice(0, 150) }).title).toHaveLength(150);
  });

  test('length is counted after whitespace is collapsed', () => {
    expect(valid({ ...sofa, title: `  Canapea   extensibilă\n\tOslo${' '.repeat(200)}` }).title).toBe('Canapea extensibilă Oslo');
  });

  test('a field the reader cut at its length limit makes the item invalid, naming it', () => {
    const found = problem({ ...sofa, description: 'Canapea'.repeat(1400) }, { tooLong: ['description'] });
    expect(found).toMatchObject({ reason: 'field-too-long', field: 'description' });
    expect(found.message).toContain('description');
    expect(problem({ ...sofa, url: 'https://www.mobilacasa.ro/x' }, { tooLong: ['url'] })).toMatchObject({ reason: 'field-too-long', field: 'link' });
  });
});

describe('prices', () => {
  test.each([
    ['1299.99 RON', 1299.99],
    ['1299,99 RON', 1299.99],
    ['1.299,99 RON', 1299.99],
    ['1,299.99 RON', 1299.99],
    ['1 299,99 lei', 1299.99],
    ['1299.99', 1299.99],
    ['1299.99 lei', 1299.99],
    ['1299.99 LEI', 1299.99],
    ['1299.99 Lei', 1299.99],
    ['1299.99RON', 1299.99],
    ['RON 1299.99', 1299.99],
    ['1.299 lei', 1299],
    ['2,500 RON', 2500],
    ['1.234.567,5 RON', 1234567.5],
    ['49,9', 49.9],
    ['19.995 RON', 19995],
    ['0.125 RON', 0.13],
    ['1299.994', 1299.99],
    ['10000000 RON', 10_000_000],
  ])('%s is %d lei', (written, value) => {
    expect(valid({ ...sofa, price: written }).price).toBe(value);
  });

  test.each(['12,5 EUR', '€ 12.50', '99.99 USD', '1299.99 HUF', '350 zł'])('%s is refused as not in lei', (written) => {
    const found = problem({ ...sofa, price: written });
    expect(found).toMatchObject({ reason: 'not-ron', field: 'price' });
    expect(found.message).toContain(`«${written}»`);
  });

  test('the message reads as the issue asks', () => {
    expect(problem({ ...sofa, price: '12,5 EUR' }).message).toBe('Prețul din câmpul price «12,5 EUR» nu este în lei (RON).');
  });

  test.each(['la cerere', '0 RON', '0,00 lei', '-5 RON', 'RON', '12.34.56', '1,29,99 lei', 'NaN', 'Infinity', '1e5 RON', '20000000 RON', '12 RON 50'])('%s is a bad price', (written) => {
    expect(problem({ ...sofa, price: written })).toMatchObject({ reason: 'bad-price', field: 'price' });
  });
});

describe('sale prices', () => {
  const onSale = { ...sofa, sale_price: '1999.99 RON' };

  test('without dates, the sale price applies and the price becomes the one before', () => {
    expect(valid(onSale)).toMatchObject({ price: 1999.99, priceBeforeDiscount: 2499.99, saleEndsOn: null });
  });

  test('with dates around today, it applies until the last day', () => {
    const item = valid({ ...onSale, sale_price_effective_date: '2026-11-20T00:00+0200/2026-11-30T23:59+0200' });
    expect(item).toMatchObject({ price: 1999.99, priceBeforeDiscount: 2499.99, saleEndsOn: '2026-11-30' });
  });

  test.each([
    ['not started', '2026-11-27T00:00+0200/2026-11-30T23:59+0200'],
    ['over', '2026-11-01T00:00+0200/2026-11-24T23:59+0200'],
    ['ending at midnight as today begins', '2026-11-20T00:00+0200/2026-11-25T00:00+0200'],
  ])('a sale %s does not apply: the regular price stands', (_, dates) => {
    expect(valid({ ...onSale, sale_price_effective_date: dates })).toMatchObject({ price: 2499.99, priceBeforeDiscount: null, saleEndsOn: null });
  });

  test('its first and last days count whole', () => {
    expect(valid({ ...onSale, sale_price_effective_date: '2026-11-25T18:00+0200/2026-11-30T23:59+0200' }).price).toBe(1999.99);
    expect(valid({ ...onSale, sale_price_effective_date: '2026-11-20T00:00+0200/2026-11-25T08:00+0200' }).saleEndsOn).toBe('2026-11-25');
  });

  test('date-only, UTC and colon-offset forms are read', () => {
    expect(valid({ ...onSale, sale_price_effective_date: '2026-11-20/2026-11-25' }).saleEndsOn).toBe('2026-11-25');
    expect(valid({ ...onSale, sale_price_effective_date: '2026-11-20T00:00:00Z / 2026-11-28T21:59:00Z' }).saleEndsOn).toBe('2026-11-28');
    expect(valid({ ...onSale, sale_price_effective_date: '2026-11-20T00:00:00+02:00/2026-12-01T00:00:00+02:00' }).saleEndsOn).toBe('2026-11-30');
  });

  test('a date that cannot be read is left out, as Google does: the sale applies', () => {
    expect(valid({ ...onSale, sale_price_effective_date: '20.11.2026 - 30.11.2026' })).toMatchObject({ price: 1999.99, saleEndsOn: null });
    expect(valid({ ...onSale, sale_price_effective_date: '2026-11-30/2026-11-20' })).toMatchObject({ price: 1999.99, saleEndsOn: null });
  });

  test('a sale price not below the price is no sale', () => {
    expect(valid({ ...sofa, sale_price: '2499.99 RON' })).toMatchObject({ price: 2499.99, priceBeforeDiscount: null });
    expect(valid({ ...sofa, sale_price: '2999 RON' })).toMatchObject({ price: 2499.99, priceBeforeDiscount: null });
  });

  test('a sale price that cannot be read, or is in another currency, refuses the item', () => {
    expect(problem({ ...sofa, sale_price: '1999 EUR' })).toMatchObject({ reason: 'not-ron', field: 'sale_price' });
    expect(problem({ ...sofa, sale_price: 'reducere 20%' })).toMatchObject({ reason: 'bad-price', field: 'sale_price' });
    expect(problem({ ...sofa, sale_price: 'reducere 20%' }).message).toContain('Prețul redus');
  });
});

describe("the wiki's price before discount", () => {
  test('is kept when above the price', () => {
    expect(valid({ ...sofa, price: '1999 RON', price_before_discount: '2499 RON' }).priceBeforeDiscount).toBe(2499);
  });

  test('is left out when not above it, or unreadable; the item stays', () => {
    expect(valid({ ...sofa, price_before_discount: '2499.99 RON' }).priceBeforeDiscount).toBeNull();
    expect(valid({ ...sofa, price_before_discount: '1999 RON' }).priceBeforeDiscount).toBeNull();
    expect(valid({ ...sofa, price_before_discount: 'vechi' }).priceBeforeDiscount).toBeNull();
  });

  test('gives way to a sale price that applies', () => {
    expect(valid({ ...sofa, sale_price: '1999 RON', price_before_discount: '2999 RON' })).toMatchObject({ price: 1999, priceBeforeDiscount: 2499.99 });
  });
});

describe('links', () => {
  test.each([
    'https://mobilacasa.ro/canapele/oslo',
    'https://www.mobilacasa.ro/canapele/oslo',
    'https://m.mobilacasa.ro/canapele/oslo',
    'http://WWW.MobilaCasa.RO/canapele/oslo',
    'https://www.mobilacasa.ro./canapele/oslo',
    'https://www.mobilacasa.ro:443/canapele/oslo?utm_source=cuib',
  ])('%s is the shop’s own', (link) => {
    expect(check({ ...sofa, link }).ok).toBe(true);
  });

  test.each([
    'https://evil-mobilacasa.ro/canapele/oslo',
    'https://mobilacasa.ro.evil.com/canapele/oslo',
    'https://mobilacasa.com/canapele/oslo',
    'https://emag.ro/canapea-oslo',
    'https://www.mobilacasa.ro@evil.com/canapele/oslo',
    'https://client:parola@www.mobilacasa.ro/canapele/oslo',
    'https://xn--mobilacasa-evil.ro/',
  ])('%s is foreign', (link) => {
    expect(problem({ ...sofa, link })).toMatchObject({ reason: 'foreign-link', field: 'link' });
  });

  test.each(['/canapele/oslo', 'www.mobilacasa.ro/canapele/oslo', 'ftp://mobilacasa.ro/oslo', 'javascript:alert(1)', 'mailto:vanzari@mobilacasa.ro'])('%s is no web address', (link) => {
    expect(problem({ ...sofa, link })).toMatchObject({ reason: 'bad-value', field: 'link' });
  });

  test('is normalised as a browser would', () => {
    expect(valid({ ...sofa, link: ' HTTPS://WWW.MOBILACASA.RO/Canapele/Canapea Oslo ' }).link).toBe('https://www.mobilacasa.ro/Canapele/Canapea%20Oslo');
  });

  test('a shop with a Romanian-letter domain is compared in punycode both ways', () => {
    const domain = 'mobilă-casă.ro';
    expect(valid({ ...sofa, link: 'https://www.mobilă-casă.ro/canapele/oslo' }, { domain }).link).toBe('https://www.xn--mobil-cas-ucbe.ro/canapele/oslo');
    expect(check({ ...sofa, link: 'https://www.xn--mobil-cas-ucbe.ro/canapele/oslo' }, { domain }).ok).toBe(true);
    expect(check({ ...sofa, link: 'https://www.mobila-casa.ro/canapele/oslo' }, { domain }).ok).toBe(false);
  });

  test('a shop registered with www. or a scheme accepts its bare domain too', () => {
    expect(check({ ...sofa, link: 'https://mobilacasa.ro/oslo' }, { domain: 'www.mobilacasa.ro' }).ok).toBe(true);
    expect(check({ ...sofa, link: 'https://m.mobilacasa.ro/oslo' }, { domain: 'https://www.mobilacasa.ro/' }).ok).toBe(true);
  });
});

describe('pictures', () => {
  test('the main picture must be http(s)', () => {
    expect(problem({ ...sofa, image_link: 'ftp://cdn.mobilacasa.ro/oslo.jpg' })).toMatchObject({ reason: 'bad-image', field: 'image_link' });
    expect(problem({ ...sofa, image_link: 'oslo-1.jpg' })).toMatchObject({ reason: 'bad-image' });
    expect(problem({ ...sofa, image_link: 'data:image/png;base64,iVBORw0KGgo=' })).toMatchObject({ reason: 'bad-image' });
  });

  test('pictures may be on another host (a CDN)', () => {
    expect(valid({ ...sofa, image_link: 'https://res.cloudinary.com/mobilacasa/image/upload/w_800,h_600/oslo.jpg' }).images).toEqual(['https://res.cloudinary.com/mobilacasa/image/upload/w_800,h_600/oslo.jpg']);
  });

  test('additional pictures come as a list or comma-separated; bad and repeated ones are dropped, at most 9 kept', () => {
    const picture = (n: number) => `https://cdn.mobilacasa.ro/produse/10234/oslo-${n}.jpg`;
    const item = valid({
      ...sofa,
      image_link: picture(1),
      additional_image_link: [`${picture(2)}, ${picture(3)}`, 'ftp://cdn.mobilacasa.ro/x.jpg', picture(1), picture(2), ...[4, 5, 6, 7, 8, 9, 10, 11, 12].map(picture)],
    });
    expect(item.images).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(picture));
  });

  test('a comma inside a picture’s address does not split it', () => {
    const item = valid({ ...sofa, additional_image_link: 'https://res.cloudinary.com/m/image/upload/w_600,h_400/a.jpg,https://res.cloudinary.com/m/image/upload/w_600,h_400/b.jpg' });
    expect(item.images.slice(1)).toEqual(['https://res.cloudinary.com/m/image/upload/w_600,h_400/a.jpg', 'https://res.cloudinary.com/m/image/upload/w_600,h_400/b.jpg']);
  });
});

describe('availability', () => {
  test.each([
    ['in_stock', 'in_stock'],
    ['IN_STOCK', 'in_stock'],
    ['in stock', 'in_stock'],
    ['In Stock', 'in_stock'],
    ['out of stock', 'out_of_stock'],
    ['preorder', 'preorder'],
    ['Backorder', 'backorder'],
    ['available for order', 'in_stock'],
    ['https://schema.org/InStock', 'in_stock'],
    ['OutOfStock', 'out_of_stock'],
    ['În stoc', 'in_stock'],
    ['in stoc', 'in_stock'],
    ['La comandă', 'backorder'],
    ['epuizat', 'out_of_stock'],
    ['Stoc epuizat', 'out_of_stock'],
    ['precomandă', 'preorder'],
  ])('%s is %s', (written, value) => {
    expect(valid({ ...sofa, availability: written }).availability).toBe(value);
  });

  test.each(['da', 'disponibil în 2 săptămâni', '1', 'limited', 'constructor'])('%s is unknown', (written) => {
    const found = problem({ ...sofa, availability: written });
    expect(found).toMatchObject({ reason: 'bad-availability', field: 'availability' });
    expect(found.message).toContain(`«${written}»`);
  });
});

describe('text', () => {
  test('ş ţ with cedilla become ș ț with comma below in every name', () => {
    const item = valid({
      ...sofa,
      title: 'Masă extensibilă Ştefan, lemn masiv de fag, înălţime 75 cm',
      description: 'Masă pentru 6 persoane; picioare din oţel. ŢESĂTURĂ inclusă.',
      brand: 'Mobilier Ţara Haţegului',
      color: 'maro ştejar',
      material: 'lemn masiv, oţel',
      pattern: 'fără ştampilă',
      size: '6 persoane',
      product_type: 'Mese şi scaune > Mese extensibile',
    });
    expect(item.title).toBe('Masă extensibilă Ștefan, lemn masiv de fag, înălțime 75 cm');
    expect(item.description).toBe('Masă pentru 6 persoane; picioare din oțel. ȚESĂTURĂ inclusă.');
    expect(item.brand).toBe('Mobilier Țara Hațegului');
    expect(item.productType).toBe('Mese și scaune > Mese extensibile');
    for (const value of [item.title, item.description, item.brand, item.colour, item.material, item.pattern, item.productType]) expect(value).not.toMatch(cedillas);
  });

  test('descriptions lose their markup, keep their words apart and decode references', () => {
    const item = valid({
      ...sofa,
      description:
        '<div class="descriere"><h2>Canapea Oslo</h2><p>Tapițerie <strong>anti-pată</strong> &amp; ladă de depozitare.</p><ul><li>210&nbsp;x&nbsp;90 cm</li><li>Garanție 24 de luni</li></ul><script>track("oslo")</script><!-- id intern 7781 --></div>',
    });
    expect(item.description).toBe('Canapea Oslo Tapițerie anti-pată & ladă de depozitare. 210 x 90 cm Garanție 24 de luni');
  });

  test('descriptions are cut at 5,000 characters, on a word', () => {
    const description = valid({ ...sofa, description: 'Lemn masiv de stejar. '.repeat(400) }).description;
    expect(description.length).toBeLessThanOrEqual(5000);
    expect(description.endsWith('…')).toBe(true);
    expect(description.slice(-2, -1)).toMatch(/[a-z.]/);
  });

  test('an id-like value keeps its case, a name its diacritics', () => {
    expect(valid({ ...sofa, mpn: ' osl-3l/GA ' }).mpn).toBe('osl-3l/GA');
  });
});

describe('identifiers', () => {
  test.each([
    ['5941234567899', '05941234567899'],
    ['594-1234-567899', '05941234567899'],
    ['036000291452', '00036000291452'],
    ['96385074', '00000096385074'],
    ['10614141000415', '10614141000415'],
  ])('GTIN %s is kept as %s', (written, gtin) => {
    expect(valid({ ...sofa, gtin: written }).gtin).toBe(gtin);
  });

  test.each(['5941234567890', '594123456789', 'ABC1234567890', '0000000000000', '2001234567893', '12345'])(
    'an invalid GTIN (%s) is dropped and the item kept, to be matched by brand and MPN',
    (written) => {
      const item = valid({ ...sofa, gtin: written, mpn: 'OSLO-3L-GA' });
      expect(item.gtin).toBeNull();
      expect(item.mpn).toBe('OSLO-3L-GA');
    },
  );

  test('brand and MPN over Google’s 70 characters are dropped, not cut', () => {
    const item = valid({ ...sofa, brand: 'B'.repeat(71), mpn: 'M'.repeat(71) });
    expect(item.brand).toBeNull();
    expect(item.mpn).toBeNull();
  });
});

describe('delivery', () => {
  test('from XML’s nested shipping: price and handling plus transit days', () => {
    const item = valid({ ...sofa, 'shipping.country': 'RO', 'shipping.price': '49.99 RON', 'shipping.min_handling_time': '1', 'shipping.max_handling_time': '2', 'shipping.min_transit_time': '2', 'shipping.max_transit_time': '4' });
    expect(item).toMatchObject({ shippingPrice: 49.99, deliveryDays: 6 });
  });

  test('several XML rates: the cheapest to Romania', () => {
    const item = valid({
      ...sofa,
      'shipping.country': ['HU', 'RO', 'RO'],
      'shipping.service': ['Standard', 'Curier rapid', 'Curier standard'],
      'shipping.price': ['9.99 RON', '59.99 RON', '0 RON'],
      'shipping.max_transit_time': ['7', '1', '5'],
    });
    expect(item).toMatchObject({ shippingPrice: 0, deliveryDays: 5 });
  });

  test('the text form, one or several rates', () => {
    expect(valid({ ...sofa, shipping: 'RO:::19.99 RON' })).toMatchObject({ shippingPrice: 19.99, deliveryDays: null });
    expect(valid({ ...sofa, shipping: 'RO::Curier:29,99 RON:1:2:1:3,RO::Easybox:14,99 RON:1:2:2:4' })).toMatchObject({ shippingPrice: 14.99, deliveryDays: 6 });
    expect(valid({ ...sofa, shipping: ['DE:::99 EUR', 'RO::Standard:39 RON'] })).toMatchObject({ shippingPrice: 39 });
  });

  test('a rate for the whole country before one for a region', () => {
    expect(valid({ ...sofa, shipping: 'RO:B:Bucuresti:0 RON,RO:::49 RON' }).shippingPrice).toBe(49);
    expect(valid({ ...sofa, shipping: 'RO:B:Bucuresti:0 RON' }).shippingPrice).toBe(0);
  });

  test('a column naming its sub-attributes', () => {
    expect(valid({ ...sofa, 'shipping(country:price:max_transit_time)': 'RO:24.90 RON:3' })).toMatchObject({ shippingPrice: 24.9, deliveryDays: 3 });
  });

  test('no rate to Romania in lei leaves delivery unknown; the item stays', () => {
    expect(valid({ ...sofa, shipping: 'HU:::2990 HUF' })).toMatchObject({ shippingPrice: null, deliveryDays: null });
    expect(valid({ ...sofa, shipping: 'RO:::19.99 EUR' })).toMatchObject({ shippingPrice: null });
  });

  test.each([
    ['19,99 lei, 2-4 zile', 19.99, 4],
    ['Gratuit, 3 zile lucrătoare', 0, 3],
    ['livrare gratuită în 24-48 ore', 0, 2],
    ['0 RON / 5 zile', 0, 5],
    ['29 lei', 29, null],
    ['2 săptămâni', null, 14],
    ['19.99', 19.99, null],
  ])('the wiki’s delivery %s', (delivery, price, days) => {
    expect(valid({ ...sofa, delivery })).toMatchObject({ shippingPrice: price, deliveryDays: days });
  });

  test('Google’s shipping wins over the wiki’s delivery', () => {
    expect(valid({ ...sofa, shipping: 'RO:::39 RON', delivery: '19 lei, 2 zile' }).shippingPrice).toBe(39);
  });
});

describe('dimensions', () => {
  test.each([
    ['180 cm', 1800],
    ['180cm', 1800],
    ['1800 mm', 1800],
    ['180', 1800],
    ['180,5 cm', 1805],
    ['70.87 in', 1800],
    ['1,8 m', 1800],
  ])('Google’s %s is %d mm', (written, mm) => {
    expect(valid({ ...sofa, product_width: written }).widthMm).toBe(mm);
  });

  test('product_length is the depth', () => {
    expect(valid({ ...sofa, product_width: '210 cm', product_length: '90 cm', product_height: '85 cm' })).toMatchObject({ widthMm: 2100, depthMm: 900, heightMm: 850 });
  });

  test.each([
    // Unlabelled, in the wiki's order: width, height, depth.
    ['210 x 85 x 90 cm', [2100, 900, 850]],
    ['210x85x90', [2100, 900, 850]],
    ['2100 × 850 × 900 mm', [2100, 900, 850]],
    ['L 210 x A 90 x H 85 cm', [2100, 900, 850]],
    ['H 85 x L 210 x A 90 cm', [2100, 900, 850]],
    ['210 (L) x 85 (H) x 90 (A) cm', [2100, 900, 850]],
    ['înălțime 85 cm, lățime 210 cm, adâncime 90 cm', [2100, 900, 850]],
    ['Ø 60 x 75 cm', [600, 600, 750]],
    ['diametru 45 cm', [450, 450, null]],
  ])('the wiki’s %s', (dimensions, [width, depth, height]) => {
    expect(valid({ ...sofa, dimensions })).toMatchObject({ widthMm: width, depthMm: depth, heightMm: height });
  });

  test('Google’s fields win, the wiki fills what they leave', () => {
    expect(valid({ ...sofa, product_height: '80 cm', dimensions: '210 x 85 x 90 cm' })).toMatchObject({ widthMm: 2100, depthMm: 900, heightMm: 800 });
  });

  test('what cannot be a size is left out; the item stays', () => {
    expect(valid({ ...sofa, product_width: 'mare', dimensions: 'vezi descrierea' })).toMatchObject({ widthMm: null, depthMm: null, heightMm: null });
    expect(valid({ ...sofa, product_width: '0 cm', product_height: '5000 m' })).toMatchObject({ widthMm: null, heightMm: null });
  });
});

describe('messages', () => {
  test('are Romanian with comma-below letters, name the field and quote the value cut to about 60 characters', () => {
    const long = `https://www.mobilacasa-outlet.ro/${'canapele-extensibile/'.repeat(10)}oslo`;
    const cases = [
      problem({ ...sofa, link: long }),
      problem({ ...sofa, price: '12,5 EUR' }),
      problem({ ...sofa, availability: 'poate' }),
      problem({ ...sofa, image_link: 'imagine.jpg' }),
      problem({ ...sofa, id: 'X'.repeat(60) }),
      problem({ ...sofa, title: 'Ş'.repeat(151) }),
    ];
    for (const found of cases) {
      expect(found.message).not.toMatch(cedillas);
      expect(found.message).toMatch(/câmpul \w+/);
      const quoted = /«([^»]*)»/.exec(found.message)?.[1] ?? '';
      expect(quoted.length).toBeGreaterThan(0);
      expect(quoted.length).toBeLessThanOrEqual(60);
    }
    expect(cases[0]?.message).toContain('…');
  });
});
