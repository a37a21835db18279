/**
 * Moves the uploads in DATA_DIR's folders into another blob store (PostgreSQL: migrate-command.ts).
 * Nothing is lost: a file counts as moved only once the copy in the store has been read back with
 * the same size and hash, and a file whose bytes do not hash to its name is reported, not copied.
 * Run again, it finds everything already there and copies nothing. Files on disk stay unless
 * `deleteMoved` is given, and then only the verified ones go.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { blobFolder, blobsOnDisk } from './disk.ts';
import { BLOB_AREAS, type BlobArea, type BlobStore } from './store.ts';

export interface MoveCounts {
  found: number;
  copied: number;
  alreadyThere: number;
  failed: number;
  /** Files in the folders that are not uploads (no content-hash name): left alone. */
  notUploads: number;
  deleted: number;
}

async function digest(bytes: Readable) {
  const hash = createHash('sha256');
  let size = 0;
  for await (const piece of bytes as AsyncIterable<Buffer>) {
    hash.update(piece);
    size += piece.length;
  }
  return { hash: hash.digest('hex'), size };
}

export async function moveDiskBlobs(options: { dataDir: string; to: BlobStore; deleteMoved?: boolean; report?: (line: string) => void }) {
  const { dataDir, to, deleteMoved = false, report = () => {} } = options;
  const byArea = {} as Record<BlobArea, MoveCounts>;
  for (const area of BLOB_AREAS) {
    const counts: MoveCounts = { found: 0, copied: 0, alreadyThere: 0, failed: 0, notUploads: 0, deleted: 0 };
    byArea[area] = counts;
    const { names, others } = await blobsOnDisk(dataDir, area);
    counts.found = names.length;
    counts.notUploads = others.length;
    for (const name of others) report(`${area}/${name}: not an upload's name, left alone`);
    for (const name of names) {
      const file = join(blobFolder(dataDir, area), name);
      try {
        const onDisk = await digest(createReadStream(file));
        if (`${onDisk.hash}.${name.split('.')[1]}` !== name) throw new Error('its bytes do not hash to its name; not copied');
        const there = await to.stat(area, name);
        if (!there) await to.put(area, name, createReadStream(file));
        const stored = await digest(to.read(area, name));
        if (stored.hash !== onDisk.hash || stored.size !== onDisk.size || (await to.stat(area, name))?.size !== onDisk.size) {
          throw new Error(`the stored copy differs (${stored.size} bytes, ${onDisk.size} on disk)`);
        }
        if (there) counts.alreadyThere += 1;
        else counts.copied += 1;
        if (deleteMoved && (await stat(file)).size === onDisk.size) {
          await rm(file);
          counts.deleted += 1;
        }
      } catch (error) {
        counts.failed += 1;
        report(`${area}/${name}: failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  return byArea;
}
