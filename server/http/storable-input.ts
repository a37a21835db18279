/**
 * Input that passes the route schemas but that a database cannot take, refused at the boundary the
 * same on both databases instead of failing in a query (as a 500) on one:
 *  - U+0000 in text: PostgreSQL cannot store it, SQLite can;
 *  - numbers that are not finite: Ajv's type coercion turns "Infinity" or "1e309" into Infinity,
 *    and then skips `minimum`/`maximum` for it; JSON.parse reads 1e999 as Infinity too.
 * Path, query and JSON body here (after validation and coercion, before the routes' guards);
 * multipart fields in multipart.ts.
 */
import type { FastifyInstance } from 'fastify';
import { httpError } from './errors.ts';

export const NUL_REFUSED = 'Text must not contain NUL characters (U+0000).';
export const NOT_FINITE = 'Numbers must be finite.';

/**
 * Why a value (strings and numbers, and the keys and values of arrays and objects, at any depth)
 * cannot be stored, or null. Walked with a list, not recursion: a JSON body may nest deeper than
 * the call stack.
 */
export function unstorable(value: unknown): string | null {
  const pending = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return NUL_REFUSED;
    } else if (typeof item === 'number') {
      if (!Number.isFinite(item)) return NOT_FINITE;
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return NUL_REFUSED;
        pending.push(child);
      }
    }
  }
  return null;
}

export function refuseUnstorableInput(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    const problem = unstorable(request.params) ?? unstorable(request.query) ?? unstorable(request.body);
    if (problem) throw httpError(400, problem);
  });
}
