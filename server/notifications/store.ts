/**
 * Notification rows (spec §3 Notification): written in the same transaction as what caused them
 * (a follow, an invitation), read and streamed by the live-notification routes.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowSeconds } from '../clock.ts';

export type NotificationType = 'New Follower' | 'Follow Request' | 'Event Invitation';

export interface NewNotification {
  userId: string;
  actorId: string;
  type: NotificationType;
  entityId?: string | null;
}

export async function addNotifications(db: Kysely<Database>, rows: NewNotification[]) {
  if (rows.length === 0) return;
  const createdAt = nowSeconds();
  await db
    .insertInto('notifications')
    .values(rows.map((row) => ({ userId: row.userId, actorId: row.actorId, type: row.type, entityId: row.entityId ?? null, createdAt, readAt: null })))
    .execute();
}
