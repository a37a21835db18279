import type { ChildProcess } from 'node:child_process';

/** Resolves once `url` answers 2xx; fails when `child` (the server that should answer) exits first, or after `timeoutMs`. */
export async function untilAnswering(url: string, { child, timeoutMs = 180_000 }: { child?: ChildProcess; timeoutMs?: number } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server for ${url} exited with ${child.exitCode}`);
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
