/**
 * The editor's buttons (./editor-view.ts places them): the 'Add' menu of media kinds, and the
 * toolbar — gizmo modes for a media item, turn, raise and resize steps for a prop, snapping on or
 * off, duplicate, delete, undo, redo and save. It only forwards taps and shows what `render` is told; the editor's state
 * stays in the view.
 */
import { kindNames, type ItemKind } from '../content.ts';
import { h } from '../ui/dom.ts';
import type * as E from './editor-state.ts';
import * as P from './prop-edits.ts';
import type { GizmoMode } from './selection-marks.ts';
import { RESIZE_STEP, TURN_STEP } from './keys.ts';

const shortNames: Record<ItemKind, string> = { image: 'Image', video: 'Video', embed: 'Web page', model: '3D model', text: 'Text' };
const MODES: GizmoMode[] = ['translate', 'rotate', 'scale'];

export interface ToolbarActions {
  add(kind: ItemKind): void;
  mode(mode: GizmoMode): void;
  /** Applies a change to the selected item or prop (nothing when none is selected). */
  edit(change: (state: E.EditorState, id: string) => E.EditorState): void;
  duplicate(): void;
  remove(): void;
  undo(): void;
  redo(): void;
  save(): void;
  /** Turns snapping to the grid and 15° steps on or off. */
  snap(): void;
}

/** What the buttons show: which are offered, which is pressed, which can be used now. */
export interface ToolbarView {
  item: boolean;
  prop: boolean;
  mode: GizmoMode;
  canUndo: boolean;
  canRedo: boolean;
  saving: boolean;
  dirty: boolean;
  snapping: boolean;
  /** The selected prop's size as it stands (width, height, depth in metres), or null. */
  size: { w: number; h: number; d: number } | null;
}

const metres = (n: number) => n.toFixed(2);

export function createEditorToolbar(actions: ToolbarActions) {
  const button = (label: string, onClick: () => void, extra: Record<string, string> = {}) => h('button', { type: 'button', onClick, ...extra }, label);
  const onSelected = (change: (state: E.EditorState, id: string) => E.EditorState) => () => actions.edit(change);
  const addMenu = h(
    'div',
    { className: 'add-menu', role: 'group', 'aria-label': 'Add to the Pod' },
    h('span', { className: 'add-label', 'aria-hidden': 'true' }, 'Add'),
    ...(['image', 'video', 'embed', 'model', 'text'] as ItemKind[]).map((kind) =>
      button(shortNames[kind], () => actions.add(kind), { 'aria-label': `Add ${kindNames[kind].toLowerCase()}` }),
    ),
  );
  const modeButtons = MODES.map((m) => button({ translate: 'Move', rotate: 'Rotate', scale: 'Resize' }[m], () => actions.mode(m), { 'aria-pressed': 'false' }));
  const propButtons = [
    button(
      '↺ 15°',
      onSelected((s, id) => P.turn(s, id, TURN_STEP)),
      { 'aria-label': 'Turn left 15°' },
    ),
    button(
      '↻ 15°',
      onSelected((s, id) => P.turn(s, id, -TURN_STEP)),
      { 'aria-label': 'Turn right 15°' },
    ),
    button(
      '↑ 10 cm',
      onSelected((s, id) => P.raise(s, id, P.RAISE_STEP)),
      { 'aria-label': 'Raise 10 centimetres' },
    ),
    button(
      '↓ 10 cm',
      onSelected((s, id) => P.raise(s, id, -P.RAISE_STEP)),
      { 'aria-label': 'Lower 10 centimetres' },
    ),
    button(
      '−10%',
      onSelected((s, id) => P.resize(s, id, 1 / RESIZE_STEP)),
      { 'aria-label': 'Smaller' },
    ),
    button(
      '+10%',
      onSelected((s, id) => P.resize(s, id, RESIZE_STEP)),
      { 'aria-label': 'Larger' },
    ),
  ];
  const snap = button('Snap', () => actions.snap(), { 'aria-pressed': 'true', title: 'Snap moves to a 0.25 m grid and turns to 15°' });
  // The selected prop's size, read with it (and again as it is resized).
  const size = h('output', { className: 'prop-size', hidden: true });
  const copy = button('Duplicate', () => actions.duplicate());
  const remove = button('Delete', () => actions.remove());
  const undo = button('Undo', () => actions.undo());
  const redo = button('Redo', () => actions.redo());
  const saveButton = button('Save', () => actions.save(), { class: 'primary' });
  const element = h(
    'div',
    { className: 'toolbar', role: 'toolbar', 'aria-label': 'Edit tools' },
    size,
    ...modeButtons,
    ...propButtons,
    snap,
    copy,
    remove,
    undo,
    redo,
    saveButton,
  );

  function render(view: ToolbarView) {
    modeButtons.forEach((b, i) => {
      b.setAttribute('aria-pressed', String(MODES[i] === view.mode));
      b.hidden = !view.item && !view.prop;
    });
    propButtons.forEach((b) => {
      b.hidden = !view.prop;
    });
    copy.hidden = remove.hidden = snap.hidden = !view.item && !view.prop;
    snap.setAttribute('aria-pressed', String(view.snapping));
    size.hidden = !view.size;
    if (view.size) {
      const { w, h: high, d } = view.size;
      size.textContent = `${metres(w)} × ${metres(high)} × ${metres(d)} m`;
      size.setAttribute('aria-label', `Size: ${metres(w)} m wide, ${metres(high)} m high, ${metres(d)} m deep`);
    }
    undo.disabled = !view.canUndo || view.saving;
    redo.disabled = !view.canRedo || view.saving;
    saveButton.disabled = view.saving || !view.dirty;
    saveButton.textContent = view.saving ? 'Saving…' : 'Save';
  }

  return { addMenu, element, render };
}
