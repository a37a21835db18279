/**
 * A pod app frame, full screen: the sandboxed iframe titled '3d-app' on the pod app's own origin,
 * the loading animation until it is ready, the iframeAuth handshake (auth re-sent every second
 * until the frame answers, a fresh token before the old one expires), and the frame's messages
 * (accepted only from this frame's window and origin) handed to the screen. A signed-out visitor
 * gets the protocol's guest mode instead of the handshake: `guest` is sent each time the frame loads
 * (the frame's listener is in place before its load event, and the message carries nothing secret,
 * so there is nothing to re-send or confirm). Waiting and failure both offer a way back.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { css } from '@linaria/core';
import { HANDSHAKE_TIMEOUT_MS, RESEND_MS, iframeAuthMachine } from '../../../machines/iframeAuth.ts';
import { listenToFrame, originOf, sendToFrame, type FrameMessage } from '../../../shared/frame-protocol/index.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { readStoredSession } from '../../lib/storage.ts';
import { loadFrameToken, loadPodAppUrl } from './api.ts';

const stage = css`
  position: fixed;
  inset: 0;
  z-index: 20;
  background: #0b0d12;
`;
const frame = css`
  width: 100%;
  height: 100%;
  border: 0;
  display: block;
`;
const overlay = css`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  align-content: center;
  gap: 16px;
  background: #0b0d12;
  color: #f5f6f8;
  text-align: center;
  padding: 24px;
  button {
    min-height: 44px;
    padding: 0 20px;
    border-radius: 22px;
    border: 1px solid #f5f6f8;
    background: transparent;
    color: inherit;
    font: inherit;
  }
`;

export const FRAME_ALLOW = 'camera; microphone; accelerometer; gyroscope; magnetometer; xr-spatial-tracking; fullscreen; autoplay; clipboard-write';
const TOKEN_REFRESH_MARGIN_MS = 60_000;

export interface FrameHostProps {
  /** The frame's URL under POD_APP_URL. */
  url: (podAppUrl: string) => string;
  postId?: string;
  /** What the loading animation announces. */
  loadingLabel: string;
  /** Leaves the screen: the 'Back' of the waiting and failure states. */
  onBack: () => void;
  /** A message the frame sent (already validated and origin-checked). */
  onFrameMessage: (message: FrameMessage) => void;
  /** The screen's own readiness on top of the handshake (the live event waits for 'loaded'). */
  ready?: boolean;
  /** The screen's own failure (with its retry), shown like a failed handshake. */
  failure?: { message: string; retry: () => void } | null;
  /** Where the screen wants the stage element (fullscreen). */
  stageRef?: React.RefObject<HTMLDivElement | null>;
  /** The handshake's delays (tests shorten them). */
  timing?: { resendMs?: number; handshakeTimeoutMs?: number };
  children?: ReactNode;
}

