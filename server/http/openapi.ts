/**
 * The OpenAPI document's frame (@fastify/swagger options): the bearer scheme, the server, and each
 * operation's `security` read from its route's guards, so the document says what is enforced.
 */
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { sessionNeedOf } from '../auth/guard.ts';

const SESSION = { session: [] };

/** Required: the session scheme; optional: anonymous (`{}`) or the session; none: public (`[]`). */
const securityFor = (preHandler: unknown) => {
  const need = sessionNeedOf(preHandler);
  return need === 'required' ? [SESSION] : need === 'optional' ? [{}, SESSION] : [];
};

export const openapiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.0.3',
    info: { title: 'Pods REST API', version: '1.0.0', description: 'Errors are `ErrorResponse` JSON with the HTTP status (see docs/decisions.md).' },
    // The API is served by the app's own origin, under /api.
    servers: [{ url: '/', description: "The Pods server (the app's own origin)" }],
    components: {
      securitySchemes: {
        session: {
          type: 'http',
          scheme: 'bearer',
          description: 'The sessionToken from signing in (the pod app frames send their frame token where a route accepts one).',
        },
      },
    },
  },
  refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  transform: ({ schema, url, route }) => ({ schema: { ...schema, security: securityFor(route.preHandler) }, url }),
};
