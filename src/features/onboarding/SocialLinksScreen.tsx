import { useEffect, useState } from 'react';
import { css } from '@linaria/core';
import { showToast } from '../../app/actors.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { BackButton } from '../../ui/BackButton.tsx';
import { clearDraft, readDraft, writeDraft } from '../../lib/storage.ts';
import { primaryButton, secondaryButton } from '../../ui/button.ts';
import { BottomSheet } from '../../ui/BottomSheet.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { field, hint, screenBody } from '../../ui/form.ts';
import { fetchMyPod, saveSocialLinks } from './api.ts';
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

interface Draft {
  shown: number[];
  links: Record<number, string>;
}
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
 * and not saved is kept (a draft) when they leave with Back or reload.
 */
export function SocialLinksScreen({ postId, initial, backTo }: { postId: string | null; initial: { socialId: number; socialLink: string }[]; backTo: string }) {
  const [draft] = useState(() => readDraft(DRAFT, isDraft));
  const [shown, setShown] = useState<number[]>(() => draft?.shown ?? [...new Set([...DEFAULT_PLATFORM_IDS, ...initial.map((link) => link.socialId)])]);
  const [links, setLinks] = useState<Record<number, string>>(() => draft?.links ?? Object.fromEntries(initial.map((link) => [link.socialId, link.socialLink])));
  const [edited, setEdited] = useState(false);
  useEffect(() => {
    if (edited) writeDraft(DRAFT, { shown, links } satisfies Draft);
  }, [edited, shown, links]);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [saving, setSaving] = useState(false);
  const matches = matchPlatforms(query);

  const save = async () => {
    setSaving(true);
    try {
      await saveSocialLinks(shown.map((socialId) => ({ socialId, socialLink: (links[socialId] ?? '').trim() })));
      clearDraft(DRAFT);
      const pod = postId ?? (await fetchMyPod())?.postId ?? null;
      // Someone without a Pod yet makes one first.
      navigateTo(pod ? `/3d-app/?podId=${encodeURIComponent(pod)}` : '/pod-templates');
    } catch (error) {
      console.error('Saving social links', error);
      showToast((error as { message?: string }).message ?? 'Your links were not saved. Please try again.', 'error');
      setSaving(false);
    }
  };

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
                value={links[socialId] ?? ''}
                maxLength={100}
                autoComplete="off"
                onChange={(event) => {
                  setEdited(true);
                  setLinks({ ...links, [socialId]: event.currentTarget.value });
                }}
              />
            </li>
          );
        })}
      </ul>
      <button type="button" className={secondaryButton} onClick={() => setSheetOpen(true)}>
        Add platform
      </button>
      <button type="button" className={primaryButton} disabled={saving} onClick={() => void save()}>
        {saving ? 'Saving...' : 'Continue'}
      </button>
      <BottomSheet
        open={sheetOpen}
        title="Select Social Media Platform"
        onClose={() => {
          setSheetOpen(false);
          setQuery('');
        }}
      >
        <SearchField look="box" showLabel label="Search platforms" value={query} onChange={setQuery} />
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
                    onClick={() => {
                      setEdited(true);
                      setShown([...shown, platform.socialId]);
                    }}
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
