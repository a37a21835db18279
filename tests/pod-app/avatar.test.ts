// @vitest-environment jsdom
/**
 * Issue 20 item 5: the avatar a person chooses (shared/avatar.ts), the one someone who never
 * chose gets from their id, and its 3D body (two draw calls, shared geometry and materials).
 */
import { describe, expect, it } from 'vitest';
import { Mesh, PerspectiveCamera, Raycaster, Scene, Sprite, Vector2, type Object3D } from 'three';
import {
  AVATAR_ACCESSORIES,
  AVATAR_COLOURS,
  AVATAR_SHAPES,
  avatarSchema,
  defaultAvatar,
  describeAvatar,
  storedAvatar,
  type Avatar,
} from '../../shared/avatar.ts';
import { buildAvatarModel } from '../../pod-app/live/avatar-model.ts';
import { createAvatars } from '../../pod-app/live/avatars.ts';
import { initialRoom, reduceRoom, type Participant } from '../../pod-app/live/room-state.ts';
import { newsFromEvent } from '../../pod-app/live/room-stream.ts';

const meshes = (object: Object3D) => {
  const found: Mesh[] = [];
  object.traverse((o) => {
    if (o instanceof Mesh && o.visible) found.push(o);
  });
  return found;
};

describe('the avatar choice', () => {
  it('takes a known shape, colour and accessory, and nothing else', () => {
    expect(AVATAR_SHAPES).toHaveLength(4);
    expect(AVATAR_COLOURS).toHaveLength(8);
    expect(AVATAR_ACCESSORIES).toEqual(['none', 'hat', 'glasses', 'headphones']);
    expect(avatarSchema.safeParse({ shape: 'cone', colour: 'teal', accessory: 'hat' }).success).toBe(true);
    const bad = avatarSchema.safeParse({ shape: 'dragon', colour: 'teal', accessory: 'hat' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('shape must be one of capsule, block, cone, robot');
    expect(avatarSchema.safeParse({ shape: 'cone', colour: '#ff0000', accessory: 'hat' }).success).toBe(false);
    expect(avatarSchema.safeParse({ shape: 'cone', colour: 'teal' }).success).toBe(false);
    expect(avatarSchema.safeParse({ shape: 'cone', colour: 'teal', accessory: 'hat', extra: 1 }).success).toBe(false);
  });

  it('is derived from the user id for someone who never chose: always the same, valid, and varied across people', () => {
    expect(defaultAvatar('user-1')).toEqual(defaultAvatar('user-1'));
    const ids = Array.from({ length: 200 }, (_, i) => `${i}-${(i * 7919).toString(36)}`);
    const defaults = ids.map(defaultAvatar);
    for (const avatar of defaults) expect(avatarSchema.safeParse(avatar).success).toBe(true);
    expect(new Set(defaults.map((a) => a.shape)).size).toBe(AVATAR_SHAPES.length);
    expect(new Set(defaults.map((a) => a.colour)).size).toBe(AVATAR_COLOURS.length);
    expect(new Set(defaults.map((a) => a.accessory)).size).toBe(AVATAR_ACCESSORIES.length);
    expect(new Set(defaults.map((a) => `${a.shape} ${a.colour} ${a.accessory}`)).size).toBeGreaterThan(60);
  });

  it('reads the stored column: a saved choice, else (null or damaged) the default', () => {
    const chosen: Avatar = { shape: 'robot', colour: 'pink', accessory: 'headphones' };
    expect(storedAvatar('u', JSON.stringify(chosen))).toEqual({ avatar: chosen, avatarChosen: true });
    expect(storedAvatar('u', null)).toEqual({ avatar: defaultAvatar('u'), avatarChosen: false });
    expect(storedAvatar('u', '{"shape":"dragon"}')).toEqual({ avatar: defaultAvatar('u'), avatarChosen: false });
    expect(storedAvatar('u', 'not json')).toEqual({ avatar: defaultAvatar('u'), avatarChosen: false });
  });

  it('reads aloud', () => {
    expect(describeAvatar({ shape: 'cone', colour: 'coral', accessory: 'hat' })).toBe('Coral cone with a hat');
    expect(describeAvatar({ shape: 'robot', colour: 'sky', accessory: 'none' })).toBe('Sky blue robot');
    expect(describeAvatar({ shape: 'block', colour: 'lime', accessory: 'headphones' })).toBe('Lime block with headphones');
  });
});

describe('the 3D avatar', () => {
  it('is two draw calls for every choice, sharing geometry and materials between avatars', () => {
    for (const shape of AVATAR_SHAPES)
      for (const accessory of AVATAR_ACCESSORIES) {
        expect(meshes(buildAvatarModel({ shape, colour: 'amber', accessory }))).toHaveLength(2);
      }
    const [bodyA, trimA] = meshes(buildAvatarModel({ shape: 'cone', colour: 'teal', accessory: 'hat' }));
    const [bodyB, trimB] = meshes(buildAvatarModel({ shape: 'cone', colour: 'teal', accessory: 'hat' }));
    expect(bodyA!.geometry).toBe(bodyB!.geometry);
    expect(bodyA!.material).toBe(bodyB!.material);
    expect(trimA!.geometry).toBe(trimB!.geometry);
    const [otherColour] = meshes(buildAvatarModel({ shape: 'cone', colour: 'violet', accessory: 'hat' }));
    expect(otherColour!.material).not.toBe(bodyA!.material);
  });

  it('looks different for each shape and accessory (their sizes differ)', () => {
    const size = (avatar: Avatar, part: 0 | 1) => {
      const geometry = meshes(buildAvatarModel(avatar))[part]!.geometry;
      geometry.computeBoundingBox();
      const box = geometry.boundingBox!;
      return [box.max.x - box.min.x, box.max.y - box.min.y, box.max.z - box.min.z].map((v) => v.toFixed(3)).join();
    };
    expect(new Set(AVATAR_SHAPES.map((shape) => size({ shape, colour: 'lime', accessory: 'none' }, 0))).size).toBe(4);
    expect(new Set(AVATAR_ACCESSORIES.map((accessory) => size({ shape: 'capsule', colour: 'lime', accessory }, 1))).size).toBe(4);
  });
});

const person = (userId: string, avatar: Avatar, role: 'host' | 'guest' = 'guest', z = -3): Participant => ({
  userId,
  userDisplayName: userId,
  userDPUrl: null,
  role,
  x: 0,
  y: 1.6,
  z,
  yaw: 0,
  avatar,
  avatarChosen: false,
});

describe('avatars in the room', () => {
  // jsdom draws no canvas: the name labels get a context that draws nothing.
  HTMLCanvasElement.prototype.getContext = (() =>
    new Proxy({}, { get: (_, key) => (key === 'measureText' ? () => ({ width: 100 }) : () => undefined), set: () => true })) as never;
  it('rebuilds someone whose choice changed, and finds who a tap hits', () => {
    const scene = new Scene();
    const avatars = createAvatars(scene);
    const first: Avatar = { shape: 'capsule', colour: 'coral', accessory: 'none' };
    const next: Avatar = { shape: 'robot', colour: 'sky', accessory: 'hat' };
    avatars.sync([person('me', first), person('host', first, 'host')], 'me');
    expect([...avatars.looks()]).toEqual([['host', first]]);
    avatars.sync([person('me', first), person('host', next, 'host')], 'me');
    expect([...avatars.looks()]).toEqual([['host', next]]);
    const group = scene.getObjectByName('avatar-host')!;
    expect(group.getObjectByName('avatar-model-robot-sky-hat')).toBeDefined();
    // Draw calls per avatar: its two meshes and its name label (the speaking ring is hidden).
    let drawn = 0;
    group.traverse((o) => {
      if ((o instanceof Mesh || o instanceof Sprite) && o.visible) drawn++;
    });
    expect(drawn).toBe(3);

    const camera = new PerspectiveCamera(60, 1, 0.1, 100);
    camera.position.set(0, 1.3, 0);
    camera.lookAt(0, 1.3, -3);
    camera.updateMatrixWorld();
    // No frame drawn since they arrived: the pick still finds them where they stand.
    const ray = new Raycaster();
    ray.setFromCamera(new Vector2(0, 0), camera);
    expect(avatars.pick(ray)).toBe('host');
    ray.setFromCamera(new Vector2(0.9, 0.9), camera);
    expect(avatars.pick(ray)).toBeNull();
  });

  it('takes a new choice from the room news, and the stream event that carries it', () => {
    const before = reduceRoom(initialRoom, { type: 'snapshot', hostId: 'host', participants: [person('g', defaultAvatar('g'))], messages: [], voice: [] });
    const chosen: Avatar = { shape: 'block', colour: 'silver', accessory: 'glasses' };
    const news = newsFromEvent('avatar', JSON.stringify({ userId: 'g', avatar: chosen }));
    expect(news).toEqual({ type: 'avatar', userId: 'g', avatar: chosen });
    const after = reduceRoom(before, news!);
    expect(after.people[0]).toMatchObject({ avatar: chosen, avatarChosen: true });
    expect(reduceRoom(before, { type: 'avatar', userId: 'nobody', avatar: chosen })).toBe(before);
    expect(newsFromEvent('avatar', JSON.stringify({ userId: 'g', avatar: { ...chosen, colour: 'gold' } }))).toBeNull();
  });
});
