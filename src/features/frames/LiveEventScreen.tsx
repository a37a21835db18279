/** /live-event: the live event frame; its end returns everyone to /events. */
import { useEffect, useRef } from 'react';
import { useMachine } from '../../lib/machine-hooks.ts';
import { useNavigate } from '@tanstack/react-router';
import { LOAD_TIMEOUT_MS, liveEventFrameMachine } from '../../../machines/liveEventFrame.ts';
import { liveEventFrameUrl, type FrameMessage, type LiveEventParams } from '../../../shared/frame-protocol/index.ts';
import { FrameHost } from './FrameHost.tsx';
import { enterFullscreen, exitFullscreen, openExternal } from './fullscreen.ts';

export interface LiveEventScreenProps extends LiveEventParams {
  /** Delays (tests shorten them). */
  timing?: { loadTimeoutMs?: number; resendMs?: number; handshakeTimeoutMs?: number };
}

export function LiveEventScreen({ timing = {}, ...params }: LiveEventScreenProps) {
  const navigate = useNavigate();
  const stageRef = useRef<HTMLDivElement>(null);
  const [snapshot, send] = useMachine(
    liveEventFrameMachine.provide({
      actions: {
        enterFullscreen: () => void enterFullscreen(stageRef.current),
        exitFullscreen: () => void exitFullscreen(),
        leaveToEvents: () => void navigate({ to: '/events' }),
        reloadFrame: () => {}, // FrameHost reloads the frame on retry.
      },
      delays: { loadTimeout: timing.loadTimeoutMs ?? LOAD_TIMEOUT_MS },
    }),
  );

  useEffect(() => {
    const onChange = () => {
      if (!document.fullscreenElement) send({ type: 'fullscreen.exited' });
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [send]);

  const onFrameMessage = (message: FrameMessage) => {
    switch (message.type) {
      case 'loaded':
      case 'fullScreenOpen':
      case 'fullScreenClose':
      case 'eventEnded':
        send({ type: `frame.${message.type}` });
        return;
      case 'openHostProfilePage':
        void navigate({ to: '/other-profile', search: { otherUserId: params.hostId } });
        return;
      case 'openHostProfilePageFromHost':
        void navigate({ to: '/profile' });
        return;
      case 'openLink':
        openExternal(message.url);
        return;
      case 'navigateBack':
        void navigate({ to: '/events' });
        return;
      default:
        return;
    }
  };

  return (
    <FrameHost
      url={(podAppUrl) => liveEventFrameUrl(podAppUrl, params)}
      postId={params.postId}
      loadingLabel="Joining the live event"
      onBack={() => void navigate({ to: '/events' })}
      onFrameMessage={onFrameMessage}
      ready={!snapshot.matches('loading')}
      failure={snapshot.matches('failed') ? { message: 'The live event did not open. Please try again.', retry: () => send({ type: 'retry' }) } : null}
      stageRef={stageRef}
      timing={timing}
    />
  );
}
