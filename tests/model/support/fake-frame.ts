/**
 * A fake pod app frame for the host screens' tests: the screen's real iframe (titled '3d-app'),
 * whose window the test speaks for: what the host posted to it is recorded, and messages are
 * posted to the host as the frame's window on the pod app's origin (or as anyone else).
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';

export const POD_APP_URL = 'http://localhost:18481';

export interface FakeFrame {
  element: HTMLIFrameElement;
  window: Window;
  sent: { message: unknown; targetOrigin: string }[];
}

let current: FakeFrame | null = null;

/** Takes hold of the screen's iframe once it is there (again after a reload). */
export async function fakeFrame(): Promise<FakeFrame> {
  const element = (await screen.findByTitle('3d-app')) as HTMLIFrameElement;
  if (current?.element === element) return current;
  const frameWindow = element.contentWindow!;
  const frame: FakeFrame = { element, window: frameWindow, sent: [] };
  vi.spyOn(frameWindow, 'postMessage').mockImplementation(((message: unknown, targetOrigin: string) => {
    frame.sent.push({ message, targetOrigin });
  }) as never);
  current = frame;
  return frame;
}

export const resetFakeFrame = () => {
  current = null;
};

/** The frame has loaded (the browser's load event on the iframe). */
export async function loadFrame() {
  const frame = await fakeFrame();
  act(() => void fireEvent.load(frame.element));
  return frame;
}

/** A message to the host, by default from the frame's window and the pod app's origin. */
export function postToHost(data: unknown, { origin = POD_APP_URL, source }: { origin?: string; source?: unknown } = {}) {
  const from = source === undefined ? current?.element.contentWindow : source;
  act(() => void window.dispatchEvent(new MessageEvent('message', { data, origin, source: from as Window })));
}

/** Makes the frame's window go away (as when the frame crashed or was torn out). */
export function loseFrame() {
  if (!current) return;
  Object.defineProperty(current.element, 'contentWindow', { configurable: true, get: () => null });
}

export const authSends = () => current?.sent.filter(({ message }) => (message as { type?: string }).type === 'auth') ?? [];
