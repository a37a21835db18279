/**
 * Blobs in PostgreSQL, as rows of at most CHUNK_BYTES each (docs/decisions.md: why rows of bytea
 * rather than large objects). A write runs in one transaction, so a blob is seen whole or not at
 * all; a read fetches a few chunks a query and streams them, so no response holds a whole file.
 */
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { nowSeconds } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { assertBlobName, type BlobArea, type BlobStore, type ByteRange } from './store.ts';

export const CHUNK_BYTES = 256 * 1024;
/** Chunks fetched by one query while reading: 1 MB, a few round trips for a picture. */
const CHUNKS_A_QUERY = 4;

/** The tables of migration 0020-blobs; kept here, the one module that reads them. */
type BlobTables = {
  blobs: { area: string; name: string; size: number; chunkSize: number; createdAt: number };
  blobChunks: { area: string; name: string; seq: number; bytes: Buffer };
};

export function postgresBlobStore(db: Db): BlobStore {
  const tables = (k: Kysely<Database>) => k.withTables<BlobTables>();
  const blobs = tables(db.kysely);

  async function head(area: BlobArea, name: string) {
    assertBlobName(name);
    return blobs.selectFrom('blobs').select(['size', 'chunkSize', 'createdAt']).where('area', '=', area).where('name', '=', name).executeTakeFirst();
  }

  async function* chunksOf(area: BlobArea, name: string, range: ByteRange | undefined) {
    const blob = await head(area, name);
    if (!blob) throw new Error(`No blob ${area}/${name}`);
    const start = range?.start ?? 0;
    const end = Math.min(range?.end ?? blob.size - 1, blob.size - 1);
    const last = Math.floor(end / blob.chunkSize);
    for (let seq = Math.floor(start / blob.chunkSize); seq <= last && start <= end;) {
      const rows = await blobs
        .selectFrom('blobChunks')
        .select(['seq', 'bytes'])
        .where('area', '=', area)
        .where('name', '=', name)
        .where('seq', '>=', seq)
        .where('seq', '<=', Math.min(seq + CHUNKS_A_QUERY - 1, last))
        .orderBy('seq')
        .execute();
      for (const row of rows) {
        if (row.seq !== seq) throw new Error(`Blob ${area}/${name} lacks chunk ${seq}`);
        const offset = seq * blob.chunkSize;
        yield row.bytes.subarray(Math.max(start - offset, 0), end - offset + 1);
        seq += 1;
      }
      if (rows.length === 0) throw new Error(`Blob ${area}/${name} lacks chunk ${seq}`);
    }
  }

  return {
    kind: 'postgres',
    async put(area, name, bytes) {
      assertBlobName(name);
      await db.kysely.transaction().execute(async (trx) => {
        const k = tables(trx);
        // Claims the name first: a second writer of the same name waits here for the first to
        // commit, then finds it taken (same name, same bytes) and has nothing to do.
        const claimed = await k
          .insertInto('blobs')
          .values({ area, name, size: 0, chunkSize: CHUNK_BYTES, createdAt: nowSeconds() })
          .onConflict((conflict) => conflict.columns(['area', 'name']).doNothing())
          .returning('name')
          .executeTakeFirst();
        if (!claimed) {
          if (!Buffer.isBuffer(bytes)) bytes.destroy();
          return;
        }
        let size = 0;
        let seq = 0;
        for await (const chunk of inChunks(bytes, CHUNK_BYTES)) {
          await k.insertInto('blobChunks').values({ area, name, seq, bytes: chunk }).execute();
          size += chunk.length;
          seq += 1;
        }
        await k.updateTable('blobs').set({ size }).where('area', '=', area).where('name', '=', name).execute();
      });
    },
    async stat(area, name) {
      const blob = await head(area, name);
      return blob ? { size: blob.size, storedAt: new Date(blob.createdAt * 1000) } : null;
    },
    read(area, name, range) {
      return Readable.from(chunksOf(area, name, range), { objectMode: false });
    },
    async remove(area, name) {
      assertBlobName(name);
      await db.kysely.transaction().execute(async (trx) => {
        const k = tables(trx);
        await k.deleteFrom('blobChunks').where('area', '=', area).where('name', '=', name).execute();
        await k.deleteFrom('blobs').where('area', '=', area).where('name', '=', name).execute();
      });
    },
  };
}

/** The bytes cut into pieces of exactly `size` bytes (the last one shorter), from a buffer or a stream. */
async function* inChunks(bytes: Buffer | Readable, size: number): AsyncGenerator<Buffer> {
  if (Buffer.isBuffer(bytes)) {
    for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
    return;
  }
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of bytes as AsyncIterable<Buffer>) {
    pending.push(piece);
    pendingBytes += piece.length;
    while (pendingBytes >= size) {
      const joined = Buffer.concat(pending);
      yield joined.subarray(0, size);
      pending = [joined.subarray(size)];
      pendingBytes -= size;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}
