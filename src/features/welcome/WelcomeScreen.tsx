import { useNavigate } from '@tanstack/react-router';
import { css } from '@linaria/core';
import { playSound } from '../../lib/sounds.ts';
import { primaryButton } from '../../ui/button.ts';

const screen = css`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  padding: 32px 24px;
  text-align: center;
  video {
    width: 200px;
    height: 200px;
    border-radius: 32px;
    background: var(--surface);
  }
  h1 {
    margin: 8px 0 0;
    font-size: 1.75rem;
    line-height: 1.2;
  }
  p {
    margin: 0 0 16px;
    color: var(--muted);
  }
`;

/** Welcome (/): the logo loop, what Pods is, and 'Sign in'. */
export function WelcomeScreen() {
  const navigate = useNavigate();
  return (
    <section className={screen} aria-labelledby="welcome-title">
      <video autoPlay loop muted playsInline width="200" height="200" aria-hidden="true" tabIndex={-1}>
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
