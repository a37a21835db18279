import { describe, expect, it } from 'vitest';
import { anyPodSceneSchema, podSceneSchema } from '../../shared/pod-scene.ts';
import { v1 } from '../fixtures/scene-v1.ts';
import { migrateScene } from '../../shared/pod-scene-migration.ts';
import { templateCatalogue } from '../../server/pods/catalogue.ts';

describe('scene migration', () => {
  it('turns a v1 scene into a valid v2 scene that keeps everything it had', () => {
    expect(anyPodSceneSchema.safeParse(v1).success).toBe(true);
    const v2 = migrateScene(v1);
    expect(podSceneSchema.parse(v2)).toEqual(v2);
    const { version: _2, environment, props, ...rest } = v2;
    const { version: _1, ...before } = v1;
    expect(rest).toEqual(before);
    // The plain background colour, as v1 drew it; no props appear in an old Pod.
    expect(environment).toEqual({ sky: 'indoor' });
    expect(props).toEqual([]);
  });

  it('leaves a v2 scene as it is', () => {
    const scene = templateCatalogue[0]!.scene;
    expect(migrateScene(scene)).toBe(scene);
  });

  it('refuses unknown prop ids and too many props', () => {
    const scene = migrateScene(v1);
    const prop = { id: 'p', prop: 'seating/throne', position: v1.spawn.position, rotation: v1.spawn.rotation, scale: { x: 1, y: 1, z: 1 } };
    const unknown = podSceneSchema.safeParse({ ...scene, props: [prop] });
    expect(unknown.error?.issues[0]?.message).toBe("Unknown prop 'seating/throne': it is not in the prop library");
    const many = podSceneSchema.safeParse({ ...scene, props: Array.from({ length: 201 }, (_, i) => ({ ...prop, id: `p${i}`, prop: 'decor/vase' })) });
    expect(many.error?.issues[0]?.message).toBe('Too many props: a Pod holds at most 200');
  });

  it('has a valid v2 scene in every template', () => {
    expect(templateCatalogue).toHaveLength(24);
    for (const template of templateCatalogue) {
      const result = podSceneSchema.safeParse(template.scene);
      expect(result.error?.issues, template.podId).toBeUndefined();
      expect(new Set(template.scene.props.map((p) => p.id)).size, template.podId).toBe(template.scene.props.length);
    }
  });
});
