/**
 * Uploaded images are untrusted: the type is read from the bytes (not the name or the declared
 * type), the image is decoded and re-encoded by sharp (which drops EXIF and other metadata), and
 * the result is stored under its content hash, so the same picture is stored once.
 */
import { createHash } from 'node:crypto';
import sharp, { type ResizeOptions } from 'sharp';
import type { BlobArea, BlobStore } from '../blobs/store.ts';
import { httpError } from '../http/errors.ts';
import { jobSlots } from './job-slots.ts';

export const UPLOADS_URL_PREFIX = '/media/uploads/';
/** Pictures only some people may see (event thumbnails): sent only through signed links (private-links.ts). */
export const PRIVATE_UPLOADS_URL_PREFIX = '/media/private/';
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
/** Decoding limit: refuses decompression bombs (a tiny file that expands to a huge bitmap). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * sharp decodes on libuv's worker threads, which file reads and crypto share: a burst of large
 * pictures would hold all of them (and a bitmap's memory each) while every other request waits.
 * So pictures are decoded two at a time, each on one thread; a few more wait their turn, and past
 * that an upload is answered 503 at once rather than queued for longer than a person would wait.
 */
export const IMAGE_JOBS_AT_ONCE = 2;
export const IMAGE_JOBS_WAITING = 8;
sharp.concurrency(1);
const imageSlots = jobSlots({
  atOnce: IMAGE_JOBS_AT_ONCE,
  waiting: IMAGE_JOBS_WAITING,
  busy: 'Too many pictures are being processed right now. Please try again in a moment.',
});

interface Place {
  blobs: BlobStore;
  area: BlobArea;
  urlPrefix: string;
}
const publicPlace = (blobs: BlobStore): Place => ({ blobs, area: 'public', urlPrefix: UPLOADS_URL_PREFIX });
const privatePlace = (blobs: BlobStore): Place => ({ blobs, area: 'private', urlPrefix: PRIVATE_UPLOADS_URL_PREFIX });

async function sniff(bytes: Buffer) {
  try {
    const { format } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (format && ACCEPTED_FORMATS.has(format)) return format;
  } catch {
    // Not an image sharp can read: refused below.
  }
  throw httpError(400, 'Only image files are allowed.');
}

/** A square WebP (cover crop, EXIF orientation applied), stored content-addressed; returns its URL. */
export const storeSquareImage = (blobs: BlobStore, bytes: Buffer, size = 512) =>
  storeReencoded(publicPlace(blobs), bytes, { width: size, height: size, fit: 'cover', position: 'attention' });

const fitWidth = (maxWidth: number): ResizeOptions => ({ width: maxWidth, fit: 'inside', withoutEnlargement: true });
/** A WebP no wider than `maxWidth` (aspect kept, EXIF orientation applied), stored content-addressed; returns its URL. */
export const storeImage = (blobs: BlobStore, bytes: Buffer, maxWidth = 1200) => storeReencoded(publicPlace(blobs), bytes, fitWidth(maxWidth));
/** As storeImage, among the private pictures: its URL must be signed before anyone is given it. */
export const storePrivateImage = (blobs: BlobStore, bytes: Buffer, maxWidth = 1200) => storeReencoded(privatePlace(blobs), bytes, fitWidth(maxWidth));

async function storeReencoded({ blobs, area, urlPrefix }: Place, bytes: Buffer, resize: ResizeOptions) {
  const webp = await imageSlots.run(async () => {
    await sniff(bytes);
    return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate().resize(resize).webp({ quality: 82 }).toBuffer();
  });
  const name = `${createHash('sha256').update(webp).digest('hex')}.webp`;
  await blobs.put(area, name, webp);
  return `${urlPrefix}${name}`;
}
