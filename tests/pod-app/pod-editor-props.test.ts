import { describe, expect, it } from 'vitest';
import * as E from '../../pod-app/edit/editor-state.ts';
import * as P from '../../pod-app/edit/prop-edits.ts';
import { parsePostAssets, propLabels, type Placement } from '../../pod-app/content.ts';
import { MAX_PROPS_PER_POD } from '../../shared/prop-catalogue.ts';

const at = (x: number, z = 0): Placement => ({ position: { x, y: 0, z }, rotation: { x: 0, y: 0, z: 0 }, scale: { x: 1, y: 1, z: 1 } });
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

describe('placing props from the library in the editor', () => {
  it('adds a prop, selects it, marks the Pod unsaved and serializes it to postAssets.props', () => {
    const s = P.addProp(start(), P.newProp('a1', 'seating/armchair', at(1, -2)));
    expect(s.selectedId).toBe('a1');
    expect(E.selectedProp(s)).toMatchObject({ prop: 'seating/armchair', position: { x: 1, z: -2 } });
    expect(E.selectedItem(s)).toBeNull();
    expect(E.isDirty(s)).toBe(true);
    expect(E.serialize(s).props).toEqual([{ id: 'a1', prop: 'seating/armchair', ...at(1, -2) }]);
    expect(E.isDirty(E.markSaved(s))).toBe(false);
  });

  it('selects props as it selects items, and forgets an id that is neither', () => {
    const s = P.addProp(start(), P.newProp('a1', 'seating/armchair', at(1)));
    expect(E.select(s, 'v').selectedId).toBe('v');
    expect(E.select(E.select(s, 'v'), 'a1').selectedId).toBe('a1');
    expect(E.select(s, 'template-prop-7').selectedId).toBeNull();
  });

  it('moves, turns and resizes a prop, each one undoable step; no step when nothing changes', () => {
    let s = P.addProp(start(), P.newProp('a1', 'seating/armchair', at(1)));
    s = P.moveBy(s, 'a1', 0.1, -0.1);
    s = P.turn(s, 'a1', Math.PI / 12);
    s = P.resize(s, 'a1', 1.1);
    expect(E.selectedProp(s)).toMatchObject({ position: { x: 1.1, y: 0, z: -0.1 }, rotation: { y: 0.2618 }, scale: { x: 1.1, y: 1.1, z: 1.1 } });
    expect(s.past).toHaveLength(4);
    expect(P.setPlacement(s, 'a1', P.placementOf(s.content, 'a1')!)).toBe(s);
    s = E.undo(E.undo(s));
    expect(E.selectedProp(s)).toMatchObject({ position: { x: 1.1, z: -0.1 }, rotation: { y: 0 }, scale: { x: 1 } });
    s = E.redo(s);
    expect(E.selectedProp(s)!.rotation.y).toBe(0.2618);
  });

  it('keeps turns within a half circle either way and sizes within the limits', () => {
    let s = P.addProp(start(), P.newProp('a1', 'seating/armchair', { ...at(0), rotation: { x: 0, y: 3, z: 0 } }));
    s = P.turn(s, 'a1', 0.5);
    expect(E.selectedProp(s)!.rotation.y).toBeCloseTo(3.5 - Math.PI * 2, 3);
    for (let i = 0; i < 30; i++) s = P.resize(s, 'a1', 1.1);
    expect(E.selectedProp(s)!.scale.x).toBe(P.MAX_SCALE);
    for (let i = 0; i < 40; i++) s = P.resize(s, 'a1', 1 / 1.1);
    expect(E.selectedProp(s)!.scale.x).toBe(P.MIN_SCALE);
  });

  it('duplicates a prop or an item beside the original and selects the copy', () => {
    let s = P.addProp(start(), P.newProp('a1', 'tables/desk', at(1, 1)));
    s = P.duplicate(s, 'a1', 'a2');
    expect(s.selectedId).toBe('a2');
    expect(s.content.props.map((p) => [p.id, p.prop, p.position.x, p.position.z])).toEqual([
      ['a1', 'tables/desk', 1, 1],
      ['a2', 'tables/desk', 1.3, 1.3],
    ]);
    s = P.duplicate(s, 'v', 'v2');
    expect(E.selectedItem(s)).toMatchObject({ id: 'v2', kind: 'video', url: '/media/v.mp4', slotId: '', position: { x: 0.3, z: 0.3 } });
    expect(P.duplicate(s, 'nothing', 'x')).toBe(s);
  });

  it('deletes a prop (undoable), and undo brings back its selection only if it exists', () => {
    let s = P.addProp(start(), P.newProp('a1', 'nature/bonsai', at(2)));
    s = E.remove(s, 'a1');
    expect(s.content.props).toEqual([]);
    expect(s.selectedId).toBeNull();
    s = E.undo(s);
    expect(s.content.props.map((p) => p.id)).toEqual(['a1']);
    s = E.select(s, 'a1');
    s = E.undo(s);
    expect(s.content.props).toEqual([]);
    expect(s.selectedId).toBeNull();
  });

  it(`refuses a prop past ${MAX_PROPS_PER_POD} with a message that says why`, () => {
    let s = start();
    for (let i = 0; i < MAX_PROPS_PER_POD; i++) s = P.addProp(s, P.newProp(`p${i}`, 'decor/vase', at(i / 100)));
    expect(s.content.props).toHaveLength(MAX_PROPS_PER_POD);
    expect(P.propLimitProblem(s.content)).toMatch(/most a Pod may hold \(200\)\. Delete one to add another\./);
    expect(P.addProp(s, P.newProp('one-more', 'decor/vase', at(0)))).toBe(s);
    expect(P.duplicate(s, 'p0', 'copy')).toBe(s);
    expect(P.propLimitProblem(E.remove(s, 'p0').content)).toBeNull();
  });

  it('names each placed prop by its catalogue name, numbering repeats', () => {
    let s = start();
    for (const [id, prop] of [
      ['a', 'seating/armchair'],
      ['b', 'nature/bonsai'],
      ['c', 'seating/armchair'],
    ] as const)
      s = P.addProp(s, P.newProp(id, prop, at(0)));
    expect([...propLabels(s.content.props).values()]).toEqual(['Armchair', 'Bonsai', 'Armchair 2']);
  });
});

