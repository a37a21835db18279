/**
 * `npm run lighthouse -- [baseUrl] [paths...]`: Lighthouse mobile (its default throttling) on each
 * screen of a running server, in Debian Chromium. Prints performance score, LCP and CLS against
 * the team budgets (≥ 95, ≤ 1.2 s, ≤ 0.02) and exits 1 when one is missed.
 */
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';

const [baseUrl = 'http://localhost:8080', ...paths] = process.argv.slice(2);
const screens = paths.length > 0 ? paths : ['/', '/signin'];
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
let missed = false;
try {
  for (const path of screens) {
    const result = await lighthouse(`${baseUrl}${path}`, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`no Lighthouse result for ${path}`);
    const { categories, audits } = result.lhr;
    const score = Math.round((categories.performance?.score ?? 0) * 100);
    const lcp = (audits['largest-contentful-paint']?.numericValue ?? Infinity) / 1000;
    const cls = audits['cumulative-layout-shift']?.numericValue ?? Infinity;
    const ok = score >= 95 && lcp <= 1.2 && cls <= 0.02;
    missed ||= !ok;
    console.log(`${ok ? 'ok  ' : 'MISS'} ${path.padEnd(16)} performance ${score}  LCP ${lcp.toFixed(2)} s  CLS ${cls.toFixed(3)}`);
  }
} finally {
  await chrome.kill();
}
process.exit(missed ? 1 : 0);
