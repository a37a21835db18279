// Mutation testing of the state machines (`npm run test:mutation`, docs/testing.md). Stryker changes
// machines/ one small edit at a time and runs the machine tests (vitest.mutation.config.ts) against
// each change; a change no test notices is a survivor. Subset: `npm run test:mutation -- --mutate machines/like.ts`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  mutate: ['machines/**/*.ts'],
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner', './scripts/stryker/ignore-docs.mjs'],
  ignorers: ['machine-docs', 'machine-stand-ins'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  // A machine without tests of its own still gets a report: every mutant not covered.
  allowEmpty: true,
  timeoutMS: 3000,
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  // scripts/test-mutation.ts runs Stryker once per machine and names each run's reports.
  htmlReporter: { fileName: `${process.env.STRYKER_REPORT ?? 'reports/mutation/mutation'}.html` },
  jsonReporter: { fileName: `${process.env.STRYKER_REPORT ?? 'reports/mutation/mutation'}.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  // The sandbox copy Stryker makes of the project holds only what the machine tests read.
  ignorePatterns: ['/*', '!/machines', '!/shared', '!/tests', '!/package.json', '!/tsconfig.json', '!/vitest.mutation.config.ts'],
  tempDirName: 'reports/.stryker-tmp',
  cleanTempDir: 'always',
};
