/** The inbox's pages: older ones below, a fresh first page on top without losing what was read on. */
import { describe, expect, it } from 'vitest';
import { appendOlder, withFreshFirstPage } from '../../../src/features/messages/inbox-pages.ts';

const c = (userId: string, preview = userId) => ({ user: { userId }, preview });
const ids = (page: { conversations: { user: { userId: string } }[] }) => page.conversations.map((x) => x.user.userId);

describe('inbox pages', () => {
  it('puts an older page below, takes its cursor, and never shows a person twice', () => {
    const shown = { conversations: [c('a'), c('b')], nextCursor: '40' };
    const older = appendOlder(shown, { conversations: [c('b'), c('c')], nextCursor: '12' });
    expect(ids(older)).toEqual(['a', 'b', 'c']);
    expect(older.nextCursor).toBe('12');
    expect(appendOlder(older, { conversations: [c('d')], nextCursor: null }).nextCursor).toBeNull();
  });

  it('replaces a single page with a fresh one as it is', () => {
    const fresh = { conversations: [c('z'), c('a')], nextCursor: '50' };
    expect(withFreshFirstPage({ conversations: [c('a')], nextCursor: null }, fresh, 1)).toBe(fresh);
  });

  it('keeps older pages below a fresh first page, moving a conversation that came back to the top', () => {
    const shown = { conversations: [c('a'), c('b'), c('c', 'old'), c('d')], nextCursor: '7' };
    const fresh = { conversations: [c('c', 'new'), c('a')], nextCursor: '30' };
    const merged = withFreshFirstPage(shown, fresh, 2);
    expect(ids(merged)).toEqual(['c', 'a', 'b', 'd']);
    expect(merged.conversations[0]!.preview).toBe('new');
    expect(merged.nextCursor).toBe('7');
  });
});
