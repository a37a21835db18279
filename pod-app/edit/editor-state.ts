/**
 * The pod editor's state, pure and immutable: the content being edited, the selection (a media
 * item or a placed prop: their ids never collide) and an undo/redo history of content snapshots
 * (each edit is one step; a drag is committed once, when it ends). Views call these functions and
 * render the result. Props' own edits (add, turn, resize, duplicate) are in prop-edits.ts.
 */
import { toPostAssets, type AmbientSound, type ItemKind, type Placement, type PodContent, type PodItem, type Vec3 } from '../content.ts';

export interface EditorState {
  content: PodContent;
  selectedId: string | null;
  past: PodContent[];
  future: PodContent[];
  /** The content as last saved (or loaded), to tell whether there is anything to save. */
  saved: PodContent;
}

const HISTORY_LIMIT = 100;

export const createEditor = (content: PodContent): EditorState => ({ content, selectedId: null, past: [], future: [], saved: content });

export function commit(state: EditorState, content: PodContent, selectedId = state.selectedId): EditorState {
  return { ...state, content, selectedId, past: [...state.past, state.content].slice(-HISTORY_LIMIT), future: [] };
}

const exists = (content: PodContent, id: string | null) =>
  id !== null && (content.items.some((item) => item.id === id) || content.props.some((p) => p.id === id));

/** A new item with everything but what the user sets (its address or text) filled in. */
export function newItem(kind: ItemKind, id: string, placement: Placement, slotId = ''): PodItem {
  const base = { id, slotId, ...placement };
  if (kind === 'text') return { kind, text: 'Hello!', color: '#ffffff', ...base };
  if (kind === 'model') return { kind, url: '', animated: false, ...base };
  return { kind, url: '', ...base };
}

export function addItem(state: EditorState, item: PodItem): EditorState {
  return commit(state, { ...state.content, items: [...state.content.items, item] }, item.id);
}

export function select(state: EditorState, id: string | null): EditorState {
  return { ...state, selectedId: exists(state.content, id) ? id : null };
}

function replace(state: EditorState, id: string, change: (item: PodItem) => PodItem): EditorState {
  const items = state.content.items.map((item) => (item.id === id ? change(item) : item));
  const changed = items.some((item, i) => item !== state.content.items[i]);
  return changed ? commit(state, { ...state.content, items }) : state;
}

export const sameVec = (a: Vec3, b: Vec3) => a.x === b.x && a.y === b.y && a.z === b.z;

export function transform(state: EditorState, id: string, placement: Placement): EditorState {
  return replace(state, id, (item) =>
    sameVec(item.position, placement.position) && sameVec(item.rotation, placement.rotation) && sameVec(item.scale, placement.scale)
      ? item
      : { ...item, ...placement },
  );
}

/** Sets an item's address (media, embed, model) or its text and colour. */
export function update(state: EditorState, id: string, patch: { url?: string; text?: string; color?: string; animated?: boolean }): EditorState {
  return replace(state, id, (item) => {
    if (item.kind === 'text') {
      const text = patch.text ?? item.text;
      const color = patch.color ?? item.color;
      return text === item.text && color === item.color ? item : { ...item, text, color };
    }
    const url = patch.url ?? item.url;
    if (item.kind === 'model') {
      const animated = patch.animated ?? item.animated;
      return url === item.url && animated === item.animated ? item : { ...item, url, animated };
    }
    return url === item.url ? item : { ...item, url };
  });
}

/** Removes an item or a placed prop. */
export function remove(state: EditorState, id: string): EditorState {
  if (!exists(state.content, id)) return state;
  const { items, props } = state.content;
  return commit(
    state,
    { ...state.content, items: items.filter((item) => item.id !== id), props: props.filter((p) => p.id !== id) },
    state.selectedId === id ? null : state.selectedId,
  );
}

export function setSound(state: EditorState, sound: AmbientSound | null): EditorState {
  if ((sound?.soundId ?? null) === (state.content.sound?.soundId ?? null)) return state;
  return commit(state, { ...state.content, sound });
}

export const canUndo = (state: EditorState) => state.past.length > 0;
export const canRedo = (state: EditorState) => state.future.length > 0;

export function undo(state: EditorState): EditorState {
  const previous = state.past.at(-1);
  if (!previous) return state;
  return {
    ...state,
    content: previous,
    past: state.past.slice(0, -1),
    future: [state.content, ...state.future],
    selectedId: exists(previous, state.selectedId) ? state.selectedId : null,
  };
}

export function redo(state: EditorState): EditorState {
  const next = state.future[0];
  if (!next) return state;
  return {
    ...state,
    content: next,
    past: [...state.past, state.content],
    future: state.future.slice(1),
    selectedId: exists(next, state.selectedId) ? state.selectedId : null,
  };
}

export const isDirty = (state: EditorState) => state.content !== state.saved && JSON.stringify(state.content) !== JSON.stringify(state.saved);
export const markSaved = (state: EditorState, content = state.content): EditorState => ({ ...state, saved: content });
/** Back to what was last saved, with a fresh history (leaving and discarding: nothing to undo into). */
export const discardChanges = (state: EditorState): EditorState => createEditor(state.saved);
export const selectedItem = (state: EditorState) => state.content.items.find((item) => item.id === state.selectedId) ?? null;
export const selectedProp = (state: EditorState) => state.content.props.find((p) => p.id === state.selectedId) ?? null;

/** Items still without an address cannot be saved; they are named so the user can fix them. */
export function unfinishedItems(state: EditorState): PodItem[] {
  return state.content.items.filter((item) => item.kind !== 'text' && item.url.trim() === '');
}

export const serialize = (state: EditorState) => toPostAssets(state.content);
