/**
 * Where CI's time went (scripts/ci-summary.ts): each step of .ci/run, the slowest Vitest files and
 * Playwright journeys, and the run's total against its target, read from what the run leaves in
 * reports/: `ci-steps.tsv` (written by .ci/run's `step`), `vitest.json` and `playwright*.json`
 * (the runners' JSON reporters, on when CI is set).
 */

/** The whole run should take this long on a quiet 2-core machine (issue 47). */
export const TARGET_MINUTES = 30;
/** Past this, the summary warns: CI stops at 90 minutes, and a slow day can double a run. */
export const WARN_MINUTES = 45;

export interface Timed {
  name: string;
  seconds: number;
}

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/**
 * `ci-steps.tsv`: a line per step, the seconds into the run when it began and its name. A step
 * lasts until the next one begins; the last one until `totalSeconds`.
 */
export function stepTimes(tsv: string, totalSeconds: number): Timed[] {
  const starts = tsv
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const tab = line.indexOf('\t');
      return { at: Number(line.slice(0, tab)), name: line.slice(tab + 1) };
    });
  return starts.map(({ at, name }, i) => ({ name, seconds: (starts[i + 1]?.at ?? totalSeconds) - at }));
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests?: number;
  testResults: { name: string; startTime: number; endTime: number; status?: string; assertionResults?: { status: string }[] }[];
}

/** Each test file's wall time (its start to its end, set-up included), relative to `root`. */
export function vitestFiles(report: VitestReport, root: string): Timed[] {
  return report.testResults.map((file) => ({
    name: relative(file.name, root),
    seconds: (file.endTime - file.startTime) / 1000,
  }));
}

/** The Vitest run's wall time: its first file's start to its last file's end. */
export function vitestWall(report: VitestReport): number {
  if (report.testResults.length === 0) return 0;
  const start = Math.min(...report.testResults.map((file) => file.startTime));
  return (Math.max(...report.testResults.map((file) => file.endTime)) - start) / 1000;
}

/** Vitest files summed by the folder under tests/ they live in (tests/api, tests/machines …). */
export function vitestFolders(files: Timed[]): Timed[] {
  const sums = new Map<string, number>();
  for (const file of files) {
    const folder = file.name.split('/').slice(0, 2).join('/');
    sums.set(folder, (sums.get(folder) ?? 0) + file.seconds);
  }
  return [...sums].map(([name, seconds]) => ({ name, seconds }));
}

interface PlaywrightSuite {
  file: string;
  title: string;
  specs?: { title: string; tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky?: number; skipped: number; duration?: number };
  suites: PlaywrightSuite[];
}

/** Every journey with the time of all its attempts (a retried one costs both), named by file and title. */
export function playwrightJourneys(report: PlaywrightReport, label = ''): Timed[] {
  const journeys: Timed[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0);
      journeys.push({ name: `${label}${suite.file} › ${[...titles, spec.title].join(' › ')}`, seconds: ms / 1000 });
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites) walk(suite, []);
  return journeys;
}

/** Journeys summed by spec file. */
export function playwrightFiles(journeys: Timed[]): Timed[] {
  const sums = new Map<string, number>();
  for (const journey of journeys) {
    const file = journey.name.slice(0, journey.name.indexOf(' › '));
    sums.set(file, (sums.get(file) ?? 0) + journey.seconds);
  }
  return [...sums].map(([name, seconds]) => ({ name, seconds }));
}

/**
 * A file that failed outside its tests (its set-up threw) counts as one failure: its tests never
 * ran, so they are neither passed nor failed, and a run that failed must not close on '0 failed'.
 */
export function vitestCounts(report: VitestReport): Counts {
  const failedOutsideTests = report.testResults.filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + failedOutsideTests,
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
  };
}

/** A retried journey that then passed counts as passed, as Playwright itself reports it ("flaky"). */
export function playwrightCounts(report: PlaywrightReport): Counts {
  const { expected, unexpected, flaky = 0, skipped } = report.stats;
  return { passed: expected + flaky, failed: unexpected, skipped };
}

export function addCounts(...counts: Counts[]): Counts {
  return counts.reduce((a, b) => ({ passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped }), {
    passed: 0,
    failed: 0,
    skipped: 0,
  });
}

export function slowest(items: Timed[], count = 15): Timed[] {
  return [...items].sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

/** A table: seconds right-aligned, then the name. */
export function table(title: string, items: Timed[]): string[] {
  if (items.length === 0) return [];
  const width = Math.max(...items.map((item) => Math.round(item.seconds).toString().length), 1);
  return [title, ...items.map((item) => `  ${Math.round(item.seconds).toString().padStart(width)} s  ${item.name}`)];
}

const minutes = (seconds: number) => (seconds / 60).toFixed(1);

/**
 * The run's total against the target; past WARN_MINUTES a warning and the steps that took the
 * time, so a slow creep shows long before CI's 90-minute limit stops a run. A warning only: the
 * machine's speed varies from day to day.
 */
export function verdict(totalSeconds: number, steps: Timed[]): string[] {
  const over = totalSeconds > TARGET_MINUTES * 60;
  const lines = [`CI took ${minutes(totalSeconds)} min: ${over ? 'over' : 'within'} the ${TARGET_MINUTES}-minute target.`];
  if (totalSeconds > WARN_MINUTES * 60) {
    lines.push(`WARNING: past ${WARN_MINUTES} minutes (CI stops a run at 90). Where the time went:`, ...table('', slowest(steps, steps.length)).slice(1));
  }
  return lines;
}

export const countsLine = ({ passed, failed, skipped }: Counts) => `${passed} passed, ${failed} failed, ${skipped} skipped`;

function relative(path: string, root: string) {
  const prefix = root.endsWith('/') ? root : `${root}/`;
  return path.startsWith(prefix) ? path.slice(prefix.length) : path;
}
