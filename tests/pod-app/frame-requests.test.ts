// @vitest-environment jsdom
/**
 * Issue 47 item 3: what changes the picture asks the stage for the frames it needs, since the
 * stage draws only when asked (tests/pod-app/frame-loop.test.ts): a video's new pictures while it
 * can be seen, avatars while they glide, one's pose until sent, the camera turned, the editor's
 * selection and gizmo.
 */
import { describe, expect, it, vi } from 'vitest';
import { Group, PerspectiveCamera, Scene } from 'three';
import type { FrameRequests } from '../../pod-app/world/frame-loop.ts';
import { followVideoFrames } from '../../pod-app/world/video-frames.ts';
import { createAvatars } from '../../pod-app/live/avatars.ts';
import { createPoseSender } from '../../pod-app/live/pose-sender.ts';
import { createMovement } from '../../pod-app/world/movement.ts';
import { createSelectionMarks } from '../../pod-app/edit/selection-marks.ts';
import type { PodWorld } from '../../pod-app/world/pod-world.ts';
import { defaultAvatar } from '../../shared/avatar.ts';
import type { Participant } from '../../pod-app/live/room-state.ts';

/** Counts what was asked; `animating()` asks each registered animation, as a frame would. */
function requests() {
  const asked = { redraw: 0, frame: 0 };
  const animations = new Set<() => boolean>();
  const frames: FrameRequests = {
    redraw: () => void asked.redraw++,
    requestFrame: () => void asked.frame++,
    animate: (wants) => (animations.add(wants), () => animations.delete(wants)),
  };
  return { frames, asked, animating: () => [...animations].some((wants) => wants()) };
}

/** A video whose decoder is driven by the test: `picture()` is a new decoded frame. */
function fakeVideo(withFrameCallbacks = true) {
  const video = document.createElement('video');
  let pending: (() => void) | null = null;
  if (withFrameCallbacks)
    Object.assign(video, {
      requestVideoFrameCallback: (callback: () => void) => ((pending = callback), 1),
      cancelVideoFrameCallback: () => (pending = null),
    });
  return {
    video,
    picture: () => {
      const callback = pending;
      pending = null;
      callback?.();
    },
  };
}

describe('a video in a frame', () => {
  it('asks for one frame for each new picture while its frame can be seen, none out of sight', () => {
    const { frames, asked } = requests();
    const { video, picture } = fakeVideo();
    let seen = true;
    followVideoFrames(video, frames, () => seen);
    for (let i = 0; i < 30; i++) picture();
    expect(asked.frame).toBe(30);
    seen = false;
    for (let i = 0; i < 30; i++) picture();
    expect(asked.frame).toBe(30);
    expect(asked.redraw).toBe(0);
  });

  it('draws its first picture and a seek once, even paused; stopped, it asks nothing', () => {
    const { frames, asked } = requests();
    const { video, picture } = fakeVideo();
    const unfollow = followVideoFrames(video, frames, () => true);
    video.dispatchEvent(new Event('loadeddata'));
    video.dispatchEvent(new Event('seeked'));
    expect(asked.redraw).toBe(2);
    unfollow();
    picture();
    video.dispatchEvent(new Event('loadeddata'));
    expect(asked).toEqual({ redraw: 2, frame: 0 });
  });

  it('without frame callbacks, wants frames while it plays and can be seen', () => {
    const { frames, animating } = requests();
    const { video } = fakeVideo(false);
    let paused = true;
    let seen = true;
    Object.defineProperty(video, 'paused', { get: () => paused });
    const unfollow = followVideoFrames(video, frames, () => seen);
    expect(animating()).toBe(false);
    paused = false;
    expect(animating()).toBe(true);
    seen = false;
    expect(animating()).toBe(false);
    seen = true;
    unfollow();
    expect(animating()).toBe(false);
  });
});

