/**
 * The props of a Pod in 3D: the template scene's and those its owner placed. Each is built from
 * the prop library, whose family modules load on demand (a visitor downloads only the families
 * the Pod uses). Real lights inside props are capped: every light is computed for every lit
 * pixel, so past MAX_PROP_LIGHTS the lamps only glow.
 */
import { Group, type Light, type Object3D } from 'three';
import type { PlacedProp } from '../content.ts';
import { buildProp, loadFactory } from '../props/registry.ts';
import { footprintOf, type Obstacles } from './collision.ts';

export const MAX_PROP_LIGHTS = 4;

export interface PropLayer {
  group: Group;
  /** Shows exactly these props (kept ones stay, moved ones move, others are built or removed). */
  set: (props: readonly PlacedProp[]) => Promise<void>;
  /** The 3D object showing a placed prop, once built. */
  objectOf: (id: string) => Object3D | undefined;
}

function place(object: Object3D, p: PlacedProp) {
  object.position.set(p.position.x, p.position.y, p.position.z);
  object.rotation.set(p.rotation.x, p.rotation.y, p.rotation.z);
  object.scale.set(p.scale.x, p.scale.y, p.scale.z);
}

/**
 * One layer of props (the template's, or the owner's). Each shown prop's footprint stands in
 * `obstacles` (under `{name}:{id}`), so people walk around it and new props go beside it.
 */
export function createPropLayer(name: string, lightsAllowed: () => number, onLights: (used: number) => void, obstacles: Obstacles): PropLayer {
  const group = new Group();
  group.name = name;
  const built = new Map<string, { prop: string; object: Object3D }>();
  let generation = 0;
  const block = (p: PlacedProp) =>
    loadFactory(p.prop).then(
      ({ box }) => obstacles.set(`${name}:${p.id}`, footprintOf(`${name}:${p.id}`, box, p)),
      () => undefined,
    );

  const capLights = () => {
    let on = 0;
    const allowed = lightsAllowed();
    group.traverse((child) => {
      if ((child as Light).isLight && child.userData.propLight) child.visible = on++ < allowed;
    });
    onLights(Math.min(on, allowed));
  };

  return {
    group,
    objectOf: (id) => built.get(id)?.object,
    set: async (props) => {
      const mine = ++generation;
      const wanted = new Set(props.map((p) => p.id));
      for (const [id, entry] of built) {
        if (wanted.has(id)) continue;
        group.remove(entry.object);
        built.delete(id);
        obstacles.set(`${name}:${id}`, null);
      }
      await Promise.all(
        props.map(async (p) => {
          const existing = built.get(p.id);
          if (existing?.prop === p.prop) {
            place(existing.object, p);
            return block(p);
          }
          try {
            const object = await buildProp(p.prop);
            // A newer set() came while this prop was loading: it decides what is shown.
            if (mine !== generation) return;
            if (existing) group.remove(existing.object);
            object.userData.placedPropId = p.id;
            place(object, p);
            group.add(object);
            built.set(p.id, { prop: p.prop, object });
            await block(p);
          } catch {
            // A family that failed to download leaves its props out; the Pod still opens.
          }
        }),
      );
      if (mine === generation) capLights();
    },
  };
}
