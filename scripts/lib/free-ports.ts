/** Free ports on this machine for a script's own servers (never a fixed one another run may hold). */
import { createServer } from 'node:net';

const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, () => probe.close(() => resolve(true)));
  });

/** The first port from `from` whose next one is free too (the app's and the pod app's origins). */
export async function freePorts(from: number) {
  for (let port = from; port < from + 200; port += 2) if ((await portFree(port)) && (await portFree(port + 1))) return port;
  throw new Error(`no two free ports from ${from}`);
}
