import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Uploaded files' bytes when the blob store is PostgreSQL (issue 24; server/blobs/postgres.ts):
 * `blobs` (one row a file: its area, content-hash name, size and the chunk size it was cut into)
 * and `blob_chunks` (its bytes in order, at most 256 KB a row). SQLite gets the same tables for
 * one schema on both; its blobs stay in DATA_DIR (server/blobs/disk.ts), so they stay empty there.
 */
export async function up(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('blobs')
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('chunk_size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('blobs_pk', ['area', 'name'])
    .execute();
  await db.schema
    .createTable('blob_chunks')
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('bytes', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addPrimaryKeyConstraint('blob_chunks_pk', ['area', 'name', 'seq'])
    .addForeignKeyConstraint('blob_chunks_blob', ['area', 'name'], 'blobs', ['area', 'name'], (c) => c.onDelete('cascade'))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  for (const table of ['blob_chunks', 'blobs']) await db.schema.dropTable(table).execute();
}
