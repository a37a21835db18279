/** /api/pods: the pod templates people start their Pod from. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';

export function podRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    app.get('/pods/', {
      schema: {
        operationId: 'listPodTemplates', tags: ['pods'], summary: 'Every pod template',
        response: {
          200: {
            type: 'object', required: ['documents'],
            properties: { documents: { type: 'array', items: { type: 'object', required: ['value'], properties: { value: { $ref: 'PodTemplate#' } } } } },
          },
        },
      },
    }, async () => {
      const rows = await db.kysely.selectFrom('podTemplates').selectAll().orderBy('createdAt').orderBy('podId').execute();
      return {
        documents: rows.map((row) => ({
          value: { podId: row.podId, podName: row.name, podDisplayImage: row.displayImage, podDescription: row.description, podTags: JSON.parse(row.tags) as string[] },
        })),
      };
    });
  };
}
