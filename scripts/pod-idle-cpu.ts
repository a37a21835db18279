/**
 * `npm run cpu:pod`: what an open Pod at rest costs the browser (issue 47 item 3: at most 5% of
 * one core). Builds nothing (run `npm run build` first). Starts the built app as `npm start` runs
 * it, on a free port with a throwaway data folder (SQLite) and the development issuer, signs a
 * person in through that issuer over HTTP and makes their Pod through the API, then opens
 * /3d-app for it in headless Debian Chromium (e2e/support/chromium.ts: software WebGL,
 * SwiftShader) at 390×844 and at 1440×900. Once the pod app has marked its first frame and every
 * item is in (body[data-pod-ready]), and SETTLE_S more have passed, it measures for MEASURE_S the
 * CPU time of the whole Chromium process tree (browser, renderers, GPU process), from /proc
 * (utime + stime, ./lib/process-cpu.ts), and prints it as a percent of one core.
 *
 * Two Pods, both the studio loft template: at rest (no media: nothing moves, the figure that must
 * stay ≤ 5%, else exit 1), and the starter Pod onboarding makes (its walkthrough video loops in a
 * frame in view, so it asks for frames while it plays: printed, not judged).
 * CPU_POD_PORT picks the port (the next one is the pod app's); CPU_POD_ONLY=rest skips the video;
 * CPU_POD_SHOTS=<folder> saves what each Pod looked like after its measure, to look at.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { chromiumLaunch } from '../e2e/support/chromium.ts';
import { defaultPod } from '../src/features/onboarding/default-pod.ts';
import { devSessionScript, makePod, setPodAssets, signInDevPerson, type DevPerson } from './lib/dev-person.ts';
import { cpuSecondsBetween, treeTicks } from './lib/process-cpu.ts';
import { freePorts } from './lib/free-ports.ts';
import { untilAnswering } from './lib/until-answering.ts';

const BUDGET_PERCENT = 5;
const SETTLE_S = 3;
const MEASURE_S = 10;
const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const NO_MEDIA = { frames: [], iframes: [], Assets3d: [], ambientSound: null, textures: [], textAssets: [] };

if (!existsSync('dist/index.html') || !existsSync('dist/pod-app/index.html') || !existsSync('.mesh/index.js')) {
  console.error('cpu:pod: no build in dist/ or .mesh/: run `npm run build` first');
  process.exit(2);
}

const port = await freePorts(Number(process.env.CPU_POD_PORT ?? 18700));
const baseUrl = `http://localhost:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'pods-cpu-'));
// The server as playwright.config.ts's webServer runs it (development issuer, SQLite), not built here.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    POD_APP_PORT: String(port + 1),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: baseUrl,
    GOOGLE_CLIENT_ID: '',
    APPLE_CLIENT_ID: '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
process.once('exit', () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

async function measure(browser: Browser, person: DevPerson, postId: string, size: { width: number; height: number }, shot: string) {
  const context = await browser.newContext({ viewport: size });
  await context.addInitScript(devSessionScript(person, baseUrl));
  const page = await context.newPage();
  await page.goto(`${baseUrl}/3d-app?postId=${postId}`);
  const pod = page.frameLocator('iframe[title="3d-app"]');
  await pod.locator('body[data-pod-ready="true"]').waitFor({ timeout: 120_000 });
  const frame = page.frames().find((f) => f.url().includes(`:${port + 1}/`));
  if (!frame) throw new Error('the pod app frame is not there');
  await frame.waitForFunction(() => performance.getEntriesByName('pod-first-frame').length > 0, undefined, { timeout: 60_000 });
  await page.waitForTimeout(SETTLE_S * 1000);
  // The browser's processes: this script's children but the server's.
  const ticks = () => {
    const tree = treeTicks(process.pid, [server.pid!]);
    tree.delete(process.pid);
    return tree;
  };
  const before = ticks();
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, MEASURE_S * 1000));
  const seconds = (performance.now() - started) / 1000;
  const percent = (100 * cpuSecondsBetween(before, ticks())) / seconds;
  if (process.env.CPU_POD_SHOTS) await page.screenshot({ path: join(process.env.CPU_POD_SHOTS, `${shot}-${size.width}x${size.height}.png`) });
  await context.close();
  return percent;
}

await untilAnswering(`${baseUrl}/api/health`, { child: server });
const person = await signInDevPerson(baseUrl, `cpu.${Date.now().toString(36)}@example.test`, 'Cora');
const starter = defaultPod('studio-loft', person.userDisplayName);
const postId = await makePod(baseUrl, person, starter);
const browser = await chromium.launch({ ...chromiumLaunch, headless: true });
const failures: string[] = [];
const pods = [
  { name: 'at rest (no media)', shot: 'at-rest', assets: NO_MEDIA, judged: true },
  ...(process.env.CPU_POD_ONLY === 'rest' ? [] : [{ name: 'starter Pod (video playing)', shot: 'starter', assets: starter.postAssets, judged: false }]),
];
for (const { name, shot, assets, judged } of pods) {
  await setPodAssets(baseUrl, person, postId, assets);
  for (const size of SIZES) {
    const percent = await measure(browser, person, postId, size, shot);
    const verdict = judged ? (percent <= BUDGET_PERCENT ? `ok, ≤ ${BUDGET_PERCENT}%` : `over ${BUDGET_PERCENT}%`) : 'not judged';
    const load = loadavg()[0]!.toFixed(1);
    console.log(`${name} at ${size.width}×${size.height}: ${percent.toFixed(1)}% of one core over ${MEASURE_S} s (${verdict}; machine load ${load})`);
    if (judged && percent > BUDGET_PERCENT) failures.push(`${name} at ${size.width}×${size.height}`);
  }
}
await browser.close();
if (failures.length) {
  console.error(`cpu:pod: over ${BUDGET_PERCENT}% of one core: ${failures.join(', ')}`);
  process.exit(1);
}
process.exit(0);
