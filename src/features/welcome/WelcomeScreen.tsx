import { useNavigate } from '@tanstack/react-router';
import { css } from '@linaria/core';
import { playSound } from '../../lib/sounds.ts';
import { primaryButton } from '../../ui/button.ts';
import { centeredScreen } from '../../ui/layout.ts';

const media = css`
  width: 200px;
  height: 200px;
  border-radius: 32px;
  background: var(--surface);
`;

/** Welcome (/): the logo loop, what Pods is, and 'Sign in'. */
export function WelcomeScreen() {
  const navigate = useNavigate();
  return (
    <section className={centeredScreen} aria-labelledby="welcome-title">
      <video className={media} autoPlay loop muted playsInline width="200" height="200" poster="/media/logo-loop-poster.svg" aria-hidden="true" tabIndex={-1}>
        <source src="/media/logo-loop.webm" type="video/webm" />
        <source src="/media/logo-loop.mp4" type="video/mp4" />
      </video>
      <h1 id="welcome-title">Welcome to Pods, your 3D social hub</h1>
      <p>Create your own immersive space, connect with friends, and experience socializing like never before.</p>
      <button
        type="button"
        className={primaryButton}
        onClick={() => {
          playSound('buttonTap');
          void navigate({ to: '/signin' });
        }}
      >
        Sign in
      </button>
    </section>
  );
}
