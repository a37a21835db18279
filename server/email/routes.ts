/**
 * POST /api/email-service/send-email: the help form. No session needed (the welcome screen's
 * 'Contact Us' leads here too); rate-limited per client address. The message is stored in the outbox first and
 * the answer says so; delivery by SMTP happens after (and is retried) — nothing is lost on failure.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { httpError } from '../http/errors.ts';
import { LIMITS, limitedTo } from '../http/rate-limits.ts';
import { helpBodySchema, helpRules } from './help-schemas.ts';
import { storeHelpMessage } from './outbox.ts';

export function emailRoutes(db: Db, outbox: { kick(): void }) {
  return async (app: FastifyInstance) => {
    app.post<{ Body: unknown }>(
      '/email-service/send-email',
      {
        config: limitedTo(LIMITS.help),
        // The body is checked by zod below (the spec's texts); the schema documents it for OpenAPI.
        validatorCompiler: () => () => true,
        schema: {
          operationId: 'sendHelpEmail',
          tags: ['help'],
          summary: 'Send a message to support (stored, then mailed; at most 5 a minute per address)',
          body: helpBodySchema,
          response: {
            200: {
              type: 'object',
              required: ['messageId', 'status'],
              properties: { messageId: { type: 'integer' }, status: { type: 'string', enum: ['queued'] } },
            },
          },
        },
      },
      async (request) => {
        const parsed = helpRules.safeParse(request.body ?? {});
        if (!parsed.success) throw httpError(400, parsed.error.issues[0]!.message);
        const messageId = await storeHelpMessage(db, parsed.data);
        outbox.kick();
        return { messageId, status: 'queued' as const };
      },
    );
  };
}
