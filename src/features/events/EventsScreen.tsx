import { useMachine } from '../../lib/machine-hooks.ts';
import { fromPromise } from 'xstate';
import { Link } from '@tanstack/react-router';
import { css } from '@linaria/core';
import { statusAt, type EventStatus } from '../../../machines/eventLifecycle.ts';
import { EVENT_REFUSALS, MAX_PENDING_EVENTS } from '../../../machines/eventSave.ts';
import {
  eventsListMachine,
  openedOn,
  selectAsked,
  selectAskedName,
  selectCanDelete,
  selectSearch,
  selectSearching,
  selectTab,
  type EventsTab,
} from '../../../machines/eventsList.ts';
import { showToast } from '../../app/actors.ts';
import { useLoad } from '../../lib/use-load.ts';
import { primaryButton, secondaryButton } from '../../ui/button.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { SearchToggle } from '../../ui/SearchToggle.tsx';
import { CalendarPlus, MailOpen, SearchX } from 'lucide-react';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { SkeletonList } from '../../ui/SkeletonList.tsx';
import { PullToRefresh } from '../../ui/PullToRefresh.tsx';
import { BottomNav } from '../navigation/BottomNav.tsx';
import { useMarkRead } from '../notifications/use-dots.ts';
import { deleteEvent, type EventCard as EventData } from './api.ts';
import { EventCard } from './EventCard.tsx';
import { orderEvents } from './order.ts';
import { useClock } from './use-clock.ts';
import { hostedEvents, invitations } from './reads.ts';
import { placeInList } from '../../ui/image-loading.ts';

const screen = css`
  display: grid;
  gap: 16px;
  padding: 16px 16px 24px;
  align-content: start;
  flex: 1;
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  }
  h1 {
    margin: 0;
    font-size: 1.6rem;
  }
  ul {
    display: grid;
    gap: 12px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;
const createWhy = css`
  display: grid;
  gap: 6px;
  p {
    margin: 0;
    color: var(--muted);
    font-size: 0.9rem;
    text-align: center;
  }
`;
const failure = css`
  display: grid;
  justify-items: center;
  gap: 8px;
  padding: 32px 8px;
  p {
    margin: 0;
    color: var(--muted);
  }
