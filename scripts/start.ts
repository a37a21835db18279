/**
 * `npm start`: builds whatever is missing (the GraphQL gateway in .mesh/, the web app in dist/),
 * then runs the server in this process on its embedded defaults (SQLite in ./data).
 */
import { existsSync } from 'node:fs';
import { run } from './lib/run.ts';

if (!existsSync('.mesh/index.js')) await run('npm', ['run', 'build:mesh']);
if (!existsSync('dist/index.html')) await run('npm', ['run', 'build:web']);
else if (!existsSync('dist/pod-app/index.html')) await run('npm', ['run', 'build:pod-app']);

await import('../server/main.ts');
