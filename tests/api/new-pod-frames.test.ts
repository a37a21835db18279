/**
 * Issue 48 item 2: a new Pod's starter video stands on a wall of its template, in a frame slot,
 * clear of the arrival view's centre (it stood in every room's middle, in front of Cafe Corner's
 * chalkboard), in every template; through the API, a Pod made by onboarding finds it there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designed } from '../../server/pods/templates/index.ts';
import { coversCentre, framesOnWalls } from '../../server/posts/new-pod-frames.ts';
import { defaultPod } from '../../src/features/onboarding/default-pod.ts';
import { startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev } from './support/dev-sign-in.ts';
import { createAccount, createPod } from './support/onboarding.ts';

type Frame = { slotId: string; position: { x: number; y: number; z: number }; rotation: { y: number }; scale: { x: number; y: number } };
const starterIn = (podId: string) => (framesOnWalls(defaultPod(podId, 'Ada').postAssets, designed[podId]!) as unknown as { frames: Frame[] }).frames[0]!;

describe.each(Object.keys(designed))('the starter video in a new %s Pod', (podId) => {
  const scene = designed[podId]!;
  const frame = starterIn(podId);

  it('stands in one of the template’s frame slots, where the slot is', () => {
    const slot = scene.slots.find((s) => s.id === frame.slotId)!;
    expect(slot.kind).toBe('frame');
    expect(frame.position).toEqual(slot.position);
    expect(frame.rotation.y).toBe(slot.rotation.y);
    // As large as fits the slot, in the video's own shape (16:9).
    expect(frame.scale.x).toBeLessThanOrEqual(slot.scale.x + 1e-9);
    expect(frame.scale.y).toBeLessThanOrEqual(slot.scale.y + 1e-9);
    expect(frame.scale.x / frame.scale.y).toBeCloseTo(2.4 / 1.35, 2);
  });

  it('leaves the arrival view’s centre and the room’s middle clear', () => {
    expect(coversCentre(scene, { position: frame.position, rotation: { x: 0, y: frame.rotation.y, z: 0 }, scale: { ...frame.scale, z: 1 } })).toBe(false);
    expect(Math.hypot(frame.position.x, frame.position.z)).toBeGreaterThan(2);
  });
});

describe('a Pod made by onboarding', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('sqlite');
  });
  afterAll(() => h.close());

  it('has its starter video on the wall the template gives it, not in the room’s middle', async () => {
    const ada = await signInWithDev(h.app, 'ada@example.test');
    expect((await createAccount(h.app, ada, { userName: 'ada' })).statusCode).toBe(200);
    const made = await createPod(h.app, ada, defaultPod('cafe-corner', 'Ada'));
    expect(made.statusCode, made.body).toBe(200);
    const live = await h.app.inject({ url: `/api/posts/live/${made.json().postId}`, headers: bearer(ada.sessionToken) });
    expect(live.json().postAssets.frames[0]).toMatchObject({
      frameType: 'video',
      slotId: starterIn('cafe-corner').slotId,
      position: starterIn('cafe-corner').position,
    });
    expect(live.json().postAssets.frames[0].position).not.toEqual({ x: 0, y: 2, z: 0 });
  });
});
