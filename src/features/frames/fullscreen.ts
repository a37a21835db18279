/** The Fullscreen API, where the browser has it (iOS Safari has it only for video). */
export const isFullscreen = () => Boolean(document.fullscreenElement);

export async function enterFullscreen(element: HTMLElement | null) {
  if (!element?.requestFullscreen || document.fullscreenElement) return;
  await element.requestFullscreen().catch((error: unknown) => console.error('Fullscreen', error));
}

export async function exitFullscreen() {
  if (!document.fullscreenElement || !document.exitFullscreen) return;
  await document.exitFullscreen().catch((error: unknown) => console.error('Fullscreen', error));
}

/** Opens an http(s) link in a new tab without giving it this window. */
export function openExternal(url: string) {
  const { protocol } = new URL(url);
  if (protocol === 'http:' || protocol === 'https:') window.open(url, '_blank', 'noopener');
}
