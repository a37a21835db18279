/**
 * Links to private pictures (event thumbnails, which only the host and the guests may see). An
 * <img> cannot send the session's bearer token, so the API hands the people allowed to see a
 * picture a signed link that expires; the file's bare address, or a link whose signature or time
 * does not check, is refused. Every server process signs with the same key (auth/server-keys.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sendBlob } from '../blobs/send.ts';
import type { BlobStore } from '../blobs/store.ts';
import { nowSeconds } from '../clock.ts';
import { httpError } from '../http/errors.ts';
import { PRIVATE_UPLOADS_URL_PREFIX } from './images.ts';

/** A link works for one to two hours; within an hour the same link is given, so browsers cache the picture. */
const WINDOW_S = 3600;
const STORED_NAME = /^[0-9a-f]{64}\.webp$/;
const REFUSED = 'This link to a private picture has expired or is not valid. Reload the page to get a new one.';

export function privateLinks(blobs: BlobStore, key: Uint8Array) {
  const signature = (name: string, expires: number) => createHmac('sha256', key).update(`${name}:${expires}`).digest();

  /** A stored private picture's URL as a signed link; any other URL (a public picture, null) as it is. */
  function link(url: string | null) {
    if (url === null || !url.startsWith(PRIVATE_UPLOADS_URL_PREFIX)) return url;
    const name = url.slice(PRIVATE_UPLOADS_URL_PREFIX.length);
    const expires = (Math.floor(nowSeconds() / WINDOW_S) + 2) * WINDOW_S;
    return `${url}?expires=${expires}&signature=${signature(name, expires).toString('base64url')}`;
  }

  /** Sends a private picture for a valid, unexpired link; 403 otherwise (whether the file exists is not told). */
  function serve(app: FastifyInstance) {
    app.get<{ Params: { name: string }; Querystring: Record<string, unknown> }>(
      `${PRIVATE_UPLOADS_URL_PREFIX}:name`,
      { schema: { hide: true } },
      (request, reply) => {
        const { name } = request.params;
        const { expires, signature: given } = request.query;
        const expiresAt = typeof expires === 'string' && /^\d{1,12}$/.test(expires) ? Number(expires) : 0;
        const givenBytes = typeof given === 'string' ? Buffer.from(given, 'base64url') : Buffer.alloc(0);
        const expected = signature(name, expiresAt);
        const valid = STORED_NAME.test(name) && expiresAt > nowSeconds() && givenBytes.length === expected.length && timingSafeEqual(givenBytes, expected);
        if (!valid) throw httpError(403, REFUSED);
        return sendBlob(request, reply, blobs, 'private', name, {
          type: 'image/webp',
          cacheControl: `private, max-age=${expiresAt - nowSeconds()}`,
          notFound: 'No such picture.',
        });
      },
    );
  }
  return { link, serve };
}

export type PrivateLinks = ReturnType<typeof privateLinks>;
