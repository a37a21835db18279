/**
 * A video in a frame asks the stage for frames while it plays, one for each new picture it decodes
 * (requestVideoFrameCallback: a 30 fps video draws 30 times a second, not 60) and only while its
 * frame can be seen; its first picture, and one after a seek, are drawn even when it is paused.
 * Where the browser lacks requestVideoFrameCallback, frames come while it plays and can be seen.
 */
import type { FrameRequests } from './frame-loop.ts';

type VideoWithFrames = HTMLVideoElement & {
  requestVideoFrameCallback?: (callback: () => void) => number;
  cancelVideoFrameCallback?: (id: number) => void;
};

/** Follows `video` until the answered function is called; `seen`: whether its frame is in view now. */
export function followVideoFrames(video: HTMLVideoElement, frames: FrameRequests, seen: () => boolean): () => void {
  const withFrames = video as VideoWithFrames;
  const redraw = () => frames.redraw();
  video.addEventListener('loadeddata', redraw);
  video.addEventListener('seeked', redraw);
  let stopAsking = () => undefined as unknown;
  if (withFrames.requestVideoFrameCallback) {
    let id = 0;
    const next = () => {
      if (seen()) frames.requestFrame();
      id = withFrames.requestVideoFrameCallback!(next);
    };
    id = withFrames.requestVideoFrameCallback(next);
    stopAsking = () => withFrames.cancelVideoFrameCallback?.(id);
  } else {
    stopAsking = frames.animate(() => !video.paused && !video.ended && seen());
    video.addEventListener('playing', redraw);
  }
  return () => {
    stopAsking();
    video.removeEventListener('loadeddata', redraw);
    video.removeEventListener('seeked', redraw);
    video.removeEventListener('playing', redraw);
  };
}
