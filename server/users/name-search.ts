/** The people lists' search (spec §5 Search): a case-insensitive substring of the name or username. */
import { sql, type SqlBool } from 'kysely';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern for the lower-cased search text, or null for no search. */
export function likePattern(search: string | null | undefined) {
  const term = search?.trim().toLowerCase();
  return term ? `%${escapeLike(term)}%` : null;
}

/** The condition on the joined `users` row (% and _ in the search match themselves). */
export const nameMatches = (pattern: string) =>
  sql<SqlBool>`(lower(users.display_name) like ${pattern} escape '\\' or users.user_name_lower like ${pattern} escape '\\')`;