describe('snapping and raising a prop (issue 48 item 3)', () => {
  it('lands moves on the 0.25 m grid and turns on 15° steps while snapping, exactly as asked without', () => {
    let s = P.addProp(start(), P.newProp('a1', 'seating/armchair', at(1.07, 0.4)));
    s = P.moveBy(s, 'a1', 0.25, 0, true);
    expect(E.selectedProp(s)!.position).toEqual({ x: 1.25, y: 0, z: 0.5 });
    s = P.turn(s, 'a1', 0.3, true);
    expect(E.selectedProp(s)!.rotation.y).toBeCloseTo(Math.PI / 12, 4);
    s = P.moveBy(s, 'a1', 0.1, 0, false);
    expect(E.selectedProp(s)!.position.x).toBe(1.35);
    expect(P.snapPlacement({ ...at(0.13, -0.38), rotation: { x: 0, y: 0.5, z: 0 } })).toEqual({
      ...at(0.25, -0.5),
      rotation: { x: 0, y: Number((Math.PI / 6).toFixed(4)), z: 0 },
    });
  });

  it('raises and lowers a prop, never below the floor, each one undoable step', () => {
    let s = P.addProp(start(), P.newProp('a1', 'seating/armchair', at(0)));
    s = P.raise(s, 'a1', P.RAISE_STEP);
    s = P.raise(s, 'a1', P.RAISE_STEP);
    expect(E.selectedProp(s)!.position.y).toBe(0.2);
    s = P.raise(s, 'a1', -1);
    expect(E.selectedProp(s)!.position.y).toBe(0);
    expect(E.selectedProp(E.undo(s))!.position.y).toBe(0.2);
  });
});
