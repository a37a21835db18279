/** How `npm run bench:pods` judges its figures (scripts/bench/pod-budgets.ts): the 3D budgets and a save's picture. */
import { describe, expect, it } from 'vitest';
import { chunkFamily, judge, median, type BenchFigures } from '../../scripts/bench/pod-budgets.ts';

const template = {
  podId: 'zen-garden',
  drawCalls: 40,
  triangles: 20_000,
  textureBytes: 8 * 2 ** 20,
  textures: 5,
  scripts: ['/assets/main-CzC5M6i_.js', '/assets/nature-hb_oOxTb.js', '/assets/kit-BBfaAeOl.js'],
};
const figures = (over: Partial<typeof template> = {}, runsMs = [900, 1000, 1100], pictureMs = [120, 140, 130]): BenchFigures => ({
  templates: [{ ...template, ...over }],
  firstFrame: { podId: 'zen-garden', cpuSlowdown: 4, runsMs },
  picture: { podId: 'zen-garden', runsMs: pictureMs, encodedMs: pictureMs.map((ms) => ms + 80) },
});
const gzip = () => 10 * 1024;

describe('bench:pods verdicts', () => {
  it('passes a template within every budget that fetched exactly its families', () => {
    const { failures, table } = judge(figures(), gzip, () => ['nature']);
    expect(failures).toEqual([]);
    expect(table).toContain('| zen-garden | 40 ✓ | 20,000 ✓ | 8.0 MB (5) ✓ | 30.0 KB ✓ | nature ✓ |');
  });

  it('names the template and by how much it breaks a budget', () => {
    const { failures } = judge(figures({ drawCalls: 150, triangles: 300_000, textureBytes: 80 * 2 ** 20 }), gzip, () => ['nature']);
    expect(failures).toEqual([
      'zen-garden: 150 draw calls (budget 120, 25% over)',
      'zen-garden: 300000 triangles (budget 200000, 50% over)',
      'zen-garden: 80.0 MB of textures (budget 64.0 MB, 25% over)',
    ]);
  });

  it('fails a visit that fetched a family its scene does not use, or missed one it does', () => {
    expect(judge(figures(), gzip, () => ['nature', 'seating']).failures).toEqual(['zen-garden: never fetched the prop families its scene uses: seating']);
    expect(judge(figures({ scripts: [...template.scripts, '/assets/stage-DLSNvGHD.js'] }), gzip, () => ['nature']).failures).toEqual([
      'zen-garden: fetched prop families its scene does not use: stage',
    ]);
  });

  it('fails the viewer JavaScript over 250 KB gzip and a slow median first frame', () => {
    const { failures } = judge(
      figures({}, [1400, 1600, 2000]),
      () => 100 * 1024,
      () => ['nature'],
    );
    expect(failures).toEqual([
      'zen-garden: 300.0 KB of viewer JavaScript gzip (budget 250.0 KB, 20% over)',
      'first frame of zen-garden: 1600 ms (budget 1500 ms, 7% over)',
    ]);
  });

  it("fails a save's picture that takes over 300 ms to draw, or was not measured", () => {
    const { failures, summary } = judge(figures(undefined, undefined, [280, 320, 350]), gzip, () => ['nature']);
    expect(failures).toEqual(['picture of zen-garden: 320 ms to draw (budget 300 ms, 7% over)']);
    expect(summary[2]).toContain('median 320 ms of 280, 320, 350 ms ✗ (≤ 300 ms)');
    expect(judge(figures(undefined, undefined, []), gzip, () => ['nature']).failures).toEqual(['picture of zen-garden: not measured']);
    expect(judge(figures(), gzip, () => ['nature']).summary[2]).toContain('median 130 ms of 120, 140, 130 ms ✓ (≤ 300 ms)');
  });

  it('tells family chunks from other chunks', () => {
    expect(chunkFamily('/assets/stage-DLSNvGHD.js')).toBe('stage');
    expect(chunkFamily('/assets/kit-BBfaAeOl.js')).toBeNull();
    expect(chunkFamily('/assets/status-BQfkd6Lh.js')).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });
});
