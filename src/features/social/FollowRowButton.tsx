import type { PersonRow } from './api.ts';
import { FollowButton } from './FollowButton.tsx';
import { useFollowStatus } from './use-follow-status.ts';

/** A list row's follow button: the person's one follow-status machine (./follows.ts), fed by the row as read. */
export function FollowRowButton({
  person,
  name,
  ownFollowersList,
  disabled,
}: {
  person: PersonRow;
  name: string;
  ownFollowersList?: boolean;
  disabled?: boolean;
}) {
  const [snapshot, send, question] = useFollowStatus({ userId: person.id, status: person.status, isPrivate: person.isPrivate }, person);
  return <FollowButton snapshot={snapshot} send={send} question={question} name={name} ownFollowersList={ownFollowersList} disabled={disabled} />;
}
