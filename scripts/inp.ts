/**
 * `npm run inp`: Interaction to Next Paint (issue 23) for four things a person does on a phone —
 * a like on a Pod card in the feed, a follow, opening the plus menu, switching the feed's category
 * tab — and, as the floors they are read against, a tap on a card's badge where nothing listens and
 * the same tap on a bare page with one button, no app at all (./lib/inp-interactions.ts), in
 * Debian Chromium at Lighthouse's 4× CPU slowdown, on the built app (`npm run build` first) over a
 * seeded database with one person signed in (./lib/seeded-app.ts).
 *
 * Each sample is a fresh page load: the page is loaded and left to settle at full speed, then the
 * CPU is slowed 4× (CDP Emulation.setCPUThrottlingRate) and one tap is made; the `web-vitals`
 * library (its attribution build, injected before the page's own scripts) reports that tap's INP
 * and its parts: input delay, processing time and presentation delay. Prints each sample, then
 * the median and worst per interaction against its budget (a like ≤ 50 ms, the others ≤ 100 ms,
 * judged on the median) and exits 1 when one is missed. Figures are in docs/performance.md.
 *
 * INP_RUNS samples per interaction (5); INP_PORT the app's port (18970; it uses the next one too);
 * INP_USERS / INP_POSTS a smaller seeding for quick iterations (10,000 / 100,000, the figures');
 * INP_ONLY=like,follow,plus,tab,floor,bare a subset; INP_TRACE=dir a Chrome trace of each tap into dir
 * (tracing slows the page many times over: for where the time goes, not for figures);
 * INP_PROFILE=dir a V8 CPU profile of each tap (.cpuprofile, sampled every 100 µs), lighter.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { sessionInitScript, startSeededApp, type SeededApp } from './lib/seeded-app.ts';
import { interactions, openFeed, type Interaction } from './lib/inp-interactions.ts';
import { chromiumLaunch } from '../e2e/support/chromium.ts';

if (!existsSync('dist/index.html')) {
  console.error('inp: no build in dist/: run `npm run build` first');
  process.exit(2);
}

const RUNS = Number(process.env.INP_RUNS ?? 5);
const PORT = Number(process.env.INP_PORT ?? 18970);
const SLOWDOWN = 4;
const TRACE_DIR = process.env.INP_TRACE;
const PROFILE_DIR = process.env.INP_PROFILE;

interface Sample {
  /** The interaction's latency (ms), as INP counts it: from the input to the next paint. */
  duration: number;
  inputDelay: number;
  processing: number;
  presentation: number;
  target: string;
  /** The script that ran longest in the frames of the interaction, if the browser tells. */
  longestScript: string;
}

const require = createRequire(import.meta.url);
const webVitals = readFileSync(join(require.resolve('web-vitals/attribution'), '../web-vitals.attribution.iife.js'), 'utf8');
/** Collects the INP web-vitals reports, in the top page only (not the Pod frames). */
const collector = `if (window.top === window) {
  window.__inp = [];
  webVitals.onINP((metric) => {
    const a = metric.attribution;
    const script = a.longestScript && a.longestScript.entry;
    window.__inp.push({
      duration: metric.value,
      inputDelay: a.inputDelay,
      processing: a.processingDuration,
      presentation: a.presentationDelay,
      target: a.interactionTarget || '',
      longestScript: script ? (script.invoker || '') + ' ' + (script.sourceFunctionName || '') + ' ' + Math.round(a.longestScript.intersectingDuration) + ' ms' : '',
    });
    if (window.__inpHeard) window.__inpHeard();
  }, { reportAllChanges: true, durationThreshold: 16 });
}`;

