/**
 * Onboarding (spec §4): sign in → create account → choose a pod template → the dialog (start
 * editing, or explore) → interests → timeline. It also keeps people on track when they arrive on
 * a page directly or reload:
 *
 * - without a session every authed page goes to /signin (`signedOut`);
 * - without an account (no username) every authed page goes to /create-account;
 * - with an account but no Pod yet, every authed page goes to /pod-templates;
 * - complete users skip /create-account and /pod-templates (except 'Change POD Theme'): to
 *   /interests-selection if they have no interests yet, else to /time-line.
 *
 * `route.entered` is sent on every authed navigation with the fresh user; the page's loader
 * redirects to `redirectTo` when it is set. The screens report their steps (`account.created`,
 * `pod.chosen`, …) and this machine moves on to the next page.
 */
import { assign, setup, type SnapshotFrom } from 'xstate';

export interface OnboardingUser {
  userName: string | null;
  userStatus: string;
  interestCount: number;
}
export interface Arrival {
  path: string;
  changePodTheme: boolean;
  user: OnboardingUser | null;
}

export type OnboardingEvent =
  | ({ type: 'route.entered' } & Arrival)
  | { type: 'account.created' }
  | { type: 'pod.chosen'; postId: string }
  | { type: 'editing.chosen' }
  | { type: 'exploring.chosen' }
  | { type: 'interests.saved' };

type Step = 'account' | 'template' | 'complete';
const stepOf = (user: OnboardingUser): Step => (user.userStatus === 'complete' ? 'complete' : user.userName ? 'template' : 'account');

/** Where someone at this step who arrived on this path must go instead, or null to stay. */
export function offTrackRedirect(step: Step, arrival: Arrival): string | null {
  const path = arrival.path.replace(/\/+$/, '') || '/';
  if (step === 'account') return path === '/create-account' ? null : '/create-account';
  if (step === 'template') return path === '/pod-templates' ? null : '/pod-templates';
  const skipped = path === '/create-account' || (path === '/pod-templates' && !arrival.changePodTheme);
  if (!skipped) return null;
  return arrival.user && arrival.user.interestCount === 0 ? '/interests-selection' : '/time-line';
}

/** Arriving on the interests page (after 'Explore Now') keeps that step; any other page ends it. */
const stayOnInterests = {
  guard: { type: 'isOnInterests', params: ({ event }: { event: Arrival }) => event },
  actions: { type: 'keepOnTrack', params: ({ event }: { event: Arrival }) => ({ step: 'complete' as const, arrival: event }) },
} as const;

export const onboardingMachine = setup({
  types: {
    context: {} as { redirectTo: string | null; postId: string | null },
    events: {} as OnboardingEvent,
  },
  actions: {
    keepOnTrack: assign({ redirectTo: (_, params: { step: Step; arrival: Arrival }) => offTrackRedirect(params.step, params.arrival) }),
    stayHere: assign({ redirectTo: null }),
    rememberPost: assign({ postId: (_, params: { postId: string }) => params.postId }),
    goToPodTemplates: () => {},
    goToEditor: (_, _params: { postId: string }) => {},
    goToInterests: () => {},
  },
  guards: {
    signedOut: (_, arrival: Arrival) => arrival.user === null,
    needsAccount: (_, arrival: Arrival) => arrival.user !== null && stepOf(arrival.user) === 'account',
    needsTemplate: (_, arrival: Arrival) => arrival.user !== null && stepOf(arrival.user) === 'template',
    isOnInterests: (_, arrival: Arrival) =>
      arrival.user !== null && stepOf(arrival.user) === 'complete' && arrival.path.replace(/\/+$/, '') === '/interests-selection',
  },
}).createMachine({
  id: 'onboarding',
  context: { redirectTo: null, postId: null },
  initial: 'arriving',
  meta: {
    guards: {
      signedOut: 'nobody is signed in',
      needsAccount: 'signed in, but no account yet (no username)',
      needsTemplate: 'has an account, but has not chosen a Pod yet',
      isOnInterests: 'onboarding is done and the page is /interests-selection',
    },
  },
  on: {
    'route.entered': [
      {
        guard: { type: 'signedOut', params: ({ event }) => event },
        target: '.signedOut',
        actions: assign({ redirectTo: '/signin' }),
        description: 'Any page without a session goes to /signin',
      },
      {
        guard: { type: 'needsAccount', params: ({ event }) => event },
        target: '.creatingAccount',
        actions: { type: 'keepOnTrack', params: ({ event }) => ({ step: 'account' as const, arrival: event }) },
        description: 'Any page before the account exists goes to /create-account',
      },
      {
        guard: { type: 'needsTemplate', params: ({ event }) => event },
        target: '.choosingTemplate',
        actions: { type: 'keepOnTrack', params: ({ event }) => ({ step: 'template' as const, arrival: event }) },
        description: 'Any page before the first Pod is chosen goes to /pod-templates',
      },
      {
        target: '.complete',
        actions: { type: 'keepOnTrack', params: ({ event }) => ({ step: 'complete' as const, arrival: event }) },
        description: 'Onboarded: /create-account and /pod-templates (unless changing the theme) lead on to interests or the feed',
      },
    ],
  },
  states: {
    arriving: { description: 'The app is opening a page and has not yet read who is signed in' },
    signedOut: { description: "'Sign In' with Google or Apple", meta: { route: '/signin', spec: '§2 /signin' } },
    creatingAccount: {
      description: "The profile form: Name, Username, Location, picture, profile type, 'Register Now'",
      meta: { route: '/create-account', spec: '§2 /create-account' },
      on: {
        'account.created': {
          target: 'choosingTemplate',
          actions: ['stayHere', 'goToPodTemplates'],
          description: 'Registered: the success dialog leads to /pod-templates',
        },
      },
    },
    choosingTemplate: {
      description: "'Create Your POD': the template grid, search and 'Continue'",
      meta: { route: '/pod-templates', spec: '§2 /pod-templates' },
      on: {
        'pod.chosen': {
          target: 'podChosen',
          actions: { type: 'rememberPost', params: ({ event }) => ({ postId: event.postId }) },
          description: "'Continue' with a template: the Pod is made",
        },
      },
    },
    podChosen: {
      description: "The dialog 'Pod Selected. You're Good to Go!' with 'Start Editing' and 'Explore Now'",
      meta: { route: '/pod-templates', spec: '§2 /pod-templates' },
      on: {
        'editing.chosen': {
          target: 'complete',
          actions: { type: 'goToEditor', params: ({ context }) => ({ postId: context.postId ?? '' }) },
          description: "'Start Editing' opens the new Pod in the editor (/3d-app)",
        },
        'exploring.chosen': { target: 'choosingInterests', actions: 'goToInterests', description: "'Explore Now' goes to /interests-selection" },
      },
    },
    choosingInterests: {
      description: "'Tell Us What You Love!': interest chips and 'Continue'",
      meta: { route: '/interests-selection', spec: '§2 /interests-selection' },
      on: {
        'route.entered': { ...stayOnInterests, description: 'Reloading the interests page keeps this step' },
        'interests.saved': { target: 'complete', description: "'Continue' saved the interests: on to the feed" },
      },
    },
    complete: { description: 'Onboarded: the feed and every other screen are open', meta: { route: '/time-line', spec: '§2 Discover feed' } },
  },
});

type Snapshot = SnapshotFrom<typeof onboardingMachine>;
export const selectRedirect = (s: Snapshot) => s.context.redirectTo;
