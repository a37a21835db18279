/**
 * `npm run dev`: the API server (restarted on change) on PORT (default 8080) and Vite with hot
 * reload on 5173, which proxies /api, /graphql and /dev-oidc to the server. Open
 * http://localhost:5173. The 3D pod app is served by a second Vite on 5174 (its own origin).
 */
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { run } from './lib/run.ts';

if (!existsSync('.mesh/index.js')) await run('npm', ['run', 'build:mesh']);

// The pod app runs on its own Vite server (5174), its own origin like in production.
const env = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173', POD_APP_URL: process.env.POD_APP_URL ?? 'http://localhost:5174' };
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
  spawn('npx', ['vite', '--config', 'vite.pod-app.config.ts'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
