/**
 * Which GraphQL requests the service worker keeps for offline use, and under what key. Only
 * queries (never mutations or file uploads) sent as JSON; the key holds a SHA-256 of the caller's
 * Authorization header, so an answer read with one person's session is never found with another's
 * (nor by a signed-out visitor), and a SHA-256 of the body (operation and variables).
 */
import { OFFLINE_KEY_PATH } from './shared.ts';

const hex = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** True for a GraphQL body whose operation is a query (a shorthand `{ … }` counts as one). */
export function isQueryBody(body: string): boolean {
  try {
    const { query } = JSON.parse(body) as { query?: unknown };
    if (typeof query !== 'string') return false;
    const withoutComments = query.replace(/#[^\n]*/g, '').trimStart();
    return withoutComments.startsWith('{') || /^query\b/.test(withoutComments);
  } catch {
    return false;
  }
}

/** The cache key for one request's answer, or null when it is not to be kept. */
export async function offlineKey(origin: string, authorization: string | null, body: string): Promise<string | null> {
  if (!isQueryBody(body)) return null;
  return `${origin}${OFFLINE_KEY_PATH}${await hex(authorization ?? 'guest')}/${await hex(body)}`;
}
