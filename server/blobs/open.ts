/** Chooses the blob store (store.ts) a process uses. */
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { diskBlobStore } from './disk.ts';
import { postgresBlobStore } from './postgres.ts';
import type { BlobStore } from './store.ts';

/**
 * BLOB_STORE, or by default the database's own kind: PostgreSQL's blobs are what every process
 * behind a load balancer shares; SQLite means one process, whose DATA_DIR is enough.
 */
export function openBlobStore(config: Pick<Config, 'blobStore' | 'dataDir'>, db: Db): BlobStore {
  const kind = config.blobStore ?? (db.dialect === 'postgres' ? 'postgres' : 'disk');
  if (kind === 'disk') return diskBlobStore(config.dataDir);
  if (db.dialect !== 'postgres') throw new Error('BLOB_STORE=postgres needs the database to be PostgreSQL (DATABASE_URL)');
  return postgresBlobStore(db);
}
