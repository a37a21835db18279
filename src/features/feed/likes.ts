/**
 * One home for each Pod's like (issue 21): a like machine per Pod, kept for the tab's viewer
 * (../../lib/kept.ts), so every copy of a Pod's heart on screen — the featured card, a row, the
 * grid — shows the same state and changes together. The first read of a Pod starts its machine; a
 * newer read (another object from another load) tells it what the server has now. A card drawn
 * again from kept data hands back an object already read, which tells it nothing: the machine's
 * state, with the likes saved since, is newer. Nor does a read whose request began before the
 * last read taken or the last like saved (../../lib/read-order.ts): a section read again behind
 * the screen may answer after a tap.
 */
import { fromPromise } from 'xstate';
import { createActor } from '../../lib/machine-hooks.ts';
import { likeMachine, type LikeState } from '../../../machines/like.ts';
import { showToast } from '../../app/actors.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { isSignedIn, saveLike } from './api.ts';
import { keptActor } from '../../lib/kept.ts';
import { readOrder } from '../../lib/read-order.ts';
import { whenTapIsDrawn } from '../../lib/after-paint.ts';

/** A Pod as read, in the fields its heart needs. */
export interface LikeRead {
  postId: string;
  isLiked: boolean;
  postLikes: number;
}

const likeOf = (read: LikeRead): LikeState => ({ liked: read.isLiked, count: read.postLikes });

const order = readOrder('like');

function createLikeActor(read: LikeRead) {
  const machine = likeMachine.provide({
    actors: {
      saveLike: fromPromise(async ({ input }) => {
        // The heart is drawn first, then the call is built and sent (../../lib/after-paint.ts).
        const saved = await whenTapIsDrawn(() => saveLike(read.postId, input.liked));
        order.changed(read.postId);
        return saved;
      }),
    },
    actions: {
      goToSignIn: () => navigateTo('/signin'),
      reportFailure: (_, { error }) => {
        console.error('Like', error);
        showToast('Your like was not saved. Please try again.', 'error');
      },
    },
  });
  return createActor(machine, { input: { ...likeOf(read), signedIn: isSignedIn() } });
}

const seen = new WeakSet<LikeRead>();

/** The Pod's like machine, started by its first read. */
export const likeActorFor = (read: LikeRead) => keptActor(`like:${read.postId}`, () => createLikeActor(read));

/** Tells the Pod's machine what `read` says, once per read (a card drawn again from kept data says nothing new). */
export function takeRead(read: LikeRead) {
  if (seen.has(read)) return;
  seen.add(read);
  if (!order.isNewer(read.postId, read)) return;
  likeActorFor(read).send({ type: 'read', like: likeOf(read) });
}
