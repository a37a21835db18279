// Placeholder: this screen comes with issue 5.
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../features/shell/PlaceholderScreen.tsx';
import { BottomNav } from '../../features/navigation/BottomNav.tsx';

export const Route = createFileRoute('/_authed/friends')({
  component: () => (
    <PlaceholderScreen title="Friends" note="Followers, followings and people you may know will appear here.">
      <BottomNav />
    </PlaceholderScreen>
  ),
});
