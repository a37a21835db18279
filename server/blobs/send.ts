/**
 * Sends a stored blob, from whichever store (store.ts), with one set of headers: its type, the
 * caller's cache policy, a policy under which nothing in it runs, a strong ETag (the name is the
 * content's hash), Last-Modified, conditional requests (304) and one byte range (206; 416 for a
 * range outside the file), which video players need to seek.
 */
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from '../http/errors.ts';
import { BLOB_NAME, type BlobArea, type BlobInfo, type BlobStore, type ByteRange } from './store.ts';

export interface SendOptions {
  type: string;
  cacheControl: string;
  /** Default `default-src 'none'`: a stored file is data, never a page. */
  contentSecurityPolicy?: string;
  /** Anything else the caller's route sends (content-disposition). */
  headers?: Record<string, string>;
  /** False where compression may apply (text attachments): a compressed body has no byte offsets. */
  ranges?: boolean;
  notFound?: string;
}

export async function sendBlob(request: FastifyRequest, reply: FastifyReply, store: BlobStore, area: BlobArea, name: string, options: SendOptions) {
  const info = BLOB_NAME.test(name) ? await store.stat(area, name) : null;
  if (!info) throw httpError(404, options.notFound ?? 'No such file.');
  const etag = `"${name.slice(0, name.indexOf('.'))}"`;
  const ranges = options.ranges ?? true;
  const range = ranges ? requestedRange(request, etag, info) : null;
  if (range === 'unsatisfiable') {
    void reply.header('content-range', `bytes */${info.size}`);
    throw httpError(416, 'The requested range is not within the file.');
  }
  void reply
    .header('content-type', options.type)
    .header('cache-control', options.cacheControl)
    .header('content-security-policy', options.contentSecurityPolicy ?? "default-src 'none'")
    .header('etag', etag)
    .header('last-modified', info.storedAt.toUTCString());
  if (ranges) void reply.header('accept-ranges', 'bytes');
  for (const [header, value] of Object.entries(options.headers ?? {})) void reply.header(header, value);
  if (unchanged(request, etag, info)) return reply.code(304).send();
  if (range) void reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
  void reply.header('content-length', range ? range.end - range.start + 1 : info.size);
  // An empty stream, not an empty body: Fastify's HEAD route would answer that with length 0.
  if (request.method === 'HEAD' || info.size === 0) return reply.send(Readable.from([]));
  return reply.send(store.read(area, name, range ?? undefined));
}

/** If-None-Match (or, without it, If-Modified-Since to the second) says the client has these bytes. */
function unchanged(request: FastifyRequest, etag: string, info: BlobInfo) {
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch !== undefined) return noneMatch.split(',').some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim()));
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(info.storedAt.getTime() / 1000) * 1000 <= since;
}

/**
 * The one range asked for, as RFC 9110 reads `Range: bytes=…`: null for the whole file (no range,
 * another unit, several ranges, or an If-Range that no longer matches), 'unsatisfiable' when
 * no part of it falls within the file.
 */
function requestedRange(request: FastifyRequest, etag: string, info: BlobInfo): ByteRange | 'unsatisfiable' | null {
  const header = request.headers.range;
  if (!header?.startsWith('bytes=')) return null;
  const ifRange = request.headers['if-range'] as string | undefined;
  if (ifRange !== undefined && ifRange !== etag && Date.parse(ifRange) !== Math.floor(info.storedAt.getTime() / 1000) * 1000) return null;
  const specs = header.slice('bytes='.length).split(',');
  if (specs.length > 1) return null;
  const match = /^\s*(\d*)-(\d*)\s*$/.exec(specs[0]!);
  if (!match || (match[1] === '' && match[2] === '')) return 'unsatisfiable';
  const last = info.size - 1;
  if (match[1] === '') {
    // bytes=-N: the last N bytes.
    const length = Number(match[2]);
    return length > 0 && info.size > 0 ? { start: Math.max(info.size - length, 0), end: last } : 'unsatisfiable';
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? last : Math.min(Number(match[2]), last);
  return start <= end ? { start, end } : 'unsatisfiable';
}
