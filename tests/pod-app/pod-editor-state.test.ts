import { describe, expect, it } from 'vitest';
import * as E from '../../pod-app/edit/editor-state.ts';
import { parsePostAssets } from '../../pod-app/content.ts';

const at = (x: number) => ({ position: { x, y: 1, z: 0 }, rotation: { x: 0, y: 0, z: 0 }, scale: { x: 1, y: 1, z: 1 } });
const start = () =>
  E.createEditor(
    parsePostAssets({
      frames: [{ frameId: 'v', slotId: 'frame-1', frameType: 'video', frameUrl: '/media/v.mp4', ...at(0) }],
      iframes: [],
      Assets3d: [],
      textures: [],
      textAssets: [],
      ambientSound: null,
    }),
  );

describe('pod editor state', () => {
  it('adds an item, selects it, and serializes it to postAssets', () => {
    let s = E.addItem(start(), E.newItem('image', 'img', at(2), 'frame-2'));
    expect(s.selectedId).toBe('img');
    expect(E.unfinishedItems(s).map((item) => item.id)).toEqual(['img']);
    s = E.update(s, 'img', { url: '/media/a.png' });
    expect(E.unfinishedItems(s)).toEqual([]);
    s = E.addItem(s, E.newItem('text', 'txt', at(3)));
    s = E.update(s, 'txt', { text: 'Hello', color: '#00ff00' });
    expect(E.serialize(s)).toMatchObject({
      frames: [{ frameId: 'v' }, { frameId: 'img', slotId: 'frame-2', frameType: 'image', frameUrl: '/media/a.png', position: { x: 2, y: 1, z: 0 } }],
      textAssets: [{ textId: 'txt', text: 'Hello', color: '#00ff00', slotId: '' }],
      iframes: [],
      Assets3d: [],
      ambientSound: null,
      textures: [],
    });
    expect(E.isDirty(s)).toBe(true);
    expect(E.isDirty(E.markSaved(s))).toBe(false);
  });

  it('moves, rotates and scales an item; an unchanged transform is not a step', () => {
    let s = E.transform(start(), 'v', { ...at(0), rotation: { x: 0, y: 1, z: 0 }, scale: { x: 2, y: 2, z: 1 } });
    expect(E.selectedItem(E.select(s, 'v'))).toMatchObject({ rotation: { y: 1 }, scale: { x: 2, y: 2 } });
    expect(s.past).toHaveLength(1);
    const same = E.transform(s, 'v', { ...at(0), rotation: { x: 0, y: 1, z: 0 }, scale: { x: 2, y: 2, z: 1 } });
    expect(same).toBe(s);
    s = E.transform(s, 'v', at(5));
    expect(s.content.items[0]!.position.x).toBe(5);
  });

  it('undoes and redoes every edit in order, and a new edit clears the redo steps', () => {
    const s0 = start();
    const s1 = E.addItem(s0, E.newItem('embed', 'web', at(1)));
    const s2 = E.update(s1, 'web', { url: 'https://example.com/' });
    const s3 = E.transform(s2, 'web', at(4));
    const s4 = E.remove(s3, 'web');
    expect(s4.selectedId).toBeNull();
    let s = E.undo(s4);
    expect(s.content).toBe(s3.content);
    s = E.undo(E.undo(s));
    expect(s.content).toBe(s1.content);
    expect(E.canRedo(s)).toBe(true);
    s = E.redo(s);
    expect(s.content).toBe(s2.content);
    s = E.undo(E.undo(s));
    expect(s.content).toBe(s0.content);
    expect(E.canUndo(s)).toBe(false);
    expect(E.undo(s)).toBe(s);
    const branched = E.setSound(E.redo(s), { soundId: 'synth-hum', soundName: 'Warm hum', soundDescription: '', soundSize: 0, soundUrl: null });
    expect(E.canRedo(branched)).toBe(false);
    expect(E.redo(branched)).toBe(branched);
    expect(E.serialize(branched).ambientSound?.soundId).toBe('synth-hum');
    expect(E.setSound(branched, { ...branched.content.sound! })).toBe(branched);
  });

  it('ignores edits of items that do not exist and selections of unknown ids', () => {
    const s = start();
    expect(E.remove(s, 'nope')).toBe(s);
    expect(E.update(s, 'nope', { url: 'x' })).toBe(s);
    expect(E.select(s, 'nope').selectedId).toBeNull();
    expect(E.update(s, 'v', { url: '/media/v.mp4' })).toBe(s);
  });

  it('undo clears a selection whose item the step removes', () => {
    const s = E.addItem(start(), E.newItem('model', 'm', at(0)));
    expect(E.undo(s).selectedId).toBeNull();
    expect(E.redo(E.undo(s)).selectedId).toBeNull();
    expect(E.update(s, 'm', { url: 'https://example.com/a.glb', animated: true }).content.items[1]).toMatchObject({
      url: 'https://example.com/a.glb',
      animated: true,
    });
  });

  it('discards unsaved changes back to what was last saved, with nothing left to undo', () => {
    let s = E.addItem(start(), E.newItem('text', 'txt', at(3)));
    s = E.markSaved(s);
    s = E.transform(s, 'txt', at(5));
    expect(E.isDirty(s)).toBe(true);
    const dropped = E.discardChanges(s);
    expect(E.isDirty(dropped)).toBe(false);
    expect(dropped.content.items.find((item) => item.id === 'txt')!.position.x).toBe(3);
    expect(E.canUndo(dropped)).toBe(false);
  });
});
