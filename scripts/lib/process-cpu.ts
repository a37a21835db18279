/**
 * CPU time of a process and everything it started, read from Linux's /proc: the sum of each
 * process's utime + stime (its own threads; children that already exited and were waited for are
 * not counted, so a process that ends mid-measure loses its share). Chromium's browser, renderer,
 * GPU (SwiftShader draws there) and utility processes are all children of the browser process.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_S = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

interface Stat {
  ppid: number;
  cpuTicks: number;
}

function readStat(pid: number): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name (in parentheses, which may hold spaces): state, ppid, … utime (14), stime (15).
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), cpuTicks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** Each live process under `root` (itself included, minus the subtrees of `except`), with its CPU ticks. */
export function treeTicks(root: number, except: readonly number[] = []): Map<number, number> {
  const stats = new Map<number, Stat>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const stat = readStat(pid);
    if (stat) stats.set(pid, stat);
  }
  const inTree = (pid: number): boolean => {
    for (let at: number | undefined = pid; at && at > 1; at = stats.get(at)?.ppid) {
      if (except.includes(at)) return false;
      if (at === root) return true;
    }
    return false;
  };
  return new Map([...stats].filter(([pid]) => inTree(pid)).map(([pid, stat]) => [pid, stat.cpuTicks]));
}

/** CPU seconds the tree spent between two readings (a process new since the first counts whole). */
export function cpuSecondsBetween(before: Map<number, number>, after: Map<number, number>) {
  let ticks = 0;
  for (const [pid, now] of after) ticks += now - (before.get(pid) ?? 0);
  return ticks / TICKS_PER_S;
}
