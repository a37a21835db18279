/**
 * Issue 48: a template's screens show a picture made for it until the owner puts media there, and
 * each place hangs a neon sign of its own. The pictures are drawn on a canvas in the browser; here
 * each one paints on a context that records what it draws.
 */
import { describe, expect, it } from 'vitest';
import { Box3, Mesh, type Material, type Object3D } from 'three';
import { templateCatalogue } from '../../server/pods/catalogue.ts';
import { allFamilies } from '../../pod-app/props/registry.ts';
import type { PropFactory } from '../../pod-app/props/kit.ts';
import { neonSigns } from '../../pod-app/props/neon-pictures.ts';
import type { Picture } from '../../pod-app/props/pictures.ts';
import { propEntry, type PropId } from '../../shared/prop-catalogue.ts';
import type { PlacedProp } from '../../shared/pod-scene.ts';

const factories = new Map<string, PropFactory>((await allFamilies()).flatMap((family) => [...family.entries()]));
const scene = (podId: string) => templateCatalogue.find((t) => t.podId === podId)!.scene;

/** A prop built where its template places it. */
function placed(p: PlacedProp): Object3D {
  const object = factories.get(p.prop)!.build();
  object.position.set(p.position.x, p.position.y, p.position.z);
  object.rotation.set(p.rotation.x, p.rotation.y, p.rotation.z);
  object.scale.set(p.scale.x, p.scale.y, p.scale.z);
  object.updateMatrixWorld(true);
  return object;
}

const meshes = (object: Object3D) => {
  const found: Mesh[] = [];
  object.traverse((child) => {
    if (child instanceof Mesh) found.push(child);
  });
  return found;
};

/** A 2D context that records every call and assignment (the text it writes among them). */
function recorder() {
  const calls: string[] = [];
  const state: Record<string, unknown> = {};
  const show = (value: unknown) => (typeof value === 'number' ? String(Math.round(value)) : String(value));
  const context = new Proxy(state, {
    get: (_, key: string) =>
      key in state
        ? state[key]
        : (...args: unknown[]) => {
            calls.push(`${key}(${args.map(show).join(',')})`);
            if (key === 'measureText') return { width: 50 * String(args[0]).length };
            if (key.startsWith('create')) return { addColorStop: () => undefined };
            return undefined;
          },
    set: (_, key: string, value: unknown) => {
      state[key] = value;
      calls.push(`${key}=${show(value)}`);
      return true;
    },
  });
  return { context: context as unknown as CanvasRenderingContext2D, calls };
}

const painted = (picture: Picture) => {
  const { context, calls } = recorder();
  picture.paint(context, picture.width, picture.height);
  return calls;
};

const screenTemplates = ['pitch-room', 'tech-lab', 'music-stage', 'gaming-arena', 'cinema-room'];

describe("templates' screens", () => {
  const screens = screenTemplates.map((podId) => {
    const built = scene(podId)
      .props.filter((p) => p.prop.startsWith('stage/'))
      .map(placed);
    const faces = built.flatMap(meshes).filter((mesh) => mesh.userData.picture);
    const blank = built.flatMap(meshes).filter((mesh) => (mesh.material as Material).name === 'screen');
    return { podId, faces, blank };
  });

  it.each(screens.map((s) => [s.podId, s] as const))('%s: its screen shows a picture, not the blank screen', (_podId, { faces, blank }) => {
    expect(faces).toHaveLength(1);
    expect(blank).toEqual([]);
    const picture = faces[0]!.userData.picture as Picture;
    expect(picture.width / picture.height).toBeCloseTo(16 / 9, 1);
    // It draws a picture: shapes in several colours, not one fill.
    const calls = painted(picture);
    expect(calls.filter((c) => /^fill(Rect|Text)?\(|^stroke(Rect|Text)?\(/.test(c)).length).toBeGreaterThan(15);
    expect(new Set(calls.filter((c) => c.startsWith('fillStyle='))).size).toBeGreaterThan(4);
  });

  it('each of the five shows a picture of its own', () => {
    const pictures = screens.map((s) => s.faces[0]!.userData.picture as Picture);
    expect(new Set(pictures.map((p) => p.title)).size).toBe(5);
    expect(new Set(pictures.map((p) => painted(p).join('\n'))).size).toBe(5);
  });

  it.each(screens.map((s) => [s.podId, s] as const))("%s: the Pod's web page goes in front of the picture, over it", (podId, { faces }) => {
    const face = new Box3().setFromObject(faces[0]!);
    const embed = scene(podId).slots.find((s) => s.kind === 'embed')!;
    expect(embed.position.z).toBeGreaterThan(face.max.z);
    expect(embed.position.z - face.max.z).toBeLessThan(0.1);
    expect(embed.position.x).toBeCloseTo((face.min.x + face.max.x) / 2, 1);
    expect(embed.position.y).toBeCloseTo((face.min.y + face.max.y) / 2, 1);
    expect(embed.scale.x).toBeCloseTo(face.max.x - face.min.x, 1);
  });
});

describe('neon signs', () => {
  const isSign = (id: string) => id.startsWith('decor/neon-');
  const words = (id: PropId) => (id in neonSigns ? neonSigns[id as keyof typeof neonSigns].lines.join(' ') : propEntry(id).name);
  const signs = templateCatalogue.map(({ podId, scene }) => ({
    podId,
    words: [...new Set(scene.props.filter((p) => isSign(p.prop)).map((p) => words(p.prop)))],
  }));

  it('no two templates hang a sign with the same words', () => {
    const hung = signs.flatMap(({ podId, words }) => words.map((w) => ({ podId, w })));
    const repeated = hung.filter(({ podId, w }) => hung.some((other) => other.w === w && other.podId !== podId));
    expect(repeated).toEqual([]);
  });

  it.each(['gaming-arena', 'cinema-room', 'neon-gallery'])('%s hangs a sign with words of its own', (podId) => {
    expect(signs.find((s) => s.podId === podId)!.words.filter((w) => w.toUpperCase() === w)).toHaveLength(1);
  });

  it.each(Object.entries(neonSigns))('%s writes its words on its picture', (_id, sign) => {
    const written = painted(sign).filter((c) => c.startsWith('fillText('));
    for (const line of sign.lines) expect(written.some((c) => c.startsWith(`fillText(${line},`))).toBe(true);
  });
});
