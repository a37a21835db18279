/**
 * `npm run lighthouse -- [--signed-out | --signed-in] [paths...]` (after `npm run build`):
 * Lighthouse mobile (its default throttling) on every screen of the built app, in Debian
 * Chromium. It starts the app on a seeded database (scripts/lib/seeded-app.ts) and audits every
 * public route signed out, then every signed-in route with a seeded person's session placed where
 * the app keeps it (sessionStorage, set before the page's own scripts run). Prints each screen's
 * performance score, LCP, CLS, TBT and JavaScript transferred against the team budgets
 * (≥ 95, ≤ 1.2 s, ≤ 0.02) as Markdown rows, and exits 1 when one is missed. `--runs N` audits each
 * screen N times and judges the median run, chosen by Lighthouse's own computeMedianRun (the run
 * nearest the median first paint and time to interactive), as Lighthouse's docs advise against
 * run-to-run variance; the row also gives the range of blocking time over the runs.
 * `--url http://host:port` audits a running server instead (signed out only). `--why` saves each
 * audit's report to /tmp/lh-<path>.json (its largest element, its LCP phases, its long tasks) and
 * the page's trace beside it (.trace.json: the main thread's tasks, for the blocking time).
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer, { type Page } from 'puppeteer-core';
import { publicRoutes, signedInRoutes, withPerson } from './lib/app-routes.ts';
import { pageSessionCookie, sessionInitScript, startSeededApp, type SeededApp } from './lib/seeded-app.ts';
import { chromiumLaunch } from '../e2e/support/chromium.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'signed-out': { type: 'boolean' },
    'signed-in': { type: 'boolean' },
    url: { type: 'string' },
    runs: { type: 'string', default: '1' },
    why: { type: 'boolean' },
  },
});

const BUDGET = { score: 95, lcp: 1.2, cls: 0.02 };
const only = (paths: string[]) => (positionals.length > 0 ? paths.filter((path) => positionals.includes(path)) : paths);

const app: SeededApp | null = values.url ? null : await startSeededApp();
const baseUrl = values.url ?? app!.baseUrl;
const browser = await puppeteer.launch({ ...chromiumLaunch, headless: true });

/** One Lighthouse report. */
type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

interface Row {
  path: string;
  signedIn: boolean;
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  scriptKb: number;
  landed: string;
}

async function audit(page: Page, path: string, run: number): Promise<Result> {
  const result = await lighthouse(`${baseUrl}${path}`, { onlyCategories: ['performance'], output: 'json', logLevel: 'error' }, undefined, page);
  if (!result) throw new Error(`no Lighthouse result for ${path}`);
  if (values.why) {
    const file = `/tmp/lh-${path.replace(/\W+/g, '_')}${run > 0 ? `-${run + 1}` : ''}`;
    writeFileSync(`${file}.json`, JSON.stringify(result.lhr));
    writeFileSync(`${file}.trace.json`, JSON.stringify((result.artifacts as unknown as { Trace: unknown }).Trace));
  }
  return result.lhr;
}

/** The figures of one report. */
function rowOf(lhr: Result, path: string, signedIn: boolean): Row {
  const { categories, audits, finalDisplayedUrl } = lhr;
  const scripts = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  return {
    path,
    signedIn,
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcp: (audits['largest-contentful-paint']?.numericValue ?? Infinity) / 1000,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Infinity,
    tbt: audits['total-blocking-time']?.numericValue ?? Infinity,
    scriptKb: (scripts.find((item) => item.resourceType === 'script')?.transferSize ?? 0) / 1024,
    landed: new URL(finalDisplayedUrl).pathname,
  };
}

const ok = (row: Row) => row.score >= BUDGET.score && row.lcp <= BUDGET.lcp && row.cls <= BUDGET.cls;
const rows: Row[] = [];
try {
  const plan: [string, boolean][] = [
    ...(values['signed-in'] ? [] : only(publicRoutes).map((path): [string, boolean] => [path, false])),
    ...(values['signed-out'] || !app ? [] : only(signedInRoutes).map((path): [string, boolean] => [withPerson(path, app.person.friendId), true])),
  ];
  console.log(`| screen | signed in | performance | LCP | CLS | TBT${Number(values.runs) > 1 ? ' (range over runs)' : ''} | JS transferred | ok |`);
  console.log('|---|---|---:|---:|---:|---:|---:|---|');
  for (const [path, signedIn] of plan) {
    const reports: Result[] = [];
    for (let run = 0; run < Number(values.runs); run += 1) {
      // A page of its own for each audit: a fresh tab's sessionStorage holds only what the init script puts there.
      const page = await browser.newPage();
      if (signedIn) {
        await page.evaluateOnNewDocument(sessionInitScript(app!.person, new URL(baseUrl).origin));
        await page.setCookie(pageSessionCookie(app!.person, baseUrl));
      }
      // The server answers the page once first, as a server in use would have: the audit measures
      // its usual answer, not its first (code loaded, statements prepared). Lighthouse still
      // clears the browser's cache before it loads the page.
      const cookie = signedIn ? `${pageSessionCookie(app!.person, baseUrl).name}=${app!.person.sessionToken}` : '';
      await (await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/html', cookie } })).text();
      reports.push(await audit(page, path, run));
      if (signedIn) await page.deleteCookie(pageSessionCookie(app!.person, baseUrl));
      await page.close();
    }
    const row = rowOf(computeMedianRun(reports), path, signedIn);
    const blocking = reports.map((report) => Math.round(report.audits['total-blocking-time']?.numericValue ?? NaN)).sort((a, b) => a - b);
    rows.push(row);
    const landed = row.landed === path.split('?')[0] ? '' : ` (→ ${row.landed})`;
    const range = blocking.length > 1 ? ` (${blocking[0]}–${blocking.at(-1)})` : '';
    console.log(
      `| ${path}${landed} | ${signedIn ? 'yes' : 'no'} | ${row.score} | ${row.lcp.toFixed(2)} s | ${row.cls.toFixed(3)} | ${Math.round(row.tbt)} ms${range} | ${row.scriptKb.toFixed(1)} KB | ${ok(row) ? '✓' : 'MISS'} |`,
    );
  }
} finally {
  await browser.close();
  await app?.stop();
}
const missed = rows.filter((row) => !ok(row));
const judged = Number(values.runs) > 1 ? `screens (median of ${values.runs} runs each)` : 'screens';
console.log(missed.length === 0 ? `All ${rows.length} ${judged} within budget.` : `${missed.length} of ${rows.length} ${judged} missed the budget.`);
process.exit(missed.length === 0 ? 0 : 1);
