import { useEffect } from 'react';
import { useMachine } from '../../lib/machine-hooks.ts';
import { fromPromise } from 'xstate';
import { css } from '@linaria/core';
import { eventLifecycleMachine, selectAction, selectLive, type EventRole, type EventStatus } from '../../../machines/eventLifecycle.ts';
import { showToast } from '../../app/actors.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { primaryButton } from '../../ui/button.ts';
import { Menu } from '../../ui/Menu.tsx';
import { liveEventHref, persistEventStatus, startEvent, type EventCard as EventData } from './api.ts';
import { formatEventTime } from '../../../shared/time-format.ts';
import { imageLoading, type ImagePlace } from '../../ui/image-loading.ts';
import { PodPicture } from '../../ui/PodPicture.tsx';

const card = css`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  gap: 12px;
  padding: 12px;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface);
  img.thumb {
    width: 96px;
    height: 96px;
    border-radius: 10px;
    object-fit: cover;
    background: var(--surface-2);
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 2px 0;
    color: var(--muted);
    font-size: 0.85rem;
  }
`;
const top = css`
  display: flex;
  justify-content: space-between;
  gap: 8px;
`;
/** 'Live' beside the name of a started event: white on the danger red, as live badges go (at least 4.5:1). */
const liveBadge = css`
  flex: none;
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 10px;
  border-radius: 999px;
  background: #c62828;
  color: #ffffff;
  font-size: 0.8rem;
  font-weight: 700;
  line-height: 20px;
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
`;
const actions = css`
  grid-column: 1 / -1;
  display: flex;
  gap: 8px;
  align-items: center;
  button,
  a {
    width: auto;
    min-height: 40px;
    font-size: 0.9rem;
  }
`;
const avatars = css`
  display: flex;
  margin-right: auto;
  img {
    width: 28px;
    height: 28px;
    border-radius: 50%;
    border: 2px solid var(--surface);
    margin-left: -6px;
    object-fit: cover;
  }
  img:first-child {
    margin-left: 0;
  }
`;
/** The options menu of a pending event the viewer hosts: 'Edit', and 'Delete' (the list asks first, machines/eventsList.ts). */
function PendingMenu({ event, onDelete, deleteDisabled }: { event: EventData; onDelete: () => void; deleteDisabled: boolean }) {
  return (
    <Menu
      label={`Options for ${event.eventName}`}
      items={[
        { label: 'Edit', to: '/create-event', search: { eventId: event.eventId } },
        { label: 'Delete', onSelect: onDelete, disabled: deleteDisabled },
      ]}
    />
  );
}

/** One event on /events: what it is, who is in, and the action its status and the viewer's role allow. */
export function EventCard({
  event,
  role,
  now,
  onDelete,
  image = 'below',
  deleteDisabled = false,
}: {
  event: EventData;
  role: EventRole;
  now: number;
  onDelete: (eventId: number) => void;
  /** Where its picture is on the screen that opens (src/ui/image-loading.ts). */
  image?: ImagePlace;
  /** Another deletion is on its way: 'Delete' waits. */
  deleteDisabled?: boolean;
}) {
  const [snapshot, send] = useMachine(
    eventLifecycleMachine.provide({
      actors: { saveStatus: fromPromise(() => startEvent(event.eventId)) },
      actions: {
        persistStatus: (_, { eventStatus }) =>
          void persistEventStatus(event.eventId, eventStatus).catch((error: unknown) => console.error('Event status', error)),
        openLiveEvent: () => navigateTo(liveEventHref(event)),
        reportFailure: (_, { error }) => {
          console.error('Start event', error);
          showToast('The event did not start. Please try again.', 'error');
        },
      },
    }),
    { input: { event: { eventStatus: event.eventStatus as EventStatus, startTimestamp: event.startTimestamp, endTimestamp: event.endTimestamp }, role, now } },
  );
  useEffect(() => send({ type: 'clock.ticked', now }), [now, send]);
  const action = selectAction(snapshot);
  const showMenu = role === 'host' && snapshot.matches('pending');
  return (
    <article className={card} aria-labelledby={`event-${event.eventId}`}>
      {event.eventThumbnail ? (
        <img className="thumb" src={event.eventThumbnail} alt="" width="96" height="96" {...imageLoading(image)} />
      ) : (
        <PodPicture className="thumb" pod={event.post} width={96} height={96} place={image} />
      )}
      <div>
        <div className={top}>
          <h3 id={`event-${event.eventId}`}>{event.eventName}</h3>
          {selectLive(snapshot) && <span className={liveBadge}>Live</span>}
          {showMenu && <PendingMenu event={event} onDelete={() => onDelete(event.eventId)} deleteDisabled={deleteDisabled} />}
        </div>
        <p>{formatEventTime(event.startTimestamp, event.endTimestamp)}</p>
        <p>{role === 'host' ? `In ${event.post.postName}` : `Hosted by ${event.host.userDisplayName ?? 'someone'} in ${event.post.postName}`}</p>
      </div>
      <div className={actions}>
        <div className={avatars} aria-label={`${event.guests.length} ${event.guests.length === 1 ? 'guest' : 'guests'}`} role="img">
          {event.guests
            .flatMap((guest) => (guest ? [guest] : []))
            .slice(0, 3)
            .map((guest) => (
              <img key={guest.userId} src={guest.userDPUrl ?? '/media/default-avatar.webp'} alt="" width="28" height="28" />
            ))}
        </div>
        <button type="button" className={primaryButton} disabled={!action.enabled} onClick={() => send({ type: role === 'host' ? 'start' : 'join' })}>
          {action.label}
        </button>
      </div>
    </article>
  );
}
