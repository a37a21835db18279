import { useEffect, useRef } from 'react';
import { useMachine } from '../../lib/machine-hooks.ts';
import { css } from '@linaria/core';
import {
  selectCanToggleVideo,
  selectHasVideoFailed,
  selectIsVideoLoading,
  selectIsVideoPlaying,
  selectShowNativeControls,
  videoPlaybackMachine,
} from '../../../machines/videoPlayback.ts';

const frame = css`
  position: relative;
  aspect-ratio: 9 / 16;
  width: 100%;
  border-radius: var(--radius);
  overflow: hidden;
  background: var(--surface-2);
  video {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;
const overlay = css`
  position: absolute;
  inset: 0;
  margin: auto;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  border: 0;
  background: rgb(0 0 0 / 0.6);
  color: #fff;
  font-size: 1.5rem;
  cursor: pointer;
  opacity: 0;
  transition: opacity 0.2s;
  [data-ready]:hover > &,
  &:focus-visible {
    opacity: 1;
  }
`;
// At the foot of the frame, on a dark band, so it never covers the poster's own title.
const notice = css`
  position: absolute;
  inset: auto 0 0;
  display: grid;
  text-align: center;
  padding: 12px 16px;
  background: rgb(0 0 0 / 0.65);
  color: #fff;
  p {
    margin: 0;
  }
`;

/** The walkthrough video of the right column, driven by the videoPlayback machine. */
export function WalkthroughVideo() {
  const video = useRef<HTMLVideoElement>(null);
  const [snapshot, send] = useMachine(
    videoPlaybackMachine.provide({
      actions: {
        playVideo: () => void video.current?.play().catch(() => send({ type: 'video.ended' })),
        pauseVideo: () => video.current?.pause(),
        rewindVideo: () => {
          if (video.current) video.current.currentTime = 0;
        },
      },
    }),
  );
  // A video from the cache may have its metadata before the machine listens: ask the element.
  useEffect(() => {
    if ((video.current?.readyState ?? 0) >= HTMLMediaElement.HAVE_METADATA) send({ type: 'video.loaded' });
  }, [send]);
  const playing = selectIsVideoPlaying(snapshot);
  return (
    <div className={frame} data-ready={selectCanToggleVideo(snapshot) ? '' : undefined}>
      <video
        ref={video}
        poster="/media/walkthrough-poster.webp"
        preload="metadata"
        playsInline
        muted
        controls={selectShowNativeControls(snapshot)}
        width="360"
        height="640"
        aria-label="Pods walkthrough"
        // With preload=metadata the first frame's data comes only on play: metadata is 'loaded'.
        onLoadedMetadata={() => send({ type: 'video.loaded' })}
        onError={() => send({ type: 'video.failed' })}
        onEnded={() => send({ type: 'video.ended' })}
      >
        <source src="/media/walkthrough.webm" type="video/webm" />
        <source src="/media/walkthrough.mp4" type="video/mp4" onError={() => send({ type: 'video.failed' })} />
      </video>
      {selectIsVideoLoading(snapshot) && (
        <div className={notice} role="status">
          <p>Loading video...</p>
        </div>
      )}
      {selectHasVideoFailed(snapshot) && (
        <div className={notice} role="alert">
          <p>Video failed to load</p>
          <p>Please check if the video file exists</p>
        </div>
      )}
      {selectCanToggleVideo(snapshot) && (
        <button
          type="button"
          className={overlay}
          aria-label={playing ? 'Pause walkthrough' : 'Play walkthrough'}
          onClick={() => send({ type: 'playback.toggled' })}
        >
          {playing ? '❚❚' : '▶'}
        </button>
      )}
    </div>
  );
}
