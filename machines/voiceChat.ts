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

export interface VoiceChatInput {
  hostMuted?: boolean;
}

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
  meta: {
    guards: {
      isHostMuted: 'the host muted this person earlier (the server keeps it)',
    },
  },
  on: {
    'host.muted': { actions: 'markHostMuted', description: 'The host mutes this person: they start muted when they join voice' },
    'room.ended': { target: '.ended', description: 'The event ends: voice stops for good' },
  },
  states: {
    idle: {
      description: "Not in voice: 'Join voice' on the microphone button",
      on: { 'voice.join': { target: 'requesting', description: "A tap on 'Join voice' asks for the microphone" } },
    },
    requesting: {
      description: "'Joining voice…' (disabled) while the browser asks for the microphone",
      invoke: {
        id: 'openMicrophone',
        src: 'openMicrophone',
        onDone: [
          {
            guard: 'isHostMuted',
            target: 'live.microphone.muted',
            actions: 'startVoice',
            description: 'Microphone allowed, but the host had muted them: in voice, muted',
          },
          { target: 'live', actions: 'startVoice', description: 'Microphone allowed: in voice, unmuted' },
        ],
        onError: { target: 'denied', description: 'The browser or the person refused the microphone' },
      },
    },
    denied: {
      description: "'Microphone blocked…' with how to allow it; the room goes on without voice",
      on: { 'voice.join': { target: 'requesting', description: "'Join voice' asks for the microphone again" } },
    },
    live: {
      description: "In voice: 'Mute' or 'Unmute', 'Leave voice' and 'Spatial sound'",
      type: 'parallel',
      exit: 'stopVoice',
      on: {
        'voice.leave': { target: 'idle', description: "'Leave voice': voice stops" },
        'device.lost': { target: 'lost', description: 'The microphone was unplugged or taken by another app' },
      },
      states: {
        microphone: {
          description: "This person's microphone",
          initial: 'unmuted',
          states: {
            unmuted: {
              description: "'Mute' on the button: the others hear this person",
              entry: 'unmuteMicrophone',
              on: {
                'mute.toggled': { target: 'muted', description: "A tap on 'Mute'" },
                'host.muted': { target: 'muted', actions: 'markHostMuted', description: 'The host mutes this person' },
              },
            },
            muted: {
              description: "'Unmute' (pressed); after a host mute: 'The host muted you. Tap Unmute to talk again.'",
              entry: 'muteMicrophone',
              on: { 'mute.toggled': { target: 'unmuted', actions: 'clearHostMuted', description: "A tap on 'Unmute' (it also lifts the host's mute)" } },
            },
          },
        },
        peers: {
          description: 'The voice connections to the others',
          initial: 'connected',
          states: {
            connected: {
              description: 'Hearing the others',
              on: { 'room.dropped': { target: 'reconnecting', description: "The room's connection dropped" } },
            },
            reconnecting: {
              description: "'Voice is reconnecting…'",
              on: { 'room.back': { target: 'connected', actions: 'restartPeers', description: 'The room is back: every voice connection restarts' } },
            },
          },
        },
      },
    },
    lost: {
      description: "'Your microphone was disconnected. Check it, then tap Join voice.'",
      on: { 'voice.join': { target: 'requesting', description: "'Join voice' asks for the microphone again" } },
    },
    ended: { type: 'final', description: "The event ended: voice is off, 'Join voice' is disabled" },
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
  if (s.matches('denied'))
    return 'Microphone blocked. Allow it for this site in your browser’s settings (the icon beside the address), then tap Join voice. You can still chat and move around.';
  if (s.matches('lost')) return 'Your microphone was disconnected. Check it, then tap Join voice.';
  if (selectReconnecting(s)) return 'Voice is reconnecting…';
  if (selectMuted(s) && s.context.hostMuted) return 'The host muted you. Tap Unmute to talk again.';
  return null;
}
