import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '../../lib/machine-hooks.ts';
import { fromPromise } from 'xstate';
import { selectCanChooseProvider, selectIsWorking, signInMachine, type ProviderId } from '../../../machines/signIn.ts';
import { sessionActor, showToast } from '../../app/actors.ts';
import { AppleLogo, GoogleLogo } from '../../ui/ProviderLogos.tsx';
import { appleButton, googleButton } from '../../ui/provider-buttons.ts';
import { centeredScreen } from '../../ui/layout.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { readAuthorizationResponse } from './oidc.ts';
import { readPendingRequest } from './pending-request.ts';
import { completeAuthorization, prepareAuthorization } from './sign-in-actors.ts';

const providers: { id: ProviderId; label: string; Logo: typeof GoogleLogo; className: string }[] = [
  { id: 'google', label: 'Continue with Google', Logo: GoogleLogo, className: googleButton },
  { id: 'apple', label: 'Continue with Apple', Logo: AppleLogo, className: appleButton },
];

/** /signin: the two providers, a spinner while working, then on by the user's status. */
export function SignInScreen() {
  const navigate = useNavigate();
  // At build time (src/entry-prerender.tsx) there is no address and no provider answer.
  const [input] = useState(() => ({
    response: typeof window === 'undefined' ? null : readAuthorizationResponse(window.location.search, readPendingRequest()),
  }));
  const [snapshot, send] = useMachine(
    signInMachine.provide({
      actors: {
        prepareAuthorization: fromPromise(({ input: { provider } }) => prepareAuthorization(provider)),
        completeAuthorization: fromPromise(({ input: answer }) => completeAuthorization(answer)),
      },
      actions: {
        redirectToProvider: (_, { url }) => window.location.assign(url),
        startSession: (_, result) => sessionActor.send({ type: 'session.started', ...result }),
        goToTimeline: () => void navigate({ to: '/time-line', replace: true }),
        goToCreateAccount: () => void navigate({ to: '/create-account', replace: true }),
        reportFailure: (_, { error }) => {
          console.error('Sign-in failed', error);
          window.history.replaceState(null, '', '/signin');
          showToast('Sign-in did not complete. Please try again.', 'error');
        },
      },
    }),
    { input },
  );
  const working = selectIsWorking(snapshot);
  return (
    <section className={centeredScreen} aria-labelledby="signin-title" aria-busy={working}>
      <img src="/media/logo.svg" alt="Pods" width="120" height="40" />
      <h1 id="signin-title">Sign In</h1>
      <p>Get started now by connecting with your Google or Apple account.</p>
      {providers.map((provider) => (
        <button
          key={provider.id}
          type="button"
          className={provider.className}
          disabled={!selectCanChooseProvider(snapshot)}
          onClick={() => send({ type: 'provider.chosen', provider: provider.id })}
        >
          <provider.Logo />
          {provider.label}
        </button>
      ))}
      {working && <Spinner label="Signing in" />}
    </section>
  );
}
