/**
 * PostgreSQL cannot store U+0000 in text (SQLite can), so a NUL anywhere in a request's text would
 * fail in the query as a 500 on one database only. It is refused at the boundary instead, the
 * same on both: path, query and JSON body here, multipart fields in multipart.ts.
 */
import type { FastifyInstance } from 'fastify';
import { httpError } from './errors.ts';

export const NUL_REFUSED = 'Text must not contain NUL characters (U+0000).';

/**
 * Whether a value (strings, and the keys and values of arrays and objects, at any depth) holds a
 * NUL. Walked with a list, not recursion: a JSON body may nest deeper than the call stack.
 */
export function containsNul(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

export function refuseNulText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) throw httpError(400, NUL_REFUSED);
  });
}
