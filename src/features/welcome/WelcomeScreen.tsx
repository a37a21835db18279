import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { css } from '@linaria/core';
import { Pause, Play } from 'lucide-react';
import { playSound } from '../../lib/sounds.ts';
import { primaryButton } from '../../ui/button.ts';
import { centeredScreen } from '../../ui/layout.ts';

/* The button sits in the picture's corner, whatever size the picture is drawn at. */
const stage = css`
  display: grid;
  > * {
    grid-area: 1 / 1;
  }
`;
const media = css`
  width: 200px;
  height: 200px;
  border-radius: 32px;
  background: var(--surface);
`;
const toggle = css`
  align-self: end;
  justify-self: end;
  /* On the corner of the logo's tile, which the video draws inset in its frame. */
  margin: 26px;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid var(--border);
  border-radius: 50%;
  background: var(--surface-2);
  color: var(--text);
  cursor: pointer;
  svg {
    width: 18px;
    height: 18px;
  }
`;

/**
 * The logo loop: it plays only for people who have not asked for less motion, and a button
 * pauses and plays it (WCAG 2.2.2: moving content that lasts has a way to stop it). Until the app
 * runs (the screen is rendered ahead) the still poster shows.
 */
function LogoLoop() {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const play = () => {
    const element = video.current;
    if (!element) return;
    // Older browsers (and test DOMs) answer play() with nothing, or throw: then it is not playing.
    let started: Promise<void> | undefined;
    try {
      started = element.play();
    } catch {
      return setPlaying(false);
    }
    void Promise.resolve(started).then(
      () => setPlaying(!element.paused),
      () => setPlaying(false),
    );
  };
  useEffect(() => {
    if (!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) play();
  }, []);
  return (
    <div className={stage}>
      <video
        ref={video}
        className={media}
        loop
        muted
        playsInline
        preload="auto"
        width="200"
        height="200"
        poster="/media/logo-loop-poster.svg"
        aria-hidden="true"
        tabIndex={-1}
      >
        <source src="/media/logo-loop.webm" type="video/webm" />
        <source src="/media/logo-loop.mp4" type="video/mp4" />
      </video>
      <button
        type="button"
        className={toggle}
        aria-label={playing ? 'Pause the animation' : 'Play the animation'}
        onClick={() => {
          if (!playing) return play();
          video.current?.pause();
          setPlaying(false);
        }}
      >
        {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
      </button>
    </div>
  );
}

/** Welcome (/): the logo loop, what Pods is, and 'Sign in'. */
export function WelcomeScreen() {
  const navigate = useNavigate();
  return (
    <section className={centeredScreen} aria-labelledby="welcome-title">
      <LogoLoop />
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
