/**
 * The owner's editor on top of the 3D view. Media items: add them, select them (tap, click or the
 * picker), move/rotate/scale them with the gizmo (TransformControls, pointer events, so touch
 * works) or exact numbers. Props from the library: pick one in the 'Add props' sheet, tap where it
 * goes (or place it in front of you), drag it, twist or pinch it, or use the toolbar and keys.
 * Both: duplicate, delete, undo/redo and save. All changes go through editor-state.ts and
 * prop-edits.ts; this file only draws the state and forwards input (its buttons are
 * editor-toolbar.ts, its pickers content-pickers.ts). On phones the sheet is a bottom sheet that
 * collapses to its bar (styles.css).
 */
import { Box3, Vector3 } from 'three';
import { kindNames, propLabels, type ItemKind, type Placement, type PodContent, type Vec3 } from '../content.ts';
import { wallProps, type PropId } from '../../shared/prop-catalogue.ts';
import { loadFactory, type PropFactory } from '../props/registry.ts';
import { h } from '../ui/dom.ts';
import type { PodWorld } from '../world/pod-world.ts';
import * as E from './editor-state.ts';
import * as P from './prop-edits.ts';
import { createItemForm, unfinishedMessage } from './item-form.ts';
import { createLibrarySheet } from './library-sheet.ts';
import { createSheet } from './sheet.ts';
import { createSelectionMarks, type GizmoMode } from './selection-marks.ts';
import { attachPropGestures } from './prop-gestures.ts';
import { placeInFront, placeOnSurface } from './prop-placement.ts';
import { freePlacement } from './free-spot.ts';
import { keyAction } from './keys.ts';
import { createEditorToolbar } from './editor-toolbar.ts';
import { createContentPickers } from './content-pickers.ts';

export interface EditorView {
  element: HTMLElement;
  isDragging: () => boolean;
  /** A tap on the canvas: places the prop being placed, else selects what is there. */
  tapAt: (clientX: number, clientY: number) => void;
  show: (visible: boolean) => void;
  /** Whether there are changes not yet saved (leaving asks about them). */
  isDirty: () => boolean;
  /** Saves; true once the changes are stored (problems are shown in the editor). */
  save: () => Promise<boolean>;
  /** Drops the unsaved changes, back to what was last saved. */
  discard: () => void;
}

