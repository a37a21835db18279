/**
 * A room's main screen (issue 48 item 4): its host puts one of the Pod's own pictures, videos or
 * web pages on it, for everyone in the room, or clears it. The choice is kept per room
 * (`room_screens`), so every process and anyone coming in later sees it (the stream's snapshot),
 * and told to the room as `screen` news. Only an item the Pod has saved may be shown: its id is
 * looked up in the Pod's postAssets each time the screen is set or read, so an item removed from
 * the Pod meanwhile no longer shows. A Pod room's choice goes when its last person leaves.
 */
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { nowSeconds } from '../clock.ts';
import { httpError } from '../http/errors.ts';
import type { ScreenItem } from '../../shared/live-messages.ts';
import { tellRoom } from './bus.ts';
import type { Room, RoomKey } from './room-key.ts';

export const SCREEN_ITEM_ID_MAX = 100;

export const screenRules = z.object({
  itemId: z.string().min(1).max(SCREEN_ITEM_ID_MAX, 'That is not one of the items in this Pod.').nullable(),
});

const text = z.string();
const savedMedia = z.object({
  frames: z.array(z.object({ frameId: text, frameType: z.enum(['image', 'video']), frameUrl: text }).loose()).catch([]),
  iframes: z.array(z.object({ iframeId: text, iframeUrl: text }).loose()).catch([]),
});

/** The Pod's saved pictures, videos and web pages: what its main screen may show. */
export async function screenItemsOf(db: Db, postId: string): Promise<ScreenItem[]> {
  const row = await db.kysely.selectFrom('posts').select('postAssets').where('postId', '=', postId).executeTakeFirst();
  if (!row) return [];
  let assets: unknown;
  try {
    assets = JSON.parse(row.postAssets);
  } catch {
    return [];
  }
  const parsed = savedMedia.safeParse(assets);
  if (!parsed.success) return [];
  return [
    ...parsed.data.frames.map((f) => ({ itemId: f.frameId, kind: f.frameType, url: f.frameUrl })),
    ...parsed.data.iframes.map((f) => ({ itemId: f.iframeId, kind: 'embed' as const, url: f.iframeUrl })),
  ];
}

/** What the room's main screen shows now (null: the room as its Pod is saved). */
export async function screenOf(db: Db, room: Pick<Room, 'key' | 'podId'>): Promise<ScreenItem | null> {
  const row = await db.kysely.selectFrom('roomScreens').select('itemId').where('room', '=', room.key).executeTakeFirst();
  if (!row) return null;
  return (await screenItemsOf(db, room.podId)).find((item) => item.itemId === row.itemId) ?? null;
}

/**
 * The host puts one of the Pod's items on the main screen (`itemId`) or clears it (null), and the
 * room is told. Refused, nothing is kept: someone else (403), a body that is not one (400), an
 * item the Pod has not saved or that no screen shows (400).
 */
export async function setScreen(db: Db, room: Room, body: unknown): Promise<{ screen: ScreenItem | null }> {
  if (room.role !== 'host') throw httpError(403, 'Only the host can choose what the main screen shows.');
  const parsed = screenRules.safeParse(body);
  if (!parsed.success) throw httpError(400, 'Name a picture, video or web page of this Pod, or nothing.');
  const { itemId } = parsed.data;
  let screen: ScreenItem | null = null;
  if (itemId !== null) {
    screen = (await screenItemsOf(db, room.podId)).find((item) => item.itemId === itemId) ?? null;
    if (!screen) throw httpError(400, 'That is not a picture, video or web page saved in this Pod.');
    const updatedAt = nowSeconds();
    await db.kysely
      .insertInto('roomScreens')
      .values({ room: room.key, itemId, updatedAt })
      .onConflict((oc) => oc.column('room').doUpdateSet({ itemId, updatedAt }))
      .execute();
  } else await forgetScreen(db, room.key);
  await tellRoom(db, room.key, { type: 'screen', screen });
  return { screen };
}

/** The room as its Pod is saved again (a Pod's room everyone left). */
export async function forgetScreen(db: Db, room: RoomKey) {
  await db.kysely.deleteFrom('roomScreens').where('room', '=', room).execute();
}
