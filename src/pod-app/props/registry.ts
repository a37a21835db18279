/**
 * The prop library for the pod app and the editor to come: the families and props of the
 * catalogue (catalogue-ids.ts) and their factories, each family's module loaded on demand, so a
 * visitor downloads only the families the Pod uses.
 */
import type { Object3D } from 'three';
import { propCatalogue, propEntry, propFamilies, type PropFamilyId, type PropId } from './catalogue-ids.ts';
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

/** Builds one prop, named for screen readers and tagged with its library id. */
export async function buildProp(id: PropId): Promise<Object3D> {
  const factory = await loadFactory(id);
  const object = factory.build();
  object.name = factory.name;
  object.userData.propId = id;
  return object;
}

export const allFamilies = () => Promise.all(propFamilies.map((f) => loadFamily(f.id)));
export const catalogueSize = propCatalogue.length;
