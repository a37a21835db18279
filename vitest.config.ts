import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';

export default defineConfig({
  plugins: [react(), wyw({ include: ['**/*.{ts,tsx}'] })],
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine. Many files
    // wait on a server, a database or a timer, so two take 30% less time (1,123 -> 783 s here).
    maxWorkers: 2,
    // The Mesh build output must load through Node itself, like its graphql dependency does.
    server: { deps: { external: [/\/\.mesh\//] } },
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'reports/vitest.json' }]] : ['default'],
  },
});
