/**
 * The servers `npm run pod-pictures` draws in, in its own process on free loopback ports: the app
 * (it serves the Pods' media and uploads, as to any pod app) and the built pod app on an origin of
 * its own, over the server's database and blob store. The pod app's page is given the Pod being
 * drawn as its owner sees it, private or not, in its boot (server/web/guest-pod.ts's element,
 * which for a visitor carries only a public Pod): nobody signs in, and the page calls no API.
 * Nothing else is served a Pod: only the one being drawn, and only while it is.
 */
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../server/config.ts';
import type { Db } from '../../server/db/database.ts';
import { buildApp } from '../../server/app.ts';
import { buildPodAppServer } from '../../server/web/pod-app.ts';
import { bootScript } from '../../server/web/guest-pod.ts';
import { podAppFrameUrl } from '../../shared/frame-protocol/index.ts';
import { freePorts } from '../lib/free-ports.ts';
import type { PodAsOwned } from './pods.ts';

export interface PictureServers {
  /** The app's origin: where the page's media come from. */
  appOrigin: string;
  /** The pod app's page that shows `postId` once `show` was given its boot. */
  pageUrl(postId: string): string;
  show(postId: string, boot: PodAsOwned['boot'] | null): void;
  close(): Promise<void>;
}

/** `env` is the server's environment (process.env): the same database, blob store and keys. */
export async function startPictureServers(env: NodeJS.ProcessEnv, db: Db, fromPort: number): Promise<PictureServers> {
  const port = await freePorts(fromPort);
  const appOrigin = `http://127.0.0.1:${port}`;
  const podAppOrigin = `http://127.0.0.1:${port + 1}`;
  const config = loadConfig({
    ...env,
    HOST: '127.0.0.1',
    PORT: String(port),
    POD_APP_PORT: String(port + 1),
    PUBLIC_URL: appOrigin,
    POD_APP_URL: podAppOrigin,
    // The server's own process sends the help outbox; this one only serves files.
    SMTP_URL: '',
  });
  let shown: { postId: string; element: string } | null = null;
  const servers: FastifyInstance[] = [];
  try {
    const app = await buildApp({ config, db, gateway: false });
    servers.push(app);
    await app.listen({ port: config.port, host: config.host });
    const podApp = await buildPodAppServer(config, { guestPod: async (postId) => (postId === shown?.postId ? shown.element : '') });
    servers.push(podApp);
    await podApp.listen({ port: config.podAppPort, host: config.host });
  } catch (error) {
    await Promise.all(servers.map((server) => server.close()));
    throw error;
  }
  return {
    appOrigin,
    pageUrl: (postId) => podAppFrameUrl(podAppOrigin, { postId, previewMode: true, guest: true }),
    show(postId, boot) {
      shown = boot ? { postId, element: bootScript(boot) } : null;
    },
    close: async () => {
      await Promise.all(servers.map((server) => server.close()));
    },
  };
}
