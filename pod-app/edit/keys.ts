/**
 * The editor's keyboard alternatives, as pure data: which key does what to the selection.
 * Arrows move it a grid step (0.25 m; 0.1 m with snapping off) along the floor, relative to where
 * the person looks (snapped to the room's axes so positions stay round); Q/E turn it 15°;
 * Page Up/Down raise and lower it 10 cm; +/- resize it 10%; Ctrl/Cmd+D duplicates;
 * Delete/Backspace removes; Escape cancels placing or deselects. Undo/redo stay Ctrl+Z / Ctrl+Y.
 */
export type KeyAction =
  | { kind: 'move'; dx: number; dz: number }
  | { kind: 'raise'; dy: number }
  | { kind: 'turn'; radians: number }
  | { kind: 'resize'; factor: number }
  | { kind: 'duplicate' | 'remove' | 'escape' | 'undo' | 'redo' };

export const MOVE_STEP = 0.1;
export const GRID_STEP = 0.25;
export const RAISE_KEY_STEP = 0.1;
export const TURN_STEP = Math.PI / 12;
export const RESIZE_STEP = 1.1;

export const keyHelp =
  'Keys: arrows move 0.25 m (0.1 m with snapping off) · Q/E turn 15° · PgUp/PgDn raise or lower · +/− resize · Ctrl+D duplicate · Delete removes · Ctrl+Z/Ctrl+Y undo/redo · Esc cancels';

interface Press {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/** The direction an arrow means for a person looking along `yaw`, snapped to the nearest room axis. */
function arrowDirection(key: string, yaw: number, stepSize: number): { dx: number; dz: number } | null {
  const ahead = { ArrowUp: 0, ArrowLeft: Math.PI / 2, ArrowDown: Math.PI, ArrowRight: -Math.PI / 2 }[key];
  if (ahead === undefined) return null;
  const angle = yaw + ahead;
  const x = -Math.sin(angle);
  const z = -Math.cos(angle);
  const step = (n: number) => Math.round(n) * stepSize;
  return Math.abs(x) > Math.abs(z) ? { dx: step(Math.sign(x)), dz: 0 } : { dx: 0, dz: step(Math.sign(z)) };
}

/** What a key press does in the editor, or null (the key is left to walking and the page). */
export function keyAction(press: Press, yaw: number, hasSelection: boolean, snapping = false): KeyAction | null {
  const command = press.ctrlKey || press.metaKey;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  if (command) {
    if (key === 'z') return { kind: press.shiftKey ? 'redo' : 'undo' };
    if (key === 'y') return { kind: 'redo' };
    if (key === 'd' && hasSelection) return { kind: 'duplicate' };
    return null;
  }
  if (key === 'Escape') return { kind: 'escape' };
  if (!hasSelection) return null;
  const direction = arrowDirection(key, yaw, snapping ? GRID_STEP : MOVE_STEP);
  if (direction) return { kind: 'move', ...direction };
  if (key === 'PageUp') return { kind: 'raise', dy: RAISE_KEY_STEP };
  if (key === 'PageDown') return { kind: 'raise', dy: -RAISE_KEY_STEP };
  if (key === 'q') return { kind: 'turn', radians: TURN_STEP };
  if (key === 'e') return { kind: 'turn', radians: -TURN_STEP };
  if (key === '+' || key === '=') return { kind: 'resize', factor: RESIZE_STEP };
  if (key === '-' || key === '_') return { kind: 'resize', factor: 1 / RESIZE_STEP };
  if (key === 'Delete' || key === 'Backspace') return { kind: 'remove' };
  return null;
}
