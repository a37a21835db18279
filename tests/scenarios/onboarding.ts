/**
 * Onboarding, from the spec's words (§4 Onboarding, §4 User status, §2 /signin, /create-account,
 * /pod-templates, /interests-selection, §6 Roles and permissions). Events are the ones the model
 * test drives through the real app (tests/model/onboarding.test.tsx): an arrival is a visit to a
 * page by a user in a given condition; the steps are taps on the onboarding screens.
 */
import type { Arrival, OnboardingEvent, OnboardingUser } from '../../machines/onboarding.ts';
import type { ScenarioTable } from './scenario.ts';

const NEW: OnboardingUser = { userName: null, userStatus: 'new', interestCount: 0 };
const REGISTERED: OnboardingUser = { userName: 'ada', userStatus: 'new', interestCount: 0 };
const COMPLETE: OnboardingUser = { userName: 'ada', userStatus: 'complete', interestCount: 1 };
const COMPLETE_NO_INTERESTS: OnboardingUser = { userName: 'ada', userStatus: 'complete', interestCount: 0 };

const arrival = (path: string, user: Arrival['user'], changePodTheme = false): OnboardingEvent => ({ type: 'route.entered', path, changePodTheme, user });
const accountCreated: OnboardingEvent = { type: 'account.created' };
const podChosen: OnboardingEvent = { type: 'pod.chosen', postId: 'post-1' };
const editing: OnboardingEvent = { type: 'editing.chosen' };
const exploring: OnboardingEvent = { type: 'exploring.chosen' };
const interestsSaved: OnboardingEvent = { type: 'interests.saved' };

/** Sign in, create the account, choose the pod: the dialog is up. */
const toDialog = [arrival('/create-account', NEW), accountCreated, podChosen];

const POD_DIALOG = "Pod Selected. You're Good to Go!";

