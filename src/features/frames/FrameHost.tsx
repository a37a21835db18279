/**
 * A pod app frame, full screen: the sandboxed iframe titled '3d-app' on the pod app's own origin,
 * the loading cover (LoadingCover.tsx: the Pod's picture) until it has drawn, and the frame's messages (accepted only from this
 * frame's window and origin) handed to the screen. What happens when is the frameHost machine's
 * (machines/frameHost.ts: setup, the iframeAuth handshake, the token refresh, guest mode, each
 * failure and its 'Try again'); this view sends and draws. Waiting and failure both offer a way back.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useMachine } from '../../lib/machine-hooks.ts';
import { fromPromise } from 'xstate';
import { css } from '@linaria/core';
import { HANDSHAKE_TIMEOUT_MS, RESEND_MS } from '../../../machines/iframeAuth.ts';
import { frameHostMachine, hostedHandshake, selectFailure, selectFrameReady, selectShowsFrame } from '../../../machines/frameHost.ts';
import { listenToFrame, originOf, sendToFrame, type FrameMessage } from '../../../shared/frame-protocol/index.ts';
import { readStoredSession } from '../../lib/storage.ts';
import { loadFrameToken, loadPodAppUrl } from './api.ts';
import { LoadingCover } from './LoadingCover.tsx';

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

export const POD_DID_NOT_OPEN = 'The Pod did not open. Please check your connection and try again.';
export const FRAME_ALLOW = 'camera; microphone; accelerometer; gyroscope; magnetometer; xr-spatial-tracking; fullscreen; autoplay; clipboard-write';

export interface FrameHostProps {
  /** The frame's URL under POD_APP_URL. */
  url: (podAppUrl: string) => string;
  postId?: string;
  /** What the loading cover's progress says ('Opening the Pod'). */
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
  const frameRef = useRef<HTMLIFrameElement>(null);
  const onMessage = useRef(onFrameMessage);
  onMessage.current = onFrameMessage;
  // The machine's actions are made once; they read the latest props through this ref.
  const latest = useRef({ postId, failure });
  latest.current = { postId, failure };

  const [host, send] = useMachine(
    frameHostMachine.provide({
      actors: {
        setUp: fromPromise(async ({ input }) => {
          const [podAppUrl, token] = await Promise.all([loadPodAppUrl(), loadFrameToken(input.userId)]);
          return { podAppUrl, token };
        }),
        refreshToken: fromPromise(({ input }) => loadFrameToken(input.userId)),
        handshake: hostedHandshake.provide({
          delays: { resend: timing.resendMs ?? RESEND_MS, handshakeTimeout: timing.handshakeTimeoutMs ?? HANDSHAKE_TIMEOUT_MS },
        }),
      },
      actions: {
        sendAuth: ({ context }, { userId, token }) => {
          const target = frameRef.current?.contentWindow;
          if (!target) return void queueMicrotask(() => send({ type: 'frame.gone' }));
          const to = context.podAppUrl ? originOf(context.podAppUrl) : null;
          const post = latest.current.postId;
          if (to && token) sendToFrame(target, to, { type: 'auth', userId, token: token.token, ...(post ? { postId: post } : {}) });
        },
        sendGuest: ({ context }) => {
          const target = frameRef.current?.contentWindow;
          const to = context.podAppUrl ? originOf(context.podAppUrl) : null;
          const post = latest.current.postId;
          if (target && to) sendToFrame(target, to, { type: 'guest', ...(post ? { postId: post } : {}) });
        },
        retryScreen: () => latest.current.failure?.retry(),
        logError: (_, { what, error }) => console.error(what, error),
      },
    }),
    { input: { userId: readStoredSession().user?.userId ?? null } },
  );

  const { podAppUrl, loads } = host.context;
  const origin = podAppUrl ? originOf(podAppUrl) : null;
  useEffect(() => {
    if (!origin) return;
    return listenToFrame({
      on: window,
      from: () => frameRef.current?.contentWindow,
      origin,
      onMessage: (message) => {
        if (message.type === 'authenticated') send({ type: 'frame.authenticated' });
        else if (message.type === 'shown') send({ type: 'frame.shown' });
        else onMessage.current(message);
      },
    });
  }, [origin, send]);

  // The screen's own wait failed (the live event did not load).
  const screenFailed = failure !== null;
  useEffect(() => {
    if (screenFailed) send({ type: 'screen.failed' });
  }, [screenFailed, send]);

  const failed = selectFailure(host);
  const showLoading = failed === null && !(selectFrameReady(host) && ready);

  return (
    <div ref={stageRef} className={stage}>
      {podAppUrl && selectShowsFrame(host) && (
        <iframe
          key={loads}
          ref={frameRef}
          className={frame}
          title="3d-app"
          src={url(podAppUrl)}
          allow={FRAME_ALLOW}
          allowFullScreen
          onLoad={() => send({ type: 'frame.loaded' })}
        />
      )}
      {showLoading && <LoadingCover postId={postId} label={loadingLabel} onBack={onBack} />}
      {failed && (
        <div className={overlay} role="alert">
          <p>{failed === 'screen' && failure ? failure.message : POD_DID_NOT_OPEN}</p>
          <button type="button" onClick={() => send({ type: 'retry' })}>
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
