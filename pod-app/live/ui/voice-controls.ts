/**
 * The voice controls: the microphone button ('Join voice', then 'Mute' / 'Unmute', pressed while
 * muted), 'Leave voice', a 'Spatial sound' switch, and the notice when the microphone is blocked
 * or lost (the room goes on without voice).
 */
import { selectInVoice, selectMicButton, selectVoiceNotice } from '../../../machines/voiceChat.ts';
import { h, icon, icons } from '../../ui/dom.ts';
import type { VoiceChat, VoiceChatSnapshot } from '../voice/voice-chat.ts';

export function createVoiceControls(voice: VoiceChat) {
  const label = h('span', {}, 'Join voice');
  const mic = h('button', { type: 'button', className: 'pill mic', onClick: () => voice.press() }, icon(icons.mic), label);
  const leave = h('button', { type: 'button', className: 'pill', hidden: true, onClick: () => voice.leave() }, 'Leave voice');
  const spatial = h('input', { type: 'checkbox', checked: true, onChange: () => voice.setSpatial(spatial.checked) });
  const spatialLabel = h('label', { className: 'spatial', hidden: true }, spatial, 'Spatial sound');
  const notice = h('p', { className: 'voice-notice', role: 'status' });
  const element = h('div', { className: 'voice-controls' }, notice, spatialLabel, leave, mic);

  const render = (snapshot: VoiceChatSnapshot) => {
    const button = selectMicButton(snapshot);
    label.textContent = button.label;
    mic.disabled = button.disabled;
    if (button.pressed === null) mic.removeAttribute('aria-pressed');
    else mic.setAttribute('aria-pressed', String(button.pressed));
    mic.dataset.state = button.pressed === null ? 'off' : button.pressed ? 'muted' : 'live';
    mic.firstElementChild!.replaceWith(icon(button.pressed ? icons.micOff : icons.mic));
    const inVoice = selectInVoice(snapshot);
    leave.hidden = !inVoice;
    spatialLabel.hidden = !inVoice;
    notice.textContent = selectVoiceNotice(snapshot) ?? '';
  };
  render(voice.actor.getSnapshot());
  voice.actor.subscribe(render);
  return { element };
}
