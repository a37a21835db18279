import { spawn, type ChildProcess } from 'node:child_process';

/** The real server (`server/main.ts`) in its own process, on a free port; resolves once it answers. */
export async function startServerProcess(env: Record<string, string>): Promise<{ origin: string; process: ChildProcess }> {
  // TEST_SERVER_PORTS=from-to keeps it within a range (several people testing on one machine).
  const [from, to] = (process.env.TEST_SERVER_PORTS ?? '20000-39999').split('-').map(Number) as [number, number];
  const port = from + Math.floor(Math.random() * (to - from + 1));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), POD_APP_PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', GOOGLE_CLIENT_ID: '', APPLE_CLIENT_ID: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  // Up to a minute: a busy machine compiles the server slowly.
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server process exited with ${child.exitCode}`);
    const up = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { origin, process: child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error('server process did not start');
}
