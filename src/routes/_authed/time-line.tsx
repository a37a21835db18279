// Placeholder: the Discover feed comes with issue 4.
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../features/shell/PlaceholderScreen.tsx';
import { BottomNav } from '../../features/navigation/BottomNav.tsx';

export const Route = createFileRoute('/_authed/time-line')({
  component: () => (
    <PlaceholderScreen title="Discover" note="Pods from people you follow and trending spaces will appear here.">
      <BottomNav />
    </PlaceholderScreen>
  ),
});
