/**
 * Issue 18's 3D budgets, and issue 48's cost of a save's picture, and how `npm run bench:pods`
 * judges its figures (pure: no I/O). The figures come from scripts/template-images/bench.spec.ts;
 * sizes and families are passed in.
 */
import { propFamilies } from '../../shared/prop-catalogue.ts';

export const BUDGETS = {
  drawCalls: 120,
  triangles: 200_000,
  textureBytes: 64 * 1024 * 1024,
  firstFrameMs: 1500,
  viewerJsGzipBytes: 250 * 1024,
  /** What drawing its picture adds to a save, on the page's main thread (pod-app/world/pod-picture.ts). */
  pictureMs: 300,
};

export interface TemplateFigures {
  podId: string;
  drawCalls: number;
  triangles: number;
  textureBytes: number;
  textures: number;
  scripts: string[];
}
export interface BenchFigures {
  templates: TemplateFigures[];
  firstFrame: { podId: string; cpuSlowdown: number; runsMs: number[] };
  /** The heaviest template's picture drawn as a save draws it: each draw (`pod-picture`), and from asking to the encoded WebP. */
  picture: { podId: string; runsMs: number[]; encodedMs: number[] };
}

/** How close a template comes to its scene budgets: the largest share of any (1 = at the budget). */
export const budgetLoad = (t: Pick<TemplateFigures, 'drawCalls' | 'triangles' | 'textureBytes'>) =>
  Math.max(t.drawCalls / BUDGETS.drawCalls, t.triangles / BUDGETS.triangles, t.textureBytes / BUDGETS.textureBytes);

/** The prop family whose chunk this built file is (`/assets/<family>-<hash>.js`), or null. */
export function chunkFamily(path: string): string | null {
  const match = /\/([a-z]+)-[\w-]{8}\.js$/.exec(path);
  return match && propFamilies.some((f) => f.id === match[1]) ? match[1]! : null;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const over = (value: number, budget: number) => `${((value / budget - 1) * 100).toFixed(0)}% over`;

export interface Judged {
  table: string;
  summary: string[];
  failures: string[];
}

/**
 * The table (one row per template, ✓ or ✗ for each budget) and the summary lines, with every
 * broken budget in `failures`. `gzipBytes` sizes a fetched file; `sceneFamilies` names the prop
 * families of a template's scene.
 */
export function judge(figures: BenchFigures, gzipBytes: (path: string) => number, sceneFamilies: (podId: string) => string[]): Judged {
  const failures: string[] = [];
  const mark = (ok: boolean) => (ok ? '✓' : '✗');
  const rows = figures.templates.map((t) => {
    const js = t.scripts.reduce((sum, path) => sum + gzipBytes(path), 0);
    const fetched = [...new Set(t.scripts.map(chunkFamily).filter((f): f is string => f !== null))].sort();
    const used = [...new Set(sceneFamilies(t.podId))].sort();
    const extra = fetched.filter((f) => !used.includes(f));
    const missing = used.filter((f) => !fetched.includes(f));
    const checks = {
      drawCalls: t.drawCalls <= BUDGETS.drawCalls,
      triangles: t.triangles <= BUDGETS.triangles,
      textures: t.textureBytes <= BUDGETS.textureBytes,
      js: js <= BUDGETS.viewerJsGzipBytes,
      families: extra.length === 0 && missing.length === 0,
    };
    if (!checks.drawCalls) failures.push(`${t.podId}: ${t.drawCalls} draw calls (budget ${BUDGETS.drawCalls}, ${over(t.drawCalls, BUDGETS.drawCalls)})`);
    if (!checks.triangles) failures.push(`${t.podId}: ${t.triangles} triangles (budget ${BUDGETS.triangles}, ${over(t.triangles, BUDGETS.triangles)})`);
    if (!checks.textures)
      failures.push(`${t.podId}: ${mb(t.textureBytes)} of textures (budget ${mb(BUDGETS.textureBytes)}, ${over(t.textureBytes, BUDGETS.textureBytes)})`);
    if (!checks.js)
      failures.push(`${t.podId}: ${kb(js)} of viewer JavaScript gzip (budget ${kb(BUDGETS.viewerJsGzipBytes)}, ${over(js, BUDGETS.viewerJsGzipBytes)})`);
    if (extra.length) failures.push(`${t.podId}: fetched prop families its scene does not use: ${extra.join(', ')}`);
    if (missing.length) failures.push(`${t.podId}: never fetched the prop families its scene uses: ${missing.join(', ')}`);
    return `| ${t.podId} | ${t.drawCalls} ${mark(checks.drawCalls)} | ${t.triangles.toLocaleString('en')} ${mark(checks.triangles)} | ${mb(t.textureBytes)} (${t.textures}) ${mark(checks.textures)} | ${kb(js)} ${mark(checks.js)} | ${fetched.join(', ') || '—'} ${mark(checks.families)} |`;
  });
  const table = [
    `| template | draw calls (≤ ${BUDGETS.drawCalls}) | triangles (≤ ${BUDGETS.triangles / 1000}k) | texture memory (≤ ${mb(BUDGETS.textureBytes)}; textures) | viewer JS gzip (≤ ${kb(BUDGETS.viewerJsGzipBytes)}) | prop family chunks fetched = used |`,
    '|---|---:|---:|---:|---:|---|',
    ...rows,
  ].join('\n');

  const { podId, cpuSlowdown, runsMs } = figures.firstFrame;
  const firstFrame = median(runsMs);
  if (firstFrame > BUDGETS.firstFrameMs)
    failures.push(`first frame of ${podId}: ${firstFrame.toFixed(0)} ms (budget ${BUDGETS.firstFrameMs} ms, ${over(firstFrame, BUDGETS.firstFrameMs)})`);
  const heaviest = figures.templates.find((t) => t.podId === podId);
  const { picture } = figures;
  const pictureMs = median(picture.runsMs);
  if (picture.runsMs.length === 0) failures.push(`picture of ${picture.podId}: not measured`);
  else if (pictureMs > BUDGETS.pictureMs)
    failures.push(`picture of ${picture.podId}: ${pictureMs.toFixed(0)} ms to draw (budget ${BUDGETS.pictureMs} ms, ${over(pictureMs, BUDGETS.pictureMs)})`);
  const summary = [
    `heaviest template: ${podId} (${heaviest ? `${(budgetLoad(heaviest) * 100).toFixed(0)}% of its tightest scene budget` : 'not measured'})`,
    `first frame of ${podId} at ${cpuSlowdown}× CPU slowdown, from the frame's HTML response to its first rendered frame: median ${firstFrame.toFixed(0)} ms of ${runsMs.map((ms) => ms.toFixed(0)).join(', ')} ms ${mark(firstFrame <= BUDGETS.firstFrameMs)} (≤ ${BUDGETS.firstFrameMs} ms)`,
    `picture a save draws of ${picture.podId} (960×720, the page's main thread): median ${pictureMs.toFixed(0)} ms of ${picture.runsMs.map((ms) => ms.toFixed(0)).join(', ')} ms ${mark(pictureMs <= BUDGETS.pictureMs)} (≤ ${BUDGETS.pictureMs} ms); encoded as WebP ${median(picture.encodedMs).toFixed(0)} ms after asking (median, not judged)`,
  ];
  return { table, summary, failures };
}
