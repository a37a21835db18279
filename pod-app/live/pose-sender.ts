/**
 * Sending one's own pose: at most one move every `intervalMs` (the server takes 10 a second per
 * person; a little slower here so network jitter never trips its limit), one request at a time,
 * only when the pose changed (rounded to centimetres). A failed move is retried with the next offer.
 */
export interface Pose {
  x: number;
  y: number;
  z: number;
  yaw: number;
}

export const MOVE_INTERVAL_MS = 125;

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** The yaw in (-π, π], rounded; positions to centimetres. */
export function roundPose({ x, y, z, yaw }: Pose): Pose {
  const turned = Math.atan2(Math.sin(yaw), Math.cos(yaw));
  return { x: round(x, 2), y: round(y, 2), z: round(z, 2), yaw: round(turned, 3) };
}

export const samePose = (a: Pose, b: Pose) => a.x === b.x && a.y === b.y && a.z === b.z && a.yaw === b.yaw;

export interface PoseSender {
  /** Called as often as you like (every frame): sends the pose when it is time and it changed. */
  offer: (pose: Pose) => void;
  /** The last pose the server accepted. */
  lastSent: () => Pose | null;
  /** Forgets the last pose (the server put us back in the room afresh): the next offer is sent. */
  reset: () => void;
  /** Whether the server has yet to hear the last pose offered (or any): offers are still wanted. */
  unsent: () => boolean;
}

export function createPoseSender(options: { send: (pose: Pose) => Promise<unknown>; now: () => number; intervalMs?: number }): PoseSender {
  const interval = options.intervalMs ?? MOVE_INTERVAL_MS;
  let sent: Pose | null = null;
  let lastAttempt = -Infinity;
  let inFlight = false;
  let latest: Pose | null = null;
  return {
    offer: (raw) => {
      const pose = roundPose(raw);
      latest = pose;
      if (inFlight) return;
      if (sent && samePose(sent, pose)) return;
      const now = options.now();
      if (now - lastAttempt < interval) return;
      lastAttempt = now;
      inFlight = true;
      options
        .send(pose)
        .then(() => {
          sent = pose;
        })
        .catch(() => undefined)
        .finally(() => {
          inFlight = false;
        });
    },
    lastSent: () => sent,
    reset: () => {
      sent = null;
    },
    unsent: () => sent === null || (latest !== null && !samePose(sent, latest)),
  };
}
