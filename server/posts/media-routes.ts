/**
 * /api/posts/{userId}/{postId}/media: a picture or a video from the owner's device, for a frame in
 * their Pod. The upload rules are the app's: the type is sniffed from the bytes, the size capped
 * while it streams, and the file re-encoded (pictures by sharp to WebP, videos by ffmpeg to MP4)
 * before it is stored under its content hash. The answer is the stored file's same-site address,
 * which the editor puts in the frame and saves with the Pod as any address.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { requireSelf, requireSession } from '../auth/guard.ts';
import { httpError } from '../http/errors.ts';
import { readMultipartForm } from '../http/multipart.ts';
import { LIMITS, limitedTo } from '../http/rate-limits.ts';
import type { BlobStore } from '../blobs/store.ts';
import { storeImage } from '../uploads/images.ts';
import { storeVideo, VIDEO_MAX_BYTES } from '../uploads/videos.ts';
import { findOwnPost } from './repository.ts';

export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
export const PICTURE_TOO_LARGE = 'Pictures must be 10 MB or smaller.';
export const MEDIA_TOO_LARGE = 'Files must be 30 MB or smaller (pictures 10 MB).';
const PICTURE_MAX_WIDTH = 2048;

const mediaBody = {
  type: 'object',
  required: ['kind', 'file'],
  properties: {
    kind: { type: 'string', enum: ['image', 'video'], description: 'What the file is for: an image frame or a video frame' },
    file: {
      type: 'string',
      format: 'binary',
      description: 'A picture (JPEG, PNG, WebP, GIF, AVIF, HEIC; at most 10 MB) or a video (MP4, MOV, WebM; at most 30 MB, 60 s are kept)',
    },
  },
} as const;

export function mediaRoutes(db: Db, { blobs, ffmpeg }: { blobs: BlobStore; ffmpeg: string }) {
  return async (app: FastifyInstance) => {
    app.post<{ Params: { userId: string; postId: string } }>(
      '/posts/:userId/:postId/media',
      {
        // The pod app's editor uploads with its frame token.
        preHandler: [requireSession(db, { frameToken: true }), requireSelf('userId')],
        config: limitedTo(LIMITS.podMedia),
        validatorCompiler: () => () => true,
        schema: {
          operationId: 'uploadPodMedia',
          tags: ['posts'],
          summary: "A picture or video from the owner's device for a frame in their Pod (sniffed, capped, re-encoded)",
          consumes: ['multipart/form-data'],
          params: { type: 'object', required: ['userId', 'postId'], properties: { userId: { type: 'string' }, postId: { type: 'string' } } },
          body: mediaBody,
          response: { 200: { $ref: 'PodMedia#' } },
        },
      },
      async (request) => {
        const { userId, postId } = request.params;
        await findOwnPost(db, userId, postId);
        const { fields, file } = await readMultipartForm(request, { file: 'file', maxFileBytes: VIDEO_MAX_BYTES, tooLarge: MEDIA_TOO_LARGE, maxFields: 2 });
        const kind = fields.kind;
        if (kind !== 'image' && kind !== 'video') throw httpError(400, "kind must be 'image' or 'video'");
        if (!file) throw httpError(400, 'Choose a file to upload.');
        if (kind === 'image') {
          if (file.length > PICTURE_MAX_BYTES) throw httpError(413, PICTURE_TOO_LARGE);
          return { kind, url: await storeImage(blobs, file, PICTURE_MAX_WIDTH) };
        }
        return { kind, url: await storeVideo(blobs, file, ffmpeg) };
      },
    );
  };
}
