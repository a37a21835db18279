// Placeholder: creating events comes with issue 6.
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../features/shell/PlaceholderScreen.tsx';

export const Route = createFileRoute('/_authed/create-event')({
  component: () => <PlaceholderScreen title="Create Event" note="Hosting live events in your Pod arrives in the next release." />,
});
