/**
 * The prop library for the pod app and the editor to come: the families and props of the
 * catalogue (shared/prop-catalogue.ts) and their factories, each family's module loaded on demand, so a
 * visitor downloads only the families the Pod uses.
 */
import type { Object3D, SpotLight } from 'three';
import { propCatalogue, propEntry, propFamilies, type PropFamilyId, type PropId } from '../../shared/prop-catalogue.ts';
import type { PropFactory } from './kit.ts';

export { propCatalogue, propFamilies, type PropFactory };

// One dynamic import per family: the bundler makes each its own chunk.
const loaders: Record<PropFamilyId, () => Promise<{ props: PropFactory[] }>> = {
  seating: () => import('./seating.ts'),
  tables: () => import('./tables.ts'),
  displays: () => import('./displays.ts'),
  nature: () => import('./nature.ts'),
  lights: () => import('./lights.ts'),
  stage: () => import('./stage.ts'),
  decor: () => import('./decor.ts'),
  architecture: () => import('./architecture.ts'),
};

const families = new Map<PropFamilyId, Promise<Map<PropId, PropFactory>>>();

export function loadFamily(family: PropFamilyId): Promise<Map<PropId, PropFactory>> {
  let loading = families.get(family);
  if (!loading) {
    loading = loaders[family]().then(({ props }) => new Map(props.map((p) => [p.id, p])));
    // A failed download may be retried later (a flaky connection should not break the Pod for good).
    loading.catch(() => families.delete(family));
    families.set(family, loading);
  }
  return loading;
}

export async function loadFactory(id: PropId): Promise<PropFactory> {
  const factory = (await loadFamily(propEntry(id).family)).get(id);
  if (!factory) throw new Error(`Prop ${id} is in the catalogue but its family does not build it`);
  return factory;
}

const originals = new Map<PropId, Object3D>();

/**
 * One prop, named for screen readers and tagged with its library id. Each prop is built once; its
 * instances are clones sharing its geometry and materials (twelve cinema seats upload one seat).
 * Those stay cached for the page's life, so removing an instance never disposes them.
 */
export async function buildProp(id: PropId): Promise<Object3D> {
  const factory = await loadFactory(id);
  let original = originals.get(id);
  if (!original) {
    original = factory.build();
    original.name = factory.name;
    original.userData.propId = id;
    originals.set(id, original);
  }
  const copy = original.clone();
  // A cloned spot light gets a detached copy of its target: aim it at the target cloned inside it.
  copy.traverse((child) => {
    const spot = child as SpotLight;
    const target = spot.isSpotLight ? spot.children.find((c) => c.userData.spotTarget) : undefined;
    if (target) spot.target = target;
  });
  return copy;
}

export const allFamilies = () => Promise.all(propFamilies.map((f) => loadFamily(f.id)));
export const catalogueSize = propCatalogue.length;
