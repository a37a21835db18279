/**
 * The new-message sheet (/messages, the edit icon; spec §2 /messages and /chat/{userId}): the
 * people you follow, searchable by name; picking one opens the chat with them.
 *
 * - `closed`: the sheet is not shown. The edit icon (or 'Start a conversation') opens it.
 * - `open`: the sheet 'New message' with 'Search people you follow'. The people are read
 *   (`loading`; a typed search waits 300 ms for more typing first, `debouncing`) and shown
 *   (`shown`: the rows, or 'No results' for a search, or "You're not following anyone yet." with
 *   'Find people on Friends'). If the read fails, `failed`: 'People did not load.' with 'Try again'
 *   (never the empty text: a failure is not an empty list). Close (×, Escape, the backdrop, or a
 *   row picked) closes it; the search stays for the next time.
 *
 * The read is the edge's (`loadPeople`).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

export interface PersonToMessage {
  followingId: string;
  followingName?: string | null;
  followingUserName?: string | null;
  followingDisplayImage?: string | null;
}

export type NewMessageEvent = { type: 'open' } | { type: 'close' } | { type: 'query.changed'; query: string } | { type: 'retry' };

export const SEARCH_DEBOUNCE_MS = 300;

export const newMessageMachine = setup({
  types: {
    context: {} as { query: string; people: PersonToMessage[] | null },
    events: {} as NewMessageEvent,
  },
  actors: {
    loadPeople: fromPromise<PersonToMessage[], { search: string }>(async () => {
      throw new Error('loadPeople is provided by the app');
    }),
  },
  actions: {
    setQuery: assign((_, query: string) => ({ query })),
    keepPeople: assign((_, people: PersonToMessage[]) => ({ people })),
    logError: (_, _error: unknown) => {},
  },
  guards: {
    searchCleared: ({ event }) => event.type === 'query.changed' && event.query === '',
  },
  delays: { searchDebounce: SEARCH_DEBOUNCE_MS },
}).createMachine({
  id: 'newMessage',
  context: { query: '', people: null },
  initial: 'closed',
  meta: { guards: { searchCleared: 'the search box is empty' } },
  states: {
    closed: {
      description: 'The inbox, without the sheet',
      meta: { route: '/messages', spec: '§2 /messages and /chat/{userId}' },
      on: { open: { target: 'open', description: "The edit icon (or 'Start a conversation') opens 'New message'" } },
    },
    open: {
      description: "The sheet 'New message' with 'Search people you follow'",
      initial: 'loading',
      on: {
        close: { target: 'closed', description: '×, Escape, the backdrop or a picked person closes the sheet' },
        'query.changed': [
          {
            guard: 'searchCleared',
            target: '.loading',
            actions: { type: 'setQuery', params: ({ event }) => event.query },
            description: 'The search is cleared: everyone you follow is read at once',
          },
          {
            target: '.debouncing',
            actions: { type: 'setQuery', params: ({ event }) => event.query },
            description: 'Typing in the search: the read waits for more typing',
          },
        ],
      },
      states: {
        debouncing: {
          description: 'The rows shown so far (or the spinner) while the search is typed',
          meta: { route: '/messages', spec: '§2 /messages and /chat/{userId}' },
          after: { searchDebounce: { target: 'loading', description: 'No more typing for 300 ms: the people matching the search are read' } },
        },
        loading: {
          description: "The spinner 'Loading people' the first time; afterwards the rows shown so far",
          meta: { route: '/messages', spec: '§2 /messages and /chat/{userId}' },
          invoke: {
            id: 'loadPeople',
            src: 'loadPeople',
            input: ({ context }) => ({ search: context.query.trim() }),
            onDone: {
              target: 'shown',
              actions: { type: 'keepPeople', params: ({ event }) => event.output },
              description: 'The people you follow (matching the search) arrived',
            },
            onError: {
              target: 'failed',
              actions: { type: 'logError', params: ({ event }: { event: { error: unknown } }) => event.error },
              description: "The read failed: 'People did not load.'",
            },
          },
        },
        shown: {
          description:
            "The people you follow (picture, name, @username), each opening the chat; or 'No results' for a search; or \"You're not following anyone yet.\" with 'Find people on Friends'",
          meta: { route: '/messages', spec: '§2 /messages and /chat/{userId}' },
        },
        failed: {
          description: "'People did not load.' with 'Try again' (not the empty text)",
          meta: { route: '/messages', spec: '§2 /messages and /chat/{userId}' },
          on: { retry: { target: 'loading', description: "'Try again' reads the people again" } },
        },
      },
    },
  },
});

type NewMessageSnapshot = SnapshotFrom<typeof newMessageMachine>;

export const selectIsOpen = (s: NewMessageSnapshot) => s.matches('open');
/** Nothing to show yet: the first read is on its way. */
export const selectShowsSpinner = (s: NewMessageSnapshot) => s.context.people === null && (s.matches({ open: 'loading' }) || s.matches({ open: 'debouncing' }));
export const selectLoadFailed = (s: NewMessageSnapshot) => s.matches({ open: 'failed' });
/** The rows (or the empty text) from the last read, shown while a new one is on its way too. */
export const selectPeople = (s: NewMessageSnapshot) => (s.matches({ open: 'failed' }) ? null : s.context.people);
