/**
 * The owner's editor on top of the 3D view: add items, select them (tap, click or the item
 * picker), move/rotate/scale them with the gizmo (TransformControls, pointer events, so touch
 * works) or exact numbers, set addresses and text, pick the ambient sound, undo/redo and save.
 * All changes go through editor-state.ts; this file only draws the state and forwards input.
 */
import { TransformControls } from 'three/examples/jsm/controls/TransformControls.js';
import { kindNames, type ItemKind, type Placement, type PodContent, type Vec3 } from '../content.ts';
import { h } from '../ui/dom.ts';
import type { PodWorld } from '../world/pod-world.ts';
import { soundCatalogue } from '../sound.ts';
import * as E from './editor-state.ts';
import { urlProblem } from './url-rules.ts';

type Mode = 'translate' | 'rotate' | 'scale';

const shortNames: Record<ItemKind, string> = { image: 'Image', video: 'Video', embed: 'Web page', model: '3D model', text: 'Text' };

export interface EditorView {
  element: HTMLElement;
  isDragging: () => boolean;
  tap: (itemId: string | null) => void;
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
  initial: PodContent;
  newId: () => string;
  place: (kind: ItemKind, content: PodContent) => { slotId: string; placement: Placement };
  save: (state: E.EditorState) => Promise<unknown>;
  onContent: (content: PodContent) => void;
  /** Turns the view towards a point (an item picked from the list or just added). */
  focus: (point: Vec3) => void;
}): EditorView {
  const { world } = options;
  let state = E.createEditor(options.initial);
  let mode: Mode = 'translate';
  let saving = false;
  let visible = false;

  const gizmo = new TransformControls(world.stage.camera, world.stage.renderer.domElement);
  gizmo.setSize(1.1);
  const helper = gizmo.getHelper();
  world.stage.scene.add(helper);
  gizmo.addEventListener('dragging-changed', (event) => {
    if (event.value || !state.selectedId) return;
    const group = world.nodeOf(state.selectedId)?.group;
    if (!group) return;
    const r = (n: number) => Math.round(n * 1000) / 1000;
    apply(E.transform(state, state.selectedId, {
      position: { x: r(group.position.x), y: r(group.position.y), z: r(group.position.z) },
      rotation: { x: r(group.rotation.x), y: r(group.rotation.y), z: r(group.rotation.z) },
      scale: { x: r(group.scale.x), y: r(group.scale.y), z: r(group.scale.z) },
    }));
  });

  // --- the controls
  const status = h('p', { className: 'save-status', role: 'status', 'aria-live': 'polite' });
  const button = (label: string, onClick: () => void, extra: Record<string, string> = {}) => h('button', { type: 'button', onClick, ...extra }, label);
  const addMenu = h('div', { className: 'add-menu', role: 'group', 'aria-label': 'Add to the Pod' },
    h('span', { className: 'add-label', 'aria-hidden': 'true' }, 'Add'),
    ...(['image', 'video', 'embed', 'model', 'text'] as ItemKind[]).map((kind) => button(shortNames[kind], () => add(kind), { 'aria-label': `Add ${kindNames[kind].toLowerCase()}` })),
  );
  const modeButtons = (['translate', 'rotate', 'scale'] as Mode[]).map((m) => button({ translate: 'Move', rotate: 'Rotate', scale: 'Resize' }[m], () => { mode = m; render(); }, { 'aria-pressed': 'false' }));
  const remove = button('Delete', () => state.selectedId && apply(E.remove(state, state.selectedId)));
  const undo = button('Undo', () => apply(E.undo(state)));
  const redo = button('Redo', () => apply(E.redo(state)));
  const saveButton = button('Save', () => void save(), { class: 'primary' });
  const toolbar = h('div', { className: 'toolbar', role: 'toolbar', 'aria-label': 'Edit tools' }, ...modeButtons, remove, undo, redo, saveButton);

  const picker = h('select', { id: 'item-picker', onChange: () => { apply(E.select(state, picker.value || null)); const item = E.selectedItem(state); if (item) options.focus(item.position); } });
  const sound = h('select', { id: 'sound-picker', onChange: () => apply(E.setSound(state, soundCatalogue.find((s) => s.soundId === sound.value) ?? (sound.value === '' ? null : state.content.sound))) });
  const form = h('form', { className: 'item-form', 'aria-label': 'Selected item details', novalidate: true });
  const panel = h('section', { className: 'panel', 'aria-labelledby': 'editor-heading' },
    h('h2', { id: 'editor-heading', className: 'visually-hidden' }, 'Edit your Pod'),
    addMenu,
    h('div', { className: 'pair' }, h('div', {}, h('label', { for: 'item-picker' }, 'Item'), picker), h('div', {}, h('label', { for: 'sound-picker' }, 'Ambient sound'), sound)),
    form,
  );
  const element = h('div', { className: 'editor', hidden: true }, status, panel, toolbar);

  function add(kind: ItemKind) {
    const { slotId, placement } = options.place(kind, state.content);
    apply(E.addItem(state, E.newItem(kind, options.newId(), placement, slotId)));
    options.focus(placement.position);
    form.querySelector<HTMLInputElement>('input, textarea')?.focus();
  }

  async function save(): Promise<boolean> {
    if (saving) return false;
    const unfinished = E.unfinishedItems(state);
    if (unfinished.length > 0) {
      setStatus(`Add an address to: ${unfinished.map((item) => kindNames[item.kind].toLowerCase()).join(', ')}.`, true);
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
      if (!saving && status.textContent === 'Saved.') setStatus('');
    }
    render();
  }

  function renderForm() {
    const item = E.selectedItem(state);
    if (!item) {
      form.replaceChildren(h('p', {}, state.content.items.length ? 'Tap an item to select it, or pick one above.' : 'Add a picture, a video, a web page, a 3D model or text.'));
      return;
    }
    if (form.dataset.itemId === item.id && form.dataset.version === JSON.stringify(item)) return;
    form.dataset.itemId = item.id;
    form.dataset.version = JSON.stringify(item);
    const problem = h('p', { className: 'problem', role: 'alert' });
    const number = (label: string, value: number) => h('input', { type: 'number', step: '0.1', inputmode: 'decimal', 'aria-label': `Position ${label}`, value: String(value) });
    const px = number('x', item.position.x);
    const py = number('y', item.position.y);
    const pz = number('z', item.position.z);
    const fields: HTMLElement[] = [];
    let read: () => { url?: string; text?: string; color?: string } | null;
    if (item.kind === 'text') {
      const text = h('textarea', { rows: 2, maxlength: 500 }, item.text);
      const color = h('input', { type: 'color', value: item.color });
      fields.push(h('label', {}, 'Text', text), h('label', {}, 'Colour', color));
      read = () => ({ text: text.value, color: color.value });
    } else {
      const url = h('input', { type: 'text', inputmode: 'url', autocomplete: 'off', placeholder: 'https://', value: item.url, 'aria-describedby': 'url-problem' });
      problem.id = 'url-problem';
      fields.push(h('label', {}, item.kind === 'embed' ? 'Web page address' : item.kind === 'model' ? 'glTF model address (.glb, .gltf)' : `${item.kind === 'image' ? 'Picture' : 'Video'} address`, url));
      read = () => {
        const message = urlProblem(item.kind, url.value);
        problem.textContent = message ?? '';
        url.setAttribute('aria-invalid', String(Boolean(message)));
        return message ? null : { url: url.value.trim() };
      };
    }
    form.onsubmit = (event) => {
      event.preventDefault();
      const patch = read();
      if (!patch) return;
      let next = E.update(state, item.id, patch);
      const position = { x: Number(px.value), y: Number(py.value), z: Number(pz.value) };
      const current = E.selectedItem(next)!;
      if ([position.x, position.y, position.z].every(Number.isFinite)) next = E.transform(next, item.id, { position, rotation: current.rotation, scale: current.scale });
      apply(next);
    };
    form.replaceChildren(
      ...fields,
      problem,
      h('div', { className: 'row' },
        h('fieldset', { className: 'position' }, h('legend', {}, 'Position (m)'), ...[px, py, pz].map((input, i) => h('label', {}, 'xyz'[i]!, input))),
        h('button', { type: 'submit', className: 'primary' }, 'Apply')),
    );
  }

  function render() {
    element.hidden = !visible;
    const selected = visible ? E.selectedItem(state) : null;
    const group = selected ? world.nodeOf(selected.id)?.group : undefined;
    if (group) gizmo.attach(group);
    else gizmo.detach();
    gizmo.setMode(mode);
    helper.visible = Boolean(group);
    modeButtons.forEach((b, i) => {
      b.setAttribute('aria-pressed', String(['translate', 'rotate', 'scale'][i] === mode));
      b.disabled = !selected;
    });
    remove.disabled = !selected;
    undo.disabled = !E.canUndo(state) || saving;
    redo.disabled = !E.canRedo(state) || saving;
    saveButton.disabled = saving || !E.isDirty(state);
    saveButton.textContent = saving ? 'Saving…' : 'Save';
    picker.replaceChildren(h('option', { value: '' }, state.content.items.length ? 'None selected' : 'No items yet'), ...state.content.items.map((item, i) => h('option', { value: item.id, selected: item.id === state.selectedId }, `${i + 1}. ${kindNames[item.kind]}`)));
    picker.value = state.selectedId ?? '';
    const current = state.content.sound;
    const choices = [...soundCatalogue, ...(current && !soundCatalogue.some((s) => s.soundId === current.soundId) ? [current] : [])];
    sound.replaceChildren(h('option', { value: '' }, 'No sound'), ...choices.map((s) => h('option', { value: s.soundId }, s.soundName)));
    sound.value = current?.soundId ?? '';
    renderForm();
  }

  window.addEventListener('keydown', (event) => {
    if (!visible || !(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z' && event.key.toLowerCase() !== 'y') return;
    if (event.target instanceof HTMLElement && /^(INPUT|TEXTAREA)$/.test(event.target.tagName)) return;
    event.preventDefault();
    apply(event.shiftKey || event.key.toLowerCase() === 'y' ? E.redo(state) : E.undo(state));
  });
  window.addEventListener('beforeunload', (event) => {
    if (E.isDirty(state)) event.preventDefault();
  });

  render();
  return {
    element,
    isDragging: () => gizmo.dragging,
    tap: (itemId) => { if (visible) apply(E.select(state, itemId)); },
    show: (next) => {
      visible = next;
      document.body.classList.toggle('editing', next);
      render();
    },
    isDirty: () => E.isDirty(state),
    save,
    discard: () => apply(E.discardChanges(state)),
  };
}
