import { defineConfig } from 'vitest/config';

/**
 * The tests Stryker runs against each mutant of machines/ (`npm run test:mutation`): the pure
 * machine tests under tests/machines, which drive the real machine objects without a screen and
 * finish in about a second. The model tests (tests/model) render screens in jsdom and take minutes,
 * too slow to run once per mutant; they still run in `npm test`.
 */
export default defineConfig({
  test: {
    include: ['tests/machines/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
