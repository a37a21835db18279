/**
 * Choosing a pod template (/pod-templates), also used to change an existing Pod's theme.
 *
 * - `loading` → `ready` (or `loadFailed`, with Retry). Templates are ordered: the 14 priority
 *   ids first in their fixed order, then the rest; in 'Change POD Theme' mode the current pod
 *   comes first and is preselected.
 * - `ready.browsing` / `ready.suggesting`: typing in the search box offers up to 5 name
 *   suggestions (case-insensitive); ArrowDown/ArrowUp move the highlight, Enter picks it, Escape
 *   closes the list. `ready.noMatch`: a search no name matches says so ('No templates match “…”')
 *   with 'Clear search', rather than showing nothing.
 * - Continue with nothing selected shows 'Please select a Pod'.
 * - `creating`: the first Pod is created from the template; a 400 shows 'Can not create another
 *   Pod'. Then `chosen` shows 'Pod Selected. You're Good to Go!' with 'Start Editing' and
 *   'Explore Now'.
 * - `updating`: in 'Change POD Theme' mode, 'Update' changes the Pod's template, then `finished`.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { orderTemplates, TEMPLATE_SUGGESTIONS } from './podTemplateOrder.ts';

export interface TemplateSummary {
  podId: string;
  podName: string;
  podDisplayImage: string;
  podDescription: string;
}

export const NO_POD_SELECTED = 'Please select a Pod';
export const CANNOT_CREATE_POD = 'Can not create another Pod';

export type PodTemplatePickerEvent =
  | { type: 'retry' }
  | { type: 'query.changed'; query: string }
  | { type: 'suggestion.next' }
  | { type: 'suggestion.previous' }
  | { type: 'suggestion.picked' }
  | { type: 'suggestions.closed' }
  | { type: 'template.selected'; podId: string }
  | { type: 'continued' }
  | { type: 'editing.chosen' }
  | { type: 'exploring.chosen' };

interface Context {
  mode: 'create' | 'changeTheme';
  postId: string | null;
  currentPodId: string | null;
  templates: TemplateSummary[];
  query: string;
  suggestions: TemplateSummary[];
  highlighted: number;
  selectedId: string | null;
  createdPostId: string | null;
  error: string | null;
}

export const suggestionsFor = (templates: TemplateSummary[], query: string) => {
  const needle = query.trim().toLowerCase();
  return needle ? templates.filter((t) => t.podName.toLowerCase().includes(needle)).slice(0, TEMPLATE_SUGGESTIONS) : [];
};

export const podTemplatePickerMachine = setup({
  types: {
    context: {} as Context,
    events: {} as PodTemplatePickerEvent,
    input: {} as { mode: 'create' | 'changeTheme'; postId: string | null },
  },
  actors: {
    loadTemplates: fromPromise<{ templates: TemplateSummary[]; currentPodId: string | null }, { postId: string | null }>(async () => {
      throw new Error('loadTemplates is provided by the app');
    }),
    createPod: fromPromise<{ postId: string }, { podId: string }>(async () => {
      throw new Error('createPod is provided by the app');
    }),
    changeTheme: fromPromise<void, { postId: string; podId: string }>(async () => {
      throw new Error('changeTheme is provided by the app');
    }),
  },
  actions: {
    storeTemplates: assign((_, params: { templates: TemplateSummary[]; currentPodId: string | null }) => ({
      templates: orderTemplates(params.templates, params.currentPodId),
      currentPodId: params.currentPodId,
      selectedId: params.currentPodId,
    })),
    updateQuery: assign(({ context, event }) => {
      assertEvent(event, 'query.changed');
      return { query: event.query, suggestions: suggestionsFor(context.templates, event.query), highlighted: 0 };
    }),
    highlightNext: assign({ highlighted: ({ context }) => (context.highlighted + 1) % context.suggestions.length }),
    highlightPrevious: assign({ highlighted: ({ context }) => (context.highlighted - 1 + context.suggestions.length) % context.suggestions.length }),
    pickHighlighted: assign(({ context }) => ({
      selectedId: context.suggestions[context.highlighted]?.podId ?? context.selectedId,
      query: '',
      suggestions: [],
      error: null,
    })),
    closeSuggestions: assign({ suggestions: [] }),
    select: assign(({ event }) => {
      assertEvent(event, 'template.selected');
      return { selectedId: event.podId, query: '', suggestions: [], error: null };
    }),
    showNoSelection: assign({ error: NO_POD_SELECTED }),
    rememberPost: assign({ createdPostId: (_, params: { postId: string }) => params.postId }),
    showCreateFailure: assign({ error: (_, params: { status: number | null }) => (params.status === 400 ? CANNOT_CREATE_POD : null) }),
    reportFailure: (_, _params: { error: unknown }) => {},
    podChosen: (_, _params: { postId: string }) => {},
    goToEditor: (_, _params: { postId: string }) => {},
    goToInterests: () => {},
    themeChanged: () => {},
  },
  guards: {
    nothingSelected: ({ context }) => context.selectedId === null,
    changingTheme: ({ context }) => context.mode === 'changeTheme',
    hasSuggestions: ({ context, event }) => {
      assertEvent(event, 'query.changed');
      return suggestionsFor(context.templates, event.query).length > 0;
    },
    matchesNothing: ({ context, event }) => {
      assertEvent(event, 'query.changed');
      return event.query.trim() !== '' && suggestionsFor(context.templates, event.query).length === 0;
    },
  },
}).createMachine({
  id: 'podTemplatePicker',
  context: ({ input }) => ({
    mode: input.mode,
    postId: input.postId,
    currentPodId: null,
    templates: [],
    query: '',
    suggestions: [],
    highlighted: 0,
    selectedId: null,
    createdPostId: null,
    error: null,
  }),
  initial: 'loading',
  meta: {
    guards: {
      nothingSelected: 'no template is selected',
      changingTheme: "the screen is 'Change POD Theme' (a new template for an existing Pod)",
      hasSuggestions: 'some template names match the search',
      matchesNothing: 'the search holds text that no template name matches',
    },
  },
  states: {
    loading: {
      description: 'Placeholder cards while the templates load',
      meta: { route: '/pod-templates', spec: '§2 /pod-templates' },
      invoke: {
        id: 'loadTemplates',
        src: 'loadTemplates',
        input: ({ context }) => ({ postId: context.postId }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeTemplates', params: ({ event }) => event.output },
          description: 'The grid: the 14 priority templates first (changing theme: the current one, selected)',
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          description: 'The templates could not be loaded',
        },
      },
    },
    loadFailed: {
      description: "'We could not load the templates.' with 'Try again'",
      meta: { route: '/pod-templates', spec: '§2 /pod-templates' },
      on: { retry: { target: 'loading', description: "'Try again' loads the templates again" } },
    },
    ready: {
      description: "'Create Your POD' (or 'Change POD Theme'): the template grid, search and 'Continue' (or 'Update')",
      meta: { route: '/pod-templates', spec: '§2 /pod-templates' },
      initial: 'browsing',
      on: {
        'query.changed': [
          { guard: 'hasSuggestions', target: '.suggesting', actions: 'updateQuery', description: 'Typing in the search box shows up to 5 matching names' },
          {
            guard: 'matchesNothing',
            target: '.noMatch',
            actions: 'updateQuery',
            description: "No name matches: 'No templates match “…”' with 'Clear search'",
          },
          { target: '.browsing', actions: 'updateQuery', description: 'An empty box: no suggestions' },
        ],
        'template.selected': { target: '.browsing', actions: 'select', description: 'A tap on a template card or a suggestion selects it' },
        continued: [
          { guard: 'nothingSelected', actions: 'showNoSelection', description: "'Continue' with nothing selected shows 'Please select a Pod'" },
          { guard: 'changingTheme', target: 'updating', description: "'Update' gives the Pod the selected template" },
          { target: 'creating', description: "'Continue' makes the first Pod from the selected template" },
        ],
      },
      states: {
        browsing: { description: 'The template grid; the selected template is highlighted' },
        noMatch: {
          description: "'No templates match “…”' under the search box, with 'Clear search' (which empties the box)",
        },
        suggesting: {
          description: 'Up to 5 matching template names under the search box',
          on: {
            'suggestion.next': { actions: 'highlightNext', description: 'ArrowDown highlights the next suggestion' },
            'suggestion.previous': { actions: 'highlightPrevious', description: 'ArrowUp highlights the previous suggestion' },
            'suggestion.picked': { target: 'browsing', actions: 'pickHighlighted', description: 'Enter selects the highlighted template' },
            'suggestions.closed': { target: 'browsing', actions: 'closeSuggestions', description: 'Escape closes the suggestions' },
          },
        },
      },
    },
    creating: {
      description: "A spinner on 'Continue' while the Pod is made",
      meta: { route: '/pod-templates', spec: '§2 /pod-templates' },
      invoke: {
        id: 'createPod',
        src: 'createPod',
        input: ({ context }) => ({ podId: context.selectedId ?? '' }),
        onDone: {
          target: 'chosen',
          actions: [
            { type: 'rememberPost', params: ({ event }) => event.output },
            { type: 'podChosen', params: ({ event }) => event.output },
          ],
          description: "The Pod is made: the dialog 'Pod Selected. You're Good to Go!' opens",
        },
        onError: {
          target: 'ready',
          actions: [
            { type: 'showCreateFailure', params: ({ event }) => ({ status: (event.error as { status?: number } | null)?.status ?? null }) },
            { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          ],
          description: "Not made: a 400 shows 'Can not create another Pod', else a toast to try again",
        },
      },
    },
    chosen: {
      description: "The dialog 'Pod Selected. You're Good to Go!' with 'Start Editing' and 'Explore Now'",
      meta: { route: '/pod-templates', spec: '§2 /pod-templates' },
      on: {
        'editing.chosen': {
          target: 'finished',
          actions: { type: 'goToEditor', params: ({ context }) => ({ postId: context.createdPostId ?? '' }) },
          description: "'Start Editing' opens the new Pod in the editor (/3d-app)",
        },
        'exploring.chosen': { target: 'finished', actions: 'goToInterests', description: "'Explore Now' goes to /interests-selection" },
      },
    },
    updating: {
      description: "A spinner on 'Update' while the Pod's theme changes",
      meta: { route: '/pod-templates', spec: '§2 /pod-templates' },
      invoke: {
        id: 'changeTheme',
        src: 'changeTheme',
        input: ({ context }) => ({ postId: context.postId ?? '', podId: context.selectedId ?? '' }),
        onDone: { target: 'finished', actions: 'themeChanged', description: "Changed: the toast 'Pod theme updated', then /pod-live" },
        onError: {
          target: 'ready',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          description: 'Not changed: a toast asks to check the connection and try again',
        },
      },
    },
    finished: { type: 'final', description: 'Left for the editor, the interests or /pod-live' },
  },
});

type Snapshot = SnapshotFrom<typeof podTemplatePickerMachine>;
export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectLoadFailed = (s: Snapshot) => s.matches('loadFailed');
export const selectShowsSuggestions = (s: Snapshot) => s.matches({ ready: 'suggesting' });
export const selectMatchesNothing = (s: Snapshot) => s.matches({ ready: 'noMatch' });
export const selectIsSaving = (s: Snapshot) => s.matches('creating') || s.matches('updating');
export const selectShowsChosenDialog = (s: Snapshot) => s.matches('chosen');
export const selectIsChangingTheme = (s: Snapshot) => s.context.mode === 'changeTheme';
