import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import LongestFirst from './tests/sequencer.ts';

/** The unit tests: shared rules, formatting, the web app's and the Pod app's logic, the scripts. */
const UNIT_DIRS = ['tests/shared', 'tests/src', 'tests/pod-app', 'tests/scripts'];

const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? testFiles(join(dir, entry.name)) : /\.test\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

/**
 * The unit test files that keep a module graph of their own (project `dom`): those that render in
 * jsdom (`// @vitest-environment jsdom`), whose screens start the app's module-level clocks,
 * streams and caches, and those that replace a module (`vi.mock`, `vi.doMock`), whose replacement
 * would stay for the files after them. The others share their worker's modules (project `unit`,
 * `isolate: false`), which saves loading them again for each file (issue 47 item 4).
 */
const OWN_MODULES = UNIT_DIRS.flatMap(testFiles).filter((file) => /@vitest-environment jsdom|vi\.(do)?mock\(/.test(readFileSync(file, 'utf8')));

/**
 * Files of the unit folders that draw with the built app in Chromium (a minute or so each): they
 * run with the build's tests (`npm test` builds first), not in `npm run test:quick`.
 */
const NEEDS_BUILD = ['tests/scripts/pod-pictures.test.ts'];

export default defineConfig({
  plugins: [react(), wyw({ include: ['**/*.{ts,tsx}'] })],
  test: {
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine. Many files
    // wait on a server, a database or a timer, so two take 30% less time (1,123 -> 783 s here).
    maxWorkers: 2,
    // The longest files first (tests/sequencer.ts), so the run does not end on one of them alone.
    sequence: { sequencer: LongestFirst },
    // The Mesh build output must load through Node itself, like its graphql dependency does.
    server: { deps: { external: [/\/\.mesh\//] } },
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: 'reports/vitest.json' }], ['./tests/project-times.ts', { outputFile: 'reports/vitest-projects.json' }]]
      : ['default', './tests/project-times.ts'],
    // `npm run test:quick` runs machines, unit and model; `npm test` runs every project.
    projects: [
      {
        extends: true,
        test: {
          // The machines driven without a screen, and the scenario tables (tests/scenarios).
          name: 'machines',
          include: ['tests/machines/**/*.test.ts'],
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT_DIRS.map((dir) => `${dir}/**/*.test.{ts,tsx}`),
          exclude: [...OWN_MODULES, ...NEEDS_BUILD],
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'dom', include: OWN_MODULES, pool: 'threads' },
      },
      {
        extends: true,
        // Each machine through its real screen in jsdom (tests/model/support/model-test.ts).
        test: { name: 'model', include: ['tests/model/**/*.test.{ts,tsx}'], pool: 'forks' },
      },
      {
        extends: true,
        // The real server on SQLite, and on PostgreSQL too when DATABASE_URL is set: a process per
        // file, each suite's server and database its own (tests/api/support/harness.ts).
        test: { name: 'api', include: ['tests/api/**/*.test.ts'], pool: 'forks' },
      },
      {
        extends: true,
        // The production build in dist/ (`npm test` builds first), and what draws with it.
        test: { name: 'build', include: ['tests/build/**/*.test.ts', ...NEEDS_BUILD], pool: 'threads', isolate: false },
      },
    ],
  },
});
