/**
 * Issue 49 item 18: Pods runs on a supported Node. Node 20 reached its end of life in April 2026;
 * the project names Node 22 LTS (`.node-version`), its engines field says so, and CI runs that
 * release (scripts/ci/node.sh, sourced by .ci/run), so native modules are built for it.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const nodeVersion = readFileSync('.node-version', 'utf8').trim();
const engines = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node;
const major = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);

it('names Node 22 LTS, and its engines field admits that release and not the Node that has reached its end', () => {
  expect(major(nodeVersion)).toBe(22);
  const [low, high] = /^>=(\S+) <(\d+)$/.exec(engines)!.slice(1) as [string, string];
  const [lowMajor, lowMinor] = low.split('.').map(Number) as [number, number];
  const [major_, minor] = nodeVersion.split('.').map(Number) as [number, number];
  expect(major_ > lowMajor || (major_ === lowMajor && minor >= lowMinor)).toBe(true);
  expect(major_).toBeLessThan(Number(high));
  expect(lowMajor).toBeGreaterThanOrEqual(22);
});

it.runIf(process.env.CI)('runs in CI on the release .node-version names', () => {
  expect(process.version).toBe(`v${nodeVersion}`);
  expect(readFileSync('.ci/run', 'utf8')).toMatch(/^source scripts\/ci\/node\.sh$/m);
});
