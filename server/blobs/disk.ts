/**
 * Blobs as files under DATA_DIR, in the folders uploads have always used (so an existing DATA_DIR
 * keeps working as it is): one process, or processes sharing one disk.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertBlobName, BLOB_NAME, type BlobArea, type BlobStore } from './store.ts';

const FOLDERS: Record<BlobArea, string> = { public: 'uploads', private: 'private-uploads', attachments: 'attachments' };
export const blobFolder = (dataDir: string, area: BlobArea) => join(dataDir, FOLDERS[area]);

export function diskBlobStore(dataDir: string): BlobStore {
  const path = (area: BlobArea, name: string) => {
    assertBlobName(name);
    return join(blobFolder(dataDir, area), name);
  };
  return {
    kind: 'disk',
    async put(area, name, bytes) {
      const target = path(area, name);
      await mkdir(blobFolder(dataDir, area), { recursive: true });
      // Written beside it, then renamed into place: a reader sees the whole file or none. The
      // dot keeps a draft left by a crash out of listings (blobsOnDisk) and out of any URL.
      const draft = join(blobFolder(dataDir, area), `.${name}.${randomBytes(6).toString('hex')}`);
      try {
        await pipeline(Buffer.isBuffer(bytes) ? Readable.from([bytes]) : bytes, createWriteStream(draft));
        await rename(draft, target);
      } finally {
        await rm(draft, { force: true });
      }
    },
    async stat(area, name) {
      const found = await stat(path(area, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      return found?.isFile() ? { size: found.size, storedAt: found.mtime } : null;
    },
    read(area, name, range) {
      return createReadStream(path(area, name), range ? { start: range.start, end: range.end } : {});
    },
    async remove(area, name) {
      await rm(path(area, name), { force: true });
    },
  };
}

/** The names of the blobs in one area's folder (for moving them elsewhere: migrate-command.ts), and anything else found there. */
export async function blobsOnDisk(dataDir: string, area: BlobArea) {
  const entries = await readdir(blobFolder(dataDir, area), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files = entries.filter((entry) => entry.isFile() && !entry.name.startsWith('.')).map((entry) => entry.name);
  return { names: files.filter((name) => BLOB_NAME.test(name)), others: files.filter((name) => !BLOB_NAME.test(name)) };
}
