import { createFileRoute, redirect } from '@tanstack/react-router';
import { OtherProfileScreen } from '../../features/social/OtherProfileScreen.tsx';
import { storedUserId } from '../../lib/storage.ts';

export const Route = createFileRoute('/_authed/other-profile')({
  validateSearch: (search: Record<string, unknown>): { otherUserId?: string } =>
    typeof search.otherUserId === 'string' ? { otherUserId: search.otherUserId } : {},
  beforeLoad: ({ search }) => {
    // One's own profile lives at /profile.
    if (search.otherUserId && search.otherUserId === storedUserId()) throw redirect({ to: '/profile', replace: true });
  },
  component: function OtherProfileRoute() {
    const { otherUserId } = Route.useSearch();
    return <OtherProfileScreen key={otherUserId ?? ''} otherUserId={otherUserId ?? ''} />;
  },
});
