/** Serves stored uploads: immutable (names are content hashes), never sniffed by the browser. */
import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { UPLOADS_URL_PREFIX, uploadsDir } from './images.ts';

export async function serveUploads(app: FastifyInstance, dataDir: string) {
  const root = uploadsDir(dataDir);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    maxAge: 31_536_000_000,
    immutable: true,
    setHeaders: (res) => {
      res.setHeader('content-security-policy', "default-src 'none'");
    },
  });
}
