/**
 * POST /api/email-service/send-email: the help form. No session needed (the welcome screen's
 * 'Contact Us' leads here too); rate-limited per IP. The message is stored in the outbox first and
 * the answer says so; delivery by SMTP happens after (and is retried) — nothing is lost on failure.
 */
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Db } from '../db/database.ts';
import { httpError } from '../http/errors.ts';
import { helpBodySchema, helpRules } from './help-schemas.ts';
import { storeHelpMessage } from './outbox.ts';

export const HELP_RATE_LIMIT = { max: 5, timeWindow: '1 minute' } as const;

export function emailRoutes(db: Db, outbox: { kick(): void }) {
  return async (app: FastifyInstance) => {
    // Scoped to this plugin's routes only (global: false); the limit is declared per route.
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        error: 'Too Many Requests',
        message: `Too many messages. Please try again in ${context.after}.`,
      }),
    });
    app.post<{ Body: unknown }>('/email-service/send-email', {
      config: { rateLimit: HELP_RATE_LIMIT },
      // The body is checked by zod below (the spec's texts); the schema documents it for OpenAPI.
      validatorCompiler: () => () => true,
      schema: {
        operationId: 'sendHelpEmail', tags: ['help'], summary: 'Send a message to support (stored, then mailed; at most 5 a minute per address)',
        body: helpBodySchema,
        response: {
          200: { type: 'object', required: ['messageId', 'status'], properties: { messageId: { type: 'integer' }, status: { type: 'string', enum: ['queued'] } } },
        },
      },
    }, async (request) => {
      const parsed = helpRules.safeParse(request.body ?? {});
      if (!parsed.success) throw httpError(400, parsed.error.issues[0]!.message);
      const messageId = await storeHelpMessage(db, parsed.data);
      outbox.kick();
      return { messageId, status: 'queued' as const };
    });
  };
}
