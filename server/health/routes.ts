import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export function healthRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    app.get(
      '/health',
      {
        schema: {
          operationId: 'health',
          tags: ['health'],
          summary: 'Liveness and database reachability',
          response: {
            200: {
              type: 'object',
              required: ['status', 'database'],
              properties: { status: { type: 'string' }, database: { type: 'string', enum: ['sqlite', 'postgres'] } },
            },
          },
        },
      },
      async () => {
        await sql`select 1`.execute(db.kysely);
        return { status: 'ok', database: db.dialect };
      },
    );
  };
}
