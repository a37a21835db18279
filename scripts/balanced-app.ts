/**
 * Pods as a deployment that outgrew one process (issue 24, docs/deploy.md): two server processes
 * (`scripts/start.ts`, what `npm start` runs) on one PostgreSQL database, each with a DATA_DIR of
 * its own, behind HAProxy balancing round robin with no sticky sessions: any request may reach
 * either process. The app is at BALANCER_PORT and the pod app's frames at BALANCER_PORT + 1; each
 * answer says which process served it (`x-served-by: a|b`).
 *
 * `npm run test:e2e:balanced` starts it as Playwright's web server (playwright.config.ts,
 * E2E_BALANCED=1). Runs until SIGTERM or SIGINT, then stops the processes gracefully.
 *
 * Environment: DATABASE_URL (required; a `search_path` in its `options` keeps the run in its own
 * schema), BALANCER_PORT (default 18480), DATA_DIR (each process gets a folder inside it), and
 * whatever else the processes should see (SMTP_URL, TIMELINE_CACHE_MS …).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { untilAnswering } from './lib/until-answering.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required: the processes share one PostgreSQL database');
const port = Number(process.env.BALANCER_PORT ?? 18480);
const publicUrl = `http://localhost:${port}`;
const podAppUrl = `http://localhost:${port + 1}`;
const dataDir = process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'pods-balanced-'));
const processes = [
  { name: 'a', port: port + 10 },
  { name: 'b', port: port + 20 },
];

/** The run's schema, made if missing (the processes migrate it). */
async function ensureSchema() {
  const schema = /search_path=(\w+)/.exec(new URL(databaseUrl!).searchParams.get('options') ?? '')?.[1];
  if (!schema) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  await client.end();
}

function haproxyConfig() {
  const backend = (name: string, offset: number) =>
    [
      `backend ${name}`,
      '  balance roundrobin',
      '  option httpchk GET /api/health',
      '  http-response set-header x-served-by %s',
      ...processes.map((p) => `  server ${p.name} 127.0.0.1:${p.port + offset} check inter 1s fall 2 rise 1`),
    ].join('\n');
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  timeout connect 5s',
    // Event streams stay open; their heartbeats (10 s live rooms, 25 s notifications) keep them under this.
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 10s',
    `frontend app`,
    `  bind 127.0.0.1:${port}`,
    '  default_backend apps',
    `frontend pod_app`,
    `  bind 127.0.0.1:${port + 1}`,
    '  default_backend pod_apps',
    backend('apps', 0),
    // The pod app server has no /api/health; its index answers.
    backend('pod_apps', 1).replace('GET /api/health', 'GET /'),
    '',
  ].join('\n');
}

const children: ChildProcess[] = [];
function stop() {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 25_000).unref();
  Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))))).then(() =>
    process.exit(0),
  );
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

await ensureSchema();
if (spawnSync('haproxy', ['-v']).status !== 0) throw new Error('haproxy is not installed (apt-get install -y haproxy)');
const haproxyFile = join(dataDir, 'haproxy.cfg');
mkdirSync(dataDir, { recursive: true });
writeFileSync(haproxyFile, haproxyConfig());

for (const [index, p] of processes.entries()) {
  const ownDir = join(dataDir, `process-${p.name}`);
  mkdirSync(ownDir, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(p.port),
      POD_APP_PORT: String(p.port + 1),
      DATA_DIR: ownDir,
      PUBLIC_URL: publicUrl,
      POD_APP_URL: podAppUrl,
      TRUST_PROXY: 'loopback',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  // The first process migrates the schema alone before the second starts.
  if (index === 0) await untilAnswering(`http://127.0.0.1:${p.port}/api/health`, { child });
}
await Promise.all(processes.map((p, index) => untilAnswering(`http://127.0.0.1:${p.port}/api/health`, { child: children[index]! })));
const haproxy = spawn('haproxy', ['-W', '-db', '-f', haproxyFile], { stdio: ['ignore', 'ignore', 'inherit'] });
children.push(haproxy);
console.log(`Pods through HAProxy at ${publicUrl} (processes on ${processes.map((p) => p.port).join(' and ')})`);
