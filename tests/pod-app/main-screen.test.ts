/**
 * A room's main screen in the pod app (issue 48 item 4): the host's choice reaches the room state
 * from the stream (and its snapshot), shows at the template's embed slot in place of the Pod's own
 * item there, and the host's sheet names the Pod's pictures, videos and web pages.
 */
import { describe, expect, it } from 'vitest';
import { templateCatalogue } from '../../server/pods/catalogue.ts';
import { initialRoom, reduceRoom } from '../../pod-app/live/room-state.ts';
import { newsFromEvent } from '../../pod-app/live/room-stream.ts';
import { SCREEN_ITEM_PREFIX, screenChoices, screenPlace, withScreen } from '../../pod-app/live/main-screen.ts';
import type { PodContent, PodItem } from '../../pod-app/content.ts';

const pitch = templateCatalogue.find((t) => t.scene.slots.some((s) => s.kind === 'embed'))!.scene;
const embedSlot = pitch.slots.find((s) => s.kind === 'embed')!;
const at = { position: { x: 1, y: 1, z: 1 }, rotation: { x: 0, y: 0, z: 0 }, scale: { x: 1, y: 1, z: 1 } };
const items: PodItem[] = [
  { id: 'pic-1', kind: 'image', url: '/media/uploads/lake.webp', slotId: 'wall-1', ...at },
  { id: 'page-1', kind: 'embed', url: 'https://slides.example.test/deck', slotId: embedSlot.id, ...at },
  { id: 'chair', kind: 'model', url: '/media/uploads/chair.glb', animated: false, slotId: '', ...at },
  { id: 'film-1', kind: 'video', url: '/media/uploads/film.mp4', slotId: '', ...at },
  { id: 'pic-2', kind: 'image', url: '/media/uploads/dusk.webp', slotId: '', ...at },
  { id: 'hello', kind: 'text', text: 'Hello', color: '#ffffff', slotId: '', ...at },
];
const content: PodContent = { items, sound: null, textures: [], props: [], ownsRoom: false };
const picture = { itemId: 'pic-1', kind: 'image' as const, url: '/media/uploads/lake.webp' };

describe('the main screen', () => {
  it('comes from the stream: in the snapshot and as screen news; cleared, and gone when let out', () => {
    const snapshot = newsFromEvent('snapshot', JSON.stringify({ hostId: 'h', participants: [], messages: [], voice: [], screen: picture }));
    const live = reduceRoom(initialRoom, snapshot!);
    expect(live.screen).toEqual(picture);
    const cleared = reduceRoom(live, newsFromEvent('screen', JSON.stringify({ screen: null }))!);
    expect(cleared.screen).toBeNull();
    const shown = reduceRoom(cleared, newsFromEvent('screen', JSON.stringify({ screen: picture }))!);
    expect(shown.screen).toEqual(picture);
    expect(reduceRoom(shown, { type: 'out' }).screen).toBeNull();
    expect(newsFromEvent('screen', JSON.stringify({ screen: { itemId: 'x', kind: 'model', url: '/a.glb' } }))).toBeNull();
  });

  it("shows the chosen item at the template's embed slot, hiding the Pod's own item there; nothing chosen, the Pod as saved", () => {
    const place = screenPlace(pitch);
    expect(place).toMatchObject({ slotId: embedSlot.id, position: embedSlot.position, rotation: embedSlot.rotation, scale: embedSlot.scale });
    const shown = withScreen(content, picture, place).items;
    expect(shown.map((item) => item.id)).toEqual(['pic-1', 'chair', 'film-1', 'pic-2', 'hello', `${SCREEN_ITEM_PREFIX}pic-1`]);
    expect(shown.at(-1)).toMatchObject({ kind: 'image', url: picture.url, position: embedSlot.position, scale: embedSlot.scale });
    expect(withScreen(content, null, place)).toBe(content);
  });

  it('stands in front of where people arrive in a template without an embed slot', () => {
    const place = screenPlace({ slots: [], spawn: { position: { x: 0, y: 1.6, z: 4 }, rotation: { x: 0, y: 0, z: 0 } } });
    expect(place).toMatchObject({ slotId: '', position: { x: 0, y: 1.8, z: 1 }, rotation: { x: 0, y: 0, z: 0 } });
    expect(withScreen(content, picture, place).items).toHaveLength(items.length + 1);
  });

  it("lists the Pod's pictures, videos and web pages by name for the host", () => {
    expect(screenChoices(items)).toEqual([
      { itemId: 'pic-1', label: 'Picture 1' },
      { itemId: 'page-1', label: 'Web page: slides.example.test' },
      { itemId: 'film-1', label: 'Video 1' },
      { itemId: 'pic-2', label: 'Picture 2' },
    ]);
  });
});
