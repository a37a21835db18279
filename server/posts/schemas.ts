/**
 * JSON schemas of posts (a user's Pod), named by `$id` so GraphQL gets real type names. They
 * describe shape only; limits and URL rules are checked in validation.ts (Mesh turns
 * maxLength/pattern into custom scalars, which the app cannot use comfortably).
 */
import { interests, podCategories, podTypes } from '../../shared/options.ts';

const str = { type: 'string' } as const;
/** The Pod's own picture at every width as an img `srcset` (pod-picture.ts); null or absent: the template's stock picture. */
export const displayImageSet = {
  type: ['string', 'null'],
  description: "The Pod's own picture (postDisplayImage) at 240, 480 and 960 wide, as an img srcset; null while the Pod shows its template's picture",
} as const;
const num = { type: 'number' } as const;
const placement = { position: { $ref: 'Vector3#' }, rotation: { $ref: 'Vector3#' }, scale: { $ref: 'Vector3#' } } as const;
const placed = ['slotId', 'position', 'rotation', 'scale'] as const;

export const vector3 = { $id: 'Vector3', type: 'object', required: ['x', 'y', 'z'], properties: { x: num, y: num, z: num } } as const;
export const podType = { $id: 'PodType', type: 'string', enum: podTypes } as const;
export const podCategory = { $id: 'PodCategory', type: 'string', enum: podCategories } as const;
export const interest = { $id: 'Interest', type: 'string', enum: interests } as const;
export const postVisibility = { $id: 'PostVisibility', type: 'string', enum: ['public', 'private'] } as const;

export const postAssets = {
  $id: 'PostAssets',
  type: 'object',
  required: ['frames', 'iframes', 'Assets3d', 'ambientSound', 'textures', 'textAssets'],
  properties: {
    frames: {
      type: 'array',
      items: {
        type: 'object',
        required: ['frameId', 'frameType', 'frameUrl', ...placed],
        properties: { frameId: str, slotId: str, frameType: { type: 'string', enum: ['image', 'video'] }, frameUrl: str, ...placement },
      },
    },
    iframes: {
      type: 'array',
      items: { type: 'object', required: ['iframeId', 'iframeUrl', ...placed], properties: { iframeId: str, slotId: str, iframeUrl: str, ...placement } },
    },
    Assets3d: {
      type: 'array',
      items: {
        type: 'object',
        required: ['assetId', 'assetUrl', 'animated', ...placed],
        properties: { assetId: str, slotId: str, assetUrl: str, animated: { type: 'boolean' }, ...placement },
      },
    },
    ambientSound: {
      type: ['object', 'null'],
      required: ['soundId', 'soundSize', 'soundName', 'soundDescription', 'soundUrl'],
      properties: { soundId: str, soundSize: { type: 'integer' }, soundName: str, soundDescription: str, soundUrl: { type: ['string', 'null'] } },
    },
    textures: {
      type: 'array',
      items: {
        type: 'object',
        required: ['textureId', 'target', 'textureUrl'],
        properties: { textureId: str, target: { type: 'string', enum: ['floor', 'walls', 'ceiling'] }, textureUrl: str },
      },
    },
    textAssets: {
      type: 'array',
      items: {
        type: 'object',
        required: ['textId', 'text', 'color', ...placed],
        properties: { textId: str, slotId: str, text: str, color: str, ...placement },
      },
    },
    /** Props from the library (ids in shared/prop-catalogue.ts), checked in validation.ts. Absent in Pods saved before issue 18. */
    props: {
      type: 'array',
      items: { type: 'object', required: ['id', 'prop', 'position', 'rotation', 'scale'], properties: { id: str, prop: str, ...placement } },
    },
    version: {
      type: 'integer',
      enum: [2],
      description:
        "2: `props` are every prop in the room, the template's too (its own copy, ids 'template:…'); absent: the template's props come from the template",
    },
  },
} as const;

/** Who is in a Pod's drop-in room now, as the viewer may see them (issue 46; shared/here-now.ts). Absent: nobody. */
export const hereNow = {
  $id: 'HereNow',
  type: 'object',
  required: ['count', 'faces'],
  description: 'How many people are in the Pod now, and up to three of them the viewer follows',
  properties: {
    count: { type: 'integer' },
    faces: { type: 'array', items: { $ref: 'HereFace#' } },
  },
} as const;

/** One of the people the viewer follows who is in the Pod now. */
export const hereFace = {
  $id: 'HereFace',
  type: 'object',
  required: ['userId', 'userDisplayName', 'userDPUrl'],
  properties: { userId: str, userDisplayName: { type: ['string', 'null'] }, userDPUrl: { type: ['string', 'null'] } },
} as const;