`;

const TABS = [
  { id: 'hosting', label: 'Hosting' },
  { id: 'invited', label: 'Invited' },
] as const satisfies readonly { id: EventsTab; label: string }[];
type Tab = EventsTab;

const EMPTY: Record<Tab, { title: string; text: string }> = {
  hosting: { title: 'No Events Yet', text: 'Create your first event to bring your Pod to life!' },
  invited: { title: 'No invited events yet.', text: "Once you're invited, events will appear here." },
};

/** An event card's height, so the placeholders take the room the cards will. */
const EVENT_CARD_HEIGHT = 150;

const pendingNow = (events: EventData[], now: number) =>
  events.filter(
    (e) => statusAt({ eventStatus: e.eventStatus as EventStatus, startTimestamp: e.startTimestamp, endTimestamp: e.endTimestamp }, now) === 'pending',
  ).length;

/**
 * /events: 'Your Event' with Hosting and Invited tabs, a search toggle and 'Create New Event'. The
 * tabs, the search and deleting a pending event are the eventsList chart (machines/eventsList.ts);
 * each tab's list is read with useLoad.
 */
export function EventsScreen({ tab: openOn = 'hosting' }: { tab?: EventsTab }) {
  useMarkRead('event');
  const hosted = useLoad(hostedEvents.key, hostedEvents.load);
  const invited = useLoad(invitations.key, invitations.load);
  const machine = eventsListMachine.provide({
    actors: { deleteEvent: fromPromise(({ input }) => deleteEvent(input.eventId)) },
    actions: {
      removeFromList: (_, { eventId }) => hosted.update((events) => events.filter((e) => e.eventId !== eventId)),
      announceDeleted: () => showToast('Event deleted', 'success'),
      reportFailure: (_, { error }) => {
        console.error('Delete event', error);
        showToast('The event was not deleted. Please try again.', 'error');
      },
    },
  });
  const [list, send] = useMachine(machine, { snapshot: openedOn(machine, openOn) });
  const tab = selectTab(list);
  const searching = selectSearching(list);
  const search = selectSearch(list);
  const asked = selectAsked(list);
  const now = useClock();
  const current = tab === 'hosting' ? hosted : invited;
  const term = search.trim().toLowerCase();
  const shown = orderEvents(
    (current.data ?? []).filter((e) => !term || e.eventName.toLowerCase().includes(term)),
    now,
  );
  const loadingHosted = hosted.data === null;
  const atLimit = hosted.data !== null && pendingNow(hosted.data, now) >= MAX_PENDING_EVENTS;
  const askDelete = (eventId: number) => {
    const event = (hosted.data ?? []).find((e) => e.eventId === eventId);
    if (event) send({ type: 'delete.asked', eventId, eventName: event.eventName });
  };

  // Hosting: the button above already creates; invited: go and meet the people who invite.
  const emptyAction =
    tab === 'invited' ? (
      <Link to="/friends" className={secondaryButton}>
        Find friends
      </Link>
    ) : null;
  return (
    <>
      <section className={screen} aria-labelledby="events-title">
        <header>
          <h1 id="events-title">Your Event</h1>
          <SearchToggle label="Search events" open={searching} onToggle={() => send({ type: 'search.toggled' })} />
        </header>
        {searching && (
          <SearchField
            label="Search events by name"
            placeholder="Search events"
            value={search}
            onChange={(text) => send({ type: 'search.changed', search: text })}
            autoFocus
          />
        )}
        <Tabs
          label="Events"
          items={TABS}
          selected={tab}
          panelId="events-panel"
          onSelect={(id) => send({ type: id === 'hosting' ? 'hosting.chosen' : 'invited.chosen' })}
        />
        {loadingHosted || atLimit ? (
          <div className={createWhy}>
            <button type="button" className={primaryButton} disabled aria-describedby={atLimit ? 'create-event-why' : undefined}>
              Create New Event
            </button>
            {/* Said on the screen, not in a tooltip: a phone has no hover. */}
            {atLimit && <p id="create-event-why">{EVENT_REFUSALS.pendingLimit}</p>}
          </div>
        ) : (
          <Link to="/create-event" className={primaryButton}>
            Create New Event
          </Link>
        )}
        <div role="tabpanel" id="events-panel" aria-labelledby={tab} aria-busy={current.data === null && !current.failed}>
          {current.data === null && !current.failed && <SkeletonList count={2} height={EVENT_CARD_HEIGHT} label="Loading events…" />}
          {current.failed && (
            <div className={failure}>
              <p>Your events did not load.</p>
              <button type="button" onClick={current.reload} style={{ minHeight: 44 }}>
                Try again
              </button>
            </div>
          )}
          {current.data !== null &&
            shown.length === 0 &&
            (term ? (
              <EmptyState icon={SearchX} title="No results" />
            ) : (
              <EmptyState icon={tab === 'hosting' ? CalendarPlus : MailOpen} title={EMPTY[tab].title} text={EMPTY[tab].text} action={emptyAction} />
            ))}
          {shown.length > 0 && (
            <ul>
              {shown.map((event, index) => (
                // A new status read (the event ended, say) starts the card's chart again from it.
                <li key={`${event.eventId}:${event.eventStatus}`}>
                  <EventCard
                    event={event}
                    image={placeInList(index, 4)}
                    role={tab === 'hosting' ? 'host' : 'invitee'}
                    now={now}
                    onDelete={askDelete}
                    deleteDisabled={!selectCanDelete(list)}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <Dialog
        open={asked !== null}
        title="Delete this event?"
        onClose={() => send({ type: 'delete.cancelled' })}
        actions={
          <>
            <button type="button" className={primaryButton} onClick={() => send({ type: 'delete.confirmed' })}>
              Delete
            </button>
            <button type="button" className={secondaryButton} onClick={() => send({ type: 'delete.cancelled' })}>
              Cancel
            </button>
          </>
        }
      >
        <p>Your guests will no longer see “{selectAskedName(list)}”.</p>
      </Dialog>
      <PullToRefresh
        onRefresh={() => {
          hosted.refresh();
          invited.refresh();
        }}
      />
      <BottomNav />
    </>
  );
}
