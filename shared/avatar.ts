/**
 * The avatar a person chooses once (issue 20, item 5): a body shape, a colour and an accessory,
 * each from a small set built in code. Shared by the server (validation, the users.avatar column,
 * the live room's participants) and the live event app (the chooser, the 3D avatars, the People
 * panel). Someone who never chose gets one derived from their user id, so it never changes.
 */
import * as z from 'zod/mini';

export const AVATAR_SHAPES = ['capsule', 'block', 'cone', 'robot'] as const;
export const AVATAR_ACCESSORIES = ['none', 'hat', 'glasses', 'headphones'] as const;
/** Eight colours far apart in hue and light enough for the dark name label and panels (all ≥ 4.5:1 against #0b0d12). */
export const AVATAR_COLOURS = ['coral', 'amber', 'lime', 'teal', 'sky', 'violet', 'pink', 'silver'] as const;

export type AvatarShape = (typeof AVATAR_SHAPES)[number];
export type AvatarAccessory = (typeof AVATAR_ACCESSORIES)[number];
export type AvatarColour = (typeof AVATAR_COLOURS)[number];

export const AVATAR_HEX: Record<AvatarColour, string> = {
  coral: '#f0705f',
  amber: '#f2b233',
  lime: '#8fd14f',
  teal: '#2ec4b0',
  sky: '#5aa9f5',
  violet: '#a98bf5',
  pink: '#f07cbc',
  silver: '#b9c2cf',
};

/** What a screen reader says for each choice. */
export const AVATAR_LABELS: Record<AvatarShape | AvatarAccessory | AvatarColour, string> = {
  capsule: 'Capsule',
  block: 'Block',
  cone: 'Cone',
  robot: 'Robot',
  none: 'None',
  hat: 'Hat',
  glasses: 'Glasses',
  headphones: 'Headphones',
  coral: 'Coral',
  amber: 'Amber',
  lime: 'Lime',
  teal: 'Teal',
  sky: 'Sky blue',
  violet: 'Violet',
  pink: 'Pink',
  silver: 'Silver',
};

export const avatarSchema = z.strictObject({
  shape: z.enum(AVATAR_SHAPES, { error: `shape must be one of ${AVATAR_SHAPES.join(', ')}` }),
  colour: z.enum(AVATAR_COLOURS, { error: `colour must be one of ${AVATAR_COLOURS.join(', ')}` }),
  accessory: z.enum(AVATAR_ACCESSORIES, { error: `accessory must be one of ${AVATAR_ACCESSORIES.join(', ')}` }),
});
export type Avatar = z.infer<typeof avatarSchema>;

/** The JSON schemas of an avatar (routes, OpenAPI, GraphQL): named enums, no value keywords. */
export const avatarJsonSchemas = [
  { $id: 'AvatarShape', type: 'string', enum: [...AVATAR_SHAPES] },
  { $id: 'AvatarColour', type: 'string', enum: [...AVATAR_COLOURS] },
  { $id: 'AvatarAccessory', type: 'string', enum: [...AVATAR_ACCESSORIES] },
  {
    $id: 'Avatar',
    type: 'object',
    required: ['shape', 'colour', 'accessory'],
    properties: { shape: { $ref: 'AvatarShape#' }, colour: { $ref: 'AvatarColour#' }, accessory: { $ref: 'AvatarAccessory#' } },
  },
] as const;

const hashOf = (userId: string) => {
  let hash = 2166136261;
  for (const char of userId) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
};

/** The avatar of someone who never chose one: the same for the same id, everywhere. */
export function defaultAvatar(userId: string): Avatar {
  const hash = hashOf(userId);
  return {
    shape: AVATAR_SHAPES[hash % AVATAR_SHAPES.length]!,
    colour: AVATAR_COLOURS[(hash >>> 4) % AVATAR_COLOURS.length]!,
    accessory: AVATAR_ACCESSORIES[(hash >>> 9) % AVATAR_ACCESSORIES.length]!,
  };
}

/** The stored column (JSON text, or null when never chosen) as the avatar shown, and whether it was chosen. */
export function storedAvatar(userId: string, stored: string | null): { avatar: Avatar; avatarChosen: boolean } {
  if (stored) {
    try {
      const parsed = avatarSchema.safeParse(JSON.parse(stored));
      if (parsed.success) return { avatar: parsed.data, avatarChosen: true };
    } catch {
      // A damaged value counts as never chosen.
    }
  }
  return { avatar: defaultAvatar(userId), avatarChosen: false };
}

/** How the avatar reads aloud, e.g. 'Coral cone with a hat'. */
export function describeAvatar({ shape, colour, accessory }: Avatar) {
  const body = `${AVATAR_LABELS[colour]} ${AVATAR_LABELS[shape].toLowerCase()}`;
  if (accessory === 'none') return body;
  return `${body} with ${accessory === 'hat' ? 'a hat' : AVATAR_LABELS[accessory].toLowerCase()}`;
}
