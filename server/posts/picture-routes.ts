/**
 * PUT /api/posts/{userId}/{postId}/picture: the owner's pod app sends a render of the Pod's
 * arrival view, which becomes the Pod's picture everywhere (pod-picture.ts has the rules). As any
 * upload: the type is sniffed from the bytes, the size capped while it streams, and the picture
 * re-encoded before it is stored under its content hash; a refused one changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { requireSelf, requireSession } from '../auth/guard.ts';
import { httpError } from '../http/errors.ts';
import { readMultipartForm } from '../http/multipart.ts';
import { LIMITS, limitedTo } from '../http/rate-limits.ts';
import type { BlobStore } from '../blobs/store.ts';
import { POD_PICTURE_MAX_BYTES, POD_PICTURE_TOO_LARGE, setPodPicture } from './pod-picture.ts';
import { findOwnPost } from './repository.ts';

const pictureBody = {
  type: 'object',
  required: ['file'],
  properties: {
    file: {
      type: 'string',
      format: 'binary',
      description: "A render of the Pod's arrival view: PNG, WebP or JPEG, landscape 4:3, 640×480 to 2048×1536, at most 3 MB",
    },
  },
} as const;

export function pictureRoutes(db: Db, { blobs }: { blobs: BlobStore }) {
  return async (app: FastifyInstance) => {
    app.put<{ Params: { userId: string; postId: string } }>(
      '/posts/:userId/:postId/picture',
      {
        // The pod app renders and uploads with its frame token.
        preHandler: [requireSession(db, { frameToken: true }), requireSelf('userId')],
        config: limitedTo(LIMITS.podPicture),
        validatorCompiler: () => () => true,
        schema: {
          operationId: 'setPodPicture',
          tags: ['posts'],
          summary: "A render of your Pod's arrival view from the pod app, which becomes the Pod's picture everywhere (sniffed, capped, re-encoded)",
          consumes: ['multipart/form-data'],
          params: { type: 'object', required: ['userId', 'postId'], properties: { userId: { type: 'string' }, postId: { type: 'string' } } },
          body: pictureBody,
          response: { 200: { $ref: 'PodPicture#' } },
        },
      },
      async (request) => {
        const { userId, postId } = request.params;
        await findOwnPost(db, userId, postId);
        const { file } = await readMultipartForm(request, { file: 'file', maxFileBytes: POD_PICTURE_MAX_BYTES, tooLarge: POD_PICTURE_TOO_LARGE, maxFields: 1 });
        if (!file) throw httpError(400, 'Choose a file to upload.');
        return setPodPicture(db, blobs, postId, file);
      },
    );
  };
}
