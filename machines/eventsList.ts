/**
 * The /events screen, 'Your Event' (spec §2 /events, §4 Event status): the Hosting and Invited
 * tabs, the search, and deleting a pending event the person hosts.
 *
 * - `tab`: Hosting (the events the person hosts) or Invited (the events they are invited to).
 *   Each tab's list is read by the `load` chart; each card's Start/Join by `eventLifecycle`.
 * - `search`: the search toggle opens a box that filters both tabs by event name ('No results'
 *   when nothing matches); closing it clears the search.
 * - `deletion`: a pending event the person hosts has an options menu, 'Edit' (to
 *   /create-event?eventId={id}) and 'Delete'. 'Delete' asks 'Delete this event?' first; the event
 *   then goes from the list with the toast 'Event deleted', or stays with the toast 'The event was
 *   not deleted. Please try again.'. While one deletion is on its way, 'Delete' waits.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

export type EventsTab = 'hosting' | 'invited';

export interface DeletableEvent {
  eventId: number;
  eventName: string;
}

export type EventsListEvent =
  | { type: 'hosting.chosen' }
  | { type: 'invited.chosen' }
  | { type: 'search.toggled' }
  | { type: 'search.changed'; search: string }
  | ({ type: 'delete.asked' } & DeletableEvent)
  | { type: 'delete.confirmed' }
  | { type: 'delete.cancelled' };

export const eventsListMachine = setup({
  types: {
    context: {} as { search: string; asked: DeletableEvent | null },
    events: {} as EventsListEvent,
  },
  actors: {
    deleteEvent: fromPromise<void, { eventId: number }>(async () => {
      throw new Error('deleteEvent is provided by the app');
    }),
  },
  actions: {
    rememberSearch: assign(({ event }) => {
      assertEvent(event, 'search.changed');
      return { search: event.search };
    }),
    clearSearch: assign({ search: '' }),
    rememberEvent: assign(({ event }) => {
      assertEvent(event, 'delete.asked');
      return { asked: { eventId: event.eventId, eventName: event.eventName } };
    }),
    forgetEvent: assign({ asked: null }),
    removeFromList: (_, _params: { eventId: number }) => {},
    announceDeleted: () => {},
    reportFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'eventsList',
  context: { search: '', asked: null },
  type: 'parallel',
  states: {
    tab: {
      description: 'Which of the two lists is shown',
      initial: 'hosting',
      states: {
        hosting: {
          description: "'Hosting': the events the person hosts, each with 'Start Event', a pending one also with its options menu; or 'No Events Yet'",
          meta: { route: '/events', spec: '§2 /events' },
          on: { 'invited.chosen': { target: 'invited', description: "The 'Invited' tab shows the events the person is invited to" } },
        },
        invited: {
          description: "'Invited': the events the person is invited to, each with 'Join' (or why not); or 'No invited events yet.'",
          meta: { route: '/events', spec: '§2 /events' },
          on: { 'hosting.chosen': { target: 'hosting', description: "The 'Hosting' tab shows the events the person hosts" } },
        },
      },
    },
    search: {
      description: 'The search box, open or not',
      initial: 'closed',
      states: {
        closed: {
          description: 'No search box; every event of the tab is listed',
          on: { 'search.toggled': { target: 'open', description: "'Search events' opens the search box" } },
        },
        open: {
          description: "The box 'Search events by name' filters the list as the person types; 'No results' when nothing matches",
          on: {
            'search.changed': { actions: 'rememberSearch', description: 'Typing filters both tabs by event name' },
            'search.toggled': { target: 'closed', actions: 'clearSearch', description: 'Closing the search clears it: every event is listed again' },
          },
        },
      },
    },
    deletion: {
      description: 'Deleting a pending event the person hosts',
      initial: 'idle',
      states: {
        idle: {
          description: "A pending event the person hosts has an options menu: 'Edit' (to /create-event?eventId={id}) and 'Delete'",
          on: {
            'delete.asked': { target: 'confirming', actions: 'rememberEvent', description: "'Delete' in a pending event's options menu asks first" },
          },
        },
        confirming: {
          description: "The dialog 'Delete this event?' — 'Your guests will no longer see “{name}”.' — with 'Delete' and 'Cancel'",
          meta: { route: '/events', spec: '§4 Event status' },
          on: {
            'delete.confirmed': { target: 'deleting', description: "'Delete' closes the dialog and deletes the event" },
            'delete.cancelled': { target: 'idle', actions: 'forgetEvent', description: "'Cancel' (or Escape) closes the dialog; the event stays" },
          },
        },
        deleting: {
          description: "The event is being deleted; 'Delete' in the options menus waits",
          invoke: {
            id: 'deleteEvent',
            src: 'deleteEvent',
            input: ({ context }) => ({ eventId: context.asked!.eventId }),
            onDone: {
              target: 'idle',
              actions: [{ type: 'removeFromList', params: ({ context }) => ({ eventId: context.asked!.eventId }) }, 'announceDeleted', 'forgetEvent'],
              description: "Deleted: the event leaves the list, with the toast 'Event deleted'",
            },
            onError: {
              target: 'idle',
              actions: [{ type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }, 'forgetEvent'],
              description: "Not deleted: the event stays, with the toast 'The event was not deleted. Please try again.'",
            },
          },
        },
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof eventsListMachine>;
export const selectTab = (s: Snapshot): EventsTab => (s.matches({ tab: 'invited' }) ? 'invited' : 'hosting');
export const selectSearching = (s: Snapshot) => s.matches({ search: 'open' });
/** The search text while the box is open ('' otherwise). */
export const selectSearch = (s: Snapshot) => (s.matches({ search: 'open' }) ? s.context.search : '');
/** The event 'Delete this event?' asks about, while it asks. */
export const selectAsked = (s: Snapshot) => (s.matches({ deletion: 'confirming' }) ? s.context.asked : null);
export const selectCanDelete = (s: Snapshot) => s.matches({ deletion: 'idle' });
/** The name of the event last asked about (kept while the dialog closes). */
export const selectAskedName = (s: Snapshot) => s.context.asked?.eventName ?? '';

/** The chart as /events opens on a tab: `/events?tab=invited` (a guest back from a live event that ended) opens on Invited. */
export const openedOn = (machine: typeof eventsListMachine, tab: EventsTab) =>
  machine.resolveState({ value: { tab, search: 'closed', deletion: 'idle' }, context: { search: '', asked: null } });