const postFields = {
  postType: { $ref: 'PostVisibility#' },
  postName: str,
  postDescription: str,
  postTags: { type: 'array', items: { $ref: 'PodCategory#' } },
  postSubTag: { $ref: 'PodType#' },
} as const;

export const post = {
  $id: 'Post',
  type: 'object',
  required: [
    'postId',
    'userId',
    'postType',
    'postName',
    'postDescription',
    'postTags',
    'postSubTag',
    'postDisplayImage',
    'podId',
    'podName',
    'postLikes',
    'postViews',
    'user',
    'postAssets',
    'createdAt',
  ],
  properties: {
    postId: str,
    userId: str,
    ...postFields,
    postDisplayImage: str,
    postDisplayImageSet: displayImageSet,
    podId: str,
    podName: str,
    postLikes: { type: 'integer' },
    postViews: { type: 'integer' },
    user: {
      type: 'object',
      required: ['userId', 'userDPUrl', 'userDisplayName', 'userStatus'],
      properties: { userId: str, userDPUrl: { type: ['string', 'null'] }, userDisplayName: { type: ['string', 'null'] }, userStatus: str },
    },
    postAssets: { $ref: 'PostAssets#' },
    createdAt: { type: 'integer' },
    hereNow: { $ref: 'HereNow#' },
  },
} as const;

/** POST /api/posts/{userId}: the full post body. Pod name and image come from the template. */
export const newPost = {
  $id: 'NewPost',
  type: 'object',
  required: ['postType', 'postName', 'postDescription', 'postTags', 'postSubTag', 'podId', 'postAssets'],
  properties: { ...postFields, podId: str, postAssets: { $ref: 'PostAssets#' } },
} as const;

/** PUT /api/posts/{userId}/{postId}: details (pod settings), a theme change (podId) and/or what the 3D pod app's editor placed (postAssets). */
export const postUpdate = {
  $id: 'PostUpdate',
  type: 'object',
  minProperties: 1,
  properties: { ...postFields, podId: str, postAssets: { $ref: 'PostAssets#' } },
} as const;

export const postList = {
  $id: 'PostList',
  type: 'object',
  required: ['total', 'documents'],
  properties: {
    total: { type: 'integer' },
    documents: { type: 'array', items: { type: 'object', required: ['value'], properties: { value: { $ref: 'Post#' } } } },
  },
} as const;

const flag = { type: 'boolean' } as const;
const { postAssets: _assets, ...withoutAssets } = post.properties;

/** A feed card: the post without its assets, plus the viewer's like and what the Pod contains (spec §3 card flags). */
export const feedPost = {
  $id: 'FeedPost',
  type: 'object',
  required: [...post.required.filter((key) => key !== 'postAssets'), 'isLiked', 'isYoutube', 'isVideoContent', 'isSocialLink', 'isAnimatedObject'],
  properties: { ...withoutAssets, isLiked: flag, isYoutube: flag, isVideoContent: flag, isSocialLink: flag, isAnimatedObject: flag },
} as const;

export const feedPage = {
  $id: 'FeedPage',
  type: 'object',
  required: ['pageNumber', 'pageSize', 'documents'],
  properties: {
    pageNumber: { type: 'integer' },
    pageSize: { type: 'integer' },
    documents: { type: 'array', items: { type: 'object', required: ['value'], properties: { value: { $ref: 'FeedPost#' } } } },
  },
} as const;

export const feedCategory = { $id: 'FeedCategory', type: 'string', enum: ['all-pods', 'business', 'technology', 'design', 'lifestyle'] } as const;

/** A picture or video uploaded for a frame (media-routes.ts). */
export const podMedia = {
  $id: 'PodMedia',
  type: 'object',
  required: ['kind', 'url'],
  properties: {
    kind: { type: 'string', enum: ['image', 'video'] },
    url: { type: 'string', description: 'The stored file, a path on the Pods site (/media/uploads/…)' },
  },
} as const;

/** A Pod's picture as it is now, after the pod app sent a render (picture-routes.ts). */
export const podPicture = {
  $id: 'PodPicture',
  type: 'object',
  required: ['postDisplayImage', 'postDisplayImageSet'],
  properties: {
    postDisplayImage: { type: 'string', description: "The Pod's picture, 960 wide: a path on the Pods site (/media/uploads/…)" },
    postDisplayImageSet: { type: 'string', description: 'The same picture at 240, 480 and 960 wide, as an img srcset' },
  },
} as const;

export const postSchemas = [
  hereFace,
  hereNow,
  podMedia,
  podPicture,
  vector3,
  podType,
  podCategory,
  interest,
  postVisibility,
  postAssets,
  post,
  newPost,
  postUpdate,
  postList,
  feedPost,
  feedPage,
  feedCategory,
];
