/** The rules behind the post schemas: limits (spec §5, §9) and which URLs a Pod may load. */
import { z } from 'zod';
import { httpError } from '../http/errors.ts';
import { placedPropSchema } from '../../shared/pod-scene.ts';
import { MAX_PROPS_PER_POD } from '../../shared/prop-catalogue.ts';

export const POD_TITLE_MAX = 20;
export const POD_DESCRIPTION_MAX = 500;

/** A same-site path ('/media/…', not '//host') or an https URL; nothing else reaches the 3D app. */
const assetUrl = z
  .string()
  .max(2048)
  .refine((url) => /^\/(?!\/)/.test(url) || /^https:\/\/[^\s]+$/.test(url), 'must be an https URL or a path on this site');

const placed = { slotId: z.string().max(64) };
const assetsRules = z.object({
  frames: z.array(z.object({ ...placed, frameUrl: assetUrl })).max(50),
  iframes: z.array(z.object({ ...placed, iframeUrl: assetUrl.refine((url) => url.startsWith('https://'), 'must be an https URL') })).max(20),
  Assets3d: z.array(z.object({ ...placed, assetUrl })).max(50),
  ambientSound: z.object({ soundUrl: assetUrl.nullable(), soundName: z.string().max(100) }).nullable(),
  textures: z.array(z.object({ textureUrl: assetUrl })).max(10),
  textAssets: z.array(z.object({ ...placed, text: z.string().max(500), color: z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a #rrggbb colour') })).max(50),
  // Props from the library the owner placed (issue 18). Optional: Pods saved before it have none.
  props: z.array(placedPropSchema).max(MAX_PROPS_PER_POD, `Too many props: a Pod holds at most ${MAX_PROPS_PER_POD}`).optional(),
  // 2: the props are every prop in the room, the template's too (issue 48); absent: the template's come from the template.
  version: z.literal(2).optional(),
});

const title = z.string().trim().min(1, 'Title is required').max(POD_TITLE_MAX, `Title must be at most ${POD_TITLE_MAX} characters`);
const description = z.string().trim().max(POD_DESCRIPTION_MAX, `Description must be at most ${POD_DESCRIPTION_MAX} characters`);

const newPostRules = z.object({ postName: title, postDescription: description, postAssets: assetsRules });
const updateRules = z.object({
  postName: title.optional(),
  postDescription: description.min(1, 'Description is required').optional(),
  postTags: z.array(z.string()).min(1, 'Please select at least one category').optional(),
  postAssets: assetsRules.optional(),
});

function check<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const path = issue.path.join('.');
  // Messages written for people ('Title is required') stand alone; generic ones name their field.
  throw httpError(400, /^[A-Z]/.test(issue.message) ? issue.message : `${path} ${issue.message}`);
}

export const checkNewPost = (body: unknown) => check(newPostRules, body);
export const checkPostUpdate = (body: unknown) => check(updateRules, body);
