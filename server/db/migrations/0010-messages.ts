import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Messaging: `messages` (one row a message, numeric ids in send order, keyed by the pair's
 * conversation key `a:b` with the smaller user id first), `conversations` (one row per person and
 * conversation: the other person, the newest message, how far this person has read, and how far
 * they cleared the chat with Delete chat), and `presence` (who has a live stream open, per server
 * process, refreshed while it stays open).
 */
export async function up(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('messages')
    .addColumn('message_id', postgres ? 'serial' : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('conversation_key', 'text', (c) => c.notNull())
    .addColumn('sender_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('recipient_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_key', 'text')
    .addColumn('image_width', 'integer')
    .addColumn('image_height', 'integer')
    .addColumn('file_key', 'text')
    .addColumn('file_name', 'text')
    .addColumn('file_size', 'integer')
    .addColumn('file_type', 'text')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addUniqueConstraint('messages_client', ['sender_id', 'client_id'])
    .execute();
  await db.schema.createIndex('messages_conversation').on('messages').columns(['conversation_key', 'message_id']).execute();

  await db.schema
    .createTable('conversations')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('other_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('last_message_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_read_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cleared_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('conversations_pk', ['user_id', 'other_id'])
    .execute();
  await db.schema.createIndex('conversations_recent').on('conversations').columns(['user_id', 'last_message_id']).execute();

  await db.schema
    .createTable('presence')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('process_id', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('presence_pk', ['user_id', 'process_id'])
    .execute();
  await db.schema.createIndex('presence_process').on('presence').columns(['process_id']).execute();
}

export async function down(db: Kysely<unknown>) {
  for (const table of ['presence', 'conversations', 'messages']) await db.schema.dropTable(table).execute();
}
