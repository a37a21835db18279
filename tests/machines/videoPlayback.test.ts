import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  selectCanToggleVideo,
  selectHasVideoFailed,
  selectIsVideoLoading,
  selectIsVideoPlaying,
  selectShowNativeControls,
  videoPlaybackMachine,
} from '../../machines/videoPlayback.ts';

function start() {
  const media = { playVideo: vi.fn(), pauseVideo: vi.fn(), rewindVideo: vi.fn() };
  const actor = createActor(videoPlaybackMachine.provide({ actions: media })).start();
  return { actor, media };
}

describe('videoPlayback', () => {
  it('fails when the file cannot load, and cannot be toggled then', () => {
    const { actor, media } = start();
    actor.send({ type: 'video.failed' });
    actor.send({ type: 'playback.toggled' });
    expect(selectHasVideoFailed(actor.getSnapshot())).toBe(true);
    expect(selectCanToggleVideo(actor.getSnapshot())).toBe(false);
    expect(media.playVideo).not.toHaveBeenCalled();
  });

  it('plays and pauses, revealing native controls after the first tap', () => {
    const { actor, media } = start();
    actor.send({ type: 'video.loaded' });
    expect(selectShowNativeControls(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'playback.toggled' });
    expect(selectIsVideoPlaying(actor.getSnapshot())).toBe(true);
    expect(media.playVideo).toHaveBeenCalledTimes(1);
    expect(selectShowNativeControls(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'playback.toggled' });
    expect(selectIsVideoPlaying(actor.getSnapshot())).toBe(false);
    expect(media.pauseVideo).toHaveBeenCalledTimes(1);
    expect(selectShowNativeControls(actor.getSnapshot())).toBe(true);
  });

  it('resets to paused and rewinds at the end', () => {
    const { actor, media } = start();
    actor.send({ type: 'video.loaded' });
    actor.send({ type: 'playback.toggled' });
    actor.send({ type: 'video.ended' });
    expect(actor.getSnapshot().matches({ loaded: 'paused' })).toBe(true);
    expect(media.rewindVideo).toHaveBeenCalledTimes(1);
  });

  it("shows 'Loading video...' until the file loads, then the video can be played", () => {
    const { actor } = start();
    expect(selectIsVideoLoading(actor.getSnapshot())).toBe(true);
    expect(selectCanToggleVideo(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'video.loaded' });
    expect(selectIsVideoLoading(actor.getSnapshot())).toBe(false);
    expect(selectCanToggleVideo(actor.getSnapshot())).toBe(true);
  });
});
