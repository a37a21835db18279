/** /3d-app: the pod app frame (edit, or preview with previewMode) and what it may ask the host. */
import { useRef } from 'react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { podAppFrameUrl, type FrameMessage } from '../../frame-protocol/index.ts';
import { FrameHost } from './FrameHost.tsx';
import { enterFullscreen, exitFullscreen, isFullscreen, openExternal } from './fullscreen.ts';

export function PodAppScreen({ postId, previewMode }: { postId: string; previewMode: boolean }) {
  const navigate = useNavigate();
  const router = useRouter();
  const stageRef = useRef<HTMLDivElement>(null);

  const onFrameMessage = (message: FrameMessage) => {
    switch (message.type) {
      case 'navigateBack':
        if (window.history.length > 1) router.history.back();
        else void navigate({ to: '/' });
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
      url={(podAppUrl) => podAppFrameUrl(podAppUrl, { postId, previewMode })}
      postId={postId}
      loadingLabel="Opening the Pod"
      onFrameMessage={onFrameMessage}
      stageRef={stageRef}
    />
  );
}
