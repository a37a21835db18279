import { useState } from 'react';
import { useMachine } from '../../lib/machine-hooks.ts';
import { fromPromise } from 'xstate';
import { css } from '@linaria/core';
import { showToast } from '../../app/actors.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { BackButton } from '../../ui/BackButton.tsx';
import { clearDraft, readDraft, writeDraft } from '../../lib/drafts.ts';
import { primaryButton, secondaryButton } from '../../ui/button.ts';
import { BottomSheet } from '../../ui/BottomSheet.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { field, hint, screenBody } from '../../ui/form.ts';
import {
  selectLink,
  selectQuery,
  selectSaving,
  selectSheetOpen,
  selectShown,
  socialLinksMachine,
  type SocialLinksDraft,
} from '../../../machines/socialLinks.ts';
import { fetchMyPod, saveSocialLinks, toFailure } from './api.ts';
import { SOCIAL_PLATFORMS, DEFAULT_PLATFORM_IDS, matchPlatforms } from './social-platforms.ts';

const linkFields = css`
  display: grid;
  gap: 14px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const rows = css`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    min-height: 52px;
  }
`;

type Draft = SocialLinksDraft;
const DRAFT = 'social-links';
const isDraft = (value: unknown): value is Draft =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as Draft).shown) &&
  (value as Draft).shown.every((id) => SOCIAL_PLATFORMS.some((p) => p.socialId === id)) &&
  typeof (value as Draft).links === 'object' &&
  (value as Draft).links !== null &&
  Object.values((value as Draft).links).every((link) => typeof link === 'string');

/**
 * /social-media-links: usernames per platform (Facebook and YouTube shown first), then the
 * person's own Pod in the editor (`podId` names their Pod, spec §Social links). What was typed
 * and not saved is kept (a draft) when they leave with Back or reload. The flow is the
 * socialLinks chart (machines/socialLinks.ts).
 */
export function SocialLinksScreen({ postId, initial, backTo }: { postId: string | null; initial: { socialId: number; socialLink: string }[]; backTo: string }) {
  const [draft] = useState(() => readDraft(DRAFT, isDraft));
  const [snapshot, send] = useMachine(
    socialLinksMachine.provide({
      actors: {
        saveLinks: fromPromise(({ input }) => saveSocialLinks(input.links)),
        // A failed look-up shows the server's reason, as a failed save does (not the raw gateway error).
        findMyPod: fromPromise(async () => {
          try {
            return (await fetchMyPod())?.postId ?? null;
          } catch (error) {
            throw toFailure(error);
          }
        }),
      },
      actions: {
        keepDraft: (_, kept) => writeDraft(DRAFT, kept satisfies Draft),
        clearDraft: () => clearDraft(DRAFT),
        goToPod: (_, { postId: pod }) => navigateTo(`/3d-app/?podId=${encodeURIComponent(pod)}`),
        goToPodTemplates: () => navigateTo('/pod-templates'),
        reportFailure: (_, { error }) => {
          console.error('Saving social links', error);
          showToast((error as { message?: string }).message ?? 'Your links were not saved. Please try again.', 'error');
        },
      },
    }),
    { input: { saved: initial, draft, defaults: DEFAULT_PLATFORM_IDS, postId } },
  );
  const shown = selectShown(snapshot);
  const query = selectQuery(snapshot);
  const saving = selectSaving(snapshot);
  const matches = matchPlatforms(query);

  return (
    <section className={screenBody} aria-labelledby="social-title">
      <BackButton fallback={backTo} />
      <h1 id="social-title">Add Social Media Links</h1>
      <p className={hint}>Add your usernames so visitors of your Pod can find you.</p>
      <ul className={linkFields} aria-label="Your social media">
        {shown.map((socialId) => {
          const platform = SOCIAL_PLATFORMS.find((p) => p.socialId === socialId)!;
          return (
            <li key={socialId} className={field}>
              <label htmlFor={`social-${socialId}`}>{platform.socialName} username</label>
              <input
                id={`social-${socialId}`}
                value={selectLink(snapshot, socialId)}
                maxLength={100}
                autoComplete="off"
                onChange={(event) => send({ type: 'link.changed', socialId, value: event.currentTarget.value })}
              />
            </li>
          );
        })}
      </ul>
      <button type="button" className={secondaryButton} onClick={() => send({ type: 'sheet.opened' })}>
        Add platform
      </button>
      <button type="button" className={primaryButton} disabled={saving} onClick={() => send({ type: 'continue' })}>
        {saving ? 'Saving...' : 'Continue'}
      </button>
      <BottomSheet open={selectSheetOpen(snapshot)} title="Select Social Media Platform" onClose={() => send({ type: 'sheet.closed' })}>
        <SearchField look="box" showLabel label="Search platforms" value={query} onChange={(text) => send({ type: 'search.changed', query: text })} />
        {matches.length === 0 ? (
          <p className={hint}>No platforms found</p>
        ) : (
          <ul className={rows} aria-label="Platforms">
            {matches.map((platform) => {
              const added = shown.includes(platform.socialId);
              return (
                <li key={platform.socialId}>
                  <span>{platform.socialName}</span>
                  <button
                    type="button"
                    className={secondaryButton}
                    style={{ width: 'auto' }}
                    disabled={added}
                    aria-label={`${added ? 'Added' : 'Add'} ${platform.socialName}`}
                    onClick={() => send({ type: 'platform.added', socialId: platform.socialId })}
                  >
                    {added ? 'Added' : 'Add'}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </BottomSheet>
    </section>
  );
}
