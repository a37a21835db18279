import { describe, expect, it } from 'vitest';
import { framePitch, placeInFront, placeOnSurface, surfaceKind, twistAndPinch } from '../../pod-app/edit/prop-placement.ts';
import { keyAction } from '../../pod-app/edit/keys.ts';

const chair = { w: 0.6, h: 0.9, d: 0.6 };
const clock = { w: 0.5, h: 0.5, d: 0.06 };
const camera = { x: 0, y: 1.6, z: 4 };

describe('where a tapped prop goes', () => {
  it('stands a prop on the floor where the tap hit, facing the camera in 15° steps', () => {
    const placed = placeOnSurface({ point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 1, z: 0 } }, chair, false, camera)!;
    expect(placed.position).toEqual({ x: 0, y: 0, z: 0 });
    expect(placed.rotation).toEqual({ x: 0, y: 0, z: 0 });
    const aside = placeOnSurface({ point: { x: -4, y: 0, z: 0 }, normal: { x: 0, y: 1, z: 0 } }, chair, false, camera)!;
    expect((aside.rotation.y * 180) / Math.PI).toBeCloseTo(45, 3);
  });

  it('stands a prop on a table top at the table top height', () => {
    expect(placeOnSurface({ point: { x: 1, y: 0.75, z: 1 }, normal: { x: 0, y: 1, z: 0 } }, chair, false, camera)!.position.y).toBe(0.75);
  });

  it('hangs a wall prop flat on the wall, centred on the tap, facing into the room', () => {
    // The left wall (x = -6) seen from inside: its normal points +x.
    const placed = placeOnSurface({ point: { x: -6, y: 1.8, z: 1 }, normal: { x: 1, y: 0, z: 0 } }, clock, true, camera)!;
    expect(placed.position).toEqual({ x: -5.96, y: 1.55, z: 1 });
    expect(placed.rotation.y).toBeCloseTo(Math.PI / 2, 3);
    // The back wall (z = -5): facing +z is no turn at all.
    expect(placeOnSurface({ point: { x: 2, y: 2, z: -5 }, normal: { x: 0, y: 0, z: 1 } }, clock, true, camera)!.rotation.y).toBe(0);
  });

  it('puts a standing prop on the floor in front of a tapped wall, and refuses slopes', () => {
    const placed = placeOnSurface({ point: { x: 2, y: 1.2, z: -5 }, normal: { x: 0, y: 0, z: 1 } }, chair, false, camera)!;
    expect(placed.position).toEqual({ x: 2, y: 0, z: -4.65 });
    expect(placeOnSurface({ point: { x: 0, y: 1, z: 0 }, normal: { x: 0, y: 0.5, z: 0.86 } }, chair, false, camera)).toBeNull();
    expect(surfaceKind({ x: 0, y: -1, z: 0 })).toBe('other');
  });

  it('places in front of the person, inside the room, facing them', () => {
    const placed = placeInFront({ x: 0, y: 1.6, z: 0 }, 0, chair, false, { halfWidth: 5, halfDepth: 5 });
    expect(placed.position).toEqual({ x: 0, y: 0, z: -1.5 });
    expect(placed.rotation.y).toBe(0);
    const nearWall = placeInFront({ x: 0, y: 1.6, z: -4.5 }, 0, chair, false, { halfWidth: 5, halfDepth: 5 });
    expect(nearWall.position.z).toBe(-5);
    expect(placeInFront({ x: 0, y: 1.6, z: 0 }, 0, clock, true, { halfWidth: 5, halfDepth: 5 }).position.y).toBe(1.15);
  });

  it('tilts the camera further down the more of the screen the sheet covers', () => {
    const eye = { x: 0, y: 1.6, z: 0 };
    const target = { x: 0, y: 0, z: -3 };
    const open = framePitch(eye, target, 0, 60);
    expect(open).toBeCloseTo(-Math.atan2(1.6, 3), 5);
    expect(framePitch(eye, target, 0.4, 60)).toBeLessThan(open);
    expect(framePitch(eye, { x: 0, y: 0, z: -0.01 }, 0.9, 60)).toBe(-1.3);
  });

  it('reads a two-finger twist as a turn and a pinch as a resize', () => {
    const start: [{ x: number; y: number }, { x: number; y: number }] = [
      { x: 100, y: 100 },
      { x: 200, y: 100 },
    ];
    const clockwise = twistAndPinch(start, [
      { x: 100, y: 100 },
      { x: 100, y: 200 },
    ]);
    expect(clockwise.turn).toBeCloseTo(-Math.PI / 2, 5);
    expect(clockwise.factor).toBeCloseTo(1, 5);
    expect(
      twistAndPinch(start, [
        { x: 50, y: 100 },
        { x: 250, y: 100 },
      ]).factor,
    ).toBeCloseTo(2, 5);
  });
});

describe('the editor keys', () => {
  const press = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }> = {}) => ({
    key,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    ...mods,
  });

  it('moves 0.1 m relative to where the person looks, snapped to the room axes', () => {
    expect(keyAction(press('ArrowUp'), 0, true)).toEqual({ kind: 'move', dx: 0, dz: -0.1 });
    expect(keyAction(press('ArrowLeft'), 0, true)).toEqual({ kind: 'move', dx: -0.1, dz: 0 });
    // Looking along -x (turned a quarter left): up moves towards -x.
    expect(keyAction(press('ArrowUp'), Math.PI / 2 + 0.2, true)).toEqual({ kind: 'move', dx: -0.1, dz: 0 });
  });

  it('moves a grid step (0.25 m) while snapping, and raises and lowers with Page Up and Page Down', () => {
    expect(keyAction(press('ArrowUp'), 0, true, true)).toEqual({ kind: 'move', dx: 0, dz: -0.25 });
    expect(keyAction(press('ArrowRight'), 0, true, true)).toEqual({ kind: 'move', dx: 0.25, dz: 0 });
    expect(keyAction(press('PageUp'), 0, true)).toEqual({ kind: 'raise', dy: 0.1 });
    expect(keyAction(press('PageDown'), 0, true)).toEqual({ kind: 'raise', dy: -0.1 });
    expect(keyAction(press('PageUp'), 0, false)).toBeNull();
  });

  it('turns, resizes, duplicates, removes and cancels; leaves keys alone with nothing selected', () => {
    expect(keyAction(press('q'), 0, true)).toEqual({ kind: 'turn', radians: Math.PI / 12 });
    expect(keyAction(press('E'), 0, true)).toEqual({ kind: 'turn', radians: -Math.PI / 12 });
    expect(keyAction(press('+'), 0, true)).toEqual({ kind: 'resize', factor: 1.1 });
    expect(keyAction(press('-'), 0, true)).toEqual({ kind: 'resize', factor: 1 / 1.1 });
    expect(keyAction(press('d', { metaKey: true }), 0, true)).toEqual({ kind: 'duplicate' });
    expect(keyAction(press('Backspace'), 0, true)).toEqual({ kind: 'remove' });
    expect(keyAction(press('Escape'), 0, false)).toEqual({ kind: 'escape' });
    expect(keyAction(press('z', { ctrlKey: true, shiftKey: true }), 0, false)).toEqual({ kind: 'redo' });
    expect(keyAction(press('ArrowUp'), 0, false)).toBeNull();
    expect(keyAction(press('w'), 0, true)).toBeNull();
  });
});
