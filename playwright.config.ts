import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunch } from './e2e/support/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 18080);
export const baseURL = `http://localhost:${port}`;
// Each run gets its own empty data folder (SQLite file, uploads, dev issuer keys).
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'pods-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// Help messages are mailed here; e2e/settings.spec.ts listens on it with a real SMTP server
// (until something listens, the server's outbox keeps the messages and retries).
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 2);
process.env.E2E_SMTP_PORT = String(smtpPort);
/**
 * E2E_BALANCED=1 (`npm run test:e2e:balanced`, issue 24): the journeys in ACROSS_PROCESSES again,
 * through HAProxy in front of two server processes on PostgreSQL (DATABASE_URL; the run gets a
 * schema of its own), instead of one process on SQLite.
 */
const balanced = process.env.E2E_BALANCED === '1';
if (balanced && !process.env.E2E_DATABASE_URL) {
  if (!process.env.DATABASE_URL) throw new Error('E2E_BALANCED=1 needs DATABASE_URL (PostgreSQL)');
  const url = new URL(process.env.DATABASE_URL);
  url.searchParams.set('options', `-c search_path=e2e_${Date.now().toString(36)}`);
  process.env.E2E_DATABASE_URL = url.toString();
}

/**
 * Through the balancer, the journeys where what one process does another must know at once: a
 * session revoked, an upload served, a live notification, a message, a follow's counts, an
 * invitation, the live room. The rest (screens drawn from what any process reads from the shared
 * database, the 3D editor and templates, static pages, themes, layout) run on one process.
 * E2E_ACROSS_BALANCED_ONLY=1 (CI, which runs the balanced pass next) leaves these out of the
 * one-process run: every journey once, in the harder setting where it matters, because every
 * journey twice took CI past its 90 minutes on a slow day (docs/testing.md, "CI's time").
 */
const ACROSS_PROCESSES = ['balanced', 'sign-in', 'notifications', 'messages', 'social', 'events', 'live-event', 'pod-media'];
const acrossProcesses = new RegExp(`/(${ACROSS_PROCESSES.join('|')})\\.spec\\.ts$`);
const acrossBalancedOnly = process.env.E2E_ACROSS_BALANCED_ONLY === '1';

export default defineConfig({
  testDir: 'e2e',
  ...(balanced ? { testMatch: acrossProcesses } : acrossBalancedOnly ? { testIgnore: acrossProcesses } : {}),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Generous: CI machines share two cores between the server, the browser and the tests.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: `reports/playwright${balanced ? '-balanced' : ''}.json` }]]
    : [['list'], ['html', { open: 'never' }]],
  outputDir: 'test-results',
  use: {
    baseURL,
    // Recording a trace of every action costs about a fifth of a run's time on two cores; in CI
    // the first attempt runs without one and a failed test's retry records it.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 } } }],
  webServer: {
    // The same entry as `npm start`, on its own port and data folder, SQLite (no DATABASE_URL);
    // or two of them behind the balancer (scripts/balanced-app.ts).
    command: balanced ? 'npx tsx scripts/balanced-app.ts' : 'npx tsx scripts/start.ts',
    url: `${baseURL}/api/health`,
    timeout: balanced ? 300_000 : 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    env: {
      PORT: String(port),
      POD_APP_PORT: String(port + 1),
      DATA_DIR: dataDir,
      DATABASE_URL: balanced ? process.env.E2E_DATABASE_URL! : '',
      BALANCER_PORT: String(port),
      PUBLIC_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SUPPORT_EMAIL: 'support@pods.test',
      TIMELINE_CACHE_MS: '0',
      TRENDING_CACHE_MS: '0',
      GOOGLE_CLIENT_ID: '',
      APPLE_CLIENT_ID: '',
      NODE_ENV: 'test',
    },
  },
});
