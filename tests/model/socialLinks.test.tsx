// @vitest-environment jsdom
/**
 * Model-based test of the social links step: every arrow of the socialLinks chart is driven
 * through the real <SocialLinksScreen> over a fake gateway, for someone whose Pod the app knows
 * (made in this visit) and someone whose Pod it must look up. The person saved a Twitter username
 * before ('ada_tw'). What each state must show comes from the spec's rules replayed over the
 * path's events (`expectedScreen`), not from the chart.
 */
import { expect, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { socialLinksMachine } from '../../machines/socialLinks.ts';
import { failure, installFakeApi } from './support/fake-api.ts';
import { installJsdomPlatform } from './support/jsdom-platform.ts';
import { describeModel, type ModelStep } from './support/model-test.ts';
import { renderRouted } from './support/routed.tsx';

const SAVED = [{ socialId: 3, socialLink: 'ada_tw' }];
const REFUSED = 'Social usernames can include only letters, numbers, periods, underscores, hyphens and @';
const NOT_FOUND = 'Something went wrong on our side. Please try again.';
const DRAFT = 'draft:social-links';

let api: ReturnType<typeof installFakeApi>;
const navigate = vi.fn();

const pod = (postId: string) => ({
  getUserPosts: {
    total: 1,
    documents: [
      {
        value: {
          postId,
          postName: "Ada's Pod",
          postDescription: '',
          postTags: [],
          postSubTag: '',
          postType: 'public',
          postDisplayImage: '',
          podId: 'studio-loft',
          podName: 'Studio Loft',
          user: { userDisplayName: 'Ada' },
        },
      },
    ],
  },
});
const noPod = { getUserPosts: { total: 0, documents: [] } };

async function mount(input: { postId: string | null }) {
  vi.resetModules();
  sessionStorage.setItem('userId', 'me');
  sessionStorage.setItem('sessionToken', 'token-1');
  vi.spyOn(console, 'error').mockImplementation(() => {});
  navigate.mockReset();
  api = installFakeApi({
    UpdateUser: () => ({ updateUser: { userId: 'me', userStatus: 'complete', userInterests: [], userSocialLinks: [] } }),
    MyPods: () => pod('post-9'),
  });
  api.holdWhere('UpdateUser', () => true);
  api.holdWhere('MyPods', () => true);
  const { setNavigate } = await import('../../src/lib/navigation.ts');
  setNavigate(navigate);
  const { SocialLinksScreen } = await import('../../src/features/onboarding/SocialLinksScreen.tsx');
  const { Toasts } = await import('../../src/app/Toasts.tsx');
  renderRouted(
    <>
      <SocialLinksScreen postId={input.postId} initial={SAVED} backTo="/profile" />
      <Toasts />
    </>,
  );
  await screen.findByRole('heading', { name: 'Add Social Media Links', level: 1 });
}

/**
 * The oracle, from the spec and the screen's rules: Facebook and YouTube first, then what was
 * saved; 'Add' puts a platform on the form once; closing the sheet clears its search; 'Continue'
 * saves (trimmed), then opens the Pod (the known one, else the one looked up, else /pod-templates);
 * a failure stays on the form with a toast; typing is kept as a draft until a save clears it.
 */
function expectedScreen(step: ModelStep) {
  const known = (step.input as { postId: string | null }).postId;
  const seen = {
    fields: ['Facebook', 'YouTube', 'Twitter'],
    youtube: '',
    sheetOpen: false,
    query: '',
    saving: false,
    draftCleared: false,
    drafted: false,
    toast: null as string | null,
    goesTo: null as string | null,
  };
  for (const event of step.events) {
    const e = event as { type: string; output?: string | null };
    if (e.type === 'link.changed') Object.assign(seen, { youtube: '  adatube ', drafted: true });
    if (e.type === 'sheet.opened') seen.sheetOpen = true;
    if (e.type === 'sheet.closed') Object.assign(seen, { sheetOpen: false, query: '' });
    if (e.type === 'search.changed') seen.query = 'insta';
    if (e.type === 'platform.added' && !seen.fields.includes('Instagram')) Object.assign(seen, { fields: [...seen.fields, 'Instagram'], drafted: true });
    if (e.type === 'continue') seen.saving = true;
    if (e.type === 'xstate.done.actor.saveLinks') {
      seen.draftCleared = true;
      if (known) seen.goesTo = `/3d-app/?podId=${known}`;
    }
    if (e.type === 'xstate.error.actor.saveLinks') Object.assign(seen, { saving: false, toast: REFUSED });
    if (e.type === 'xstate.done.actor.findMyPod') seen.goesTo = e.output ? `/3d-app/?podId=${e.output}` : '/pod-templates';
    if (e.type === 'xstate.error.actor.findMyPod') Object.assign(seen, { saving: false, toast: NOT_FOUND });
  }
  return { ...seen, known };
}

const sheet = () => screen.queryByRole('dialog', { name: 'Select Social Media Platform' });
const continueButton = () => screen.getByRole('button', { name: /^(Continue|Saving\.\.\.)$/ }) as HTMLButtonElement;
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 2000 });
const fields = () =>
  within(screen.getByRole('list', { name: 'Your social media' }))
    .getAllByRole('textbox')
    .map((input) => document.querySelector(`label[for="${input.id}"]`)!.textContent!.replace(' username', ''));
