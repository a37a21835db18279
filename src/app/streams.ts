/** Long-lived connections (live notifications, later) register here so logout and 401 close them. */
const closers = new Set<() => void>();

export function registerStream(close: () => void) {
  closers.add(close);
  return () => closers.delete(close);
}
export function closeAllStreams() {
  for (const close of closers) close();
  closers.clear();
}
