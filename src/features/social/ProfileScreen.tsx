import { HereNowBadge } from '../../ui/HereNowBadge.tsx';
import { Link } from '@tanstack/react-router';
import { css } from '@linaria/core';
import { statusAt, type EventStatus } from '../../../machines/eventLifecycle.ts';
import { MAX_PENDING_EVENTS } from '../../../machines/eventSave.ts';
import { showToast } from '../../app/actors.ts';
import { currentUserId } from '../../lib/storage.ts';
import { useLoad } from '../../lib/use-load.ts';
import { primaryButton, secondaryButton } from '../../ui/button.ts';
import { Menu } from '../../ui/Menu.tsx';
import { Box } from 'lucide-react';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Bone, Skeleton } from '../../ui/Skeleton.tsx';
import { nowSeconds } from '../events/format.ts';
import { BottomNav } from '../navigation/BottomNav.tsx';
import { ProfileHeader } from './ProfileHeader.tsx';
import { profileOf } from './reads.ts';
import { hostedEvents } from '../events/reads.ts';
import { PodPicture } from '../../ui/PodPicture.tsx';

export const profileScreen = css`
  flex: 1;
  display: grid;
  gap: 18px;
  align-content: start;
  padding: 16px 16px 24px;
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;
const topBar = css`
  display: flex;
  justify-content: flex-end;
  a {
    display: grid;
    place-items: center;
    min-width: 44px;
    min-height: 44px;
    border-radius: 50%;
    color: var(--text);
  }
  svg {
    width: 24px;
    height: 24px;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
  }
`;
const podCard = css`
  position: relative;
  display: grid;
  grid-template-columns: 112px minmax(0, 1fr) auto;
  gap: 12px;
  align-items: center;
  padding: 10px;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface);
  img {
    width: 112px;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: 10px;
  }
  strong {
    display: block;
    overflow-wrap: anywhere;
  }
  span {
    color: var(--muted);
    font-size: 0.85rem;
  }
`;
/** Over the picture's top left corner, inside the card's padding. */
const hereCorner = css`
  top: 14px;
  left: 14px;
  font-size: 0.75rem;
`;
const proCard = css`
  display: grid;
  gap: 8px;
  padding: 16px;
  border-radius: var(--radius);
  background: linear-gradient(135deg, #4b2bd1, #1b1340);
  color: #fff;
  p {
    margin: 0;
    color: #e4ddff;
  }
  span {
    justify-self: start;
    padding: 2px 10px;
    border-radius: 999px;
    background: rgb(255 255 255 / 0.15);
    font-size: 0.8rem;
  }
`;

const pendingCount = (events: { eventStatus: string; startTimestamp: number; endTimestamp: number }[]) =>
  events.filter(
    (e) => statusAt({ eventStatus: e.eventStatus as EventStatus, startTimestamp: e.startTimestamp, endTimestamp: e.endTimestamp }, nowSeconds()) === 'pending',
  ).length;

async function copyShareLink(postId: string) {
  const link = `${window.location.origin}/?postId=${encodeURIComponent(postId)}`;
  try {
    await navigator.clipboard.writeText(link);
    showToast('Link copied', 'success');
  } catch {
    showToast(`Copy this link: ${link}`, 'info');
  }
}

const centred = { justifySelf: 'center' } as const;

/** The profile header's place while it is read: avatar, name, username and the three counts. */
function ProfileHeaderSkeleton() {
  return (
    <Skeleton label="Loading your profile…" gap={6}>
      <Bone height={96} width={96} radius="50%" style={centred} />
      <Bone height={34} width="50%" style={{ ...centred, marginTop: 6 }} />
      <Bone height={22} width="30%" style={centred} />
      <Bone height={56} style={{ marginTop: 10 }} />
    </Skeleton>
  );
}

/** /profile: the viewer's counts, 'My Pods' with its menu, and what is coming. */
export function ProfileScreen() {
  const me = currentUserId();
  const own = profileOf(me);
  const profile = useLoad(own.key, own.load);
  const events = useLoad(hostedEvents.key, hostedEvents.load);
  const pod = profile.data?.userPosts.documents.flatMap((d) => (d ? [d.value] : []))[0] ?? null;
  const eventsBlocked = events.data === null || pendingCount(events.data) >= MAX_PENDING_EVENTS;
  return (
    <>
      <section className={profileScreen} aria-label="Your profile" aria-busy={profile.data === null && !profile.failed}>
        <div className={topBar}>
          <Link to="/messages" preload="viewport" aria-label="Messages">
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-5A8 8 0 1 1 21 12z" />
            </svg>
          </Link>
          <Link to="/settings" aria-label="Settings">
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <circle cx="12" cy="12" r="3" />
              <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
            </svg>
          </Link>
        </div>
        {profile.failed && (
          <p>
            Your profile did not load.{' '}
            <button type="button" onClick={profile.reload} style={{ minHeight: 44 }}>
              Try again
            </button>
          </p>
        )}
        {profile.data === null && !profile.failed && <ProfileHeaderSkeleton />}
        {profile.data && <ProfileHeader profile={profile.data} titleId="profile-name" listSearch={{ userId: me }} />}
        <section aria-labelledby="my-pods-title">
          <h2 id="my-pods-title">My Pods</h2>
          {pod && (
            <div className={podCard}>
              <PodPicture pod={pod} width={112} height={84} place="largest" />
              <HereNowBadge postId={pod.postId} initial={pod.hereNow} className={hereCorner} />
              <div>
                <strong>{pod.postName}</strong>
                <span>{pod.postType === 'private' ? 'Private' : 'Public'}</span>
              </div>
              <Menu
                label={`Options for ${pod.postName}`}
                items={[
                  { label: 'Edit Pod', to: '/3d-app', search: { postId: pod.postId } },
                  { label: 'Change Pod Theme', to: '/pod-templates', search: { changePodTheme: true, postId: pod.postId } },
                  eventsBlocked
                    ? { label: 'Create Event', disabled: true, note: events.data === null ? 'Loading…' : '3 pending', onSelect: () => {} }
                    : { label: 'Create Event', to: '/create-event' },
                  { label: 'Preview Pod', to: '/3d-app', search: { postId: pod.postId, previewMode: true } },
                  { label: 'Copy & Share Pod', onSelect: () => void copyShareLink(pod.postId) },
                ]}
              />
            </div>
          )}
          {profile.data === null && !profile.failed && <Bone height={106} radius="var(--radius)" />}
          {profile.data && !pod && (
            <EmptyState
              icon={Box}
              title="You have no Pods yet."
              level={3}
              action={
                <Link to="/pod-templates" search={{ changePodTheme: true }} className={primaryButton}>
                  Create a Pod
                </Link>
              }
            />
          )}
        </section>
        <button type="button" className={secondaryButton} disabled>
          Analytics - Coming soon
        </button>
        <div className={proCard}>
          <span>Coming soon</span>
          <strong>Upgrade to Pro</strong>
          <p>More Pods, more events and the AI assistant.</p>
          <Link to="/pricing" className={secondaryButton}>
            See plans
          </Link>
        </div>
        <Link to="/coming-soon" className={primaryButton}>
          Explore What's Coming
        </Link>
      </section>
      <BottomNav />
    </>
  );
}
