/** The follow-status machine for one person, wired to the server and the toasts. */
import { useEffect, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { followStatusMachine, type FollowStatus } from '../../../machines/followStatus.ts';
import { showToast } from '../../app/actors.ts';
import { blockUser, follow, unblockUser, unfollow } from './api.ts';

export interface FollowTarget {
  userId: string;
  status: FollowStatus;
  isPrivate: boolean;
}

/** `onSettled` hears each status the server confirms (to update counts on screen). */
export function useFollowStatus(target: FollowTarget, onSettled?: (status: FollowStatus) => void) {
  const [snapshot, send] = useMachine(
    followStatusMachine.provide({
      actors: {
        sendFollow: fromPromise(() => follow(target.userId)),
        sendUnfollow: fromPromise(() => unfollow(target.userId)),
        sendBlock: fromPromise(() => blockUser(target.userId)),
        sendUnblock: fromPromise(() => unblockUser(target.userId)),
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
    }),
    { input: { status: target.status, isPrivate: target.isPrivate } },
  );
  const confirmed = snapshot.context.status;
  const first = useRef(confirmed);
  useEffect(() => {
    if (confirmed !== first.current) onSettled?.(confirmed);
    first.current = confirmed;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reports changes of the confirmed status only
  }, [confirmed]);
  return [snapshot, send] as const;
}
