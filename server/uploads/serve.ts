/** Serves public uploads from the blob store: immutable (names are content hashes), never sniffed by the browser. */
import type { FastifyInstance } from 'fastify';
import { sendBlob } from '../blobs/send.ts';
import type { BlobStore } from '../blobs/store.ts';
import { httpError } from '../http/errors.ts';
import { UPLOADS_URL_PREFIX } from './images.ts';

/** What the public area holds: pictures (images.ts) and videos (videos.ts). */
const TYPES: Record<string, string> = { webp: 'image/webp', mp4: 'video/mp4' };

export function serveUploads(app: FastifyInstance, blobs: BlobStore) {
  app.get<{ Params: { name: string } }>(`${UPLOADS_URL_PREFIX}:name`, { schema: { hide: true } }, (request, reply) => {
    const { name } = request.params;
    const type = TYPES[name.slice(name.lastIndexOf('.') + 1)];
    if (!type) throw httpError(404, 'No such file.');
    return sendBlob(request, reply, blobs, 'public', name, { type, cacheControl: 'public, max-age=31536000, immutable' });
  });
}
