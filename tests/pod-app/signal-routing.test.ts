/** Which connection a voice signal belongs to, by the connection names it carries (pod-app/live/voice/signal-routing.ts). */
import { describe, expect, it } from 'vitest';
import { routeSignal } from '../../pod-app/live/voice/signal-routing.ts';
import type { VoiceSignal } from '../../shared/live-messages.ts';

const offer = (names: { connection?: string; for?: string } = {}): VoiceSignal => ({ description: { type: 'offer', sdp: 'v=0' }, ...names });
const answer = (names: { connection?: string; for?: string } = {}): VoiceSignal => ({ description: { type: 'answer', sdp: 'v=0' }, ...names });
const candidate = (names: { connection?: string; for?: string } = {}): VoiceSignal => ({
  candidate: { candidate: 'candidate:1', sdpMid: '0', sdpMLineIndex: 0, usernameFragment: null },
  ...names,
});

describe('routeSignal', () => {
  it('opens a connection only for an offer', () => {
    expect(routeSignal(offer({ connection: 'b1' }), undefined)).toBe('take');
    expect(routeSignal(candidate({ connection: 'b1', for: 'a1' }), undefined)).toBe('drop');
    expect(routeSignal(answer({ connection: 'b1', for: 'a1' }), undefined)).toBe('drop');
  });

  it('takes what their connection sends ours', () => {
    const ours = { id: 'a1', theirs: 'b1' };
    expect(routeSignal(answer({ connection: 'b1', for: 'a1' }), ours)).toBe('take');
    expect(routeSignal(candidate({ connection: 'b1', for: 'a1' }), ours)).toBe('take');
    expect(routeSignal(offer({ connection: 'b1', for: 'a1' }), ours)).toBe('take');
  });

  it('takes the answer that first names their connection, before ours knows it', () => {
    expect(routeSignal(answer({ connection: 'b2', for: 'a1' }), { id: 'a1', theirs: null })).toBe('take');
  });

  it('drops an answer or candidate meant for an old connection of ours', () => {
    const ours = { id: 'a2', theirs: 'b1' };
    expect(routeSignal(answer({ connection: 'b1', for: 'a1' }), ours)).toBe('drop');
    expect(routeSignal(candidate({ connection: 'b1', for: 'a1' }), ours)).toBe('drop');
  });

  it('drops a candidate from a connection of theirs whose description was not taken', () => {
    expect(routeSignal(candidate({ connection: 'b0' }), { id: 'a1', theirs: 'b1' })).toBe('drop');
    expect(routeSignal(candidate({ connection: 'b1' }), { id: 'a1', theirs: null })).toBe('drop');
  });

  it('replaces ours when a new connection of theirs offers', () => {
    expect(routeSignal(offer({ connection: 'b2' }), { id: 'a1', theirs: 'b1' })).toBe('replace');
    expect(routeSignal(offer({ connection: 'b2' }), { id: 'a1', theirs: null })).toBe('take');
  });

  it('takes signals that name no connection as they come', () => {
    expect(routeSignal(candidate(), { id: 'a1', theirs: 'b1' })).toBe('take');
  });
});
