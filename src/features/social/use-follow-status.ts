/** A follow button's view of the person's one follow-status machine (./follows.ts). */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { selectQuestion, type FollowStatus, type FollowStatusEvent } from '../../../machines/followStatus.ts';
import { followActorFor, takeRead, type FollowRead } from './follows.ts';

/**
 * The person's machine, fed by `read` (from `source`, the object its load answered with), its
 * snapshot, a `send`, and the question to show here: only the copy that was tapped asks, so two
 * buttons for one person never open two dialogs. `onSettled` hears each status the server
 * confirms (to update counts on screen).
 */
export function useFollowStatus(read: FollowRead, source: object, onSettled?: (status: FollowStatus) => void) {
  const actor = followActorFor(read);
  useEffect(() => takeRead(source, read), [source]); // eslint-disable-line react-hooks/exhaustive-deps -- a new read is a new object from a load
  const snapshot = useSelector(actor, (s) => s);
  const [asked, setAsked] = useState(false);
  const question = selectQuestion(snapshot);
  // The question was answered (here or on another copy): this copy asks no more.
  if (asked && !question) setAsked(false);
  const send = useCallback(
    (event: FollowStatusEvent) => {
      setAsked(true);
      actor.send(event);
    },
    [actor],
  );
  const confirmed = snapshot.context.status;
  const first = useRef(confirmed);
  useEffect(() => {
    if (confirmed !== first.current) onSettled?.(confirmed);
    first.current = confirmed;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reports changes of the confirmed status only
  }, [confirmed]);
  return [snapshot, send, asked ? question : null] as const;
}
