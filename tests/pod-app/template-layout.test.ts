import { describe, expect, it } from 'vitest';
import { Box3, Euler, Matrix4, Mesh, Quaternion, Ray, Vector3 } from 'three';
import { templateCatalogue } from '../../server/pods/catalogue.ts';
import { designed } from '../../server/pods/templates/index.ts';
import { allFamilies } from '../../pod-app/props/registry.ts';
import type { PropFactory } from '../../pod-app/props/kit.ts';
import type { PodScene } from '../../shared/pod-scene.ts';

const factories = new Map<string, PropFactory>((await allFamilies()).flatMap((family) => [...family.entries()]));

/** World-space bounds of each placed prop's meshes. */
function propBounds(scene: PodScene) {
  return scene.props.map((p) => {
    const object = factories.get(p.prop)!.build();
    object.applyMatrix4(
      new Matrix4().compose(
        new Vector3(p.position.x, p.position.y, p.position.z),
        new Quaternion().setFromEuler(new Euler(p.rotation.x, p.rotation.y, p.rotation.z)),
        new Vector3(p.scale.x, p.scale.y, p.scale.z),
      ),
    );
    object.updateMatrixWorld(true);
    const box = new Box3();
    object.traverse((child) => {
      if (child instanceof Mesh) box.expandByObject(child);
    });
    return { id: p.id, box };
  });
}

const CLEAR_METRES = 3;
// Issue 18's budget for a whole Pod is 120 draw calls and 200k triangles; props may take most of
// it, leaving room for the room itself, the Pod's media and others' avatars.
const PROP_DRAW_CALLS = 100;
const PROP_TRIANGLES = 150_000;

describe('templates', () => {
  const redesigned = templateCatalogue.filter((t) => designed[t.podId]);

  it('redesign at least six by hand, each with 10 to 30 props and every slot kind', () => {
    expect(redesigned.length).toBeGreaterThanOrEqual(6);
    for (const { podId, scene } of redesigned) {
      expect(scene.props.length, podId).toBeGreaterThanOrEqual(10);
      expect(scene.props.length, podId).toBeLessThanOrEqual(30);
      expect(new Set(scene.slots.map((s) => s.kind)), podId).toEqual(new Set(['frame', 'embed', 'model', 'text', 'sound']));
      expect(
        scene.slots.some((s) => s.id === 'frame-1'),
        podId,
      ).toBe(true);
    }
  });

  it('dress the other templates with props too, clear of their standard slots', () => {
    const dressed = templateCatalogue.filter((t) => !designed[t.podId]);
    for (const { podId, scene } of dressed) {
      expect(scene.props.length, podId).toBeGreaterThanOrEqual(8);
      expect(scene.props.length, podId).toBeLessThanOrEqual(30);
    }
  });

  it.each(templateCatalogue.map((t) => [t.podId, t.scene] as const))('%s: its props stay within the draw-call and triangle budget', (_id, scene) => {
    // Worst case: every placed prop at its factory's declared budget.
    const budgets = scene.props.map((p) => factories.get(p.prop)!.budget);
    expect(budgets.reduce((sum, b) => sum + b.drawCalls, 0)).toBeLessThanOrEqual(PROP_DRAW_CALLS);
    expect(budgets.reduce((sum, b) => sum + b.triangles, 0)).toBeLessThanOrEqual(PROP_TRIANGLES);
  });

  it.each(templateCatalogue.map((t) => [t.podId, t.scene] as const))(
    '%s: the spawn stands inside, facing into the room with nothing in front of the camera',
    (_id, scene) => {
      const { position, rotation } = scene.spawn;
      expect(Math.abs(position.x)).toBeLessThan(scene.room.width / 2 - 0.5);
      expect(Math.abs(position.z)).toBeLessThan(scene.room.depth / 2 - 0.5);
      const bounds = propBounds(scene);
      const eye = new Vector3(position.x, position.y, position.z);
      for (const angle of [-0.3, 0, 0.3]) {
        const yaw = rotation.y + angle;
        const ray = new Ray(eye, new Vector3(-Math.sin(yaw), 0, -Math.cos(yaw)));
        const blocking = bounds.filter(({ box }) => {
          const hit = ray.intersectBox(box, new Vector3());
          return hit !== null && hit.distanceTo(eye) < CLEAR_METRES;
        });
        expect(
          blocking.map((b) => b.id),
          `looking ${angle} rad from the spawn`,
        ).toEqual([]);
      }
    },
  );
});
