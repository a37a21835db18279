/** Messaging signals from the live stream, handed to the open chat and inbox (they read the conversation again). */
import type { MessageSignal } from '../../machines/notifications.ts';

const listeners = new Set<(signal: MessageSignal) => void>();

export function relayMessageSignal(signal: MessageSignal) {
  for (const listener of listeners) listener(signal);
}

/** Listens to signals (the live stream runs whenever someone is signed in: src/main.tsx starts it); returns the unsubscribe. */
export function onMessageSignal(listener: (signal: MessageSignal) => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
