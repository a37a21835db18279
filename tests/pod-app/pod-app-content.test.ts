import { describe, expect, it } from 'vitest';
import { describeItem, parsePostAssets, toPostAssets, withRoomProps, type PostAssets } from '../../pod-app/content.ts';
import { urlProblem } from '../../pod-app/edit/url-rules.ts';
import { cappedSize } from '../../pod-app/world/textures.ts';
import { placeNewItem } from '../../pod-app/edit/placement.ts';
import { templateCatalogue } from '../../server/pods/catalogue.ts';

const p = (x: number) => ({ position: { x, y: 1, z: 2 }, rotation: { x: 0, y: 0.5, z: 0 }, scale: { x: 2, y: 1, z: 1 } });
const assets: PostAssets = {
  frames: [
    { frameId: 'a', slotId: 'frame-1', frameType: 'image', frameUrl: '/media/a.webp', ...p(1) },
    { frameId: 'b', slotId: '', frameType: 'video', frameUrl: 'https://cdn.example/v.mp4', ...p(2) },
  ],
  iframes: [{ iframeId: 'c', slotId: 'embed-1', iframeUrl: 'https://example.com/', ...p(3) }],
  Assets3d: [{ assetId: 'd', slotId: 'model-1', assetUrl: 'https://example.com/m.glb', animated: true, ...p(4) }],
  ambientSound: { soundId: 'synth-rain', soundSize: 0, soundName: 'Soft rain', soundDescription: '', soundUrl: null },
  textures: [{ textureId: 't', target: 'walls', textureUrl: '/media/wall.webp' }],
  textAssets: [{ textId: 'e', slotId: 'text-1', text: 'Hi', color: '#ff0000', ...p(5) }],
  props: [{ id: 'p1', prop: 'seating/armchair', ...p(6) }],
};

