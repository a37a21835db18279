import { createFileRoute, redirect } from '@tanstack/react-router';
import { SignInScreen } from '../features/auth/SignInScreen.tsx';
import { signedInHome } from '../features/auth/signed-in-home.ts';

/** Signed-in people go where they belong; a provider's answer (`?state=…`) is finished here. */
export const Route = createFileRoute('/signin')({
  beforeLoad: async ({ search }) => {
    const home = await signedInHome(search as Record<string, unknown>);
    if (home) throw redirect({ to: home, replace: true });
  },
  component: SignInScreen,
});
