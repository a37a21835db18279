/** /api/pods: the pod templates people start their Pod from, and one template's scene. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { httpError } from '../http/errors.ts';
import { findTemplate, listTemplates, toTemplate, toTemplateWithScene } from './repository.ts';

export function podRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    const listResponse = {
      200: {
        type: 'object',
        required: ['documents'],
        properties: { documents: { type: 'array', items: { type: 'object', required: ['value'], properties: { value: { $ref: 'PodTemplate#' } } } } },
      },
    } as const;
    const list = async () => ({ documents: (await listTemplates(db)).map((row) => ({ value: toTemplate(row) })) });
    app.get('/pods', { schema: { operationId: 'listPodTemplates', tags: ['pods'], summary: 'Every pod template', response: listResponse } }, list);
    // The spec's spelling, kept for callers; the document names the one without a trailing slash.
    app.get('/pods/', { schema: { hide: true, response: listResponse } }, list);

    app.get<{ Params: { id: string } }>(
      '/pods/:id',
      {
        schema: {
          operationId: 'getPodTemplate',
          tags: ['pods'],
          summary: 'One pod template with the scene the 3D pod app renders',
          params: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } },
          response: { 200: { $ref: 'PodTemplateWithScene#' } },
        },
      },
      async (request) => {
        const row = await findTemplate(db, request.params.id);
        if (!row) throw httpError(404, 'Pod template not found');
        return toTemplateWithScene(row);
      },
    );
  };
}