describe('pod app content', () => {
  it('reads every kind of asset into items and writes the same postAssets back', () => {
    const content = parsePostAssets(assets);
    expect(content.items.map((item) => [item.kind, item.id])).toEqual([
      ['image', 'a'],
      ['video', 'b'],
      ['embed', 'c'],
      ['model', 'd'],
      ['text', 'e'],
    ]);
    expect(content.sound?.soundName).toBe('Soft rain');
    expect(toPostAssets(content)).toEqual(assets);
  });

  it('skips malformed entries and unsafe addresses instead of failing, and fills missing placements', () => {
    const content = parsePostAssets({
      frames: [
        { frameId: 'x', frameType: 'image', frameUrl: 'javascript:alert(1)' },
        { frameId: 'y', frameType: 'gif', frameUrl: '/a' },
        null,
        'text',
        { frameId: 'z', frameType: 'image', frameUrl: '/ok.png', position: { x: 'no' } },
      ],
      iframes: 'nope',
      Assets3d: [{ assetId: 'm', assetUrl: 'data:model/gltf,xx' }],
      textAssets: [{ textId: 't', text: 'Hello', color: 'red' }],
      ambientSound: { soundName: 'no id' },
      textures: [{ textureId: 't', target: 'sky', textureUrl: '/a.png' }],
    });
    expect(content.items).toEqual([
      { kind: 'image', id: 'z', slotId: '', url: '/ok.png', position: { x: 0, y: 0, z: 0 }, rotation: { x: 0, y: 0, z: 0 }, scale: { x: 1, y: 1, z: 1 } },
      {
        kind: 'text',
        id: 't',
        slotId: '',
        text: 'Hello',
        color: '#ffffff',
        position: { x: 0, y: 0, z: 0 },
        rotation: { x: 0, y: 0, z: 0 },
        scale: { x: 1, y: 1, z: 1 },
      },
    ]);
    expect(content.sound).toBeNull();
    expect(content.textures).toEqual([]);
    expect(parsePostAssets(null)).toEqual({ items: [], sound: null, textures: [], props: [], ownsRoom: false });
  });

  it('reads the props its owner placed, skipping ids the library does not know', () => {
    const content = parsePostAssets({ ...assets, props: [{ id: 'a', prop: 'nature/bonsai' }, { id: 'b', prop: 'nature/triffid' }, { prop: 'decor/vase' }] });
    expect(content.props).toEqual([
      { id: 'a', prop: 'nature/bonsai', position: { x: 0, y: 0, z: 0 }, rotation: { x: 0, y: 0, z: 0 }, scale: { x: 1, y: 1, z: 1 } },
    ]);
  });

  it('reads a Pod saved before the prop library with everything it had, and no props', () => {
    const { props: _none, ...old } = assets;
    const content = parsePostAssets(old);
    expect(content.props).toEqual([]);
    expect(toPostAssets(content)).toEqual({ ...old, props: [] });
  });

  it("makes a Pod of today's format own its room: the template's props as its copies, ahead of its owner's, saved as version 2", () => {
    const at = { position: { x: 1, y: 0, z: 2 }, rotation: { x: 0, y: 0.5, z: 0 }, scale: { x: 1, y: 1, z: 1 } };
    const template = [
      { id: 'sofa', prop: 'seating/sofa' as const, ...at },
      { id: 'lamp', prop: 'lights/floor-lamp' as const, ...at },
    ];
    const today = parsePostAssets(assets);
    expect(today.ownsRoom).toBe(false);
    const owned = withRoomProps(today, template);
    expect(owned.ownsRoom).toBe(true);
    expect(owned.props.map((p) => p.id)).toEqual(['template:sofa', 'template:lamp', ...today.props.map((p) => p.id)]);
    expect(owned.props[0]).toEqual({ ...template[0], id: 'template:sofa' });
    // Saved, it reads back as it was, and is not given the template's props a second time.
    const saved = toPostAssets(owned);
    expect(saved.version).toBe(2);
    const again = parsePostAssets(JSON.parse(JSON.stringify(saved)));
    expect(again).toEqual(owned);
    expect(withRoomProps(again, template)).toBe(again);
    // A template's sofa deleted stays deleted.
    const without = { ...again, props: again.props.filter((p) => p.id !== 'template:sofa') };
    expect(withRoomProps(parsePostAssets(toPostAssets(without)), template).props.map((p) => p.id)).not.toContain('template:sofa');
    expect(toPostAssets(today).version).toBeUndefined();
  });

  it('describes items for the screen-reader list', () => {
    const [image, , , , text] = parsePostAssets(assets).items;
    expect(describeItem(image!)).toBe('Image frame: /media/a.webp');
    expect(describeItem(text!)).toBe('Text: Hi');
  });

  it('accepts the addresses the server accepts', () => {
    expect(urlProblem('image', '/media/a.png')).toBeNull();
    expect(urlProblem('image', 'https://example.com/a.png')).toBeNull();
    expect(urlProblem('embed', '/media/page')).toMatch(/https/);
    expect(urlProblem('embed', 'http://example.com')).toBe('Only secure addresses (https://) can be placed in a Pod.');
    expect(urlProblem('model', 'javascript:alert(1)')).toMatch(/https/);
    expect(urlProblem('video', '  ')).toBe('Please enter an address.');
    expect(urlProblem('text', '')).toBeNull();
  });

  it('caps texture sizes at 1024 px keeping the aspect ratio', () => {
    expect(cappedSize(4000, 3000)).toEqual({ width: 1024, height: 768 });
    expect(cappedSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(cappedSize(500, 5000)).toEqual({ width: 102, height: 1024 });
  });

  it('places a new item in the first free slot of its kind, else in front of the visitor', () => {
    const scene = templateCatalogue[0]!.scene;
    const items = parsePostAssets(assets).items;
    const image = placeNewItem('image', scene, items, { position: { x: 0, y: 1.6, z: 0 }, yaw: 0 });
    expect(image.slotId).toBe('frame-2');
    expect(placeNewItem('embed', scene, items, { position: { x: 0, y: 1.6, z: 0 }, yaw: 0 })).toEqual({
      slotId: '',
      placement: { position: { x: 0, y: 1.6, z: -2 }, rotation: { x: 0, y: 0, z: 0 }, scale: { x: 1.6, y: 1, z: 1 } },
    });
  });
});
