/**
 * One place for every uploaded file's bytes (issue 24 item 1): profile pictures, Pod media and
 * videos (public), event thumbnails (private, sent through signed links) and chat attachments.
 * With several app processes behind a load balancer, a file one process wrote must be readable by
 * every other, so the bytes go where the database is: PostgreSQL when the app runs on it, the
 * folders under DATA_DIR otherwise (one process, one disk). docs/decisions.md says why and what an
 * S3-compatible backend would take; each method maps to one of its calls (named below).
 * open.ts chooses the backend.
 */
import type { Readable } from 'node:stream';

/** Who may read a blob, and how: also its folder under DATA_DIR (disk.ts). */
export type BlobArea = 'public' | 'private' | 'attachments';
export const BLOB_AREAS: readonly BlobArea[] = ['public', 'private', 'attachments'];

/**
 * Names are the SHA-256 of the bytes and a lower-case extension, so one name always means the same
 * bytes: a write of a name already stored has nothing to do, and a name never reaches a path or a
 * query unchecked.
 */
export const BLOB_NAME = /^[0-9a-f]{64}\.[a-z0-9]{1,8}$/;

export interface BlobInfo {
  size: number;
  /** When it was first stored (Last-Modified). */
  storedAt: Date;
}

/** Bytes `start` to `end`, both included (as in an HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface BlobStore {
  readonly kind: 'disk' | 'postgres';
  /** PutObject: stores the bytes under the name unless it is there already; readers never see part of a blob. */
  put(area: BlobArea, name: string, bytes: Buffer | Readable): Promise<void>;
  /** HeadObject: its size and date, or null when it is not stored. */
  stat(area: BlobArea, name: string): Promise<BlobInfo | null>;
  /** GetObject (with Range): streams the bytes, a few hundred KB at a time; call after stat. */
  read(area: BlobArea, name: string, range?: ByteRange): Readable;
  /** DeleteObject: gone if it was there. */
  remove(area: BlobArea, name: string): Promise<void>;
}

export function assertBlobName(name: string) {
  if (!BLOB_NAME.test(name)) throw new Error(`Not a stored file's name: ${JSON.stringify(name)}`);
}
