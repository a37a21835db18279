/** PUT /api/users/{id}: the partial update of onboarding (pods, status, interests, social links). */
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { httpError } from '../http/errors.ts';
import { findTemplate } from '../pods/repository.ts';
import { interests, socialPlatforms } from '../../shared/options.ts';
import { findUser } from './repository.ts';

export interface UserUpdate {
  userPods?: { podId: string }[];
  userStatus?: 'new' | 'complete';
  userInterests?: string[];
  userSocialLinks?: { socialId: number; socialLink: string }[];
}

const rules = z.object({
  userPods: z
    .array(z.object({ podId: z.string() }))
    .max(1, 'The free plan includes one Pod.')
    .optional(),
  userInterests: z.array(z.enum(interests)).min(1, 'Please select at least one interest to continue').optional(),
  userSocialLinks: z
    .array(
      z.object({
        socialId: z
          .number()
          .int()
          .refine((id) => socialPlatforms.some((p) => p.socialId === id), 'Unknown social platform'),
        socialLink: z
          .string()
          .trim()
          .max(100, 'Social usernames are at most 100 characters')
          .regex(/^[A-Za-z0-9._@-]*$/, 'Social usernames can include only letters, numbers, periods, underscores, hyphens and @'),
      }),
    )
    .max(socialPlatforms.length)
    .optional(),
});

export async function updateUser(db: Db, userId: string, body: UserUpdate) {
  const parsed = rules.safeParse(body);
  if (!parsed.success) throw httpError(400, parsed.error.issues[0]!.message);
  const update = parsed.data;
  const changes: { pods?: string; status?: string; interests?: string; socialLinks?: string } = {};
  if (update.userPods) {
    const pods = [];
    for (const { podId } of update.userPods) {
      const template = await findTemplate(db, podId);
      if (!template) throw httpError(400, 'Unknown pod template');
      pods.push({ podId, podName: template.name, podDisplayImage: template.displayImage, podDescription: template.description, podStatus: 'active' });
    }
    changes.pods = JSON.stringify(pods);
    // Choosing the first pod completes onboarding (spec §4 User status).
    if (pods.length > 0) changes.status = 'complete';
  }
  if (body.userStatus !== undefined) {
    const current = await findUser(db, userId);
    const hasPod = (changes.pods ?? current?.pods ?? '[]') !== '[]';
    if (body.userStatus === 'complete' && !hasPod) throw httpError(400, 'Choose a Pod before completing your account.');
    changes.status = body.userStatus;
  }
  if (update.userInterests) {
    // 'all' stands for every interest (spec §4): stored as the full list.
    const chosen = update.userInterests.includes('all') ? [...interests] : [...new Set(update.userInterests)];
    changes.interests = JSON.stringify(chosen);
  }
  if (update.userSocialLinks) {
    const links = update.userSocialLinks
      .filter((link) => link.socialLink.length > 0)
      .map((link) => ({
        socialId: link.socialId,
        socialName: socialPlatforms.find((p) => p.socialId === link.socialId)!.socialName,
        socialLink: link.socialLink,
      }));
    changes.socialLinks = JSON.stringify(links);
  }
  if (Object.keys(changes).length > 0) await db.kysely.updateTable('users').set(changes).where('userId', '=', userId).execute();
  return (await findUser(db, userId))!;
}