describe('avatars', () => {
  // jsdom draws no canvas: the name labels get a context that draws nothing.
  HTMLCanvasElement.prototype.getContext = (() =>
    new Proxy({}, { get: (_, key) => (key === 'measureText' ? () => ({ width: 100 }) : () => undefined), set: () => true })) as never;
  const person = (x: number): Participant => ({
    userId: 'bo',
    userDisplayName: 'Bo',
    userDPUrl: null,
    role: 'guest',
    x,
    y: 1.6,
    z: 0,
    yaw: 0,
    avatar: defaultAvatar('bo'),
    avatarChosen: false,
  });

  it('glide to a new place while they say they move, then stand still', () => {
    const avatars = createAvatars(new Scene());
    avatars.sync([person(0)], 'me');
    expect(avatars.moving()).toBe(false);
    avatars.sync([person(2)], 'me');
    expect(avatars.moving()).toBe(true);
    let frames = 0;
    while (avatars.moving() && frames < 1000) {
      avatars.step(1 / 60);
      frames++;
    }
    // About half a second of frames, not for ever.
    expect(frames).toBeGreaterThan(10);
    expect(frames).toBeLessThan(60);
    const at = { x: 0, y: 0, z: 0 };
    avatars.placeOf('bo', at);
    expect(at.x).toBe(2);
  });
});

describe("one's own pose in the live room", () => {
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  it('wants offers until the server has the last pose', async () => {
    let now = 0;
    const sent: unknown[] = [];
    const sender = createPoseSender({ send: async (pose) => void sent.push(pose), now: () => now });
    expect(sender.unsent()).toBe(true);
    sender.offer({ x: 1, y: 1.6, z: 0, yaw: 0 });
    await settled();
    expect(sender.unsent()).toBe(false);
    // Moved within the interval: not sent yet, so still wanted; then sent.
    sender.offer({ x: 2, y: 1.6, z: 0, yaw: 0 });
    expect(sender.unsent()).toBe(true);
    now += 1000;
    sender.offer({ x: 2, y: 1.6, z: 0, yaw: 0 });
    await settled();
    expect(sender.unsent()).toBe(false);
    sender.reset();
    expect(sender.unsent()).toBe(true);
    expect(sent).toHaveLength(2);
  });
});

describe('the camera', () => {
  it('asks for a frame when it is turned or put somewhere', () => {
    const onTurned = vi.fn();
    const joystick = document.createElement('div');
    joystick.append(Object.assign(document.createElement('div'), { className: 'knob' }));
    const movement = createMovement({
      camera: new PerspectiveCamera(),
      surface: document.createElement('canvas'),
      joystick,
      bounds: { halfWidth: 5, halfDepth: 5 },
      onTap: () => undefined,
      isBusy: () => false,
      onTurned,
    });
    movement.set({ x: 0, y: 1.6, z: 0 }, 0);
    movement.face({ x: 1, z: 1 });
    expect(onTurned).toHaveBeenCalledTimes(2);
    movement.step(1 / 60);
    expect(onTurned).toHaveBeenCalledTimes(2);
    movement.dispose();
  });
});

describe("the editor's selection", () => {
  it('asks for a frame when the selection or the gizmo changes, and not otherwise', () => {
    const redraw = vi.fn();
    const world = {
      stage: {
        camera: new PerspectiveCamera(),
        renderer: { domElement: document.createElement('canvas') },
        scene: new Scene(),
        redraw,
        onFrame: () => undefined,
      },
      propObject: () => undefined,
    } as unknown as PodWorld;
    const marks = createSelectionMarks(world, () => undefined);
    const item = new Group();
    world.stage.scene.add(item);
    expect(redraw).not.toHaveBeenCalled();
    marks.show(item, null, 'translate');
    expect(redraw).toHaveBeenCalled();
    redraw.mockClear();
    // The gizmo's mode (its look) changed.
    marks.show(item, null, 'rotate');
    expect(redraw).toHaveBeenCalled();
    redraw.mockClear();
    marks.show(undefined, 'prop-1', 'rotate');
    expect(redraw).toHaveBeenCalled();
  });
});
