/**
 * Uploaded images are untrusted: the type is read from the bytes (not the name or the declared
 * type), the image is decoded and re-encoded by sharp (which drops EXIF and other metadata), and
 * the result is stored under its content hash, so the same picture is stored once.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { httpError } from '../http/errors.ts';

export const UPLOADS_URL_PREFIX = '/media/uploads/';
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
/** Decoding limit: refuses decompression bombs (a tiny file that expands to a huge bitmap). */
const MAX_INPUT_PIXELS = 40_000_000;

export const uploadsDir = (dataDir: string) => join(dataDir, 'uploads');

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
export async function storeSquareImage(dataDir: string, bytes: Buffer, size = 512) {
  await sniff(bytes);
  const webp = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    .rotate()
    .resize(size, size, { fit: 'cover', position: 'attention' })
    .webp({ quality: 82 })
    .toBuffer();
  const name = `${createHash('sha256').update(webp).digest('hex')}.webp`;
  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, name), webp, { flag: 'w' });
  return `${UPLOADS_URL_PREFIX}${name}`;
}
