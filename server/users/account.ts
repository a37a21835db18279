/**
 * Creating the account (spec /create-account): a username that is unique regardless of case, a
 * display name, an optional location, the profile type and a profile picture that is stored as a
 * re-encoded square WebP. Rules of spec §5; the form is multipart, read as a stream with a cap.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { httpError } from '../http/errors.ts';
import { readMultipartForm } from '../http/multipart.ts';
import { storeSquareImage } from '../uploads/images.ts';
import { findUser } from './repository.ts';

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

export const accountRules = z.object({
  userName: z.string().trim().min(1, 'Username is required').max(24, 'Username must be at most 24 characters')
    .regex(USERNAME_PATTERN, 'Username can include only letters, numbers, periods (.), underscores (_), and hyphens (-).'),
  userDisplayName: z.string().trim().min(1, 'Name is required').max(24, 'Name must be at most 24 characters'),
  userLocation: z.string().trim().max(50, 'Location must be at most 50 characters').optional(),
  userProfileType: z.enum(['public', 'private']).default('public'),
});

/** Reads the multipart form: text fields and at most one picture, never more than the cap in memory. */
export async function readAccountForm(request: FastifyRequest) {
  const { fields, file } = await readMultipartForm(request, { file: 'profilePicture', maxFileBytes: PROFILE_PICTURE_MAX_BYTES, tooLarge: 'The picture must be at most 5 MB.' });
  const parsed = accountRules.safeParse(fields);
  if (!parsed.success) throw httpError(400, parsed.error.issues[0]!.message);
  return { ...parsed.data, picture: file };
}

export async function createAccount(db: Db, dataDir: string, userId: string, form: Awaited<ReturnType<typeof readAccountForm>>) {
  const userNameLower = form.userName.toLowerCase();
  const taken = await db.kysely.selectFrom('users').select('userId').where('userNameLower', '=', userNameLower).where('userId', '!=', userId).executeTakeFirst();
  if (taken) throw httpError(400, 'Username already taken');
  const dpUrl = form.picture && form.picture.length > 0 ? await storeSquareImage(dataDir, form.picture) : '/media/default-avatar.webp';
  try {
    await db.kysely
      .updateTable('users')
      .set({ userName: form.userName, userNameLower, displayName: form.userDisplayName, location: form.userLocation || null, profileType: form.userProfileType, dpUrl })
      .where('userId', '=', userId)
      .execute();
  } catch (error) {
    // Two people claiming the same name at once: the unique index decides.
    if (/unique|duplicate/i.test(String(error))) throw httpError(400, 'Username already taken');
    throw error;
  }
  return (await findUser(db, userId))!;
}
