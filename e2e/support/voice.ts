/**
 * Voice tests' shared steps: every RTCPeerConnection a context's pages (and their frames) make,
 * kept in `window.podsConnections` to read their stats. Each keeps `podsTimeline`: what was done
 * to it and what it did, in order (ms since it was made), for a test to print when a pair stalls.
 */
import type { BrowserContext } from '@playwright/test';

export const recordConnections = (context: BrowserContext) =>
  context.addInitScript(() => {
    const Original = window.RTCPeerConnection;
    const made: RTCPeerConnection[] = [];
    (window as unknown as { podsConnections: RTCPeerConnection[] }).podsConnections = made;
    window.RTCPeerConnection = class extends Original {
      podsTimeline: string[] = [];
      constructor(config?: RTCConfiguration) {
        super(config);
        made.push(this);
        const born = performance.now();
        const note = (what: string) => this.podsTimeline.push(`${(performance.now() - born).toFixed(0)} ${what}`);
        this.addEventListener('signalingstatechange', () => note(`signaling ${this.signalingState}`));
        this.addEventListener('icegatheringstatechange', () => note(`gathering ${this.iceGatheringState}`));
        this.addEventListener('iceconnectionstatechange', () => note(`ice ${this.iceConnectionState}`));
        this.addEventListener('negotiationneeded', () => note('negotiationneeded'));
        this.addEventListener('icecandidate', ({ candidate }) => note(`candidate ${candidate ? candidate.candidate.split(' ').slice(2, 8).join(' ') : 'end'}`));
        this.addEventListener('icecandidateerror', (event) => note(`candidate error ${(event as RTCPeerConnectionIceErrorEvent).errorText}`));
        for (const method of ['setLocalDescription', 'setRemoteDescription', 'addIceCandidate', 'restartIce', 'close'] as const) {
          const original = (this[method] as (...args: unknown[]) => unknown).bind(this);
          (this as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
            const arg = args[0] as { type?: string; candidate?: string } | undefined;
            note(`${method}(${arg?.type ?? (arg?.candidate ? 'candidate' : '')})`);
            const result = original(...args) as Promise<unknown> | undefined;
            result?.then?.(
              () => note(`${method} done`),
              (error: Error) => note(`${method} failed: ${error.message}`),
            );
            return result;
          };
        }
      }
    };
  });
