/**
 * The social links step, /social-media-links (spec §2 Social links screen, §3 Social platforms):
 * 'Add Social Media Links', a username field per platform (Facebook and YouTube shown by default,
 * then any the person saved before), 'Add platform' and 'Continue'.
 *
 * - `sheet`: 'Add platform' opens the bottom sheet 'Select Social Media Platform': a search over
 *   the six platforms ('No platforms found' when none matches) and, per platform, 'Add' — or
 *   'Added', disabled, once its field is on the form. Closing the sheet clears its search.
 * - `save`: 'Continue' ('Saving...' meanwhile) saves the usernames, trimmed, then opens the
 *   person's own Pod in the editor (/3d-app/?podId={id}); someone without a Pod yet goes to
 *   /pod-templates to make one. A failed save stays on the form with an error toast (the server's
 *   reason, e.g. 'Social usernames can include only letters, numbers, periods, underscores,
 *   hyphens and @', or 'Your links were not saved. Please try again.').
 * - What was typed or added and not saved is kept as a draft: leaving with 'Back' or reloading
 *   comes back to it; a save clears it. 'Back' goes where the person came from (on a first load,
 *   /profile, or /pod-templates while onboarding) and is no part of this chart.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

export interface SocialLink {
  socialId: number;
  socialLink: string;
}
/** What was typed and not saved: the platforms on the form and their usernames. */
export interface SocialLinksDraft {
  shown: number[];
  links: Record<number, string>;
}

export type SocialLinksEvent =
  | { type: 'link.changed'; socialId: number; value: string }
  | { type: 'sheet.opened' }
  | { type: 'sheet.closed' }
  | { type: 'search.changed'; query: string }
  | { type: 'platform.added'; socialId: number }
  | { type: 'continue' };

interface Context extends SocialLinksDraft {
  query: string;
  /** The person's Pod (its post id), when the app knows it already. */
  postId: string | null;
}