export function createEditorView(options: {
  world: PodWorld;
  viewport: HTMLElement;
  initial: PodContent;
  newId: () => string;
  place: (kind: ItemKind, content: PodContent) => { slotId: string; placement: Placement };
  save: (state: E.EditorState) => Promise<unknown>;
  /** Sends a photo or video from the device; resolves to the stored file's address. */
  upload: (kind: 'image' | 'video', file: File) => Promise<string>;
  onContent: (content: PodContent) => void;
  /** Where the person looks along the floor (radians) and the room's walkable bounds. */
  yaw: () => number;
  /** Turns the view to show a point in the middle of what the editor leaves visible (`covered`: the bottom share it hides). */
  frame: (point: Vec3, covered: number) => void;
}): EditorView {
  const { world } = options;
  const camera = world.stage.camera;
  let state = E.createEditor(options.initial);
  let mode: GizmoMode = 'translate';
  let saving = false;
  let visible = false;
  let placing: PropFactory | null = null;

  const marks = createSelectionMarks(
    world,
    (_group, placement) => {
      if (E.selectedItem(state)) apply(E.transform(state, state.selectedId!, placement));
      else if (E.selectedProp(state)) apply(P.setPlacement(state, state.selectedId!, snapping ? P.snapPlacement(placement) : placement));
    },
    // A press on the gizmo's handle moves the prop by the gizmo, not by the drag on the prop under it.
    () => gestures.cancel(),
  );
  // Moves land on the 0.25 m grid and turns on 15° steps until the owner turns snapping off.
  let snapping = true;
  const gestures = attachPropGestures({
    viewport: options.viewport,
    world,
    selected: () => (visible && !placing ? E.selectedProp(state) : null),
    commit: (id, p) => apply(P.setPlacement(state, id, p)),
    snapping: () => snapping,
  });

  // --- the controls
  const status = h('p', { className: 'save-status', role: 'status', 'aria-live': 'polite' });
  const button = (label: string, onClick: () => void, extra: Record<string, string> = {}) => h('button', { type: 'button', onClick, ...extra }, label);
  const tools = createEditorToolbar({
    add: (kind) => add(kind),
    mode: (next) => {
      mode = next;
      render();
    },
    edit: (change) => {
      if (state.selectedId) apply(change(state, state.selectedId));
    },
    duplicate: () => duplicate(),
    remove: () => removeSelected(),
    undo: () => apply(E.undo(state)),
    redo: () => apply(E.redo(state)),
    save: () => void save(),
    snap: () => {
      snapping = !snapping;
      setStatus(snapping ? 'Snapping on: moves land on a 0.25 m grid, turns on 15° steps.' : 'Snapping off.');
      render();
    },
  });
  const placeText = h('span', {});
  const placingBar = h(
    'div',
    { className: 'placing', hidden: true },
    placeText,
    button('Place in front of me', () => {
      if (placing) placeAt(placeInFront(camera.position, options.yaw(), placing.box, wallProps.has(placing.id), world.room.bounds), true);
    }),
    button('Cancel', () => stopPlacing('')),
  );

  const pickers = createContentPickers({
    select: (id) => {
      apply(E.select(state, id));
      frameSelected(true);
    },
    sound: (sound) => apply(E.setSound(state, sound)),
  });
  const form = createItemForm(() => state, apply, { upload: options.upload, status: (text, error) => setStatus(text, error) });
  const library = createLibrarySheet({ renderer: world.stage.renderer, onPick: (id) => void startPlacing(id) });
  const details = h(
    'div',
    { className: 'details' },
    tools.addMenu,
    h(
      'div',
      { className: 'pair' },
      h('div', {}, h('label', { for: 'item-picker' }, 'Item'), pickers.item),
      h('div', {}, h('label', { for: 'sound-picker' }, 'Ambient sound'), pickers.sound),
    ),
    form.element,
  );
  const sheet = createSheet({ library: library.element, details }, (view) => {
    if (view === 'library') library.shown();
  });
  const element = h('div', { className: 'editor', hidden: true }, status, placingBar, tools.element, sheet.element);

  /** The bottom share of the screen the editor covers (on phones; beside the view on wide screens). */
  const covered = () => {
    const rect = element.getBoundingClientRect();
    return rect.width > innerWidth * 0.6 ? Math.max(0, (innerHeight - rect.top) / innerHeight) : 0;
  };
  /** Frames the selection above the sheet (always, or only when it is out of sight). */
  function frameSelected(always: boolean) {
    // A prop is aimed at its middle (its placement is where it stands on the floor); a media item at its centre.
    const object = state.selectedId && E.selectedProp(state) ? world.propObject(state.selectedId) : undefined;
    const at = object ? new Box3().setFromObject(object).getCenter(new Vector3()) : P.placementOf(state.content, state.selectedId ?? '')?.position;
    if (!at) return;
    const ndc = new Vector3(at.x, at.y, at.z).project(camera);
    // Re-aimed only when really out of sight (behind the sheet or off screen): a tap near the sheet stays put.
    const bottom = -1 + 2 * covered();
    if (always || ndc.z > 1 || Math.abs(ndc.x) > 0.85 || ndc.y < bottom || ndc.y > 0.9) options.frame(at, covered());
  }

  function add(kind: ItemKind) {
    const { slotId, placement } = options.place(kind, state.content);
    apply(E.addItem(state, E.newItem(kind, options.newId(), placement, slotId)));
    frameSelected(true);
    form.element.querySelector<HTMLInputElement>('input, textarea')?.focus();
  }

  async function startPlacing(id: PropId) {
    const full = P.propLimitProblem(state.content);
    if (full) return setStatus(full, true);
    placing = await loadFactory(id);
    placeText.textContent = `Tap where to place the ${placing.name}`;
    setStatus(`Tap where to place the ${placing.name}, or choose Place in front of me.`);
    sheet.collapse();
    render();
    // Keyboard and screen-reader users land on the way to place it without pointing.
    placingBar.querySelector('button')?.focus();
  }
  function stopPlacing(message: string) {
    placing = null;
    setStatus(message);
    render();
  }
  /** `inFront`: placed for the owner ('Place in front of me'), so also kept out of the arrival view. */
  function placeAt(asked: Placement | null, inFront: boolean) {
    if (!placing) return;
    if (!asked) return setStatus(`Tap the floor${wallProps.has(placing.id) ? ' or a wall' : ''} to place the ${placing.name}.`, true);
    // A prop placed for the owner goes where it is free; one they tapped into place goes where they tapped.
    const placement = inFront && !wallProps.has(placing.id) ? freePlacement(placing, asked, world, true) : asked;
    if (!placement) return setStatus(`There is no free spot for the ${placing.name} there. Try another place.`, true);
    const next = P.addProp(state, P.newProp(options.newId(), placing.id, placement));
    if (next === state) return stopPlacing(P.propLimitProblem(state.content) ?? '');
    apply(next);
    stopPlacing(`Added ${propLabels(state.content.props).get(state.selectedId!)!}`);
    frameSelected(inFront);
  }
  function duplicate() {
    if (!state.selectedId) return;
    const next = P.duplicate(state, state.selectedId, options.newId());
    if (next === state) return setStatus(P.propLimitProblem(state.content) ?? '', true);
    apply(next);
    setStatus(`Added ${selectionName()}`);
  }
  function removeSelected() {
    const name = selectionName();
    if (!state.selectedId) return;
    apply(E.remove(state, state.selectedId));
    setStatus(`Deleted ${name}`);
  }
  const selectionName = () => {
    const item = E.selectedItem(state);
    return item ? kindNames[item.kind] : (propLabels(state.content.props).get(state.selectedId ?? '') ?? '');
  };

  async function save(): Promise<boolean> {
    if (saving) return false;
    const unfinished = E.unfinishedItems(state);
    if (unfinished.length > 0) {
      setStatus(unfinishedMessage(state), true);
      apply(E.select(state, unfinished[0]!.id));
      return false;
    }
    saving = true;
    setStatus('Saving…');
    render();
    const sent = state.content;
    try {
      await options.save(state);
      // Edits made while saving stay unsaved (the content differs from what was sent).
      state = E.markSaved(state, sent);
      setStatus('Saved.');
      return true;
    } catch (error) {
      setStatus(`Could not save: ${error instanceof Error ? error.message : 'unknown error'} Your changes are kept; try again.`, true);
      return false;
    } finally {
      saving = false;
      render();
    }
  }

  function setStatus(text: string, error = false) {
    status.textContent = text;
    status.classList.toggle('error', error);
  }

  function apply(next: E.EditorState) {
    const contentChanged = next.content !== state.content;
    state = next;
    if (contentChanged) {
      options.onContent(state.content);
      // A prop just placed is drawn once its family arrives: its gizmo and size show then.
      void world.idle().then(render);
      if (!saving && /^(Saved\.|Added |Deleted )/.test(status.textContent ?? '')) setStatus('');
    }
    render();
  }

  // The library's boxes of the props in the room, as their families arrive (a selected prop's family is always here).
  const boxes = new Map<PropId, PropFactory['box']>();
  /** A prop's size as it stands: its library box times its scale. */
  function sizeOf(prop: { prop: PropId; scale: Vec3 }) {
    const box = boxes.get(prop.prop);
    if (!box) {
      void loadFactory(prop.prop).then((factory) => {
        boxes.set(prop.prop, factory.box);
        render();
      });
      return null;
    }
    return { w: box.w * prop.scale.x, h: box.h * prop.scale.y, d: box.d * prop.scale.z };
  }

  function render() {
    element.hidden = !visible;
    sheet.render();
    placingBar.hidden = !placing;
    // While placing, the scene is what matters: the bar says what to do (the status still announces it).
    element.classList.toggle('placing-now', Boolean(placing));
    const item = visible ? E.selectedItem(state) : null;
    const prop = visible ? E.selectedProp(state) : null;
    const target = item ? world.nodeOf(item.id)?.group : prop ? world.propObject(prop.id) : undefined;
    marks.show(target, prop?.id ?? null, mode);
    tools.render({
      item: Boolean(item),
      prop: Boolean(prop),
      mode,
      canUndo: E.canUndo(state),
      canRedo: E.canRedo(state),
      saving,
      dirty: E.isDirty(state),
      snapping,
      size: prop ? sizeOf(prop) : null,
    });
    pickers.render(state.content, state.selectedId);
    form.render();
  }

  // Keys (keys.ts); captured before walking, which skips a key the editor used.
  window.addEventListener(
    'keydown',
    (event) => {
      if (!visible || (event.target instanceof HTMLElement && /^(INPUT|TEXTAREA|SELECT)$/.test(event.target.tagName) && event.key !== 'Escape')) return;
      const action = keyAction(event, options.yaw(), state.selectedId !== null, snapping);
      if (!action) return;
      event.preventDefault();
      const id = state.selectedId ?? '';
      if (action.kind === 'undo') apply(E.undo(state));
      else if (action.kind === 'redo') apply(E.redo(state));
      else if (action.kind === 'escape' && placing) stopPlacing('Placing cancelled.');
      else if (action.kind === 'escape') apply(E.select(state, null));
      else if (action.kind === 'move') apply(P.moveBy(state, id, action.dx, action.dz, snapping));
      else if (action.kind === 'raise') apply(P.raise(state, id, action.dy));
      else if (action.kind === 'turn') apply(P.turn(state, id, action.radians, snapping));
      else if (action.kind === 'resize') apply(P.resize(state, id, action.factor));
      else if (action.kind === 'duplicate') duplicate();
      else removeSelected();
    },
    { capture: true },
  );
  window.addEventListener('beforeunload', (event) => {
    if (E.isDirty(state)) event.preventDefault();
  });

  render();
  return {
    element,
    isDragging: () => marks.isDragging() || gestures.busy(),
    tapAt: (x, y) => {
      if (!visible) return;
      if (!placing) return apply(E.select(state, world.pick(x, y)));
      const hit = world.surfaceAt(x, y);
      placeAt(hit && placeOnSurface(hit, placing.box, wallProps.has(placing.id), camera.position), false);
    },
    show: (next) => {
      visible = next;
      if (!next) placing = null;
      document.body.classList.toggle('editing', next);
      render();
    },
    isDirty: () => E.isDirty(state),
    save,
    discard: () => apply(E.discardChanges(state)),
  };
}
