/**
 * Voice in a live event, for the person on this device.
 *
 * - `idle`: not in voice; the microphone button reads 'Join voice'. Joining is a tap, so the
 *   browser lets sound start.
 * - `requesting`: the browser is asked for the microphone (`openMicrophone`).
 * - `denied`: the browser or the person refused it; a notice says how to allow it, and the room
 *   goes on without voice. 'Join voice' asks again.
 * - `live`: talking and hearing the others (`startVoice` on the way in, `stopVoice` on the way
 *   out), in two regions:
 *   - `microphone`: `unmuted` or `muted` (`unmuteMicrophone` / `muteMicrophone`). The host can
 *     mute a guest (`host.muted`); the server keeps it (`hostMuted`), so joining again starts
 *     muted until the guest unmutes themselves.
 *   - `peers`: `connected`, or `reconnecting` while the room's stream is down; when it is back
 *     every connection restarts its ICE (`restartPeers`).
 * - `lost`: the microphone went away (unplugged, or taken by another app); a notice says so.
 * - `ended`: the event ended; voice stops for good.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

export type VoiceChatEvent =
  | { type: 'voice.join' }
  | { type: 'voice.leave' }
  | { type: 'mute.toggled' }
  | { type: 'host.muted' }
  | { type: 'device.lost' }
  | { type: 'room.dropped' }
  | { type: 'room.back' }
  | { type: 'room.ended' };

export interface VoiceChatInput { hostMuted?: boolean }

export const voiceChatMachine = setup({
  types: {
    context: {} as { hostMuted: boolean },
    events: {} as VoiceChatEvent,
    input: {} as VoiceChatInput,
  },
  actors: {
    // Provided by the view: getUserMedia with echo cancellation, noise suppression and auto gain.
    openMicrophone: fromPromise<unknown>(async () => undefined),
  },
  actions: {
    startVoice: () => {},
    stopVoice: () => {},
    muteMicrophone: () => {},
    unmuteMicrophone: () => {},
    restartPeers: () => {},
    markHostMuted: assign({ hostMuted: true }),
    clearHostMuted: assign({ hostMuted: false }),
  },
  guards: {
    isHostMuted: ({ context }) => context.hostMuted,
  },
}).createMachine({
  id: 'voiceChat',
  context: ({ input }) => ({ hostMuted: input.hostMuted ?? false }),
  initial: 'idle',
  on: {
    'host.muted': { actions: 'markHostMuted' },
    'room.ended': '.ended',
  },
  states: {
    idle: {
      on: { 'voice.join': 'requesting' },
    },
    requesting: {
      invoke: {
        id: 'openMicrophone',
        src: 'openMicrophone',
        onDone: [
          { guard: 'isHostMuted', target: 'live.microphone.muted', actions: 'startVoice' },
          { target: 'live', actions: 'startVoice' },
        ],
        onError: 'denied',
      },
    },
    denied: {
      on: { 'voice.join': 'requesting' },
    },
    live: {
      type: 'parallel',
      exit: 'stopVoice',
      on: {
        'voice.leave': 'idle',
        'device.lost': 'lost',
      },
      states: {
        microphone: {
          initial: 'unmuted',
          states: {
            unmuted: {
              entry: 'unmuteMicrophone',
              on: {
                'mute.toggled': 'muted',
                'host.muted': { target: 'muted', actions: 'markHostMuted' },
              },
            },
            muted: {
              entry: 'muteMicrophone',
              on: { 'mute.toggled': { target: 'unmuted', actions: 'clearHostMuted' } },
            },
          },
        },
        peers: {
          initial: 'connected',
          states: {
            connected: {
              on: { 'room.dropped': 'reconnecting' },
            },
            reconnecting: {
              on: { 'room.back': { target: 'connected', actions: 'restartPeers' } },
            },
          },
        },
      },
    },
    lost: {
      on: { 'voice.join': 'requesting' },
    },
    ended: { type: 'final' },
  },
});

type VoiceChatSnapshot = SnapshotFrom<typeof voiceChatMachine>;

export const selectInVoice = (s: VoiceChatSnapshot) => s.matches('live');
export const selectMuted = (s: VoiceChatSnapshot) => s.matches({ live: { microphone: 'muted' } });
export const selectReconnecting = (s: VoiceChatSnapshot) => s.matches({ live: { peers: 'reconnecting' } });

/** The microphone button: its label, whether it shows pressed (muted), and whether it can be used. */
export function selectMicButton(s: VoiceChatSnapshot): { label: string; pressed: boolean | null; disabled: boolean } {
  if (s.matches('requesting')) return { label: 'Joining voice…', pressed: null, disabled: true };
  if (s.matches('ended')) return { label: 'Join voice', pressed: null, disabled: true };
  if (!s.matches('live')) return { label: 'Join voice', pressed: null, disabled: false };
  return selectMuted(s) ? { label: 'Unmute', pressed: true, disabled: false } : { label: 'Mute', pressed: false, disabled: false };
}

/** The notice beside the button, or null. */
export function selectVoiceNotice(s: VoiceChatSnapshot): string | null {
  if (s.matches('denied')) return 'Microphone blocked. Allow it for this site in your browser’s settings (the icon beside the address), then tap Join voice. You can still chat and move around.';
  if (s.matches('lost')) return 'Your microphone was disconnected. Check it, then tap Join voice.';
  if (selectReconnecting(s)) return 'Voice is reconnecting…';
  if (selectMuted(s) && s.context.hostMuted) return 'The host muted you. Tap Unmute to talk again.';
  return null;
}
