// Placeholder: this screen comes with issue 5.
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../features/shell/PlaceholderScreen.tsx';
import { BottomNav } from '../../features/navigation/BottomNav.tsx';

export const Route = createFileRoute('/_authed/profile')({
  component: () => (
    <PlaceholderScreen title="Profile" note="Your Pods, followers and following will appear here.">
      <BottomNav />
    </PlaceholderScreen>
  ),
});
