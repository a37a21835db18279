/** /live-event: the live event frame; its end returns everyone to /events, guests to its Invited tab. */
import { useEffect, useRef } from 'react';
import { useMachine } from '../../lib/machine-hooks.ts';
import { useNavigate } from '@tanstack/react-router';
import { LOAD_TIMEOUT_MS, liveEventFrameMachine, selectEventsTab } from '../../../machines/liveEventFrame.ts';
import type { EventsTab } from '../../../machines/eventsList.ts';
import { outdateEventReads } from '../events/api.ts';
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
  const toEvents = (tab: EventsTab) => void navigate({ to: '/events', search: tab === 'invited' ? { tab } : {} });
  const [snapshot, send] = useMachine(
    liveEventFrameMachine.provide({
      actions: {
        enterFullscreen: () => void enterFullscreen(stageRef.current),
        exitFullscreen: () => void exitFullscreen(),
        leaveToEvents: (_, { tab }) => {
          outdateEventReads(); // the event is over: the lists must say so
          toEvents(tab);
        },
        reloadFrame: () => {}, // FrameHost reloads the frame on retry.
      },
      delays: { loadTimeout: timing.loadTimeoutMs ?? LOAD_TIMEOUT_MS },
    }),
    { input: { role: params.userId === params.hostId ? 'host' : 'invitee' } },
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
        toEvents(selectEventsTab(snapshot));
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
      onBack={() => toEvents(selectEventsTab(snapshot))}
      onFrameMessage={onFrameMessage}
      ready={!snapshot.matches('loading')}
      failure={snapshot.matches('failed') ? { message: 'The live event did not open. Please try again.', retry: () => send({ type: 'retry' }) } : null}
      stageRef={stageRef}
      timing={timing}
    />
  );
}
