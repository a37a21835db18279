import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import type { InterestId } from '../../../machines/interestsSelection.ts';
import { InterestsScreen } from '../../features/onboarding/InterestsScreen.tsx';

const authed = getRouteApi('/_authed');

export const Route = createFileRoute('/_authed/interests-selection')({
  validateSearch: (search: Record<string, unknown>): { defaultPod?: boolean } =>
    search.defaultPod === true || search.defaultPod === 'true' ? { defaultPod: true } : {},
  component: function InterestsRoute() {
    const { defaultPod } = Route.useSearch();
    const { user } = authed.useRouteContext();
    return <InterestsScreen defaultPod={defaultPod ?? false} initial={(user?.userInterests ?? []) as InterestId[]} />;
  },
});
