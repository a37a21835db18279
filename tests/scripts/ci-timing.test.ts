/** CI's summary (scripts/lib/ci-timing.ts): step times, the slowest files and journeys, the verdict. */
import { describe, expect, it } from 'vitest';
import {
  addCounts,
  countsLine,
  playwrightCounts,
  playwrightFiles,
  playwrightJourneys,
  slowest,
  stepTimes,
  verdict,
  vitestCounts,
  vitestFiles,
  vitestFolders,
  vitestWall,
} from '../../scripts/lib/ci-timing.ts';

const vitestReport = {
  numPassedTests: 40,
  numFailedTests: 1,
  numPendingTests: 2,
  numTodoTests: 1,
  testResults: [
    { name: '/ci/tests/api/feed.test.ts', startTime: 1_000, endTime: 31_500 },
    { name: '/ci/tests/api/live.test.ts', startTime: 2_000, endTime: 12_000 },
    { name: '/ci/tests/machines/like.test.ts', startTime: 3_000, endTime: 3_400 },
  ],
};

const playwrightReport = {
  stats: { expected: 5, unexpected: 1, flaky: 2, skipped: 3 },
  suites: [
    {
      file: 'feed.spec.ts',
      title: 'feed.spec.ts',
      specs: [{ title: 'scrolls', tests: [{ results: [{ duration: 4_000 }, { duration: 6_000 }] }] }],
      suites: [
        {
          file: 'feed.spec.ts',
          title: 'signed in',
          specs: [{ title: 'likes a Pod', tests: [{ results: [{ duration: 2_500 }] }] }],
        },
      ],
    },
    { file: 'shell.spec.ts', title: 'shell.spec.ts', specs: [{ title: 'side columns', tests: [{ results: [{ duration: 1_000 }] }] }] },
  ],
};

describe('where CI’s time went', () => {
  it('gives each step the time until the next began, and the last one until the end', () => {
    expect(stepTimes('0\tnpm ci\n95\tTypecheck and lint\n200\tnpm test\n', 1_400)).toEqual([
      { name: 'npm ci', seconds: 95 },
      { name: 'Typecheck and lint', seconds: 105 },
      { name: 'npm test', seconds: 1_200 },
    ]);
    expect(stepTimes('', 10)).toEqual([]);
  });

  it('times Vitest files from start to end, named from the project root, and adds them up by folder', () => {
    const files = vitestFiles(vitestReport, '/ci');
    expect(files).toEqual([
      { name: 'tests/api/feed.test.ts', seconds: 30.5 },
      { name: 'tests/api/live.test.ts', seconds: 10 },
      { name: 'tests/machines/like.test.ts', seconds: 0.4 },
    ]);
    expect(vitestWall(vitestReport)).toBe(30.5);
    expect(vitestWall({ ...vitestReport, testResults: [] })).toBe(0);
    expect(vitestFolders(files)).toEqual([
      { name: 'tests/api', seconds: 40.5 },
      { name: 'tests/machines', seconds: 0.4 },
    ]);
  });

  it('times every journey with all its attempts, named by file and nested titles, and adds them up by file', () => {
    const journeys = playwrightJourneys(playwrightReport, 'balanced: ');
    expect(journeys).toEqual([
      { name: 'balanced: feed.spec.ts › scrolls', seconds: 10 },
      { name: 'balanced: feed.spec.ts › signed in › likes a Pod', seconds: 2.5 },
      { name: 'balanced: shell.spec.ts › side columns', seconds: 1 },
    ]);
    expect(playwrightFiles(journeys)).toEqual([
      { name: 'balanced: feed.spec.ts', seconds: 12.5 },
      { name: 'balanced: shell.spec.ts', seconds: 1 },
    ]);
  });

  it('lists the slowest first, at most as many as asked', () => {
    const items = [1, 5, 3, 4, 2].map((seconds) => ({ name: `t${seconds}`, seconds }));
    expect(slowest(items, 3).map((item) => item.name)).toEqual(['t5', 't4', 't3']);
    expect(slowest(items)).toHaveLength(5);
  });

  it('counts a journey passed on its retry as passed, and todo tests as skipped', () => {
    expect(countsLine(addCounts(vitestCounts(vitestReport), playwrightCounts(playwrightReport)))).toBe('47 passed, 2 failed, 6 skipped');
  });

  it('counts a Vitest file whose set-up failed as a failure, and a file with failed tests by its tests', () => {
    const report = {
      ...vitestReport,
      numFailedTests: 2,
      testResults: [
        { name: '/ci/tests/api/a.test.ts', startTime: 0, endTime: 1, status: 'failed', assertionResults: [{ status: 'skipped' }] },
        { name: '/ci/tests/api/b.test.ts', startTime: 0, endTime: 1, status: 'failed', assertionResults: [{ status: 'failed' }, { status: 'failed' }] },
        { name: '/ci/tests/api/c.test.ts', startTime: 0, endTime: 1, status: 'passed', assertionResults: [{ status: 'passed' }] },
      ],
    };
    expect(vitestCounts(report).failed).toBe(3);
  });
});

describe('the verdict against the target', () => {
  const steps = [
    { name: 'npm ci', seconds: 120 },
    { name: 'npm test', seconds: 2_700 },
  ];

  it('says a run within 30 minutes is within the target, with no warning', () => {
    expect(verdict(29 * 60, steps)).toEqual(['CI took 29.0 min: within the 30-minute target.']);
  });

  it('says a run past 30 minutes is over the target, and warns with the steps past 45', () => {
    expect(verdict(40 * 60, steps)).toEqual(['CI took 40.0 min: over the 30-minute target.']);
    const late = verdict(47 * 60, steps);
    expect(late[0]).toBe('CI took 47.0 min: over the 30-minute target.');
    expect(late[1]).toMatch(/^WARNING: past 45 minutes/);
    expect(late.slice(2)).toEqual(['  2700 s  npm test', '   120 s  npm ci']);
  });
});
