import { describe, expect, it } from 'vitest';
import { MOVE_INTERVAL_MS, createPoseSender, roundPose, samePose, type Pose } from '../../pod-app/live/pose-sender.ts';
import { gatheringPoint, spawnFor } from '../../pod-app/live/spawn.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const at = (x: number, yaw = 0): Pose => ({ x, y: 1.6, z: 0, yaw });

function harness(outcome: () => Promise<unknown> = () => Promise.resolve()) {
  let now = 0;
  const sent: Pose[] = [];
  const sender = createPoseSender({
    now: () => now,
    send: (pose) => {
      sent.push(pose);
      return outcome();
    },
  });
  return {
    sender,
    sent,
    tick: (ms: number) => {
      now += ms;
    },
  };
}

describe('pose sender', () => {
  it('rounds to centimetres and keeps the yaw within a turn', () => {
    expect(roundPose({ x: 1.23456, y: 1.6, z: -0.004, yaw: Math.PI * 2 + 0.5 })).toEqual({ x: 1.23, y: 1.6, z: -0, yaw: 0.5 });
    expect(samePose(roundPose(at(1.001)), roundPose(at(1.004)))).toBe(true);
    expect(samePose(roundPose(at(1)), roundPose(at(1.01)))).toBe(false);
  });

  it('sends at most one move per interval, however often it is offered', async () => {
    const { sender, sent, tick } = harness();
    for (let frame = 0; frame < 60; frame++) {
      sender.offer(at(frame / 10));
      await settle();
      tick(1000 / 60);
    }
    // One second of frames: at most 1000 / 125 + 1 moves, far below the server's 10 a second.
    expect(sent.length).toBeLessThanOrEqual(Math.floor(1000 / MOVE_INTERVAL_MS) + 1);
    expect(sent.length).toBeGreaterThanOrEqual(7);
  });

  it('sends nothing while the pose stays the same, and again after a reset', async () => {
    const { sender, sent, tick } = harness();
    sender.offer(at(1));
    await settle();
    tick(500);
    sender.offer(at(1.001));
    await settle();
    expect(sent).toHaveLength(1);
    expect(sender.lastSent()).toEqual(at(1));
    sender.reset();
    sender.offer(at(1));
    expect(sent).toHaveLength(2);
  });

  it('waits for the move in flight, and retries a refused one with the next offer', async () => {
    let fail = true;
    let release: () => void = () => {};
    const { sender, sent, tick } = harness(() =>
      fail
        ? Promise.reject(new Error('429'))
        : new Promise<void>((resolve) => {
            release = resolve;
          }),
    );
    sender.offer(at(2));
    await settle();
    expect(sender.lastSent()).toBeNull();
    fail = false;
    tick(MOVE_INTERVAL_MS);
    sender.offer(at(2));
    expect(sent).toHaveLength(2);
    tick(MOVE_INTERVAL_MS);
    sender.offer(at(3)); // still in flight: skipped
    expect(sent).toHaveLength(2);
    release();
    await settle();
    expect(sender.lastSent()).toEqual(at(2));
    sender.offer(at(3));
    expect(sent.at(-1)).toEqual(at(3));
  });
});

describe('spawn places', () => {
  it('puts people apart on a circle in front of the spawn point, inside the room, facing its centre', () => {
    const spawn = { position: { x: 0, y: 1.6, z: 3.5 }, rotation: { x: 0, y: 0, z: 0 } };
    const bounds = { halfWidth: 5.7, halfDepth: 4.4 };
    const centre = gatheringPoint(spawn);
    expect(centre).toEqual({ x: 0, z: 1.5 });
    const places = ['host-1', 'guest-2', 'someone', 'x'].map((id) => spawnFor(id, spawn, bounds));
    for (const { position, yaw } of places) {
      expect(Math.abs(position.x)).toBeLessThanOrEqual(bounds.halfWidth);
      expect(Math.abs(position.z)).toBeLessThanOrEqual(bounds.halfDepth);
      expect(position.y).toBe(1.6);
      // Walking forward (-sin yaw, -cos yaw) heads for the centre.
      const ahead = { x: position.x - Math.sin(yaw), z: position.z - Math.cos(yaw) };
      expect(Math.hypot(ahead.x - centre.x, ahead.z - centre.z)).toBeCloseTo(Math.hypot(position.x - centre.x, position.z - centre.z) - 1, 5);
    }
    expect(new Set(places.map((p) => `${p.position.x},${p.position.z}`)).size).toBeGreaterThan(1);
    expect(spawnFor('a', spawn, bounds)).toEqual(spawnFor('a', spawn, bounds));
  });

  it('a guest arrives facing the host', () => {
    const spawn = { position: { x: 0, y: 1.6, z: 3.5 }, rotation: { x: 0, y: 0, z: 0 } };
    const bounds = { halfWidth: 5.7, halfDepth: 4.4 };
    const host = { x: -3, z: -2 };
    for (const id of ['guest-2', 'someone', 'x']) {
      const { position, yaw } = spawnFor(id, spawn, bounds, { host });
      const ahead = { x: position.x - Math.sin(yaw), z: position.z - Math.cos(yaw) };
      expect(Math.hypot(ahead.x - host.x, ahead.z - host.z)).toBeCloseTo(Math.hypot(position.x - host.x, position.z - host.z) - 1, 5);
    }
  });

  it('a guest whose place is taken, or next to someone, arrives two places away (2.8 m), facing them', () => {
    const spawn = { position: { x: 0, y: 1.6, z: 3.5 }, rotation: { x: 0, y: 0, z: 0 } };
    const bounds = { halfWidth: 5.7, halfDepth: 4.4 };
    const own = spawnFor('guest-2', spawn, bounds).position;
    for (const host of [
      { x: own.x, z: own.z },
      { x: own.x + 1.2, z: own.z + 0.9 },
    ]) {
      const { position, yaw } = spawnFor('guest-2', spawn, bounds, { host, others: [host] });
      const apart = Math.hypot(position.x - host.x, position.z - host.z);
      expect(apart).toBeGreaterThanOrEqual(2.5);
      expect(apart).toBeLessThanOrEqual(4);
      const ahead = { x: position.x - Math.sin(yaw), z: position.z - Math.cos(yaw) };
      expect(Math.hypot(ahead.x - host.x, ahead.z - host.z)).toBeCloseTo(apart - 1, 5);
    }
    // Someone far off takes nobody's place.
    expect(spawnFor('guest-2', spawn, bounds, { others: [{ x: 5, z: -4 }] }).position).toEqual(own);
  });

  it('six people arriving one after another all stand apart on the circle', () => {
    const spawn = { position: { x: 0, y: 1.6, z: 3.5 }, rotation: { x: 0, y: 0, z: 0 } };
    const bounds = { halfWidth: 5.7, halfDepth: 4.4 };
    const here: { x: number; z: number }[] = [];
    // Ids that mostly share places (x, x2, … hash close together).
    for (const id of ['a', 'a', 'b', 'a', 'c', 'a']) here.push(spawnFor(id, spawn, bounds, { others: [...here] }).position);
    for (const [i, p] of here.entries()) for (const q of here.slice(i + 1)) expect(Math.hypot(p.x - q.x, p.z - q.z)).toBeGreaterThan(1.4);
  });
});
