// Placeholder: other people's profiles come with the social graph, issue 5.
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../features/shell/PlaceholderScreen.tsx';

export const Route = createFileRoute('/_authed/other-profile')({
  validateSearch: (search: Record<string, unknown>): { otherUserId?: string } => (typeof search.otherUserId === 'string' ? { otherUserId: search.otherUserId } : {}),
  component: () => <PlaceholderScreen title="Profile" note="Profiles, follows and their Pods arrive with the social graph." />,
});
