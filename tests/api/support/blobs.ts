/** Helpers for the blob store's tests: content-hash names. */
import { createHash, randomBytes } from 'node:crypto';

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Random bytes (they do not compress) and the name the store keeps them under. */
export function randomBlob(size: number, extension: string) {
  const bytes = randomBytes(size);
  return { bytes, name: `${sha256(bytes)}.${extension}` };
}
