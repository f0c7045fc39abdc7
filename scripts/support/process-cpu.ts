/**
 * The CPU time of a process and of every process it started, read from /proc (Linux), for the
 * benchmarks: they count what the site spent, and wait for it to be idle before measuring.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second for /proc's utime and stime (USER_HZ): 100 on Linux. */
const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** The processes `pid` started itself (a cluster's workers). */
export const childProcesses = (pid: number): number[] => processTree(pid, 1).slice(1);

/** The process and every process it started, as the site may run workers (to `depth` generations). */
function processTree(pid: number, depth = Number.POSITIVE_INFINITY): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while being read.
    }
  }
  const tree = [pid];
  let generation = [pid];
  for (let level = 0; level < depth && generation.length > 0; level++) {
    generation = generation.flatMap((parent) => children.get(parent) ?? []);
    tree.push(...generation);
  }
  return tree;
}

/** User + system CPU of the site's processes, in ms. */
export function cpuMs(pid: number): number {
  let ticks = 0;
  for (const each of processTree(pid)) {
    try {
      const fields = readFileSync(`/proc/${each}/stat`, 'utf8').split(') ')[1]!.split(' ');
      // After the command: state is field 0, utime field 11, stime field 12.
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Gone.
    }
  }
  return (ticks / ticksPerSecond) * 1000;
}

/**
 * Waits until the site's processes are idle (under 5 % of a core over half a second): what the first
 * requests set going (caches filled, the catalogue index built, the JIT) must not be counted against
 * the page measured next.
 */
export async function untilIdle(pid: number): Promise<void> {
  for (let round = 0; round < 240; round++) {
    const before = cpuMs(pid);
    await new Promise((resolveWait) => setTimeout(resolveWait, 500));
    if (cpuMs(pid) - before < 25) return;
  }
}
