/**
 * Emoji reactions in rooms (issue 20): one of a few emoji (REACTION_EMOJI), sent by someone
 * in the room now and told to everyone there as `reaction` news (bus.ts, so across processes on
 * PostgreSQL). Nothing is stored: a reaction is seen by who is there, then gone. The route limits
 * each person to a few a second (LIMITS.liveReaction), so a flood is refused before it costs
 * anyone else a thing.
 */
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { httpError } from '../http/errors.ts';
import { REACTION_EMOJI, type ReactionEmoji } from '../../shared/reactions.ts';
import { tellRoom } from './bus.ts';
import { requirePresent } from './presence.ts';
import type { RoomKey } from './room-key.ts';

export const reactionRules = z.object({
  emoji: z.enum(REACTION_EMOJI, { message: `A reaction is one of ${REACTION_EMOJI.join(' ')}.` }),
});

/** Tells the room `userId` reacted; refused unless the body names an allowed emoji and they are in the room now. */
export async function react(db: Db, room: RoomKey, userId: string, body: unknown): Promise<{ emoji: ReactionEmoji }> {
  const parsed = reactionRules.safeParse(body);
  if (!parsed.success) throw httpError(400, parsed.error.issues[0]!.message);
  await requirePresent(db, room, userId);
  const { emoji } = parsed.data;
  await tellRoom(db, room, { type: 'reaction', userId, emoji });
  return { emoji };
}
