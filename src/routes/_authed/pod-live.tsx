import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { PodLiveScreen } from '../../features/onboarding/PodLiveScreen.tsx';

const authed = getRouteApi('/_authed');

export const Route = createFileRoute('/_authed/pod-live')({
  component: function PodLiveRoute() {
    const { user } = authed.useRouteContext();
    return <PodLiveScreen userComplete={user?.userStatus === 'complete'} />;
  },
});
