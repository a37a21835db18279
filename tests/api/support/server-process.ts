import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nothing listens on now: the system's choice (a random pick can land on a port in use). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The real server (`server/main.ts`) in its own process, on a free port; resolves once it answers.
 * A process that exits before answering (its port taken in the moment between the probe and its
 * listen) is started again on another port, twice at most.
 */
export async function startServerProcess(env: Record<string, string>): Promise<{ origin: string; process: ChildProcess }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(env, await freePort());
    } catch (error) {
      if (attempt >= 3 || !(error instanceof ExitedEarly)) throw error;
    }
  }
}

class ExitedEarly extends Error {}

async function startOnce(env: Record<string, string>, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), POD_APP_PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', GOOGLE_CLIENT_ID: '', APPLE_CLIENT_ID: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  // Up to a minute: a busy machine compiles the server slowly.
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new ExitedEarly(`server process exited with ${child.exitCode}`);
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
