/**
 * Pod room API tests' shared steps (issue 46), on a live suite (live-room.ts: people signed up,
 * the first owning the Pod): calls to /api/pod-rooms/{postId}/…, entering the room as a person
 * (a ticket, then the stream) or as a signed-out visitor, and the room's answer to someone.
 */
import { expect } from 'vitest';
import { bearer, type SignedIn } from './dev-sign-in.ts';
import { nextOf, type LiveSuite } from './live-room.ts';
import type { EventStream } from './event-stream.ts';

export type InRoom = EventStream & { snapshot: Record<string, unknown> };

export function podRooms(suite: LiveSuite, postId = suite.postId) {
  const url = (path = '') => `${suite.base}/api/pod-rooms/${postId}${path}`;
  const call = (method: 'GET' | 'POST' | 'PUT', path: string, who: SignedIn | null, body?: object) =>
    fetch(url(path), {
      method,
      headers: { ...(who ? bearer(who.sessionToken) : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const ticket = (who: SignedIn) => call('POST', `/ticket/${who.user.userId}`, who);
  return {
    url,
    call,
    ticket,
    /** What the room says to this person (null: signed out). */
    async ask(who: SignedIn | null) {
      const response = await call('GET', '', who);
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as {
        present: number;
        entry: { kind: string; canTalk?: boolean; present?: number; reason?: string; message?: string };
        participants: { userId: string; userDisplayName: string | null }[];
        dropIn?: string;
      };
    },
    async enter(who: SignedIn): Promise<InRoom> {
      const answer = await ticket(who);
      expect(answer.status, await answer.clone().text()).toBe(200);
      const stream = await suite.openStream(url(`/stream/${who.user.userId}?ticket=${((await answer.json()) as { ticket: string }).ticket}`));
      return Object.assign(stream, { snapshot: await nextOf(stream, 'snapshot') });
    },
    async visit(): Promise<InRoom> {
      const stream = await suite.openStream(url('/visitor-stream'));
      return Object.assign(stream, { snapshot: await nextOf(stream, 'snapshot') });
    },
    move: (who: SignedIn, pose = { x: 1, y: 0, z: 2, yaw: 0 }) => call('POST', `/moves/${who.user.userId}`, who, pose),
    say: (who: SignedIn, text: string) => call('POST', `/chat/${who.user.userId}`, who, { text }),
  };
}

export const idsOf = (people: unknown) => (people as { userId: string }[]).map((p) => p.userId).sort();
