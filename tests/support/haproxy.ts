import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './site-process';

export type ProxyStats = Record<string, { sessions: number; status: string }>;

export interface Haproxy {
  url: string;
  /** `show stat` of its stats socket: sessions served and state per site (`site1`, `site2`). */
  stats: () => Promise<ProxyStats>;
  /** Waits until every site is checked and up; fails when HAProxy exits or after `timeoutMs`. */
  bothUp: (timeoutMs?: number) => Promise<void>;
  stop: () => void;
}

/** `show stat` read from a stats socket. */
function readStats(socket: string): Promise<ProxyStats> {
  return new Promise((done, fail) => {
    let text = '';
    const client = connect(socket, () => client.end('show stat\n'));
    client.on('data', (chunk) => (text += chunk));
    client.on('error', fail);
    client.on('end', () => {
      const [header, ...rows] = text.trim().split('\n');
      const columns = header!.replace(/^# /, '').split(',');
      const at = (row: string[], name: string) => row[columns.indexOf(name)]!;
      done(
        Object.fromEntries(
          rows
            .map((line) => line.split(','))
            .filter((row) => at(row, 'pxname') === 'sites' && at(row, 'svname').startsWith('site'))
            .map((row) => [at(row, 'svname'), { sessions: Number(at(row, 'stot')), status: at(row, 'status') }]),
        ),
      );
    });
  });
}

/** HAProxy with the shipped deploy/haproxy.cfg on a free loopback port, in front of two sites. */
export async function startHaproxy(sites: [string, string]): Promise<Haproxy> {
  const haproxy = spawnSync('sh', ['-c', 'command -v haproxy']).stdout.toString().trim();
  if (!haproxy) throw new Error("HAProxy is missing: install Debian's haproxy (npm test and CI install it when they can).");
  const port = await freePort();
  const statsSocket = join(mkdtempSync(join(tmpdir(), 'cuib-haproxy-')), 'stats.sock');
  const proxy: ChildProcess = spawn(haproxy, ['-db', '-f', resolve(import.meta.dirname, '../../deploy/haproxy.cfg')], {
    stdio: 'ignore',
    env: { ...process.env, CUIB_PROXY_BIND: `127.0.0.1:${port}`, CUIB_SITE_1: new URL(sites[0]).host, CUIB_SITE_2: new URL(sites[1]).host, CUIB_PROXY_STATS: statsSocket },
  });
  const stats = () => readStats(statsSocket);
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    bothUp: async (timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      const up = async () => Object.values(await stats().catch(() => ({}))).filter((site) => site.status === 'UP').length;
      while ((await up()) < 2) {
        if (Date.now() > deadline || proxy.exitCode !== null) throw new Error(`HAProxy did not report both sites up (exit code ${proxy.exitCode}; ${JSON.stringify(await stats().catch(() => ({})))})`);
        await new Promise((wait) => setTimeout(wait, 100));
      }
    },
    stop: () => proxy.kill('SIGTERM'),
  };
}
