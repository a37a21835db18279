import { describe, expect, it, vi } from 'vitest';
import {
  listenToFrame,
  listenToHost,
  liveEventFrameUrl,
  parseFrameMessage,
  parseHostMessage,
  podAppFrameUrl,
  readLiveEventParams,
  readPodAppParams,
  sendToFrame,
  sendToHost,
  type MessageSource,
} from '../../shared/frame-protocol/index.ts';

const HOST = 'http://localhost:8080';
const FRAME = 'http://localhost:8081';

function fakeWindow() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const win: MessageSource & { emit(data: unknown, origin: string, source: unknown): void; count(): number } = {
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    emit: (data, origin, source) => {
      for (const l of listeners) l({ data, origin, source } as MessageEvent);
    },
    count: () => listeners.size,
  };
  return win;
}

describe('frame protocol messages', () => {
  it('parses every frame message of version 1', () => {
    for (const message of [
      { type: 'authenticated' },
      { type: 'navigateBack' },
      { type: 'openPodSettings', postId: 'p1' },
      { type: 'openOtherProfile', otherUserId: 'u2' },
      { type: 'toggleFullscreen' },
      { type: 'openLink', url: 'https://example.com/a?b=1' },
      { type: 'loaded' },
      { type: 'eventEnded' },
      { type: 'openHostProfilePage' },
      { type: 'openHostProfilePageFromHost' },
      { type: 'fullScreenOpen' },
      { type: 'fullScreenClose' },
      { type: 'shown' },
    ])
      expect(parseFrameMessage({ v: 1, ...message })).toEqual({ v: 1, ...message });
  });

  it('answers null for a wrong shape, type or version', () => {
    for (const data of [
      null,
      'authenticated',
      42,
      {},
      { type: 'authenticated' },
      { v: 2, type: 'authenticated' },
      { v: '1', type: 'authenticated' },
      { v: 1, type: 'nope' },
      { v: 1, type: 'openPodSettings' },
      { v: 1, type: 'openPodSettings', postId: 7 },
      { v: 1, type: 'openOtherProfile', otherUserId: '' },
      { v: 1, type: 'navigateBack', extra: true },
    ])
      expect(parseFrameMessage(data)).toBeNull();
    expect(parseHostMessage({ v: 1, type: 'auth', userId: 'u1' })).toBeNull();
    expect(parseHostMessage({ v: 2, type: 'auth', userId: 'u1', token: 't' })).toBeNull();
    expect(parseHostMessage({ v: 1, type: 'auth', userId: 'u1', token: 't', postId: 'p1' })).toEqual({
      v: 1,
      type: 'auth',
      userId: 'u1',
      token: 't',
      postId: 'p1',
    });
  });

  it('parses guest mode, which carries no identity', () => {
    expect(parseHostMessage({ v: 1, type: 'guest' })).toEqual({ v: 1, type: 'guest' });
    expect(parseHostMessage({ v: 1, type: 'guest', postId: 'p1' })).toEqual({ v: 1, type: 'guest', postId: 'p1' });
    expect(parseHostMessage({ v: 1, type: 'guest', userId: 'u1', token: 't' })).toBeNull();
    expect(parseHostMessage({ v: 2, type: 'guest' })).toBeNull();
  });

  it('refuses openLink to anything but http and https', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'vbscript:x',
      'not a url',
      '//example.com',
      '',
    ])
      expect(parseFrameMessage({ v: 1, type: 'openLink', url })).toBeNull();
    expect(parseFrameMessage({ v: 1, type: 'openLink', url: 'http://example.com' })).not.toBeNull();
  });
});

