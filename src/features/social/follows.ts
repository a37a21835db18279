/**
 * One home for the viewer's relation to each person (issue 21): a follow-status machine per
 * person, kept for the viewer's tab (../../lib/kept.ts), so every follow button for one person on
 * screen — their profile's, their rows on the lists — shows the same state and changes together.
 * The first read of the person starts the machine; a newer read (another object from another
 * load) tells it what the server has now, which it takes only at rest. A read whose request
 * began before the last read taken or the last change confirmed says nothing: it may not hold
 * them (../../lib/read-order.ts). A row drawn again from kept data hands back an object already
 * read, which says nothing either.
 */
import { fromPromise, type ActorRefFrom } from 'xstate';
import { createActor } from '../../lib/machine-hooks.ts';
import { followStatusMachine, type FollowStatus } from '../../../machines/followStatus.ts';
import { showToast } from '../../app/actors.ts';
import { keptActor, keptActorIfAny } from '../../lib/kept.ts';
import { readOrder } from '../../lib/read-order.ts';
import { whenTapIsDrawn } from '../../lib/after-paint.ts';
import { blockUser, follow, unblockUser, unfollow } from './api.ts';

/** A person's relation as read. */
export interface FollowRead {
  userId: string;
  status: FollowStatus;
  isPrivate: boolean;
}

type FollowActor = ActorRefFrom<typeof followStatusMachine>;
const keyOf = (userId: string) => `follow:${userId}`;
const order = readOrder('follow');

function createFollowActor(read: FollowRead) {
  // The button is drawn first, then the call is built and sent (../../lib/after-paint.ts).
  const confirmed = async <T>(call: () => Promise<T>) => {
    const answer = await whenTapIsDrawn(call);
    order.changed(read.userId);
    return answer;
  };
  const machine = followStatusMachine.provide({
    actors: {
      sendFollow: fromPromise(() => confirmed(() => follow(read.userId))),
      sendUnfollow: fromPromise(() => confirmed(() => unfollow(read.userId))),
      sendBlock: fromPromise(() => confirmed(() => blockUser(read.userId))),
      sendUnblock: fromPromise(() => confirmed(() => unblockUser(read.userId))),
    },
    actions: {
      announceFollowed: (_, { status }) => {
        if (status === 'accepted') showToast('User Followed', 'success');
      },
      reportFailure: (_, { error }) => {
        console.error('Follow status', error);
        showToast('That did not work. Please try again.', 'error');
      },
    },
  });
  return createActor(machine, { input: { status: read.status, isPrivate: read.isPrivate } });
}

/** The person's follow-status machine, started by their first read. */
export const followActorFor = (read: FollowRead): FollowActor => keptActor(keyOf(read.userId), () => createFollowActor(read));

const seen = new WeakSet<object>();

/**
 * Tells the person's machine what `read` says, once per object a load answered with (`source`:
 * the list row, the profile), and only if that load is newer than what the machine knows.
 */
export function takeRead(source: object, read: FollowRead) {
  if (seen.has(source)) return;
  seen.add(source);
  if (!order.isNewer(read.userId, source)) return;
  followActorFor(read).send({ type: 'read', status: read.status, isPrivate: read.isPrivate });
}

/** A change confirmed elsewhere (Settings' blocked list): the person's machine, if any, hears it. */
export function relationChanged(userId: string, status: FollowStatus) {
  order.changed(userId);
  const actor = keptActorIfAny<FollowActor>(keyOf(userId));
  actor?.send({ type: 'read', status, isPrivate: actor.getSnapshot().context.isPrivate });
}
