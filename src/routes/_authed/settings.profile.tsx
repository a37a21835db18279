import { createFileRoute } from '@tanstack/react-router';
import { EditProfileScreen } from '../../features/settings/EditProfileScreen.tsx';

export const Route = createFileRoute('/_authed/settings/profile')({
  // The saved profile is asked for while the screen's code comes (src/lib/read-cache.ts).
  loader: () => void import('../../features/settings/reads.ts').then((reads) => reads.prefetchProfileToEdit()),
  component: EditProfileScreen,
});
