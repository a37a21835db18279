// Placeholder: the profile form (Name, Username, Location, picture, profile type) comes with onboarding, issue 3.
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../features/shell/PlaceholderScreen.tsx';

export const Route = createFileRoute('/_authed/create-account')({
  component: () => <PlaceholderScreen title="Create Account" note="Tell us who you are: the profile form arrives with onboarding." />,
});
