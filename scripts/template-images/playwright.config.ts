/**
 * Runs over every pod template in the built pod app (harness.ts): render.spec.ts for `npm run
 * template-images` and `npm run template-shots` (scripts/make-template-images.ts and
 * scripts/make-template-shots.ts turn its PNGs into pictures), bench.spec.ts for `npm run
 * bench:pods`, walkthrough.spec.ts for `npm run walkthrough`, and ../bench/voice.spec.ts for `npm run bench:voice`. The server is started as `npm start` does, on TEMPLATE_IMAGES_PORT (and the next
 * two ports) with an empty data folder.
 */
import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunch } from '../../e2e/support/chromium.ts';

const port = Number(process.env.TEMPLATE_IMAGES_PORT ?? 18096);
// Made once by the runner; its workers load this file again and must name the same folder.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'pods-template-images-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  // scripts/: this folder's specs and the voice bench's (scripts/bench/voice.spec.ts).
  testDir: '..',
  workers: 1,
  // 24 templates in a software renderer on a shared machine (up to a minute or two each when busy).
  timeout: 3_600_000,
  reporter: [['list']],
  outputDir: join(dataDir, 'results'),
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 800, height: 600 },
    launchOptions: chromiumLaunch,
  },
  webServer: {
    command: 'npx tsx scripts/start.ts',
    cwd: join(import.meta.dirname, '../..'),
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    env: {
      PORT: String(port),
      POD_APP_PORT: String(port + 1),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: `http://localhost:${port}`,
      SMTP_URL: `smtp://127.0.0.1:${port + 2}`,
      SUPPORT_EMAIL: 'support@pods.test',
      GOOGLE_CLIENT_ID: '',
      APPLE_CLIENT_ID: '',
      NODE_ENV: 'test',
    },
  },
});
