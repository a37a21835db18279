/**
 * The social links chart (machines/socialLinks.ts) on its own, from the spec (§2 Social links
 * screen, §3 'Social platforms: 1 Facebook, … 6 YouTube; Facebook and YouTube are shown by
 * default'): the fields, the platform sheet, the draft, and 'Continue' to the Pod.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  selectLink,
  selectQuery,
  selectSaving,
  selectSheetOpen,
  selectShown,
  socialLinksMachine,
  type SocialLink,
  type SocialLinksDraft,
} from '../../machines/socialLinks.ts';

const DEFAULTS = [1, 6];

function start({ saved = [] as SocialLink[], draft = null as SocialLinksDraft | null, postId = null as string | null } = {}) {
  const saves: { links: SocialLink[]; resolve: () => void; reject: (error: Error) => void }[] = [];
  const lookups: { resolve: (postId: string | null) => void; reject: (error: Error) => void }[] = [];
  const effects = { keepDraft: vi.fn(), clearDraft: vi.fn(), goToPod: vi.fn(), goToPodTemplates: vi.fn(), reportFailure: vi.fn() };
  const actor = createActor(
    socialLinksMachine.provide({
      actors: {
        saveLinks: fromPromise<void, { links: SocialLink[] }>(
          ({ input }) => new Promise<void>((resolve, reject) => saves.push({ links: input.links, resolve, reject })),
        ),
        findMyPod: fromPromise<string | null>(() => new Promise<string | null>((resolve, reject) => lookups.push({ resolve, reject }))),
      },
      actions: {
        keepDraft: (_, kept) => effects.keepDraft(kept),
        clearDraft: effects.clearDraft,
        goToPod: (_, { postId: pod }) => effects.goToPod(pod),
        goToPodTemplates: effects.goToPodTemplates,
        reportFailure: (_, { error }) => effects.reportFailure((error as Error).message),
      },
    }),
    { input: { saved, draft, defaults: DEFAULTS, postId } },
  ).start();
  const snap = () => actor.getSnapshot();
  const until = (value: object) => vi.waitFor(() => expect(snap().matches(value as never)).toBe(true));
  return { actor, snap, saves, lookups, effects, until };
}

describe('socialLinks', () => {
  it('shows Facebook and YouTube first, then the platforms saved before, with their usernames', () => {
    const { snap } = start({ saved: [{ socialId: 2, socialLink: 'ada.l' }] });
    expect(selectShown(snap())).toEqual([1, 6, 2]);
    expect(selectLink(snap(), 2)).toBe('ada.l');
    expect(selectLink(snap(), 1)).toBe('');
    expect(snap().value).toEqual({ sheet: 'closed', save: 'idle' });
    expect(selectSaving(snap())).toBe(false);
  });

  it('does not repeat a default platform that was saved', () => {
    const { snap } = start({ saved: [{ socialId: 6, socialLink: 'adatube' }] });
    expect(selectShown(snap())).toEqual([1, 6]);
    expect(selectLink(snap(), 6)).toBe('adatube');
  });

  it('comes back to a draft instead of what was saved', () => {
    const { snap } = start({ saved: [{ socialId: 2, socialLink: 'ada.l' }], draft: { shown: [1, 6, 3], links: { 3: 'ada_tw' } } });
    expect(selectShown(snap())).toEqual([1, 6, 3]);
    expect(selectLink(snap(), 3)).toBe('ada_tw');
    expect(selectLink(snap(), 2)).toBe('');
  });

  it('keeps what is typed as a draft', () => {
    const { actor, snap, effects } = start();
    actor.send({ type: 'link.changed', socialId: 1, value: 'ada' });
    expect(selectLink(snap(), 1)).toBe('ada');
    expect(effects.keepDraft).toHaveBeenLastCalledWith({ shown: [1, 6], links: { 1: 'ada' } });
  });

  it('adds a platform from the sheet once, and clears the sheet search on closing', () => {
    const { actor, snap, effects } = start();
    actor.send({ type: 'platform.added', socialId: 2 });
    expect(selectShown(snap())).toEqual([1, 6]);
    actor.send({ type: 'sheet.opened' });
    expect(selectSheetOpen(snap())).toBe(true);
    actor.send({ type: 'search.changed', query: 'insta' });
    expect(selectQuery(snap())).toBe('insta');
    actor.send({ type: 'platform.added', socialId: 2 });
    actor.send({ type: 'platform.added', socialId: 2 });
    actor.send({ type: 'platform.added', socialId: 1 });
    expect(selectShown(snap())).toEqual([1, 6, 2]);
    expect(effects.keepDraft).toHaveBeenCalledExactlyOnceWith({ shown: [1, 6, 2], links: {} });
    actor.send({ type: 'sheet.closed' });
    expect(selectSheetOpen(snap())).toBe(false);
    expect(selectQuery(snap())).toBe('');
  });

  it('saves the usernames trimmed, clears the draft and opens the Pod it knows', async () => {
    const { actor, snap, saves, lookups, effects, until } = start({ postId: 'post-1' });
    actor.send({ type: 'link.changed', socialId: 6, value: '  adatube ' });
    actor.send({ type: 'continue' });
    expect(snap().matches({ save: 'saving' })).toBe(true);
    expect(selectSaving(snap())).toBe(true);
    expect(saves.map((s) => s.links)).toEqual([
      [
        { socialId: 1, socialLink: '' },
        { socialId: 6, socialLink: 'adatube' },
      ],
    ]);
    actor.send({ type: 'continue' });
    expect(saves).toHaveLength(1);
    saves[0]!.resolve();
    await until({ save: 'leaving' });
    expect(effects.clearDraft).toHaveBeenCalledTimes(1);
    expect(effects.goToPod).toHaveBeenCalledExactlyOnceWith('post-1');
    expect(lookups).toEqual([]);
    expect(selectSaving(snap())).toBe(true);
  });

  it("looks up the person's Pod when it is not known, and opens it", async () => {
    const { actor, snap, saves, lookups, effects, until } = start();
    actor.send({ type: 'continue' });
    saves[0]!.resolve();
    await until({ save: 'findingPod' });
    expect(effects.clearDraft).toHaveBeenCalledTimes(1);
    expect(selectSaving(snap())).toBe(true);
    lookups[0]!.resolve('post-9');
    await until({ save: 'leaving' });
    expect(effects.goToPod).toHaveBeenCalledExactlyOnceWith('post-9');
    expect(effects.goToPodTemplates).not.toHaveBeenCalled();
  });

  it('sends someone without a Pod to /pod-templates', async () => {
    const { actor, saves, lookups, effects, until } = start();
    actor.send({ type: 'continue' });
    saves[0]!.resolve();
    await until({ save: 'findingPod' });
    lookups[0]!.resolve(null);
    await until({ save: 'leaving' });
    expect(effects.goToPodTemplates).toHaveBeenCalledTimes(1);
    expect(effects.goToPod).not.toHaveBeenCalled();
  });

  it('stays on the form as typed when the save fails, keeping the draft, and can try again', async () => {
    const { actor, snap, saves, effects, until } = start({ postId: 'post-1' });
    actor.send({ type: 'link.changed', socialId: 1, value: 'ada!' });
    actor.send({ type: 'continue' });
    saves[0]!.reject(new Error('Social usernames can include only letters, numbers, periods, underscores, hyphens and @'));
    await until({ save: 'idle' });
    expect(effects.reportFailure).toHaveBeenCalledExactlyOnceWith('Social usernames can include only letters, numbers, periods, underscores, hyphens and @');
    expect(effects.clearDraft).not.toHaveBeenCalled();
    expect(effects.goToPod).not.toHaveBeenCalled();
    expect(selectLink(snap(), 1)).toBe('ada!');
    actor.send({ type: 'continue' });
    expect(saves).toHaveLength(2);
  });

  it('stays on the form when the Pod cannot be looked up', async () => {
    const { actor, saves, lookups, effects, until } = start();
    actor.send({ type: 'continue' });
    saves[0]!.resolve();
    await until({ save: 'findingPod' });
    lookups[0]!.reject(new Error('offline'));
    await until({ save: 'idle' });
    expect(effects.reportFailure).toHaveBeenCalledExactlyOnceWith('offline');
    expect(effects.goToPod).not.toHaveBeenCalled();
    expect(effects.goToPodTemplates).not.toHaveBeenCalled();
  });

  it('lets the sheet open and the fields change while saving, as the form stays on screen', () => {
    const { actor, snap } = start();
    actor.send({ type: 'continue' });
    actor.send({ type: 'sheet.opened' });
    actor.send({ type: 'link.changed', socialId: 1, value: 'ada' });
    expect(snap().value).toEqual({ sheet: 'open', save: 'saving' });
    expect(selectLink(snap(), 1)).toBe('ada');
  });
});