export const onboardingScenarios: ScenarioTable<OnboardingEvent> = {
  machine: 'onboarding',
  scenarios: [
    {
      rule: 'Only signed-in users can use onboarding screens; without a token they redirect to /signin',
      spec: '§6 Roles and permissions; §2 /pod-templates',
      given: [],
      givenState: 'arriving',
      when: arrival('/pod-templates', null),
      then: { state: 'signedOut', context: { redirectTo: '/signin' }, screen: { shows: ['Sign In'], navigatesTo: '/signin' } },
    },
    {
      rule: 'After login, users whose userStatus is not complete go to /create-account',
      spec: '§2 /signin',
      given: [],
      when: arrival('/friends', NEW),
      then: { state: 'creatingAccount', context: { redirectTo: '/create-account' }, screen: { shows: ['Register Now'], navigatesTo: '/create-account' } },
    },
    {
      rule: 'Onboarding: sign in, then create account (the /create-account profile form stays)',
      spec: '§4 Onboarding; §2 /create-account',
      given: [],
      when: arrival('/create-account', NEW),
      then: { state: 'creatingAccount', effects: { goToPodTemplates: 0 }, context: { redirectTo: null }, screen: { shows: ['Register Now'] } },
    },
    {
      rule: "/create-account: 'Register Now', then a success dialog leads to /pod-templates ('Create Your POD')",
      spec: '§2 /create-account; §4 Onboarding',
      given: [arrival('/create-account', NEW)],
      givenState: 'creatingAccount',
      when: accountCreated,
      then: {
        state: 'choosingTemplate',
        effects: { goToPodTemplates: 1, goToEditor: 0, goToInterests: 0 },
        context: { redirectTo: null },
        screen: { shows: ['Create Your POD', 'Continue'], navigatesTo: '/pod-templates' },
      },
    },
    {
      rule: 'User status stays new until the first pod is chosen: a user with an account but no Pod is sent on to choose a pod template',
      spec: '§4 User status; §4 Onboarding',
      given: [],
      when: arrival('/create-account', REGISTERED),
      then: { state: 'choosingTemplate', context: { redirectTo: '/pod-templates' }, screen: { shows: ['Create Your POD'], navigatesTo: '/pod-templates' } },
    },
    {
      rule: "Continuing with a selection opens a dialog 'Pod Selected. You're Good to Go!' with 'Start Editing' and 'Explore Now'",
      spec: '§2 /pod-templates; §4 Onboarding',
      given: [arrival('/create-account', NEW), accountCreated],
      givenState: 'choosingTemplate',
      when: podChosen,
      then: {
        state: 'podChosen',
        effects: { goToEditor: 0, goToInterests: 0 },
        context: { postId: 'post-1' },
        screen: { shows: [POD_DIALOG, 'Start Editing', 'Explore Now'] },
      },
    },
    {
      rule: "'Start Editing' goes to /3d-app/?postId={id}",
      spec: '§2 /pod-templates; §4 Onboarding',
      given: toDialog,
      givenState: 'podChosen',
      when: editing,
      then: { state: 'complete', effects: { goToEditor: 1, goToInterests: 0 }, screen: { hides: [POD_DIALOG], navigatesTo: '/3d-app/?postId=post-1' } },
    },
    {
      rule: "'Explore Now' goes to /interests-selection?defaultPod=true: 'Tell Us What You Love!'",
      spec: '§2 /pod-templates; §2 /interests-selection; §4 Onboarding',
      given: toDialog,
      givenState: 'podChosen',
      when: exploring,
      then: {
        state: 'choosingInterests',
        effects: { goToInterests: 1, goToEditor: 0 },
        screen: { shows: ['Tell Us What You Love!'], hides: [POD_DIALOG], navigatesTo: '/interests-selection?defaultPod=true' },
      },
    },
    {
      rule: "Interests 'Continue', then the timeline; with defaultPod=true a dialog 'Your pod is ready!' shows 'Preview Pod' and 'Go to Feed'",
      spec: '§2 /interests-selection; §4 Onboarding',
      given: [...toDialog, exploring],
      givenState: 'choosingInterests',
      when: interestsSaved,
      then: { state: 'complete', effects: { goToEditor: 0, goToInterests: 0 }, screen: { shows: ['Your pod is ready!', 'Preview Pod', 'Go to Feed'] } },
    },
    {
      rule: 'Reloading /interests-selection during onboarding keeps the interests step',
      spec: '§2 /interests-selection; §4 Onboarding',
      given: [...toDialog, exploring],
      when: arrival('/interests-selection', COMPLETE_NO_INTERESTS),
      then: { state: 'choosingInterests', context: { redirectTo: null }, screen: { shows: ['Tell Us What You Love!'] } },
    },
    {
      rule: 'Leaving the interests step for another page ends onboarding: the user is complete once the first pod is chosen',
      spec: '§4 User status; §4 Onboarding',
      given: [...toDialog, exploring],
      when: arrival('/profile', COMPLETE),
      then: { state: 'complete', context: { redirectTo: null } },
    },
    {
      rule: 'Without an account (no username) every authed page goes to /create-account, even the interests page mid-onboarding',
      spec: '§4 Onboarding',
      given: [...toDialog, exploring],
      when: arrival('/interests-selection', NEW),
      machineOnly: 'the screen test cannot take the account away once it is made',
      then: { state: 'creatingAccount', context: { redirectTo: '/create-account' } },
    },
    {
      rule: 'Without a token an onboarding screen redirects to /signin, even mid-onboarding',
      spec: '§6 Roles and permissions',
      given: [...toDialog, exploring],
      when: arrival('/interests-selection', null),
      then: { state: 'signedOut', context: { redirectTo: '/signin' }, screen: { shows: ['Sign In'], navigatesTo: '/signin' } },
    },
    {
      rule: "After login, users whose userStatus is 'complete' go to /time-line (not back to /create-account)",
      spec: '§2 /signin; §4 User status',
      given: [],
      when: arrival('/create-account', COMPLETE),
      then: { state: 'complete', context: { redirectTo: '/time-line' }, screen: { navigatesTo: '/time-line' } },
    },
    {
      rule: "A complete user may open the app's other screens: /friends stays",
      spec: '§6 Roles and permissions; §4 User status',
      given: [],
      when: arrival('/friends', COMPLETE),
      then: { state: 'complete', context: { redirectTo: null } },
    },
    {
      rule: "A complete user opening /pod-templates without 'Change POD Theme' has chosen a pod already: on to /time-line",
      spec: '§2 /pod-templates; §4 User status',
      given: [],
      when: arrival('/pod-templates', COMPLETE),
      then: { state: 'complete', context: { redirectTo: '/time-line' }, screen: { navigatesTo: '/time-line' } },
    },
    {
      rule: "With changePodTheme=true the /pod-templates screen is 'Change POD Theme' and stays for a complete user",
      spec: '§2 /pod-templates; §2 /profile (Change Pod Theme)',
      given: [],
      when: arrival('/pod-templates', COMPLETE, true),
      machineOnly: "the model test's arrival driver does not pass changePodTheme to the page",
      then: { state: 'complete', context: { redirectTo: null }, screen: { shows: ['Change POD Theme', 'Update'] } },
    },
    {
      rule: 'Onboarding is sign in, create account, choose pod template, dialog, interests, timeline: a complete user who has no interests yet is sent on to interests, not the account form',
      spec: '§4 Onboarding (§2 /signin says complete users go to /time-line: the design reads it as after the interests step)',
      given: [],
      when: arrival('/create-account', COMPLETE_NO_INTERESTS),
      then: { state: 'complete', context: { redirectTo: '/interests-selection' }, screen: { navigatesTo: '/interests-selection' } },
    },
    {
      rule: 'A signed-out visitor who then signs in without an account is sent to /create-account',
      spec: '§2 /signin; §6 Roles and permissions',
      given: [arrival('/friends', null)],
      givenState: 'signedOut',
      when: arrival('/pod-templates', NEW),
      then: { state: 'creatingAccount', context: { redirectTo: '/create-account' }, screen: { navigatesTo: '/create-account' } },
    },
  ],
};