const value = (platform: string) => (screen.getByLabelText(`${platform} username`) as HTMLInputElement).value;
const draft = () => JSON.parse(sessionStorage.getItem(DRAFT) ?? 'null') as { shown: number[]; links: Record<string, string> } | null;
const saved = () => api.calls.filter((c) => c.operation === 'UpdateUser').map((c) => (c.variables.input as { userSocialLinks: unknown }).userSocialLinks);

function checkForm(step: ModelStep) {
  const want = expectedScreen(step);
  expect(fields()).toEqual(want.fields);
  expect(value('YouTube')).toBe(want.youtube);
  expect(value('Twitter')).toBe('ada_tw');
  if (want.toast) expect(screen.getByText(want.toast)).toBeTruthy();
  if (want.draftCleared) expect(draft()).toBeNull();
  else if (want.drafted)
    expect(draft()).toEqual({
      shown: want.fields.includes('Instagram') ? [1, 6, 3, 2] : [1, 6, 3],
      links: { 3: 'ada_tw', ...(want.youtube ? { 6: want.youtube } : {}) },
    });
  else expect(draft()).toBeNull();
  return want;
}
/** 'Saving...' on the disabled 'Continue', the links sent trimmed, nowhere to go yet. */
function checkSaving(step: ModelStep) {
  const want = checkForm(step);
  expect(want.saving).toBe(true);
  expect(continueButton().textContent).toBe('Saving...');
  expect(continueButton().disabled).toBe(true);
  expect(saved().at(-1)).toEqual([
    { socialId: 1, socialLink: '' },
    { socialId: 6, socialLink: want.youtube.trim() },
    { socialId: 3, socialLink: 'ada_tw' },
    ...(want.fields.includes('Instagram') ? [{ socialId: 2, socialLink: '' }] : []),
  ]);
  return want;
}

