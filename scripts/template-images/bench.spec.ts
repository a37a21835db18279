/**
 * The figures behind `npm run bench:pods` (scripts/bench/pods.ts reads them from $BENCH_OUT and
 * judges them): for every template at phone size, one frame's draw calls and triangles, the
 * scene's texture memory and the pod app's JavaScript files fetched to show it (cache off), drawn
 * at half resolution (none of these depend on it); then the first frame of the heaviest template
 * at full phone resolution and 4× CPU slowdown, three times, each a signed-out visitor's first
 * visit (own browser, empty cache). Between the two, the cost a save adds to its owner's page
 * (issue 48 item 1): the heaviest template's picture drawn PICTURE_RUNS times as a save draws it
 * (pod-app/world/pod-picture.ts), each draw's `pod-picture` measure.
 */
import { test } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { templateCatalogue } from '../../server/pods/catalogue.ts';
import { budgetLoad } from '../bench/pod-budgets.ts';
import { exposeStage, takePodPicture } from '../lib/pod-app-tools.ts';
import { HALF_RES_PHONE, openTemplate, PHONE, sceneStats, templateOwner } from './harness.ts';

const out = process.env.BENCH_OUT ?? '/tmp/pods-bench.json';
const FIRST_FRAME_RUNS = 3;
const PICTURE_RUNS = 5;
/** `BENCH_FIRST_FRAME=<podId>`: only the first frame of that template (while working on it). */
const firstFrameOnly = process.env.BENCH_FIRST_FRAME;
/** `BENCH_PROFILE=<file>`: the frame's CPU profile of the first run written there (DevTools format). */
const profileTo = process.env.BENCH_PROFILE;
const CPU_SLOWDOWN = 4;

test.use(HALF_RES_PHONE);

test('measure every template', async ({ page, playwright, baseURL }) => {
  const podAppOrigin = `http://localhost:${Number(new URL(baseURL!).port) + 1}`;
  await exposeStage(page);
  const owner = await templateOwner(page, 'template.bench@example.test', 'Bench');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // A first visit each time: every file the viewer needs is fetched again and seen here.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  let fetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === podAppOrigin && url.pathname.endsWith('.js')) fetched.push(url.pathname);
  });

  const templates = [];
  for (const { podId } of firstFrameOnly ? [] : templateCatalogue) {
    fetched = [];
    const frame = await openTemplate(page, owner, podId);
    const stats = await sceneStats(frame);
    templates.push({ podId, ...stats, scripts: [...new Set(fetched)].sort() });
    console.log(
      `${podId}: ${stats.drawCalls} draw calls, ${stats.triangles} triangles, ${(stats.textureBytes / 2 ** 20).toFixed(1)} MB textures, ${stats.programs} shader programs`,
    );
  }

  // The heaviest: the largest share of any of its scene budgets.
  const heaviest = firstFrameOnly ? { podId: firstFrameOnly } : templates.reduce((a, b) => (budgetLoad(b) > budgetLoad(a) ? b : a));

  // What a save adds: its picture, drawn in the owner's open Pod (this page's owner).
  const pictureFrame = await openTemplate(page, owner, heaviest.podId);
  const picture = { podId: heaviest.podId, runsMs: [] as number[], encodedMs: [] as number[] };
  for (let run = 0; run < PICTURE_RUNS; run++) {
    const { drawMs, encodedMs } = await takePodPicture(pictureFrame);
    picture.runsMs.push(drawMs);
    picture.encodedMs.push(encodedMs);
    console.log(`picture of ${heaviest.podId}: drawn in ${drawMs.toFixed(0)} ms, encoded ${encodedMs.toFixed(0)} ms after asking`);
  }
  // A visitor's first visit: their browser has not just drawn 24 Pods. Each run gets a browser of
  // its own (its own software GPU process), and the template pass's page stops drawing.
  await page.close();
  const firstFrameMs: number[] = [];
  for (let run = 0; run < FIRST_FRAME_RUNS; run++) {
    const browser = await playwright.chromium.launch(test.info().project.use.launchOptions);
    const context = await browser.newContext({ baseURL, viewport: PHONE, deviceScaleFactor: 1 });
    const visitor = await context.newPage();
    const visitorCdp = await context.newCDPSession(visitor);
    await visitorCdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const profiling = profileTo && run === 0;
    // The frame is same-site, so it runs in the page's process: one profiler sees both.
    if (profiling)
      await visitorCdp
        .send('Profiler.enable')
        .then(() => visitorCdp.send('Profiler.setSamplingInterval', { interval: 1000 }))
        .then(() => visitorCdp.send('Profiler.start'));
    const frame = await openTemplate(visitor, owner, heaviest.podId, 300_000);
    const { ms, steps } = await frame.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const first = performance.getEntriesByName('pod-first-frame')[0];
      if (!navigation || !first) throw new Error('no navigation timing or no pod-first-frame mark');
      // Where the time went (pod-app/main.ts, pod-view.ts): each step's mark from the HTML's end.
      const at = (name: string) => Math.round((performance.getEntriesByName(name)[0]?.startTime ?? NaN) - navigation.responseEnd);
      const steps = ['pod-host', 'pod-data', 'pod-view', 'pod-world', 'pod-first-frame'].map((name) => `${name.replace('pod-', '')} ${at(name)}`).join(', ');
      return { ms: first.startTime - navigation.responseEnd, steps };
    });
    firstFrameMs.push(ms);
    if (profiling) writeFileSync(profileTo, JSON.stringify(await visitorCdp.send('Profiler.stop')));
    console.log(`first frame of ${heaviest.podId} at ${CPU_SLOWDOWN}× slowdown: ${ms.toFixed(0)} ms (ms after the HTML: ${steps})`);
    await browser.close();
  }
  writeFileSync(out, JSON.stringify({ templates, firstFrame: { podId: heaviest.podId, cpuSlowdown: CPU_SLOWDOWN, runsMs: firstFrameMs }, picture }, null, 2));
});
