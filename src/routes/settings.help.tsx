// Placeholder: the help contact form comes with issue 9.
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../features/shell/PlaceholderScreen.tsx';

export const Route = createFileRoute('/settings/help')({
  component: () => <PlaceholderScreen title="Help" note="The contact form arrives soon. Until then, write to support@pods.example." />,
});
