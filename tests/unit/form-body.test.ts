import { expect, test } from 'vitest';
import { readFormBody } from '#domain/form-body';
import { reviewFormLimits } from '#domain/uploads';

/** A form's encoded bytes (FormData, or multipart text with the boundary `cuib`), handed out in 64 KiB chunks, counting how many were taken. */
async function countedForm(form: FormData | string) {
  const encoded = typeof form === 'string' ? new Response(form, { headers: { 'content-type': 'multipart/form-data; boundary=cuib' } }) : new Response(form);
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const counter = { read: 0, total: bytes.byteLength };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.read >= bytes.byteLength) return controller.close();
      controller.enqueue(bytes.subarray(counter.read, counter.read + 64 * 1024));
      counter.read += 64 * 1024;
    },
  });
  return { body, type: encoded.headers.get('content-type')!, counter };
}

test('a form with 300,000 fields is refused at the 21st, with most of its body never read', async () => {
  // Written out by hand: FormData takes seconds to encode this many.
  const part = '--cuib\r\nContent-Disposition: form-data; name="camp"\r\n\r\n1\r\n';
  const { body, type, counter } = await countedForm(`${part.repeat(300_000)}--cuib--\r\n`);
  expect(await readFormBody(body, type, reviewFormLimits)).toEqual({ refused: 'tooManyFields' });
  expect(counter.read).toBeLessThan(counter.total / 100);
});

test('a fifth photo, or one over 8 MiB, is refused naming the field, before the rest arrives', async () => {
  const five = new FormData();
  for (let photo = 0; photo < 5; photo++) five.append('photos', new File([new Uint8Array(10)], `poza${photo}.jpg`, { type: 'image/jpeg' }));
  const many = await countedForm(five);
  expect(await readFormBody(many.body, many.type, reviewFormLimits)).toEqual({ refused: 'tooManyFiles', field: 'photos' });

  const large = new FormData();
  large.append('photos', new File([new Uint8Array(9 * 1024 * 1024)], 'mare.jpg', { type: 'image/jpeg' }));
  large.append('text', 'după fotografie');
  const big = await countedForm(large);
  expect(await readFormBody(big.body, big.type, reviewFormLimits)).toEqual({ refused: 'fileTooLarge', field: 'photos' });
  expect(big.counter.read).toBeLessThan(big.counter.total);
});

test('a form within its limits is read whole: its fields, its files, an empty file input left out', async () => {
  const form = new FormData();
  form.set('text', 'Masa e stabilă și se montează ușor.');
  form.append('photos', new File([new Uint8Array([1, 2, 3])], 'masa.jpg', { type: 'image/jpeg' }));
  form.append('photos', new File([], '', { type: 'application/octet-stream' }));
  const { body, type } = await countedForm(form);
  const read = await readFormBody(body, type, reviewFormLimits);
  if ('refused' in read) throw new Error(`refused: ${read.refused}`);
  expect(read.fields.get('text')).toBe('Masa e stabilă și se montează ușor.');
  expect(read.files.get('photos')!.map((file) => [file.name, file.type, file.size])).toEqual([['masa.jpg', 'image/jpeg', 3]]);
});

test('a body that is no form is refused as malformed, never thrown', async () => {
  const cut = new Response('--cuib\r\nContent-Disposition: form-data; name="text"\r\n\r\nneterminat').body;
  expect(await readFormBody(cut, 'multipart/form-data; boundary=cuib', reviewFormLimits)).toEqual({ refused: 'malformed' });
  expect(await readFormBody(new Response('x').body, 'multipart/form-data', reviewFormLimits)).toEqual({ refused: 'malformed' });
});
