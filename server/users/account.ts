/**
 * Creating the account (spec /create-account): a username that is unique regardless of case, a
 * display name, an optional location, the profile type and a profile picture that is stored as a
 * re-encoded square WebP. Rules of spec §5; the form is multipart, read as a stream with a cap.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { UsersTable } from '../db/schema.ts';
import { httpError } from '../http/errors.ts';
import { readMultipartForm } from '../http/multipart.ts';
import type { BlobStore } from '../blobs/store.ts';
import { storeSquareImage } from '../uploads/images.ts';
import { findUser } from './repository.ts';

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

export const accountRules = z.object({
  userName: z
    .string()
    .trim()
    .min(1, 'Username is required')
    .max(24, 'Username must be at most 24 characters')
    .regex(USERNAME_PATTERN, 'Username can include only letters, numbers, periods (.), underscores (_), and hyphens (-).'),
  userDisplayName: z.string().trim().min(1, 'Name is required').max(24, 'Name must be at most 24 characters'),
  userLocation: z.string().trim().max(50, 'Location must be at most 50 characters').optional(),
  userProfileType: z.enum(['public', 'private']).default('public'),
});

/** Reads the multipart form: text fields and at most one picture, never more than the cap in memory. */
export async function readAccountForm(request: FastifyRequest) {
  const { fields, file } = await readMultipartForm(request, {
    file: 'profilePicture',
    maxFileBytes: PROFILE_PICTURE_MAX_BYTES,
    tooLarge: 'The picture must be at most 5 MB.',
  });
  const parsed = accountRules.safeParse(fields);
  if (!parsed.success) throw httpError(400, parsed.error.issues[0]!.message);
  return { ...parsed.data, picture: file };
}

export async function createAccount(db: Db, blobs: BlobStore, userId: string, form: Awaited<ReturnType<typeof readAccountForm>>) {
  const dpUrl = form.picture && form.picture.length > 0 ? await storeSquareImage(blobs, form.picture) : '/media/default-avatar.webp';
  await writeProfile(db, userId, {
    userName: form.userName,
    userNameLower: form.userName.toLowerCase(),
    displayName: form.userDisplayName,
    location: form.userLocation || null,
    profileType: form.userProfileType,
    dpUrl,
  });
  return (await findUser(db, userId))!;
}

type ProfileColumns = Partial<Pick<Updateable<UsersTable>, 'userName' | 'userNameLower' | 'displayName' | 'location' | 'profileType' | 'dpUrl'>>;

/** Writes profile columns; a username held by someone else (any case) is 'Username already taken'. */
async function writeProfile(db: Db, userId: string, changes: ProfileColumns) {
  if (changes.userNameLower) {
    const taken = await db.kysely
      .selectFrom('users')
      .select('userId')
      .where('userNameLower', '=', changes.userNameLower)
      .where('userId', '!=', userId)
      .executeTakeFirst();
    if (taken) throw httpError(400, 'Username already taken');
  }
  try {
    await db.kysely.updateTable('users').set(changes).where('userId', '=', userId).execute();
  } catch (error) {
    // Two people claiming the same name at once: the unique index decides.
    if (/unique|duplicate/i.test(String(error))) throw httpError(400, 'Username already taken');
    throw error;
  }
}

/** Edit profile (spec §5): the same rules as the account, every field optional, at least one sent. */
export const profileRules = accountRules.omit({ userProfileType: true }).partial();
export const NOTHING_TO_UPDATE = 'Please update at least one field before saving.';

export async function readProfileForm(request: FastifyRequest) {
  const { fields, file } = await readMultipartForm(request, {
    file: 'profilePicture',
    maxFileBytes: PROFILE_PICTURE_MAX_BYTES,
    tooLarge: 'The picture must be at most 5 MB.',
  });
  const parsed = profileRules.safeParse(fields);
  if (!parsed.success) throw httpError(400, parsed.error.issues[0]!.message);
  return { ...parsed.data, picture: file };
}

/** Applies only what differs from the stored profile; nothing different is a 400. */
export async function updateProfile(db: Db, blobs: BlobStore, userId: string, form: Awaited<ReturnType<typeof readProfileForm>>) {
  const current = (await findUser(db, userId))!;
  const changes: ProfileColumns = {};
  if (form.userName !== undefined && form.userName !== current.userName) {
    changes.userName = form.userName;
    changes.userNameLower = form.userName.toLowerCase();
  }
  if (form.userDisplayName !== undefined && form.userDisplayName !== current.displayName) changes.displayName = form.userDisplayName;
  if (form.userLocation !== undefined && (form.userLocation || null) !== current.location) changes.location = form.userLocation || null;
  if (form.picture) changes.dpUrl = await storeSquareImage(blobs, form.picture);
  if (Object.keys(changes).length === 0) throw httpError(400, NOTHING_TO_UPDATE);
  await writeProfile(db, userId, changes);
  return (await findUser(db, userId))!;
}
