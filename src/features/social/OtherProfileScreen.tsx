import { HereNowBadge } from '../../ui/HereNowBadge.tsx';
import { Link } from '@tanstack/react-router';
import { css } from '@linaria/core';
import { BackButton } from '../../ui/BackButton.tsx';
import type { FollowStatus } from '../../../machines/followStatus.ts';
import { useLoad } from '../../lib/use-load.ts';
import { secondaryButton } from '../../ui/button.ts';
import { Menu } from '../../ui/Menu.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { BottomNav } from '../navigation/BottomNav.tsx';
import { profileStatus, type Profile } from './api.ts';
import { FollowButton } from './FollowButton.tsx';
import { emptyState } from './PeopleList.tsx';
import { ProfileHeader } from './ProfileHeader.tsx';
import { profileScreen } from './ProfileScreen.tsx';
import { useFollowStatus } from './use-follow-status.ts';
import { placeInList } from '../../ui/image-loading.ts';
import { PodPicture } from '../../ui/PodPicture.tsx';
import { NOT_FOUND, otherProfileOf } from './reads.ts';

const grid = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: grid;
    gap: 6px;
    color: inherit;
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  li {
    position: relative;
  }
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: 12px;
  }
`;
/** Over the picture's top left corner. */
const hereCorner = css`
  top: 6px;
  left: 6px;
`;
const privateNote = css`
  display: grid;
  place-items: center;
  aspect-ratio: 4 / 3;
  padding: 10px;
  border: 1px dashed var(--border);
  border-radius: 12px;
  color: var(--muted);
  font-size: 0.85rem;
  text-align: center;
`;
const messageLink = css`
  && {
    width: auto;
    min-height: 40px;
    padding: 0 16px;
    font-size: 0.9rem;
  }
`;
const actionsRow = css`
  display: flex;
  gap: 8px;
  align-items: center;
  margin-top: 6px;
`;

/** Their Pods, or why they are not shown: blocked by the viewer (with Unblock), or a private account. */
function Pods({ profile, blocked, onUnblock }: { profile: Profile; blocked: boolean; onUnblock: () => void }) {
  const pods = profile.userPosts.documents.flatMap((d) => (d ? [d.value] : []));
  if (blocked) {
    const name = profile.userData.userDisplayName ?? profile.userData.userName ?? 'this user';
    return (
      <div className={emptyState}>
        <h3>You blocked {name}</h3>
        <p>Unblock them to see their Pods.</p>
        <button type="button" className={secondaryButton} onClick={onUnblock} aria-label={`Unblock ${name}`}>
          Unblock
        </button>
      </div>
    );
  }
  if (!profile.userData.canViewContent) {
    return (
      <div className={emptyState}>
        <h3>This account is private</h3>
        <p>Follow to see their Pods.</p>
      </div>
    );
  }
  if (pods.length === 0)
    return (
      <div className={emptyState}>
        <h3>User has no Pods</h3>
      </div>
    );
  return (
    <ul className={grid} aria-label="Pods">
      {pods.map((pod, index) => (
        <li key={pod.postId}>
          {pod.postType === 'private' ? (
            <p className={privateNote}>This pod is private and not visible to other users.</p>
          ) : (
            <>
              <Link to="/3d-app" search={{ postId: pod.postId }}>
                <PodPicture pod={pod} width={180} height={135} place={placeInList(index, 4)} />
                {pod.postName}
              </Link>
              <HereNowBadge postId={pod.postId} initial={pod.hereNow} className={hereCorner} />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

function Loaded({ profile, refresh }: { profile: Profile; refresh: () => void }) {
  const user = profile.userData;
  const name = user.userDisplayName ?? user.userName ?? 'this user';
  const [snapshot, send, question] = useFollowStatus(
    { userId: user.userId, status: profileStatus(profile), isPrivate: user.isPrivate },
    profile,
    (status: FollowStatus) => {
      // Counts and visible Pods change with the relation: read them again (the button keeps its state).
      if (status !== 'pending') refresh();
    },
  );
  const blocked = snapshot.matches('blocked');
  return (
    <>
      <ProfileHeader profile={profile} titleId="other-profile-name" listSearch={user.canViewContent ? { otherUserId: user.userId } : null}>
        <div className={actionsRow}>
          <FollowButton snapshot={snapshot} send={send} question={question} name={name} />
          {!blocked && user.followStatus !== 'self' && (
            <Link to="/chat/$userId" params={{ userId: user.userId }} className={`${secondaryButton} ${messageLink}`} aria-label={`Message ${name}`}>
              Message
            </Link>
          )}
          <Menu
            label={`More options for ${name}`}
            items={[blocked ? { label: 'Unblock', onSelect: () => send({ type: 'unblock' }) } : { label: 'Block', onSelect: () => send({ type: 'block' }) }]}
          />
        </div>
      </ProfileHeader>
      <section aria-labelledby="their-pods">
        <h2 id="their-pods">Pods</h2>
        <Pods profile={profile} blocked={blocked} onUnblock={() => send({ type: 'unblock' })} />
      </section>
    </>
  );
}

/** Why there is no profile to show: none for the viewer (404), or the read failed (with Try again). */
function NoProfile({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  return notFound ? (
    <div className={emptyState}>
      <h2>User not found</h2>
      <p>This profile is not available.</p>
    </div>
  ) : (
    <div className={emptyState}>
      <h2>This profile did not load</h2>
      <button type="button" className={secondaryButton} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** /other-profile?otherUserId=: someone's profile, follow button, Block / Unblock, and their Pods. */
export function OtherProfileScreen({ otherUserId }: { otherUserId: string }) {
  const read = otherProfileOf(otherUserId);
  const profile = useLoad(read.key, read.load);
  const { data } = profile;
  const notFound = data === NOT_FOUND;
  const loaded = data === null || data === NOT_FOUND ? null : data;
  return (
    <>
      <section className={profileScreen} aria-labelledby="other-profile-name" aria-busy={profile.data === null && !profile.failed}>
        <BackButton fallback="/friends" />
        {profile.data === null && !profile.failed && <Spinner label="Loading the profile" />}
        {(profile.failed || notFound) && <NoProfile notFound={notFound} onRetry={profile.reload} />}
        {loaded && <Loaded key={loaded.userData.userId} profile={loaded} refresh={profile.refresh} />}
      </section>
      <BottomNav />
    </>
  );
}
