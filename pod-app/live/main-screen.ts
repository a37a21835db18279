/**
 * A room's main screen (issue 48 item 4): the host puts one of the Pod's own pictures, videos or
 * web pages on it for everyone in the room (server/live/main-screen.ts). It stands where the
 * template's web page goes (its embed slot, over the screen prop's own picture: docs/decisions.md
 * "A template's own screen pictures and neon signs"); the Pod's own item in that slot is hidden
 * meanwhile and the screen is black around the item (a picture keeps its shape), and clearing the screen shows the room as its Pod is saved again. A template without
 * an embed slot gets a screen in front of where people arrive.
 */
import { Mesh, MeshBasicMaterial, PlaneGeometry } from 'three';
import type { PodScene } from '../../shared/pod-scene.ts';
import type { ScreenItem } from '../../shared/live-messages.ts';
import type { Placement, PodContent, PodItem } from '../content.ts';
import type { PodWorld } from '../world/pod-world.ts';
import { h } from '../ui/dom.ts';

/** The main screen's item is the chosen one's copy, under an id of its own. */
export const SCREEN_ITEM_PREFIX = 'main-screen:';
const KIND_NAMES: Record<ScreenItem['kind'], string> = { image: 'Picture', video: 'Video', embed: 'Web page' };
const AHEAD_M = 3;

export type ScreenPlace = Placement & { slotId: string };

/** Where the main screen is: the template's embed slot, else a screen 3 m in front of where people arrive. */
export function screenPlace(scene: Pick<PodScene, 'slots' | 'spawn'>): ScreenPlace {
  const slot = scene.slots.find((s) => s.kind === 'embed');
  if (slot) return { slotId: slot.id, position: { ...slot.position }, rotation: { ...slot.rotation }, scale: { ...slot.scale } };
  const { position, rotation } = scene.spawn;
  return {
    slotId: '',
    position: { x: position.x - Math.sin(rotation.y) * AHEAD_M, y: 1.8, z: position.z - Math.cos(rotation.y) * AHEAD_M },
    rotation: { x: 0, y: rotation.y, z: 0 },
    scale: { x: 3.2, y: 1.8, z: 1 },
  };
}

/** The Pod as the room shows it: the chosen item on the main screen, in place of the Pod's own item there. */
export function withScreen(content: PodContent, screen: ScreenItem | null, place: ScreenPlace): PodContent {
  if (!screen) return content;
  const { slotId, position, rotation, scale } = place;
  const onScreen: PodItem = { kind: screen.kind, url: screen.url, id: `${SCREEN_ITEM_PREFIX}${screen.itemId}`, slotId, position, rotation, scale };
  return { ...content, items: [...content.items.filter((item) => !slotId || item.slotId !== slotId), onScreen] };
}

/** What the host may put on the main screen: the Pod's pictures, videos and web pages, named for people ('Picture 2', 'Web page: example.com'). */
export function screenChoices(items: PodItem[]): { itemId: string; label: string }[] {
  const counts: Record<string, number> = {};
  return items.flatMap((item) => {
    if (item.kind !== 'image' && item.kind !== 'video' && item.kind !== 'embed') return [];
    if (item.kind === 'embed') return [{ itemId: item.id, label: `${KIND_NAMES.embed}: ${hostOf(item.url)}` }];
    counts[item.kind] = (counts[item.kind] ?? 0) + 1;
    return [{ itemId: item.id, label: `${KIND_NAMES[item.kind]} ${counts[item.kind]}` }];
  });
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
};

/** What the room says when the screen changes (for a screen reader). */
export const screenNews = (screen: ScreenItem | null) =>
  screen ? `The host put a ${KIND_NAMES[screen.kind].toLowerCase()} on the main screen.` : 'The main screen shows the Pod again.';

/** The screen's black face, just behind the item on it, so the template's picture does not show around it. */
function screenFace(place: ScreenPlace) {
  const face = new Mesh(new PlaneGeometry(1, 1), new MeshBasicMaterial({ color: 0x000000 }));
  face.name = 'main-screen-face';
  face.position.set(place.position.x, place.position.y, place.position.z);
  face.rotation.set(place.rotation.x, place.rotation.y, place.rotation.z);
  face.scale.set(place.scale.x, place.scale.y, 1);
  face.translateZ(0.01);
  face.visible = false;
  return face;
}

/**
 * Shows the room's main screen in the world. `content` is the Pod as it is now (its own items).
 * The body's `data-main-screen` names the item shown ('' for none), for tests and tools.
 */
export function createMainScreen(world: Pick<PodWorld, 'sync' | 'stage'>, content: () => PodContent, scene: Pick<PodScene, 'slots' | 'spawn'>) {
  const place = screenPlace(scene);
  const face = screenFace(place);
  world.stage.scene.add(face);
  const announcer = h('div', { className: 'visually-hidden', 'aria-live': 'polite' });
  let shown: ScreenItem | null = null;
  return {
    announcer,
    show(screen: ScreenItem | null) {
      if ((screen?.itemId ?? null) === (shown?.itemId ?? null) && screen?.url === shown?.url) return;
      shown = screen;
      face.visible = screen !== null;
      world.sync(withScreen(content(), screen, place));
      document.body.dataset.mainScreen = screen?.itemId ?? '';
      announcer.textContent = screenNews(screen);
    },
    shown: () => shown,
  };
}
