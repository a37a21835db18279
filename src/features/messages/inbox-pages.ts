/** How the inbox's pages add up: older pages go below, a fresh first page goes on top. */

interface Page<T> {
  conversations: T[];
  nextCursor: string | null;
}
type Keyed = { user: { userId: string } };

/** An older page below what is shown (someone already shown is not shown twice). */
export function appendOlder<T extends Keyed>(shown: Page<T>, older: Page<T>): Page<T> {
  const seen = new Set(shown.conversations.map((c) => c.user.userId));
  return { conversations: [...shown.conversations, ...older.conversations.filter((c) => !seen.has(c.user.userId))], nextCursor: older.nextCursor };
}

/**
 * A first page read again (a message came): it goes on top, and the older conversations already
 * shown stay below it, so reading on is not lost; paging on continues from where it was.
 */
export function withFreshFirstPage<T extends Keyed>(shown: Page<T>, fresh: Page<T>, pagesShown: number): Page<T> {
  if (pagesShown <= 1) return fresh;
  const fresher = new Set(fresh.conversations.map((c) => c.user.userId));
  return { conversations: [...fresh.conversations, ...shown.conversations.filter((c) => !fresher.has(c.user.userId))], nextCursor: shown.nextCursor };
}
