/**
 * /3d-app: the pod app frame (edit, or preview with previewMode) and what it may ask the host.
 * A signed-out visitor sees a public Pod read-only (the frame protocol's guest mode) with a
 * 'Sign in' here in the host page, to like the Pod or follow its owner.
 */
import { useRef } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { css } from '@linaria/core';
import { podAppFrameUrl, type FrameMessage } from '../../../shared/frame-protocol/index.ts';
import { readStoredSession } from '../../lib/storage.ts';
import { FrameHost } from './FrameHost.tsx';
import { useGoBack } from './useGoBack.ts';
import { enterFullscreen, exitFullscreen, isFullscreen, openExternal } from './fullscreen.ts';

// Bottom right: the pod app keeps its bar at the top and the joystick at the bottom left.
const signIn = css`
  position: absolute;
  right: max(12px, env(safe-area-inset-right));
  bottom: max(24px, env(safe-area-inset-bottom));
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 20px;
  border-radius: 22px;
  background: #7c9cff;
  color: #0b0d12;
  font-weight: 600;
  text-decoration: none;
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.4);
  &:focus-visible {
    outline: 3px solid #ffd36e;
    outline-offset: 2px;
  }
`;

export interface PodAppScreenProps {
  postId: string;
  previewMode: boolean;
  /** The handshake's delays (tests shorten them). */
  timing?: { resendMs?: number; handshakeTimeoutMs?: number };
}

export function PodAppScreen({ postId, previewMode, timing }: PodAppScreenProps) {
  const navigate = useNavigate();
  const stageRef = useRef<HTMLDivElement>(null);
  const signedIn = readStoredSession().user !== null;
  const goBack = useGoBack();

  const onFrameMessage = (message: FrameMessage) => {
    switch (message.type) {
      case 'navigateBack':
        goBack();
        return;
      case 'openPodSettings':
        void navigate({ to: '/pod-settings', search: { postId: message.postId } });
        return;
      case 'openOtherProfile':
        void navigate({ to: '/other-profile', search: { otherUserId: message.otherUserId } });
        return;
      case 'toggleFullscreen':
        void (isFullscreen() ? exitFullscreen() : enterFullscreen(stageRef.current));
        return;
      case 'openLink':
        openExternal(message.url);
        return;
      default:
        return; // The live event's messages mean nothing here.
    }
  };

  return (
    <FrameHost
      url={(podAppUrl) => podAppFrameUrl(podAppUrl, { postId, previewMode, guest: !signedIn })}
      postId={postId}
      loadingLabel="Opening the Pod"
      onBack={goBack}
      onFrameMessage={onFrameMessage}
      stageRef={stageRef}
      timing={timing}
    >
      {!signedIn && (
        <Link to="/signin" className={signIn} aria-label="Sign in to like, follow, talk and chat">
          Sign in
        </Link>
      )}
    </FrameHost>
  );
}