export const socialLinksMachine = setup({
  types: {
    context: {} as Context,
    events: {} as SocialLinksEvent,
    input: {} as { saved: SocialLink[]; draft: SocialLinksDraft | null; defaults: number[]; postId: string | null },
  },
  actors: {
    saveLinks: fromPromise<void, { links: SocialLink[] }>(async () => {
      throw new Error('saveLinks is provided by the app');
    }),
    /** The post id of the person's own Pod, or null when they have none. */
    findMyPod: fromPromise<string | null>(async () => {
      throw new Error('findMyPod is provided by the app');
    }),
  },
  actions: {
    setLink: assign(({ context, event }) => {
      assertEvent(event, 'link.changed');
      return { links: { ...context.links, [event.socialId]: event.value } };
    }),
    addPlatform: assign(({ context, event }) => {
      assertEvent(event, 'platform.added');
      return { shown: [...context.shown, event.socialId] };
    }),
    rememberQuery: assign(({ event }) => {
      assertEvent(event, 'search.changed');
      return { query: event.query };
    }),
    clearQuery: assign({ query: '' }),
    keepDraft: (_, _draft: SocialLinksDraft) => {},
    clearDraft: () => {},
    goToPod: (_, _params: { postId: string }) => {},
    goToPodTemplates: () => {},
    reportFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    notOnForm: ({ context, event }) => event.type === 'platform.added' && !context.shown.includes(event.socialId),
    knowsPod: ({ context }) => context.postId !== null,
    hasPod: (_, postId: string | null) => postId !== null,
  },
}).createMachine({
  id: 'socialLinks',
  context: ({ input }) => ({
    shown: input.draft?.shown ?? [...new Set([...input.defaults, ...input.saved.map((link) => link.socialId)])],
    links: input.draft?.links ?? Object.fromEntries(input.saved.map((link) => [link.socialId, link.socialLink])),
    query: '',
    postId: input.postId,
  }),
  type: 'parallel',
  meta: {
    guards: {
      notOnForm: "the platform's username field is not on the form yet",
      knowsPod: "the app already knows the person's Pod (they made it in this visit)",
      hasPod: 'the person has a Pod',
    },
  },
  on: {
    'link.changed': {
      actions: ['setLink', { type: 'keepDraft', params: ({ context }) => ({ shown: context.shown, links: context.links }) }],
      description: 'Typing a username (up to 100 characters) changes its field; it is kept as a draft until saved',
    },
  },
  states: {
    sheet: {
      description: 'The platform sheet, open or not',
      initial: 'closed',
      states: {
        closed: {
          description: "The form: 'Add Social Media Links', a username field per platform (Facebook and YouTube first), 'Add platform' and 'Continue'",
          meta: { route: '/social-media-links', spec: '§2 Social links screen' },
          on: { 'sheet.opened': { target: 'open', description: "'Add platform' opens the sheet 'Select Social Media Platform'" } },
        },
        open: {
          description:
            "The sheet 'Select Social Media Platform': 'Search platforms', each platform with 'Add' or a disabled 'Added'; 'No platforms found' when none matches",
          meta: { route: '/social-media-links', spec: '§2 Social links screen' },
          on: {
            'search.changed': { actions: 'rememberQuery', description: 'Typing in the search narrows the platforms by name' },
            'platform.added': {
              guard: 'notOnForm',
              actions: ['addPlatform', { type: 'keepDraft', params: ({ context }) => ({ shown: context.shown, links: context.links }) }],
              description: "'Add' puts the platform's username field on the form; its button now reads 'Added'",
            },
            'sheet.closed': {
              target: 'closed',
              actions: 'clearQuery',
              description: 'Closing the sheet (its close button, the backdrop or Escape) clears its search',
            },
          },
        },
      },
    },
    save: {
      description: "Saving with 'Continue'",
      initial: 'idle',
      states: {
        idle: {
          description: "'Continue' can be pressed",
          on: { continue: { target: 'saving', description: "'Continue' saves the usernames" } },
        },
        saving: {
          description: "'Saving...' on the disabled 'Continue' while the usernames are saved",
          invoke: {
            id: 'saveLinks',
            src: 'saveLinks',
            input: ({ context }) => ({ links: context.shown.map((socialId) => ({ socialId, socialLink: (context.links[socialId] ?? '').trim() })) }),
            onDone: [
              {
                guard: 'knowsPod',
                target: 'leaving',
                actions: ['clearDraft', { type: 'goToPod', params: ({ context }) => ({ postId: context.postId! }) }],
                description: 'Saved: the draft is gone and the Pod opens in the editor (/3d-app/?podId={id})',
              },
              { target: 'findingPod', actions: 'clearDraft', description: "Saved: the draft is gone; the person's Pod is looked up" },
            ],
            onError: {
              target: 'idle',
              actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
              description: "Not saved: the form stays as typed, with an error toast (the server's reason, or 'Your links were not saved. Please try again.')",
            },
          },
        },
        findingPod: {
          description: "Still 'Saving...': the usernames are saved; the person's Pod is looked up",
          invoke: {
            id: 'findMyPod',
            src: 'findMyPod',
            onDone: [
              {
                guard: { type: 'hasPod', params: ({ event }) => event.output },
                target: 'leaving',
                actions: { type: 'goToPod', params: ({ event }) => ({ postId: event.output! }) },
                description: 'Their Pod opens in the editor (/3d-app/?podId={id})',
              },
              { target: 'leaving', actions: 'goToPodTemplates', description: 'No Pod yet: on to /pod-templates to make one' },
            ],
            onError: {
              target: 'idle',
              actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
              description: "The Pod could not be looked up: the form stays, with an error toast; 'Continue' tries again",
            },
          },
        },
        leaving: { description: "Still 'Saving...' while the next screen opens" },
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof socialLinksMachine>;
/** The platforms on the form, in order, and what is typed in each. */
export const selectShown = (s: Snapshot) => s.context.shown;
export const selectLink = (s: Snapshot, socialId: number) => s.context.links[socialId] ?? '';
export const selectSheetOpen = (s: Snapshot) => s.matches({ sheet: 'open' });
export const selectQuery = (s: Snapshot) => s.context.query;
export const selectSaving = (s: Snapshot) => !s.matches({ save: 'idle' });
