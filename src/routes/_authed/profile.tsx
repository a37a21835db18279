import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen } from '../../features/social/ProfileScreen.tsx';

export const Route = createFileRoute('/_authed/profile')({
  // The profile and events are asked for while the screen's code comes (src/lib/read-cache.ts).
  loader: () => void import('../../features/social/reads.ts').then((reads) => reads.prefetchOwnProfile()),
  component: ProfileScreen,
});
