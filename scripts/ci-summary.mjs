// Prints one closing line 'N passed, N failed, N skipped' from the JSON reports of Vitest and
// Playwright (written to reports/ when CI is set).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'reports';
let passed = 0,
  failed = 0,
  skipped = 0;

const vitestFile = join(dir, 'vitest.json');
if (existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}
// The journeys on one process, and again through the balancer (E2E_BALANCED=1).
for (const name of ['playwright.json', 'playwright-balanced.json']) {
  const playwrightFile = join(dir, name);
  if (!existsSync(playwrightFile)) continue;
  const { stats } = JSON.parse(readFileSync(playwrightFile, 'utf8'));
  passed += stats.expected + (stats.flaky ?? 0);
  failed += stats.unexpected;
  skipped += stats.skipped;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
