import { describe, expect, it } from 'vitest';
import { Box3, InstancedMesh, Mesh, type Object3D } from 'three';
import { allFamilies, propCatalogue, propFamilies } from '../../pod-app/props/registry.ts';
import type { PropFactory } from '../../pod-app/props/kit.ts';

/** Triangles and draw calls of a built prop: each mesh costs one call per material group. */
function cost(object: Object3D) {
  let triangles = 0;
  let drawCalls = 0;
  object.traverse((child) => {
    if (!(child instanceof Mesh)) return;
    const geometry = child.geometry;
    const count = (geometry.index ? geometry.index.count : geometry.attributes.position!.count) / 3;
    triangles += count * (child instanceof InstancedMesh ? child.count : 1);
    drawCalls += Array.isArray(child.material) ? Math.max(1, geometry.groups.length) : 1;
  });
  return { triangles, drawCalls };
}

const factories: PropFactory[] = (await allFamilies()).flatMap((family) => [...family.values()]);
const TOLERANCE = 0.02;

describe('prop library', () => {
  it('has at least 48 props in at least 8 families, with unique ids and names', () => {
    expect(propCatalogue.length).toBeGreaterThanOrEqual(48);
    expect(propFamilies.length).toBeGreaterThanOrEqual(8);
    expect(new Set(propCatalogue.map((p) => p.id)).size).toBe(propCatalogue.length);
    expect(new Set(propCatalogue.map((p) => p.name)).size).toBe(propCatalogue.length);
    for (const family of propFamilies) expect(propCatalogue.filter((p) => p.family === family.id).length, family.id).toBeGreaterThanOrEqual(5);
  });

  it('has a factory for every catalogue id and none that is not in the catalogue', () => {
    expect(factories.map((f) => f.id).sort()).toEqual(propCatalogue.map((p) => p.id).sort());
    for (const f of factories) expect(f.id.startsWith(`${f.family}/`), f.id).toBe(true);
  });

  describe.each(factories.map((f) => [f.id, f] as const))('%s', (_id, factory) => {
    const object = factory.build();
    it('lies within its declared box and fills most of it', () => {
      const bounds = new Box3();
      object.traverse((child) => {
        if (child instanceof Mesh) bounds.expandByObject(child);
      });
      const { w, h, d } = factory.box;
      expect(bounds.min.x).toBeGreaterThanOrEqual(-w / 2 - TOLERANCE);
      expect(bounds.max.x).toBeLessThanOrEqual(w / 2 + TOLERANCE);
      expect(bounds.min.y).toBeGreaterThanOrEqual(-TOLERANCE);
      expect(bounds.max.y).toBeLessThanOrEqual(h + TOLERANCE);
      expect(bounds.min.z).toBeGreaterThanOrEqual(-d / 2 - TOLERANCE);
      expect(bounds.max.z).toBeLessThanOrEqual(d / 2 + TOLERANCE);
      // An honest box: the editor frames and snaps with it, so it may not be much too big either.
      expect(bounds.max.x - bounds.min.x).toBeGreaterThan(w * 0.6);
      expect(bounds.max.y - bounds.min.y).toBeGreaterThan(h * 0.6);
      expect(bounds.max.z - bounds.min.z).toBeGreaterThan(d * 0.6);
    });
    it('stays within its triangle and draw-call budget', () => {
      const { triangles, drawCalls } = cost(object);
      expect(triangles).toBeGreaterThan(0);
      expect(triangles).toBeLessThanOrEqual(factory.budget.triangles);
      expect(drawCalls).toBeLessThanOrEqual(factory.budget.drawCalls);
    });
  });
});
