/**
 * Walking and looking: a virtual joystick (bottom left) and drag-to-look for touch, WASD/arrow
 * keys and mouse drag on desktop, around the props in the room (obstacles). A press that does not
 * move is a tap (the editor selects with it).
 */
import type { PerspectiveCamera } from 'three';

export interface Movement {
  yaw: () => number;
  /** Points the camera (spawn or reset). */
  set: (position: { x: number; y: number; z: number }, yaw: number) => void;
  step: (seconds: number) => void;
  /** Turns to look at a point (level, or tilted by `pitch` radians: up is positive). */
  face: (point: { x: number; z: number }, pitch?: number) => void;
  dispose: () => void;
}

const SPEED = 2.2; // m/s
const TAP_SLOP = 8; // px

export function createMovement(options: {
  camera: PerspectiveCamera;
  surface: HTMLElement;
  joystick: HTMLElement;
  bounds: { halfWidth: number; halfDepth: number };
  onTap: (x: number, y: number) => void;
  /** While the gizmo or a prop is dragged (or twisted), looking is off. */
  isBusy: () => boolean;
  /** The camera turned or was put somewhere (walking's steps the stage sees by itself). */
  onTurned?: () => void;
  /** What stands in the way (props): a step ends where it says (collision.ts). */
  obstacles?: { step: (from: { x: number; z: number }, to: { x: number; z: number }) => { x: number; z: number } };
}): Movement {
  const { camera, surface, joystick, bounds, onTap, isBusy, onTurned, obstacles } = options;
  let yaw = 0;
  let pitch = 0;
  const keys = new Set<string>();
  const stick = { x: 0, y: 0 };
  const look = new Map<number, { x: number; y: number; startX: number; startY: number; moved: boolean }>();

  const apply = () => {
    camera.rotation.set(pitch, yaw, 0, 'YXZ');
    onTurned?.();
  };

  const onPointerDown = (event: PointerEvent) => {
    if (isBusy()) return;
    look.set(event.pointerId, { x: event.clientX, y: event.clientY, startX: event.clientX, startY: event.clientY, moved: false });
  };
  const onPointerMove = (event: PointerEvent) => {
    const p = look.get(event.pointerId);
    if (!p || isBusy()) return;
    if (Math.hypot(event.clientX - p.startX, event.clientY - p.startY) > TAP_SLOP) p.moved = true;
    if (!p.moved) return;
    const speed = 0.005 * (event.pointerType === 'touch' ? 1.2 : 1);
    yaw += (event.clientX - p.x) * speed;
    pitch = Math.max(-1.3, Math.min(1.3, pitch + (event.clientY - p.y) * speed));
    p.x = event.clientX;
    p.y = event.clientY;
    apply();
  };
  const onPointerUp = (event: PointerEvent) => {
    const p = look.get(event.pointerId);
    look.delete(event.pointerId);
    if (p && !p.moved && !isBusy()) onTap(event.clientX, event.clientY);
  };
  surface.addEventListener('pointerdown', onPointerDown);
  surface.addEventListener('pointermove', onPointerMove);
  surface.addEventListener('pointerup', onPointerUp);
  surface.addEventListener('pointercancel', (event) => look.delete(event.pointerId));

  // The joystick: a knob inside a ring; its offset from the centre is the walking direction.
  const knob = joystick.querySelector<HTMLElement>('.knob')!;
  let stickPointer: number | null = null;
  const moveStick = (event: PointerEvent) => {
    const rect = joystick.getBoundingClientRect();
    const radius = rect.width / 2;
    let dx = (event.clientX - (rect.left + radius)) / radius;
    let dy = (event.clientY - (rect.top + radius)) / radius;
    const length = Math.hypot(dx, dy);
    if (length > 1) {
      dx /= length;
      dy /= length;
    }
    stick.x = dx;
    stick.y = dy;
    knob.style.transform = `translate(${dx * radius * 0.6}px, ${dy * radius * 0.6}px)`;
  };
  const releaseStick = () => {
    stickPointer = null;
    stick.x = stick.y = 0;
    knob.style.transform = '';
  };
  joystick.addEventListener('pointerdown', (event) => {
    stickPointer = event.pointerId;
    joystick.setPointerCapture(event.pointerId);
    moveStick(event);
  });
  joystick.addEventListener('pointermove', (event) => {
    if (event.pointerId === stickPointer) moveStick(event);
  });
  joystick.addEventListener('pointerup', releaseStick);
  joystick.addEventListener('pointercancel', releaseStick);

  const typing = (target: EventTarget | null) =>
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
  // A key the editor used (an arrow moving the selection) is not walking.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.defaultPrevented && !typing(event.target) && !event.ctrlKey && !event.metaKey) keys.add(event.key.toLowerCase());
  };
  const onKeyUp = (event: KeyboardEvent) => keys.delete(event.key.toLowerCase());
  const onBlur = () => keys.clear();
  window.addEventListener('keydown', onKeyDown);
  window.addEventListener('keyup', onKeyUp);
  window.addEventListener('blur', onBlur);

  return {
    yaw: () => yaw,
    set: (position, newYaw) => {
      camera.position.set(position.x, position.y, position.z);
      yaw = newYaw;
      pitch = 0;
      apply();
    },
    face: (point, tilt = 0) => {
      yaw = Math.atan2(-(point.x - camera.position.x), -(point.z - camera.position.z));
      pitch = Math.max(-1.3, Math.min(1.3, tilt));
      apply();
    },
    step: (seconds) => {
      let forward = -stick.y;
      let strafe = stick.x;
      if (keys.has('w') || keys.has('arrowup')) forward += 1;
      if (keys.has('s') || keys.has('arrowdown')) forward -= 1;
      if (keys.has('d')) strafe += 1;
      if (keys.has('a')) strafe -= 1;
      if (keys.has('arrowleft')) {
        yaw += 1.8 * seconds;
        apply();
      }
      if (keys.has('arrowright')) {
        yaw -= 1.8 * seconds;
        apply();
      }
      if (forward === 0 && strafe === 0) return;
      const d = SPEED * seconds;
      const sin = Math.sin(yaw);
      const cos = Math.cos(yaw);
      const from = { x: camera.position.x, z: camera.position.z };
      const to = {
        x: clamp(from.x - sin * forward * d + cos * strafe * d, bounds.halfWidth),
        z: clamp(from.z - cos * forward * d - sin * strafe * d, bounds.halfDepth),
      };
      const end = obstacles ? obstacles.step(from, to) : to;
      camera.position.x = end.x;
      camera.position.z = end.z;
    },
    dispose: () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('blur', onBlur);
    },
  };
}

const clamp = (value: number, half: number) => Math.max(-half, Math.min(half, value));
