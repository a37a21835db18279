// Placeholder: this screen comes with issue 6.
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../features/shell/PlaceholderScreen.tsx';
import { BottomNav } from '../../features/navigation/BottomNav.tsx';

export const Route = createFileRoute('/_authed/events')({
  component: () => (
    <PlaceholderScreen title="Your Event" note="Events you host and events you are invited to will appear here.">
      <BottomNav />
    </PlaceholderScreen>
  ),
});
