import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { blockedUsersMachine, selectVisible, type BlockedUser } from '../../machines/blockedUsers.ts';
import { call } from './support/calls.ts';

const person = (userId: string, userName: string | null, userDisplayName: string | null): BlockedUser => ({
  userId,
  userName,
  userDisplayName,
  userDPUrl: null,
});
const ada = person('u1', 'ada.l', 'Ada Lovelace');
const alan = person('u2', 'turing', 'Alan Turing');
const nameless = person('u3', null, null);

function start() {
  const load = call<BlockedUser[]>();
  const unblock = call<void, { userId: string }>();
  const effects = { announceUnblocked: vi.fn(), reportFailure: vi.fn() };
  const machine = blockedUsersMachine.provide({ actors: { loadBlocked: load.logic, unblockUser: unblock.logic }, actions: effects });
  const actor = createActor(machine).start();
  return { actor, load, unblock, effects };
}

async function loaded(users = [ada, alan, nameless]) {
  const started = start();
  await started.load.resolve(users);
  return started;
}

describe('blocked users (/settings/blocked-users)', () => {
  it('reads the list first, then shows everyone', async () => {
    const { actor, load } = start();
    expect(blockedUsersMachine.id).toBe('blockedUsers'); // names its statechart page
    expect(actor.getSnapshot().value).toBe('loading');
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['loadBlocked']);
    expect(selectVisible(actor.getSnapshot())).toEqual([]);
    expect(load.count).toBe(1);
    await load.resolve([ada, alan]);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(selectVisible(actor.getSnapshot())).toEqual([ada, alan]);
  });

  it("a failed read says so and 'Try again' reads again", async () => {
    const { actor, load, effects } = start();
    const error = new Error('offline');
    await load.reject(error);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(effects.reportFailure).toHaveBeenCalledWith(expect.anything(), { error });
    actor.send({ type: 'unblock', userId: 'u1' });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(load.count).toBe(2);
  });

  it('search filters by name or username, in any case, ignoring spaces around it', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'search.changed', search: '  TURING ' });
    expect(selectVisible(actor.getSnapshot())).toEqual([alan]);
    actor.send({ type: 'search.changed', search: 'lovelace' });
    expect(selectVisible(actor.getSnapshot())).toEqual([ada]);
    actor.send({ type: 'search.changed', search: 'ADA.' });
    expect(selectVisible(actor.getSnapshot())).toEqual([ada]);
    actor.send({ type: 'search.changed', search: 'nobody' });
    expect(selectVisible(actor.getSnapshot())).toEqual([]);
    actor.send({ type: 'search.changed', search: '   ' });
    expect(selectVisible(actor.getSnapshot())).toEqual([ada, alan, nameless]);
  });

  it('search works while the list is still loading', async () => {
    const { actor, load } = start();
    actor.send({ type: 'search.changed', search: 'alan' });
    await load.resolve([ada, alan]);
    expect(selectVisible(actor.getSnapshot())).toEqual([alan]);
  });

  it("'Unblock' removes the person once the server agrees, with the toast", async () => {
    const { actor, unblock, effects } = await loaded();
    actor.send({ type: 'unblock', userId: 'u2' });
    expect(actor.getSnapshot().value).toBe('unblocking');
    expect(unblock.inputs).toEqual([{ userId: 'u2' }]);
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['unblockUser']);
    // Every button is disabled meanwhile: a second unblock is not sent.
    actor.send({ type: 'unblock', userId: 'u1' });
    expect(unblock.count).toBe(1);
    await unblock.resolve();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(selectVisible(actor.getSnapshot())).toEqual([ada, nameless]);
    expect(actor.getSnapshot().context.unblocking).toBeNull();
    expect(effects.announceUnblocked).toHaveBeenCalledTimes(1);
  });

  it('a failed unblock keeps the person and says so', async () => {
    const { actor, unblock, effects } = await loaded();
    actor.send({ type: 'unblock', userId: 'u1' });
    const error = new Error('500');
    await unblock.reject(error);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(selectVisible(actor.getSnapshot())).toEqual([ada, alan, nameless]);
    expect(actor.getSnapshot().context.unblocking).toBeNull();
    expect(effects.announceUnblocked).not.toHaveBeenCalled();
    expect(effects.reportFailure).toHaveBeenCalledWith(expect.anything(), { error });
  });

  it('only someone shown can be unblocked: not a stranger, not someone the search hides', async () => {
    const { actor, unblock } = await loaded();
    actor.send({ type: 'unblock', userId: 'stranger' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'search.changed', search: 'ada' });
    actor.send({ type: 'unblock', userId: 'u2' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(unblock.count).toBe(0);
    actor.send({ type: 'unblock', userId: 'u1' });
    expect(actor.getSnapshot().value).toBe('unblocking');
  });
});