export function FrameHost({
  url,
  postId,
  loadingLabel,
  onBack,
  onFrameMessage,
  ready = true,
  failure = null,
  stageRef,
  timing = {},
  children,
}: FrameHostProps) {
  const userId = readStoredSession().user?.userId ?? null;
  const signedIn = userId !== null;
  const frameRef = useRef<HTMLIFrameElement>(null);
  const tokenRef = useRef<{ token: string; expiresAt: number } | null>(null);
  const [podAppUrl, setPodAppUrl] = useState<string | null>(null);
  const [setupError, setSetupError] = useState(false);
  const [reloads, setReloads] = useState(0);
  const onMessage = useRef(onFrameMessage);
  onMessage.current = onFrameMessage;
  const origin = podAppUrl ? originOf(podAppUrl) : null;
  // The machine's actions are made once; they read the latest values through this ref.
  const latest = useRef({ origin, userId, postId });
  latest.current = { origin, userId, postId };

  const [auth, send] = useMachine(
    iframeAuthMachine.provide({
      actions: {
        sendAuth: () => {
          const target = frameRef.current?.contentWindow;
          if (!target) return void queueMicrotask(() => send({ type: 'frame.gone' }));
          const { origin: to, userId: who, postId: post } = latest.current;
          if (to && who && tokenRef.current)
            sendToFrame(target, to, { type: 'auth', userId: who, token: tokenRef.current.token, ...(post ? { postId: post } : {}) });
        },
        reloadFrame: () => setReloads((n) => n + 1),
      },
      delays: { resend: timing.resendMs ?? RESEND_MS, handshakeTimeout: timing.handshakeTimeoutMs ?? HANDSHAKE_TIMEOUT_MS },
    }),
  );

  useEffect(() => {
    let live = true;
    setSetupError(false);
    Promise.all([loadPodAppUrl(), loadFrameToken(signedIn ? userId : null)])
      .then(([url, token]) => {
        if (!live) return;
        tokenRef.current = token;
        setPodAppUrl(url);
      })
      .catch((error: unknown) => {
        console.error('Pod app frame', error);
        if (live) setSetupError(true);
      });
    return () => {
      live = false;
    };
  }, [userId, signedIn, reloads]);

  // A fresh token shortly before the current one expires, sent to the signed-in frame.
  const authenticated = auth.matches('authenticated');
  useEffect(() => {
    const current = tokenRef.current;
    if (!authenticated || !current || !origin || !userId) return;
    const timer = setTimeout(
      () => {
        void loadFrameToken(userId)
          .then((token) => {
            tokenRef.current = token;
            const target = frameRef.current?.contentWindow;
            if (token && target) sendToFrame(target, origin, { type: 'auth', userId, token: token.token, ...(postId ? { postId } : {}) });
          })
          .catch((error: unknown) => console.error('Frame token', error));
      },
      Math.max(0, current.expiresAt - Date.now() - TOKEN_REFRESH_MARGIN_MS),
    );
    return () => clearTimeout(timer);
  }, [authenticated, origin, userId, postId]);

  useEffect(() => {
    if (!origin) return;
    return listenToFrame({
      on: window,
      from: () => frameRef.current?.contentWindow,
      origin,
      onMessage: (message) => {
        if (message.type === 'authenticated') send({ type: 'frame.authenticated' });
        else onMessage.current(message);
      },
    });
  }, [origin, send]);

  useEffect(() => () => send({ type: 'frame.gone' }), [send]);

  const [frameLoaded, setFrameLoaded] = useState(false);
  const handshakeDone = signedIn ? authenticated : frameLoaded;
  const failed = setupError || auth.matches('failed') || Boolean(failure);
  const retry = () => {
    setFrameLoaded(false);
    if (auth.matches('failed'))
      send({ type: 'retry' }); // reloads the frame
    else setReloads((n) => n + 1);
    failure?.retry();
  };
  const showLoading = !failed && !(handshakeDone && ready);

  return (
    <div ref={stageRef} className={stage}>
      {podAppUrl && (
        <iframe
          key={reloads}
          ref={frameRef}
          className={frame}
          title="3d-app"
          src={url(podAppUrl)}
          allow={FRAME_ALLOW}
          allowFullScreen
          onLoad={(event) => {
            setFrameLoaded(true);
            if (signedIn) return send({ type: 'frame.loaded' });
            const target = event.currentTarget.contentWindow;
            if (target && origin) sendToFrame(target, origin, { type: 'guest', ...(postId ? { postId } : {}) });
          }}
        />
      )}
      {showLoading && (
        <div className={overlay} aria-live="polite">
          <img src="/favicon.svg" alt="" width={64} height={64} />
          <Spinner label={loadingLabel} />
          <button type="button" onClick={onBack}>
            Back
          </button>
        </div>
      )}
      {failed && (
        <div className={overlay} role="alert">
          <p>{failure?.message ?? 'The Pod did not open. Please check your connection and try again.'}</p>
          <button type="button" onClick={retry}>
            Try again
          </button>
          <button type="button" onClick={onBack}>
            Back
          </button>
        </div>
      )}
      {children}
    </div>
  );
}