describe('frame protocol channel', () => {
  it('the host accepts a message only from the frame window and origin', () => {
    const host = fakeWindow();
    const frameWindow = {};
    const onMessage = vi.fn();
    const stop = listenToFrame({ on: host, from: () => frameWindow, origin: FRAME, onMessage });
    host.emit({ v: 1, type: 'authenticated' }, 'http://evil.example', frameWindow);
    host.emit({ v: 1, type: 'authenticated' }, FRAME, {});
    host.emit({ v: 1, type: 'authenticated' }, FRAME, null);
    host.emit({ v: 2, type: 'authenticated' }, FRAME, frameWindow);
    host.emit({ v: 1, type: 'openLink', url: 'javascript:alert(1)' }, FRAME, frameWindow);
    expect(onMessage).not.toHaveBeenCalled();
    host.emit({ v: 1, type: 'authenticated' }, FRAME, frameWindow);
    expect(onMessage).toHaveBeenCalledWith({ v: 1, type: 'authenticated' });
    stop();
    expect(host.count()).toBe(0);
  });

  it('ignores everything while the frame window is gone', () => {
    const host = fakeWindow();
    const onMessage = vi.fn();
    listenToFrame({ on: host, from: () => null, origin: FRAME, onMessage });
    host.emit({ v: 1, type: 'authenticated' }, FRAME, null);
    host.emit({ v: 1, type: 'authenticated' }, FRAME, undefined);
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('the frame accepts auth only from its parent and the host origin', () => {
    const frame = fakeWindow();
    const parent = {};
    const onMessage = vi.fn();
    listenToHost({ on: frame, from: () => parent, origin: HOST, onMessage });
    const auth = { v: 1, type: 'auth', userId: 'u1', token: 'jwt' };
    frame.emit(auth, 'http://evil.example', parent);
    frame.emit(auth, HOST, {});
    frame.emit({ ...auth, v: 0 }, HOST, parent);
    expect(onMessage).not.toHaveBeenCalled();
    frame.emit(auth, HOST, parent);
    expect(onMessage).toHaveBeenCalledWith(auth);
  });

  it('sends with the version and an exact target origin, never *', () => {
    const target = { postMessage: vi.fn() };
    sendToFrame(target, FRAME, { type: 'auth', userId: 'u1', token: 't' });
    expect(target.postMessage).toHaveBeenCalledWith({ v: 1, type: 'auth', userId: 'u1', token: 't' }, FRAME);
    sendToHost(target, HOST, { type: 'openPodSettings', postId: 'p1' });
    expect(target.postMessage).toHaveBeenLastCalledWith({ v: 1, type: 'openPodSettings', postId: 'p1' }, HOST);
    expect(() => sendToFrame(target, '*', { type: 'auth', userId: 'u1', token: 't' })).toThrow();
    expect(() => sendToHost(target, 'javascript:x', { type: 'loaded' })).toThrow();
  });
});

describe('frame URLs', () => {
  it('builds and reads the pod app and live event URLs', () => {
    const pod = podAppFrameUrl(`${FRAME}/`, { postId: 'p 1', previewMode: true });
    expect(pod).toBe(`${FRAME}/?postId=p+1&previewMode=true`);
    expect(readPodAppParams(new URL(pod).search)).toEqual({ postId: 'p 1', previewMode: true, guest: false });
    // A signed-out visitor's frame says so, and goes on as a guest without waiting for the host.
    const guest = podAppFrameUrl(FRAME, { postId: 'p1', previewMode: false, guest: true });
    expect(guest).toBe(`${FRAME}/?postId=p1&previewMode=false&guest=true`);
    expect(readPodAppParams(new URL(guest).search)).toEqual({ postId: 'p1', previewMode: false, guest: true });
    const live = liveEventFrameUrl(FRAME, { userId: 'u1', hostId: 'h1', eventId: '7', postId: 'p1' });
    expect(live).toBe(`${FRAME}/live.html?userId=u1&hostId=h1&eventId=7&postId=p1`);
    expect(readLiveEventParams(new URL(live).search)).toEqual({ userId: 'u1', hostId: 'h1', eventId: '7', postId: 'p1' });
    expect(readLiveEventParams('?userId=u1')).toBeNull();
    expect(readPodAppParams('')).toBeNull();
  });
});
