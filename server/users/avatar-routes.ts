/**
 * PUT /api/users/avatar/{userId}: the signed-in person sets their own avatar (shared/avatar.ts).
 * The live event frame calls it with its frame token, so it opts in to those. Everyone in a live
 * room with them now sees the change at once (room news `avatar`).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { requireSelf, requireSession } from '../auth/guard.ts';
import { httpError } from '../http/errors.ts';
import { LIMITS, limitedTo } from '../http/rate-limits.ts';
import { avatarSchema, type Avatar } from '../../shared/avatar.ts';
import { tellRoomsOfAvatar } from '../live/avatar-news.ts';

export function avatarRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    app.put<{ Params: { userId: string }; Body: Avatar }>(
      '/users/avatar/:userId',
      {
        preHandler: [requireSession(db, { frameToken: true }), requireSelf('userId')],
        config: limitedTo(LIMITS.avatar),
        schema: {
          operationId: 'setAvatar',
          tags: ['users'],
          summary: 'Choose your avatar for live events: a shape, a colour and an accessory',
          params: { type: 'object', required: ['userId'], properties: { userId: { type: 'string' } } },
          body: { $ref: 'Avatar#' },
          response: { 200: { $ref: 'Avatar#' } },
        },
      },
      async (request) => {
        const parsed = avatarSchema.safeParse(request.body);
        if (!parsed.success) throw httpError(400, parsed.error.issues[0]!.message);
        const avatar = parsed.data;
        const { userId } = request.params;
        await db.kysely
          .updateTable('users')
          .set({ avatar: JSON.stringify(avatar) })
          .where('userId', '=', userId)
          .execute();
        await tellRoomsOfAvatar(db, userId, avatar);
        return avatar;
      },
    );
  };
}
