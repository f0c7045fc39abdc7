import { get } from 'node:http';
import { afterEach, expect, test } from 'vitest';
import { childProcesses } from '../../../scripts/support/process-cpu';
import { type SiteProcess, startSite } from '../../support/site-process';
import { testSite } from '../../support/test-site';

/** `npm start` (scripts/start.ts) as README says to run it: where it listens, and a worker killed. */
let site: SiteProcess | undefined;
afterEach(async () => {
  await site?.stop();
  site = undefined;
});

/** A GET on a connection of its own, from `from`: its status, or the error that ended it. */
function freshGet(port: number, { to = '127.0.0.1', timeoutMs = 20_000 } = {}): Promise<string> {
  return new Promise((done) => {
    const sent = get(`http://${to}:${port}/robots.txt`, { agent: false, timeout: timeoutMs }, (response) => {
      response.resume();
      response.on('end', () => done(String(response.statusCode)));
      response.on('error', (error) => done(error.message));
    });
    sent.on('timeout', () => sent.destroy(new Error('unanswered')));
    sent.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
  });
}

test('HOST=127.0.0.1 npm start listens on 127.0.0.1 only', async () => {
  site = await startSite({ HOST: '127.0.0.1' }, { dataDir: testSite().dataDir, workers: 1, host: null });
  expect(await freshGet(site.port)).toBe('200');
  // Another address of this machine (all of 127.0.0.0/8 is the loopback interface).
  expect(await freshGet(site.port, { to: '127.0.0.2' })).toBe('ECONNREFUSED');
});

test('a worker killed while connections arrive leaves no request unanswered', async () => {
  site = await startSite({}, { dataDir: testSite().dataDir, workers: 2, host: null });
  const port = site.port;
  const outcomes: string[] = [];
  let running = true;
  // Six clients opening a connection for each request, as fast as the site answers.
  const clients = Array.from({ length: 6 }, async () => {
    while (running) outcomes.push(await freshGet(port));
  });
  await expect.poll(() => outcomes.length).toBeGreaterThan(30);
  process.kill(childProcesses(site.pid)[0]!, 'SIGKILL');
  const killedAt = outcomes.length;
  // Past the kill, for as many requests again.
  await expect.poll(() => outcomes.length, { timeout: 30_000 }).toBeGreaterThan(killedAt + 60);
  running = false;
  await Promise.all(clients);
  // A request the killed worker had taken fails at once (the connection is reset); none waits
  // unanswered (20 s here; a connection on its way to the killed worker was held open for good).
  expect(outcomes.filter((outcome) => outcome === 'unanswered')).toEqual([]);
  expect(outcomes.filter((outcome) => outcome === '200').length).toBeGreaterThan(outcomes.length - 10);
}, 120_000);
