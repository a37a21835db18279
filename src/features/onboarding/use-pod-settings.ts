/** The pod settings form's machine, wired to the person's newest Pod (./reads.ts) and the server. */
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { podSettingsFormMachine, type LoadedPod } from '../../../machines/podSettingsForm.ts';
import { useMachine } from '../../lib/machine-hooks.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { cameWithPage, freshRead, read } from '../../lib/read-cache.ts';
import { podSettingsOf, savePodSettings } from './api.ts';
import { myNewestPod } from './reads.ts';

/** The Pod the screen came with (read on the way in, or with the page the server rendered), if fresh and the one asked for. */
function cameWithPod(postId: string | null): LoadedPod | undefined {
  const kept = freshRead<Awaited<ReturnType<typeof myNewestPod.load>>>(myNewestPod.key);
  try {
    return kept ? podSettingsOf(kept.pod, postId) : undefined;
  } catch {
    return undefined;
  }
}

export function usePodSettings(postId: string | null) {
  const [loaded] = useState(() => cameWithPod(postId));
  // A Pod that came with the page is read again behind it once (kept offline by the service worker).
  useEffect(() => {
    if (cameWithPage(myNewestPod.key)) read(myNewestPod.key, myNewestPod.load, { again: true }).catch(() => {});
  }, []);
  return useMachine(
    podSettingsFormMachine.provide({
      actors: {
        // Joins the read begun on the way in.
        loadPod: fromPromise(async ({ input }) => podSettingsOf((await read(myNewestPod.key, myNewestPod.load)).pod, input.postId)),
        savePod: fromPromise(({ input }) => savePodSettings(input)),
      },
      actions: {
        reportFailure: (_, { error }) => console.error('Pod settings', error),
        goToPodLive: () => navigateTo('/pod-live'),
      },
    }),
    { input: loaded ? { postId, loaded } : { postId } },
  );
}
