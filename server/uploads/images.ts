/**
 * Uploaded images are untrusted: the type is read from the bytes (not the name or the declared
 * type), the image is decoded and re-encoded by sharp (which drops EXIF and other metadata), at
 * one size or at several widths for a `srcset`, and each result is stored under its content hash,
 * so the same picture is stored once.
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

/** What a picture must be beyond a picture sharp reads: some uploads take fewer formats, or only some sizes. */
export interface PictureRules {
  formats?: ReadonlySet<string>;
  /** Throws the refusal (an httpError) when the picture's size as shown (EXIF orientation applied) is not taken. */
  checkSize?: (shown: { width: number; height: number }) => void;
}

/** The picture's size as shown, read from its header only (nothing is decoded yet); 400 unless it is one of `formats`. */
async function sniff(bytes: Buffer, formats: ReadonlySet<string> = ACCEPTED_FORMATS) {
  try {
    const { format, autoOrient } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (format && formats.has(format)) return autoOrient;
  } catch {
    // Not an image sharp can read: refused below.
  }
  throw httpError(400, 'Only image files are allowed.');
}

/** One WebP of the picture, stored content-addressed; returns its URL. */
const storeOne = async (place: Place, bytes: Buffer, resize: ResizeOptions) => (await storeReencoded(place, bytes, [resize]))[0]!;

/** A square WebP (cover crop, EXIF orientation applied), stored content-addressed; returns its URL. */
export const storeSquareImage = (blobs: BlobStore, bytes: Buffer, size = 512) =>
  storeOne(publicPlace(blobs), bytes, { width: size, height: size, fit: 'cover', position: 'attention' });

const fitWidth = (maxWidth: number): ResizeOptions => ({ width: maxWidth, fit: 'inside', withoutEnlargement: true });
/** A WebP no wider than `maxWidth` (aspect kept, EXIF orientation applied), stored content-addressed; returns its URL. */
export const storeImage = (blobs: BlobStore, bytes: Buffer, maxWidth = 1200) => storeOne(publicPlace(blobs), bytes, fitWidth(maxWidth));
/** As storeImage, among the private pictures: its URL must be signed before anyone is given it. */
export const storePrivateImage = (blobs: BlobStore, bytes: Buffer, maxWidth = 1200) => storeOne(privatePlace(blobs), bytes, fitWidth(maxWidth));

/**
 * The picture at each of `widths`, cropped to cover `aspect` (width / height), as WebPs stored
 * content-addressed; `rules` may refuse it first, and then nothing is stored. Returns their URLs, in
 * the order of `widths`.
 */
export const storeImageWidths = (blobs: BlobStore, bytes: Buffer, { widths, aspect, ...rules }: { widths: readonly number[]; aspect: number } & PictureRules) =>
  storeReencoded(
    publicPlace(blobs),
    bytes,
    widths.map((width): ResizeOptions => ({ width, height: Math.round(width / aspect), fit: 'cover' })),
    rules,
  );

/** Checks the picture, then encodes every size of it in one job slot, then stores them all. */
async function storeReencoded({ blobs, area, urlPrefix }: Place, bytes: Buffer, sizes: readonly ResizeOptions[], rules: PictureRules = {}) {
  const webps = await imageSlots.run(async () => {
    const shown = await sniff(bytes, rules.formats);
    rules.checkSize?.(shown);
    const encoded: Buffer[] = [];
    for (const resize of sizes)
      encoded.push(await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate().resize(resize).webp({ quality: 82 }).toBuffer());
    return encoded;
  });
  const urls: string[] = [];
  for (const webp of webps) {
    const name = `${createHash('sha256').update(webp).digest('hex')}.webp`;
    await blobs.put(area, name, webp);
    urls.push(`${urlPrefix}${name}`);
  }
  return urls;
}
