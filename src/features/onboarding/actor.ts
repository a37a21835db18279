/** The app-wide onboarding actor: screens report their steps, it moves people on (spec §4). */
import { createActor } from '../../lib/machine-hooks.ts';
import { onboardingMachine, selectRedirect, type Arrival, type OnboardingEvent } from '../../../machines/onboarding.ts';
import { navigateTo } from '../../lib/navigation.ts';

export const onboardingActor = createActor(
  onboardingMachine.provide({
    actions: {
      goToPodTemplates: () => navigateTo('/pod-templates'),
      goToEditor: (_, { postId }) => navigateTo(`/3d-app/?postId=${encodeURIComponent(postId)}`),
      goToInterests: () => navigateTo('/interests-selection?defaultPod=true'),
    },
  }),
).start();

/**
 * Tells onboarding a step is done. Screens call this from their machines' actions, so it runs
 * after the current action finishes rather than inside it (actors do not nest transitions).
 */
export const tellOnboarding = (event: Exclude<OnboardingEvent, { type: 'route.entered' }>) => queueMicrotask(() => onboardingActor.send(event));

/** Records an arrival on an authed page; answers where to go instead, if anywhere. */
export function arrive(arrival: Arrival) {
  onboardingActor.send({ type: 'route.entered', ...arrival });
  return selectRedirect(onboardingActor.getSnapshot());
}
