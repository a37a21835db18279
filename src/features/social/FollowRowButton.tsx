import type { FollowStatus } from '../../../machines/followStatus.ts';
import { FollowButton } from './FollowButton.tsx';
import { useFollowStatus } from './use-follow-status.ts';

/** A list row's own follow button (its own follow-status machine). */
export function FollowRowButton({ userId, name, status, isPrivate, ownFollowersList, disabled, onSettled }: { userId: string; name: string; status: FollowStatus; isPrivate: boolean; ownFollowersList?: boolean; disabled?: boolean; onSettled?: (status: FollowStatus) => void }) {
  const [snapshot, send] = useFollowStatus({ userId, status, isPrivate }, onSettled);
  return <FollowButton snapshot={snapshot} send={send} name={name} ownFollowersList={ownFollowersList} disabled={disabled} />;
}