describeModel('socialLinks', {
  machine: socialLinksMachine,
  inputs: {
    'Pod known': { saved: SAVED, draft: null, defaults: [1, 6], postId: 'post-1' },
    'Pod looked up': { saved: SAVED, draft: null, defaults: [1, 6], postId: null },
  },
  mount: (input) => mount(input),
  beforeAll: installJsdomPlatform,
  afterEach: () => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStorage.clear();
  },
  // Once 'Continue' is pressed, what was on the form no longer changes what can happen.
  serializeState: (s) =>
    s.matches({ save: 'idle' })
      ? `${JSON.stringify(s.value)} ${s.context.shown.length} ${s.context.links[6] ? 'typed' : ''} ${s.context.query}`
      : JSON.stringify(s.value.save),
  // What a person can do: the sheet is modal (the form behind it does not answer), the search
  // is typed once, and while saving the form only waits for the answers.
  events: (s) => {
    if (s.matches({ save: 'saving' }))
      return [
        { type: 'xstate.done.actor.saveLinks', output: undefined },
        { type: 'xstate.error.actor.saveLinks', error: new Error(REFUSED) },
      ];
    if (s.matches({ save: 'findingPod' }))
      return [
        { type: 'xstate.done.actor.findMyPod', output: 'post-9' },
        { type: 'xstate.done.actor.findMyPod', output: null },
        { type: 'xstate.error.actor.findMyPod', error: new Error('offline') },
      ];
    if (s.matches({ save: 'leaving' })) return [];
    if (s.matches({ sheet: 'open' }))
      return [...(s.context.query ? [] : [{ type: 'search.changed', query: 'insta' }]), { type: 'platform.added', socialId: 2 }, { type: 'sheet.closed' }];
    return [...(s.context.links[6] ? [] : [{ type: 'link.changed', socialId: 6, value: '  adatube ' }]), { type: 'sheet.opened' }, { type: 'continue' }];
  },
  states: {
    'sheet.closed': (_s, step) => {
      expect(expectedScreen(step).sheetOpen).toBe(false);
      expect(sheet()).toBeNull();
      expect(screen.getByRole('button', { name: 'Add platform' })).toBeTruthy();
    },
    'sheet.open': (_s, step) => {
      const want = expectedScreen(step);
      expect(want.sheetOpen).toBe(true);
      const open = sheet()!;
      expect(open).not.toBeNull();
      expect((within(open).getByLabelText('Search platforms') as HTMLInputElement).value).toBe(want.query);
      const rows = within(within(open).getByRole('list', { name: 'Platforms' }))
        .getAllByRole('listitem')
        .map((li) => li.querySelector('span')!.textContent);
      expect(rows).toEqual(want.query ? ['Instagram'] : ['Facebook', 'Instagram', 'Twitter', 'Pinterest', 'Threads', 'YouTube']);
      const instagram = within(open).getByRole('button', { name: /^(Add|Added) Instagram$/ }) as HTMLButtonElement;
      const added = want.fields.includes('Instagram');
      expect([instagram.textContent, instagram.disabled]).toEqual(added ? ['Added', true] : ['Add', false]);
      if (!want.query) expect(within(open).getByRole('button', { name: 'Added Facebook' })).toHaveProperty('disabled', true);
    },
    'save.idle': (_s, step) => {
      const want = checkForm(step);
      expect(want.saving).toBe(false);
      expect(continueButton().textContent).toBe('Continue');
      expect(continueButton().disabled).toBe(false);
      expect(navigate.mock.calls).toEqual([]);
    },
    'save.saving': (_s, step) => {
      checkSaving(step);
      expect(navigate.mock.calls).toEqual([]);
    },
    'save.findingPod': async (_s, step) => {
      const want = checkSaving(step);
      expect(want.known).toBeNull();
      await eventually(() => expect(api.isHeld('MyPods')).toBe(true));
      expect(navigate.mock.calls).toEqual([]);
    },
    'save.leaving': async (_s, step) => {
      const want = checkSaving(step);
      await eventually(() => expect(navigate.mock.calls.map(([to]) => to)).toEqual([want.goesTo]));
    },
  },
  drivers: {
    'link.changed': () => void fireEvent.change(screen.getByLabelText('YouTube username'), { target: { value: '  adatube ' } }),
    'sheet.opened': () => void fireEvent.click(screen.getByRole('button', { name: 'Add platform' })),
    'sheet.closed': () => void fireEvent.click(within(sheet()!).getByRole('button', { name: 'Close' })),
    'search.changed': () => void fireEvent.change(within(sheet()!).getByLabelText('Search platforms'), { target: { value: 'insta' } }),
    'platform.added': () => void fireEvent.click(within(sheet()!).getByRole('button', { name: /^(Add|Added) Instagram$/ })),
    continue: () => void fireEvent.click(continueButton()),
    'xstate.done.actor.saveLinks': async () => {
      await eventually(() => expect(api.isHeld('UpdateUser')).toBe(true));
      await act(async () => api.settle('UpdateUser', { updateUser: { userId: 'me', userStatus: 'complete', userInterests: [], userSocialLinks: [] } }));
    },
    'xstate.error.actor.saveLinks': async () => {
      await eventually(() => expect(api.isHeld('UpdateUser')).toBe(true));
      await act(async () => api.settle('UpdateUser', failure(400, REFUSED)));
      await screen.findByText(REFUSED);
    },
    'xstate.done.actor.findMyPod': async (event: { output: string | null }) => {
      await eventually(() => expect(api.isHeld('MyPods')).toBe(true));
      await act(async () => api.settle('MyPods', event.output ? pod(event.output) : noPod));
    },
    'xstate.error.actor.findMyPod': async () => {
      await eventually(() => expect(api.isHeld('MyPods')).toBe(true));
      await act(async () => api.settle('MyPods', failure(500, 'Something went wrong on our side. Please try again.')));
      await screen.findByText(NOT_FOUND);
    },
  },
});