async function measure(browser: Browser, context: BrowserContext, interaction: Interaction, app: SeededApp, run: number): Promise<Sample> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    const at = await interaction.prepare(page, app, run);
    await page.evaluate(() => ((window as unknown as { __inp: unknown[] }).__inp.length = 0));
    if (TRACE_DIR) {
      const categories = [
        '-*',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.frame',
        'toplevel',
        'v8.execute',
        'latencyInfo',
      ];
      await browser.startTracing(page, { path: join(TRACE_DIR, `${interaction.key}-${run}.json`), screenshots: false, categories });
    }
    if (PROFILE_DIR) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    // Waits in the page for web-vitals' report (given in an idle callback after the next paint),
    // asked before the tap so that nothing of ours runs in the page between the tap and its paint.
    const reported = page.evaluate(`new Promise((resolve) => {
      window.__inpHeard = () => {
        window.__inpHeard = null;
        setTimeout(() => resolve(window.__inp), 500);
      };
      setTimeout(() => resolve(window.__inp), 10000);
    })`) as Promise<Sample[]>;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await page.touchscreen.tap(at.x, at.y);
    const reports = await reported;
    if (TRACE_DIR) await browser.stopTracing();
    if (PROFILE_DIR) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(join(PROFILE_DIR, `${interaction.key}-${run}.cpuprofile`), JSON.stringify(profile));
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const last = reports.at(-1);
    if (!last) throw new Error(`${interaction.name}: no INP reported for the tap`);
    await interaction.check(page);
    await interaction.reset?.(page);
    return last;
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (value: number) => `${Math.round(value)}`.padStart(4) + ' ms';

const only = process.env.INP_ONLY?.split(',');
const chosen = interactions.filter((i) => !only || only.includes(i.key));
for (const dir of [TRACE_DIR, PROFILE_DIR]) if (dir) mkdirSync(dir, { recursive: true });

const startLoad = loadavg().map((value) => value.toFixed(1));
const app = await startSeededApp({ port: PORT, users: Number(process.env.INP_USERS ?? 10_000), posts: Number(process.env.INP_POSTS ?? 100_000) });
const browser = await chromium.launch({ ...chromiumLaunch, headless: true });
const version = browser.version();
const results: { interaction: Interaction; samples: Sample[] }[] = [];
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  await context.addInitScript(sessionInitScript(app.person, app.baseUrl));
  // Playwright runs an init script inside a function: the library's global is made one here.
  await context.addInitScript(`${webVitals};\nwindow.webVitals = webVitals;`);
  await context.addInitScript(collector);
  // One page load first (fills the HTTP cache, as a returning person's phone has it).
  const warm = await context.newPage();
  await openFeed(warm, app);
  await warm.close();
  for (const interaction of chosen) {
    const samples: Sample[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const sample = await measure(browser, context, interaction, app, run);
      samples.push(sample);
      console.log(
        `${interaction.key.padEnd(6)} #${run + 1} ${ms(sample.duration)}  (input ${ms(sample.inputDelay)}, processing ${ms(sample.processing)}, presentation ${ms(sample.presentation)})  ${sample.target}${sample.longestScript ? `  longest script: ${sample.longestScript}` : ''}`,
      );
    }
    results.push({ interaction, samples });
  }
} finally {
  await browser.close();
  await app.stop();
}

const load = loadavg().map((value) => value.toFixed(1));
console.log(
  `\nINP at ${SLOWDOWN}× CPU slowdown, ${RUNS} taps each (390×844 phone, Chromium ${version}; load average ${startLoad.join(' ')} before, ${load.join(' ')} after, ${cpus().length} cores):\n`,
);
let missed = false;
for (const { interaction, samples } of results) {
  const durations = samples.map((s) => s.duration);
  const [mid, worst] = [median(durations), Math.max(...durations)];
  const ok = interaction.budget === null || mid <= interaction.budget;
  missed ||= !ok;
  const status = interaction.budget === null ? 'ref ' : ok ? 'ok  ' : 'MISS';
  const budget = interaction.budget === null ? 'none (a floor)' : ms(interaction.budget);
  const parts = `input ${ms(median(samples.map((s) => s.inputDelay)))}, processing ${ms(median(samples.map((s) => s.processing)))}, presentation ${ms(median(samples.map((s) => s.presentation)))}`;
  console.log(`${status} ${interaction.name.padEnd(30)} median ${ms(mid)}  worst ${ms(worst)}  budget ${budget}   (medians: ${parts})`);
}
process.exit(missed ? 1 : 0);
