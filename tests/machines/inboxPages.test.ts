/**
 * The inbox's pages (machines/inboxPages.ts) on their own: 'Show older conversations' reads the
 * page after the cursor and puts it below, a failure says 'Older conversations did not load.' and
 * 'Try again' reads it again; a message reads the first page again and puts it on top.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { inboxPagesMachine, selectLoadingOlder, selectOlderFailed, type InboxPage } from '../../machines/inboxPages.ts';

const page = (ids: string[], nextCursor: string | null): InboxPage => ({ conversations: ids.map((userId) => ({ user: { userId } })), nextCursor });

function start(loadPage: (cursor: string | null) => Promise<InboxPage>) {
  const load = vi.fn(loadPage);
  const effects = { appendOlder: vi.fn(), putFreshOnTop: vi.fn() };
  const actor = createActor(
    inboxPagesMachine.provide({
      actors: { loadPage: fromPromise(({ input }) => load(input.cursor)) },
      actions: { appendOlder: (_, p) => effects.appendOlder(p), putFreshOnTop: (_, p) => effects.putFreshOnTop(p) },
    }),
  ).start();
  return { actor, load, effects, snapshot: () => actor.getSnapshot() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('inboxPages', () => {
  it('starts with one page shown and nothing loading', () => {
    const { snapshot } = start(() => new Promise(() => {}));
    expect(snapshot().value).toEqual({ older: 'idle', latest: 'idle' });
    expect(snapshot().context.pagesShown).toBe(1);
    expect(selectLoadingOlder(snapshot())).toBe(false);
    expect(selectOlderFailed(snapshot())).toBe(false);
  });

  it('reads the page after the cursor and puts it below, counting the pages shown', async () => {
    const { actor, load, effects, snapshot } = start(() => Promise.resolve(page(['c'], null)));
    actor.send({ type: 'older.requested', cursor: '30' });
    expect(selectLoadingOlder(snapshot())).toBe(true);
    expect(load).toHaveBeenCalledWith('30');
    await settle();
    expect(snapshot().value).toEqual({ older: 'idle', latest: 'idle' });
    expect(effects.appendOlder).toHaveBeenCalledWith(page(['c'], null));
    expect(snapshot().context.pagesShown).toBe(2);
  });

  it('does nothing when no older page exists (no cursor)', () => {
    const { actor, load, snapshot } = start(() => Promise.resolve(page([], null)));
    actor.send({ type: 'older.requested', cursor: null });
    expect(snapshot().value).toEqual({ older: 'idle', latest: 'idle' });
    expect(load).not.toHaveBeenCalled();
  });

  it("fails when the older page does not load; 'Try again' reads it again", async () => {
    const { actor, load, effects, snapshot } = start(
      vi
        .fn<(cursor: string | null) => Promise<InboxPage>>()
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValueOnce(page(['c'], '5')),
    );
    actor.send({ type: 'older.requested', cursor: '30' });
    await settle();
    expect(snapshot().value).toEqual({ older: 'failed', latest: 'idle' });
    expect(selectOlderFailed(snapshot())).toBe(true);
    expect(effects.appendOlder).not.toHaveBeenCalled();
    expect(snapshot().context.pagesShown).toBe(1);
    actor.send({ type: 'older.requested', cursor: '30' });
    expect(selectLoadingOlder(snapshot())).toBe(true);
    await settle();
    expect(load).toHaveBeenNthCalledWith(2, '30');
    expect(effects.appendOlder).toHaveBeenCalledWith(page(['c'], '5'));
    expect(snapshot().value).toEqual({ older: 'idle', latest: 'idle' });
  });

  it('reads the first page again when a message comes and puts it on top, with the pages shown', async () => {
    const { actor, load, effects, snapshot } = start((cursor) => Promise.resolve(cursor ? page(['c'], null) : page(['z', 'a'], '30')));
    actor.send({ type: 'older.requested', cursor: '30' });
    await settle();
    actor.send({ type: 'message.received' });
    expect(snapshot().value).toEqual({ older: 'idle', latest: 'reading' });
    expect(load).toHaveBeenLastCalledWith(null);
    await settle();
    expect(effects.putFreshOnTop).toHaveBeenCalledWith({ page: page(['z', 'a'], '30'), pagesShown: 2 });
    expect(snapshot().value).toEqual({ older: 'idle', latest: 'idle' });
  });

  it('starts the fresh read over when another message comes meanwhile; only the last read is put on top', async () => {
    let call = 0;
    const { actor, effects } = start(() => {
      call += 1;
      return Promise.resolve(page([`read-${call}`], null));
    });
    actor.send({ type: 'message.received' });
    actor.send({ type: 'message.received' });
    await settle();
    expect(effects.putFreshOnTop).toHaveBeenCalledTimes(1);
    expect(effects.putFreshOnTop).toHaveBeenCalledWith({ page: page(['read-2'], null), pagesShown: 1 });
  });

  it('leaves the list as it was when the fresh read fails', async () => {
    const { actor, effects, snapshot } = start(() => Promise.reject(new Error('offline')));
    actor.send({ type: 'message.received' });
    await settle();
    expect(effects.putFreshOnTop).not.toHaveBeenCalled();
    expect(snapshot().value).toEqual({ older: 'idle', latest: 'idle' });
  });

  it('pages on while the top is read again', async () => {
    const { actor, snapshot } = start(() => new Promise(() => {}));
    actor.send({ type: 'message.received' });
    actor.send({ type: 'older.requested', cursor: '30' });
    expect(snapshot().value).toEqual({ older: 'loading', latest: 'reading' });
  });
});
