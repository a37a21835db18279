/**
 * Pod settings (/pod-settings): the owner edits the Pod's details and who can see it.
 *
 * - `opening`: a passing moment. The Pod the screen came with (read moments ago, on the way in, or
 *   with a page the server rendered) fills the form at once; otherwise `loading` the Pod →
 *   `editing` (or `loadFailed`, with Retry).
 * - `editing.details` / `editing.privacy`: the tabs 'Details' (title ≤ 20, description, pod type,
 *   at least one category) and 'Privacy & Access' (public/private switch). Each field's error
 *   clears when that field changes.
 * - 'Save' checks: 'Title is required', 'Description is required', 'Please select at least one
 *   category' (the Details tab opens to show them); then `saving`, then /pod-live (`finished`).
 * - A failed save stays on the form with the server's text, else the error's message, else
 *   'An unexpected error occurred. Please try again.'.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

export const POD_TITLE_MAX = 20;
export const SETTINGS_MESSAGES = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  categoryRequired: 'Please select at least one category',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

export interface PodSettings {
  postName: string;
  postDescription: string;
  postTags: string[];
  postSubTag: string;
  postType: 'public' | 'private';
}
type Field = 'postName' | 'postDescription' | 'postTags';
type Errors = Partial<Record<Field | 'form', string>>;

export type PodSettingsEvent =
  | { type: 'retry' }
  | { type: 'tab.selected'; tab: 'details' | 'privacy' }
  | { type: 'field.changed'; field: 'postName' | 'postDescription' | 'postSubTag'; value: string }
  | { type: 'category.toggled'; category: string }
  | { type: 'visibility.toggled' }
  | { type: 'saved' };

function validate(values: PodSettings): Errors {
  const errors: Errors = {};
  if (!values.postName.trim()) errors.postName = SETTINGS_MESSAGES.titleRequired;
  if (!values.postDescription.trim()) errors.postDescription = SETTINGS_MESSAGES.descriptionRequired;
  if (values.postTags.length === 0) errors.postTags = SETTINGS_MESSAGES.categoryRequired;
  return errors;
}

/** The Pod's id and settings, as the screen reads them. */
export interface LoadedPod {
  postId: string;
  settings: PodSettings;
}

const EMPTY: PodSettings = { postName: '', postDescription: '', postTags: [], postSubTag: 'Personal', postType: 'public' };

