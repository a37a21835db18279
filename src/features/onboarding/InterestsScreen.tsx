import { useEffect, useState } from 'react';
import { useMachine } from '../../lib/machine-hooks.ts';
import { fromPromise } from 'xstate';
import { css } from '@linaria/core';
import {
  INTEREST_IDS,
  interestsSelectionMachine,
  selectIsChosen,
  selectIsSaving,
  selectShowsPodReady,
  type InterestId,
} from '../../../machines/interestsSelection.ts';
import { showToast } from '../../app/actors.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { primaryButton, secondaryButton } from '../../ui/button.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { chip, errorText, hint, screenBody } from '../../ui/form.ts';
import { tellOnboarding } from './actor.ts';
import { fetchMyPod, saveInterests } from './api.ts';
import { interestLabels } from './labels.ts';
import { storedPostId } from '../../lib/storage.ts';

const chips = css`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** /interests-selection: 'Tell Us What You Love!', then the feed (or, after onboarding, 'Your pod is ready!'). */
export function InterestsScreen({ defaultPod, initial }: { defaultPod: boolean; initial: InterestId[] }) {
  const [pod, setPod] = useState<{ postId: string; postDisplayImage: string; postName: string } | null>(null);
  useEffect(() => {
    if (defaultPod) fetchMyPod().then(setPod, (error: unknown) => console.error('Pod', error));
  }, [defaultPod]);
  const [snapshot, send] = useMachine(
    interestsSelectionMachine.provide({
      actors: { saveInterests: fromPromise(({ input }) => saveInterests(input)) },
      actions: {
        reportSaveFailure: (_, { error }) => {
          console.error('Saving interests', error);
          showToast('Your interests were not saved. Please try again.', 'error');
        },
        interestsSaved: () => tellOnboarding({ type: 'interests.saved' }),
        goToFeed: () => navigateTo('/time-line'),
        goToPreview: () => navigateTo(`/3d-app/?postId=${encodeURIComponent(pod?.postId ?? storedPostId() ?? '')}&previewMode=true`),
      },
    }),
    { input: { selected: initial, defaultPod } },
  );
  const saving = selectIsSaving(snapshot);
  return (
    <section className={screenBody} aria-labelledby="interests-title">
      <h1 id="interests-title">Tell Us What You Love!</h1>
      <p className={hint}>Pick the topics you enjoy and we will show you Pods you will like.</p>
      <ul className={chips} aria-label="Interests">
        {INTEREST_IDS.map((id) => (
          <li key={id}>
            <button type="button" className={chip} aria-pressed={selectIsChosen(snapshot, id)} onClick={() => send({ type: 'interest.toggled', id })}>
              {interestLabels[id]}
            </button>
          </li>
        ))}
      </ul>
      {snapshot.context.error && (
        <p className={errorText} role="alert">
          {snapshot.context.error}
        </p>
      )}
      <button type="button" className={primaryButton} disabled={saving} onClick={() => send({ type: 'continued' })}>
        {saving ? 'Saving...' : 'Continue'}
      </button>
      <Dialog
        open={selectShowsPodReady(snapshot)}
        title="Your pod is ready!"
        actions={
          <>
            <button type="button" className={primaryButton} onClick={() => send({ type: 'preview.chosen' })}>
              Preview Pod
            </button>
            <button type="button" className={secondaryButton} onClick={() => send({ type: 'feed.chosen' })}>
              Go to Feed
            </button>
          </>
        }
        onClose={() => send({ type: 'feed.chosen' })}
      >
        {pod ? <img src={pod.postDisplayImage} alt={`${pod.postName} preview`} width="480" height="360" /> : <div style={{ aspectRatio: '4 / 3' }} />}
        <p>Step inside to see it, or discover what others have built.</p>
      </Dialog>
    </section>
  );
}
