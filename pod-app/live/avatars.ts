/**
 * Everyone else in the room as their avatar (avatar-model.ts: the shape, colour and accessory they
 * chose, a visor or glasses showing where they look) and their name above. Avatars glide to each
 * new pose (moves arrive about 8 times a second) instead of jumping, and say while they glide
 * (`moving`: the stage draws only then); a new choice rebuilds one.
 */
import { CanvasTexture, Group, Mesh, MeshBasicMaterial, RingGeometry, SRGBColorSpace, Sprite, SpriteMaterial, type Raycaster, type Scene } from 'three';
import { buildAvatarModel, sameAvatar } from './avatar-model.ts';
import { displayName, type Participant } from './room-state.ts';
import { markNotInPicture } from '../world/pod-picture.ts';

const FOLLOW_PER_S = 12;
/** The speaking ring: a bright band on the floor round someone who is talking. */
const RING = new RingGeometry(0.36, 0.46, 40).rotateX(-Math.PI / 2);
const RING_MATERIAL = new MeshBasicMaterial({ color: '#5df2a0', transparent: true, opacity: 0.9, depthWrite: false });

function nameLabel(text: string) {
  const canvas = document.createElement('canvas');
  canvas.width = 512;
  canvas.height = 112;
  const context = canvas.getContext('2d')!;
  context.font = '600 52px system-ui, sans-serif';
  const width = Math.min(canvas.width - 8, context.measureText(text).width + 48);
  context.fillStyle = 'rgba(11, 13, 18, 0.78)';
  context.beginPath();
  context.roundRect((canvas.width - width) / 2, 16, width, 80, 40);
  context.fill();
  context.fillStyle = '#ffffff';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, canvas.width / 2, 58, canvas.width - 40);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  const sprite = new Sprite(new SpriteMaterial({ map: texture, depthWrite: false, transparent: true }));
  sprite.scale.set(1.4, 0.31, 1);
  sprite.position.y = 2.05;
  return sprite;
}

interface Avatar {
  group: Group;
  ring: Mesh;
  name: string;
  look: Participant['avatar'];
  target: { x: number; z: number; yaw: number };
}

/** Nearer than this (metres, radians) an avatar is where it is going. */
const THERE = 0.001;
const turnTo = ({ group, target }: Avatar) => Math.atan2(Math.sin(target.yaw - group.rotation.y), Math.cos(target.yaw - group.rotation.y));
const away = (avatar: Avatar) =>
  Math.abs(avatar.target.x - avatar.group.position.x) > THERE ||
  Math.abs(avatar.target.z - avatar.group.position.z) > THERE ||
  Math.abs(turnTo(avatar)) > THERE;

export function createAvatars(scene: Scene) {
  const root = new Group();
  root.name = 'avatars';
  markNotInPicture(root);
  scene.add(root);
  const avatars = new Map<string, Avatar>();

  const make = (person: Participant): Avatar => {
    const group = new Group();
    group.name = `avatar-${person.userId}`;
    group.userData.userId = person.userId;
    const ring = new Mesh(RING, RING_MATERIAL);
    ring.name = 'speaking-ring';
    ring.position.y = 0.02;
    ring.visible = false;
    group.add(buildAvatarModel(person.avatar), ring, nameLabel(displayName(person)));
    group.position.set(person.x, 0, person.z);
    group.rotation.y = person.yaw;
    root.add(group);
    return { group, ring, name: displayName(person), look: person.avatar, target: { x: person.x, z: person.z, yaw: person.yaw } };
  };
  const drop = (userId: string, avatar: Avatar) => {
    root.remove(avatar.group);
    // The body's geometry and materials are shared (avatar-model.ts); only the label is its own.
    avatar.group.traverse((object) => {
      if (object instanceof Sprite) {
        object.material.map?.dispose();
        object.material.dispose();
      }
    });
    avatars.delete(userId);
  };

  return {
    /** Brings the avatars in line with the people present (everyone but oneself). */
    sync: (people: Participant[], selfId: string) => {
      const present = new Set(people.filter((p) => p.userId !== selfId).map((p) => p.userId));
      for (const [userId, avatar] of avatars) if (!present.has(userId)) drop(userId, avatar);
      for (const person of people) {
        if (person.userId === selfId) continue;
        let avatar = avatars.get(person.userId);
        if (avatar && (avatar.name !== displayName(person) || !sameAvatar(avatar.look, person.avatar))) {
          drop(person.userId, avatar);
          avatar = undefined;
        }
        if (!avatar) avatars.set(person.userId, make(person));
        else avatar.target = { x: person.x, z: person.z, yaw: person.yaw };
      }
    },
    step: (seconds: number) => {
      const t = Math.min(1, seconds * FOLLOW_PER_S);
      for (const avatar of avatars.values()) {
        const { group, target } = avatar;
        group.position.x += (target.x - group.position.x) * t;
        group.position.z += (target.z - group.position.z) * t;
        group.rotation.y += turnTo(avatar) * t;
        // Close enough is there: a glide that never ends would keep the stage drawing.
        if (!away(avatar)) {
          group.position.set(target.x, group.position.y, target.z);
          group.rotation.y = target.yaw;
        }
      }
    },
    /** Whether someone's avatar is still gliding to where they are (the stage draws while it is). */
    moving: () => [...avatars.values()].some(away),
    count: () => avatars.size,
    /** The person whose avatar (body or name) the ray meets first, or null. */
    pick: (raycaster: Raycaster): string | null => {
      // Where they stand now, even before the next frame is drawn (a tap right after joining).
      root.updateMatrixWorld(true);
      for (const hit of raycaster.intersectObject(root, true)) {
        if (!hit.object.visible || hit.object.name === 'speaking-ring') continue;
        for (let o: typeof hit.object | null = hit.object; o; o = o.parent) if (typeof o.userData.userId === 'string') return o.userData.userId;
      }
      return null;
    },
    /** Each avatar's look now (what tests read). */
    looks: () => new Map([...avatars].map(([userId, { look }]) => [userId, look])),
    /** Each avatar's position now (where its voice comes from), at head height. */
    positions: () => new Map([...avatars].map(([userId, { group }]) => [userId, { x: group.position.x, y: 1.5, z: group.position.z }])),
    /** Writes where someone's avatar stands (on the floor) into `out`; false when they have none (oneself, or gone). */
    placeOf: (userId: string, out: { x: number; y: number; z: number }) => {
      const avatar = avatars.get(userId);
      if (!avatar) return false;
      out.x = avatar.group.position.x;
      out.y = 0;
      out.z = avatar.group.position.z;
      return true;
    },
    /** Lights the speaking ring of everyone talking. */
    setSpeaking: (talking: ReadonlySet<string>) => {
      for (const [userId, { ring }] of avatars) ring.visible = talking.has(userId);
    },
    /** Who has a lit ring (what tests read). */
    speaking: () => [...avatars].filter(([, { ring }]) => ring.visible).map(([userId]) => userId),
  };
}
