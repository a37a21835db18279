/**
 * Voice tests' shared steps: every RTCPeerConnection a context's pages (and their frames) make,
 * kept in `window.podsConnections` to read their stats.
 */
import type { BrowserContext } from '@playwright/test';

export const recordConnections = (context: BrowserContext) =>
  context.addInitScript(() => {
    const Original = window.RTCPeerConnection;
    const made: RTCPeerConnection[] = [];
    (window as unknown as { podsConnections: RTCPeerConnection[] }).podsConnections = made;
    window.RTCPeerConnection = class extends Original {
      constructor(config?: RTCConfiguration) {
        super(config);
        made.push(this);
      }
    };
  });
