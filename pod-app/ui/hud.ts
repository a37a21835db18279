/** The always-there controls: back, the Pod's name, sound, fullscreen and (owner) the edit toggle; the joystick. */
import { h, icon, icons } from './dom.ts';

export interface Hud {
  element: HTMLElement;
  joystick: HTMLElement;
  setMuted: (muted: boolean) => void;
  setEditing: (editing: boolean) => void;
}

export function createHud(options: {
  title: string;
  canEdit: boolean;
  hasSound: () => boolean;
  onBack: () => void;
  onMute: () => void;
  onFullscreen: () => void;
  onEdit: () => void;
}): Hud {
  const mute = h(
    'button',
    { type: 'button', className: 'icon-button', 'aria-label': 'Sound', 'aria-pressed': 'false', onClick: options.onMute },
    icon(icons.soundOff),
  );
  const edit = options.canEdit
    ? h('button', { type: 'button', className: 'icon-button', 'aria-label': 'Edit Pod', 'aria-pressed': 'false', onClick: options.onEdit }, icon(icons.edit))
    : null;
  const bar = h(
    'header',
    { className: 'bar' },
    h('button', { type: 'button', className: 'icon-button', 'aria-label': 'Back', onClick: options.onBack }, icon(icons.back)),
    h('h1', {}, options.title),
    mute,
    h('button', { type: 'button', className: 'icon-button', 'aria-label': 'Full screen', onClick: options.onFullscreen }, icon(icons.fullscreen)),
    edit,
  );
  const joystick = h('div', { className: 'joystick', role: 'presentation' }, h('div', { className: 'knob' }));
  const element = h('div', { className: 'hud' }, bar, joystick);
  return {
    element,
    joystick,
    setMuted: (muted) => {
      mute.setAttribute('aria-pressed', String(!muted));
      mute.replaceChildren(icon(muted ? icons.soundOff : icons.soundOn));
    },
    setEditing: (editing) => edit?.setAttribute('aria-pressed', String(editing)),
  };
}
