/** Where a new item goes: the template's first free slot of its kind, else in front of the visitor. */
import type { PodScene } from '../../shared/pod-scene.ts';
import type { ItemKind, Placement, PodItem, Vec3 } from '../content.ts';

const slotKind: Record<ItemKind, PodScene['slots'][number]['kind']> = { image: 'frame', video: 'frame', embed: 'embed', model: 'model', text: 'text' };
const defaultScale: Record<ItemKind, Vec3> = {
  image: { x: 1.6, y: 1, z: 1 },
  video: { x: 1.6, y: 0.9, z: 1 },
  embed: { x: 1.6, y: 1, z: 1 },
  model: { x: 1, y: 1, z: 1 },
  text: { x: 1, y: 1, z: 1 },
};

export function placeNewItem(
  kind: ItemKind,
  scene: PodScene | null,
  items: PodItem[],
  inFront: { position: Vec3; yaw: number },
): { slotId: string; placement: Placement } {
  const taken = new Set(items.map((item) => item.slotId).filter(Boolean));
  const slot = scene?.slots.find((s) => s.kind === slotKind[kind] && !taken.has(s.id));
  if (slot)
    return {
      slotId: slot.id,
      placement: { position: { ...slot.position }, rotation: { ...slot.rotation }, scale: kind === 'model' ? { x: 1, y: 1, z: 1 } : { ...slot.scale } },
    };
  const distance = 2;
  const position = {
    x: round(inFront.position.x - Math.sin(inFront.yaw) * distance),
    y: kind === 'model' ? 0.5 : 1.6,
    z: round(inFront.position.z - Math.cos(inFront.yaw) * distance),
  };
  return { slotId: '', placement: { position, rotation: { x: 0, y: round(inFront.yaw), z: 0 }, scale: { ...defaultScale[kind] } } };
}

const round = (n: number) => Math.round(n * 1000) / 1000;
