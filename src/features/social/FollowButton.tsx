import { css } from '@linaria/core';
import type { SnapshotFrom } from 'xstate';
import { followLabel, followStatusMachine, selectBusy, selectShown, type FollowStatusEvent } from '../../../machines/followStatus.ts';
import { ConfirmQuestion, type Question } from '../../ui/ConfirmQuestion.tsx';
import { primaryButton, rowButton, secondaryButton } from '../../ui/button.ts';

// Wide enough that 'Follow', 'Following' and 'Requested' keep one width.
const followWidth = css`
  min-width: 108px;
`;

type Snapshot = SnapshotFrom<typeof followStatusMachine>;

/**
 * The follow button and its questions (unfollow, block, unblock), for one follow-status machine
 * (`question`: the one this copy asks, ./use-follow-status.ts). Nothing shows for the viewer's own row.
 */
export function FollowButton({
  snapshot,
  send,
  question,
  name,
  ownFollowersList = false,
  disabled = false,
}: {
  snapshot: Snapshot;
  send: (event: FollowStatusEvent) => void;
  question: keyof typeof QUESTIONS | null;
  name: string;
  ownFollowersList?: boolean;
  disabled?: boolean;
}) {
  const shown = selectShown(snapshot);
  if (shown === 'self') return null;
  const onClick = () => {
    if (snapshot.matches('notFollowing')) send({ type: 'follow' });
    else if (snapshot.matches('accepted')) send({ type: 'unfollow' });
    else if (snapshot.matches('pending')) send({ type: 'cancelRequest' });
    else if (snapshot.matches('blocked')) send({ type: 'unblock' });
  };
  const label = followLabel(shown, ownFollowersList);
  const quiet = shown === 'accepted' || shown === 'pending' || shown === 'blocked';
  return (
    <>
      <button
        type="button"
        className={`${quiet ? secondaryButton : primaryButton} ${rowButton} ${followWidth}`}
        disabled={disabled || selectBusy(snapshot)}
        aria-label={`${label} ${name}`}
        onClick={onClick}
      >
        {label}
      </button>
      <FollowQuestion question={question} name={name} send={send} />
    </>
  );
}

const QUESTIONS = {
  unfollow: { title: 'Unfollow this user?', text: (name: string) => `Are you sure you want to unfollow ${name}?`, confirm: 'Unfollow' },
  block: {
    title: 'Block this user?',
    text: (name: string) => `${name} will no longer see your Pods or profile, and follows between you are removed.`,
    confirm: 'Block',
  },
  unblock: { title: 'Unblock this user?', text: (name: string) => `${name} will be able to see your public Pods and follow you again.`, confirm: 'Unblock' },
} as const satisfies Record<string, Question>;

/** The confirmation the machine is asking for, if any. */
export function FollowQuestion({ question, name, send }: { question: keyof typeof QUESTIONS | null; name: string; send: (event: FollowStatusEvent) => void }) {
  return (
    <ConfirmQuestion
      asked={question ? QUESTIONS[question] : null}
      name={name}
      onConfirm={() => send({ type: 'confirm' })}
      onDismiss={() => send({ type: 'dismiss' })}
    />
  );
}
