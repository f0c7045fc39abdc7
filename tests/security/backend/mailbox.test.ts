import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { embeddedBackendFor } from '#server/index';
import { callBackend, useTestCatalogue } from '../../support/embedded';
import { latestMailTo, strongPassword } from './accounts';
import { startSmtpSink } from './smtp-sink';

beforeAll(() => useTestCatalogue(100));
afterEach(() => vi.unstubAllEnvs());

test.each([
  ['production', undefined, false],
  ['test', undefined, false],
  ['production', '1', true],
  ['development', undefined, true],
])('with NODE_ENV=%s and CUIB_DEV_MAILBOX=%s, /dev/mailbox is served: %s', (nodeEnv, flag, served) => {
  vi.stubEnv('NODE_ENV', nodeEnv);
  vi.stubEnv('CUIB_DEV_MAILBOX', flag);
  expect(embeddedBackendFor('/dev/mailbox')?.name === 'mailbox').toBe(served);
});

describe('with CUIB_SMTP_URL', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  test('a registration e-mail goes out by SMTP in Romanian, with a text and an HTML part linking to the configured site', async () => {
    vi.stubEnv('CUIB_SMTP_URL', sink.url);
    vi.stubEnv('CUIB_SITE_ORIGIN', 'https://www.cuib.ro');
    const arrived = sink.next();
    const email = 'smtp.test@exemplu.ro';
    const { status } = await callBackend('POST', '/api/v2/auth/registration', { body: { email, password: strongPassword, firstName: 'Ana', lastName: 'Pop', termsAccepted: true } });
    expect(status).toBe(201);
    const mail = await arrived;
    expect(mail.from).toContain('nu-raspunde@cuib.ro');
    expect(mail.to.join()).toContain(email);
    expect(mail.data).toMatch(/^From: Cuib <nu-raspunde@cuib\.ro>/m);
    expect(mail.data).toContain('multipart/alternative');
    expect(mail.data).toContain('text/plain');
    expect(mail.data).toContain('text/html');
    expect(mail.data).toContain('https://www.cuib.ro/register/confirmation/');
    // The outbox keeps the same message, both parts.
    const stored = (await latestMailTo(email))!;
    expect(stored.subject).toBe('Confirmă-ți contul Cuib');
    expect(stored.body).toContain('https://www.cuib.ro/register/confirmation/');
    expect(stored.html).toContain('<a href="https://www.cuib.ro/register/confirmation/');
  });
});

test('without CUIB_SMTP_URL an e-mail only reaches the outbox', async () => {
  vi.stubEnv('CUIB_SMTP_URL', undefined);
  const email = 'outbox.only@exemplu.ro';
  await callBackend('POST', '/api/v2/auth/registration', { body: { email, password: strongPassword, firstName: 'Ion', lastName: 'Pop', termsAccepted: true } });
  expect(await latestMailTo(email)).toMatchObject({ subject: 'Confirmă-ți contul Cuib' });
});