export const podSettingsFormMachine = setup({
  types: {
    context: {} as { postId: string | null; values: PodSettings; errors: Errors; cameWithPod: boolean },
    events: {} as PodSettingsEvent,
    input: {} as { postId: string | null; loaded?: LoadedPod },
  },
  actors: {
    loadPod: fromPromise<LoadedPod, { postId: string | null }>(async () => {
      throw new Error('loadPod is provided by the app');
    }),
    savePod: fromPromise<void, { postId: string; settings: PodSettings }>(async () => {
      throw new Error('savePod is provided by the app');
    }),
  },
  actions: {
    fill: assign((_, loaded: LoadedPod) => ({ postId: loaded.postId, values: loaded.settings, errors: {} })),
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'field.changed');
      const value = event.field === 'postName' ? event.value.slice(0, POD_TITLE_MAX) : event.value;
      const { [event.field as Field]: _cleared, form: _form, ...errors } = context.errors;
      return { values: { ...context.values, [event.field]: value }, errors };
    }),
    toggleCategory: assign(({ context, event }) => {
      assertEvent(event, 'category.toggled');
      const tags = context.values.postTags.includes(event.category)
        ? context.values.postTags.filter((tag) => tag !== event.category)
        : [...context.values.postTags, event.category];
      const { postTags: _cleared, form: _form, ...errors } = context.errors;
      return { values: { ...context.values, postTags: tags }, errors };
    }),
    toggleVisibility: assign({
      values: ({ context }) => ({ ...context.values, postType: context.values.postType === 'public' ? ('private' as const) : ('public' as const) }),
    }),
    showErrors: assign({ errors: ({ context }) => validate(context.values) }),
    showSaveError: assign({
      errors: ({ context }, params: { message: string | null }) => ({ ...context.errors, form: params.message || SETTINGS_MESSAGES.unexpected }),
    }),
    reportFailure: (_, _params: { error: unknown }) => {},
    goToPodLive: () => {},
  },
  guards: {
    cameWithPod: ({ context }) => context.cameWithPod,
    isPrivacyTab: ({ event }) => event.type === 'tab.selected' && event.tab === 'privacy',
    isInvalid: ({ context }) => Object.keys(validate(context.values)).length > 0,
  },
}).createMachine({
  id: 'podSettingsForm',
  context: ({ input }) => ({
    postId: input.loaded?.postId ?? input.postId,
    values: input.loaded?.settings ?? EMPTY,
    errors: {},
    cameWithPod: input.loaded !== undefined,
  }),
  initial: 'opening',
  meta: {
    guards: {
      cameWithPod: 'the screen came with the Pod',
      isPrivacyTab: "the tab chosen is 'Privacy & Access'",
      isInvalid: 'the title, the description or a category is missing',
    },
  },
  states: {
    opening: {
      description: 'A passing moment: whether the screen came with the Pod',
      always: [
        {
          guard: 'cameWithPod',
          target: 'editing',
          description: 'The Pod came with the screen (read moments ago, or with the page): its settings fill the form',
        },
        { target: 'loading', description: 'Nothing came with the screen: the Pod is read' },
      ],
    },
    loading: {
      description: "'Pod Settings' with a spinner while the Pod is read",
      meta: { route: '/pod-settings', spec: '§2 /pod-settings' },
      invoke: {
        id: 'loadPod',
        src: 'loadPod',
        input: ({ context }) => ({ postId: context.postId }),
        onDone: { target: 'editing', actions: { type: 'fill', params: ({ event }) => event.output }, description: "The Pod's settings fill the form" },
        onError: {
          target: 'loadFailed',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          description: 'The Pod could not be loaded',
        },
      },
    },
    loadFailed: {
      description: "'We could not load your Pod.' with 'Try again'; 'Save' is disabled",
      meta: { route: '/pod-settings', spec: '§2 /pod-settings' },
      on: { retry: { target: 'loading', description: "'Try again' loads the Pod again" } },
    },
    editing: {
      description: "'Pod Settings' with 'Save' and the tabs 'Details' and 'Privacy & Access'",
      meta: { route: '/pod-settings', spec: '§2 /pod-settings' },
      initial: 'details',
      on: {
        'tab.selected': [
          { guard: 'isPrivacyTab', target: '.privacy', description: "A tap on 'Privacy & Access' opens that tab" },
          { target: '.details', description: "A tap on 'Details' opens that tab" },
        ],
        saved: [
          {
            guard: 'isInvalid',
            target: '.details',
            actions: 'showErrors',
            description: "'Save' with a field missing shows its error ('Title is required', …) on 'Details'",
          },
          { target: 'saving', description: "'Save' with every field filled stores the settings" },
        ],
      },
      states: {
        details: {
          description: "The 'Details' tab: Title (max 20), Description, Pod type and Categories",
          on: {
            'field.changed': { actions: 'changeField', description: 'Typing changes the field (title stops at 20) and clears its error' },
            'category.toggled': { actions: 'toggleCategory', description: 'A tap on a category chooses or clears it, and clears its error' },
          },
        },
        privacy: {
          description: "The 'Privacy & Access' tab: the 'Public Pod' switch",
          on: {
            'visibility.toggled': {
              actions: 'toggleVisibility',
              description: 'The switch makes the Pod public or private (only the owner sees a private Pod)',
            },
          },
        },
      },
    },
    saving: {
      description: "A spinner on 'Save' while the settings are stored",
      meta: { route: '/pod-settings', spec: '§2 /pod-settings' },
      invoke: {
        id: 'savePod',
        src: 'savePod',
        input: ({ context }) => ({ postId: context.postId ?? '', settings: context.values }),
        onDone: { target: 'finished', actions: 'goToPodLive', description: "Saved: on to /pod-live ('Your Pod is Live!')" },
        onError: {
          target: 'editing',
          actions: [
            { type: 'showSaveError', params: ({ event }) => ({ message: (event.error as { message?: string } | null)?.message ?? null }) },
            { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          ],
          description: "Not saved: the error's text, else 'An unexpected error occurred. Please try again.'",
        },
      },
    },
    finished: { type: 'final', description: 'Saved: left for /pod-live' },
  },
});

type Snapshot = SnapshotFrom<typeof podSettingsFormMachine>;
export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectLoadFailed = (s: Snapshot) => s.matches('loadFailed');
export const selectIsSaving = (s: Snapshot) => s.matches('saving');
export const selectTab = (s: Snapshot) => (s.matches({ editing: 'privacy' }) ? 'privacy' : 'details');
