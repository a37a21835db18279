/**
 * Row ids are 32-bit on PostgreSQL (serial): an id or cursor past 2^31 - 1 in a request names no
 * row and is refused as 400 on both databases, instead of failing in the query there (found by
 * the fuzz test as a 500 on PostgreSQL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev, type SignedIn } from './support/dev-sign-in.ts';
import { multipart } from './support/multipart.ts';

const TOO_BIG = ['2147483648', '9007199254740994'];

describe.each(dialects)('ids past the 32-bit range on %s', (dialect) => {
  let h: Harness;
  let alice: SignedIn;
  beforeAll(async () => {
    h = await startHarness(dialect);
    alice = await signInWithDev(h.app, 'alice@example.test');
  });
  afterAll(() => h.close());

  it('answers 400, never 500, for event ids, live event ids, attachment ids and message cursors', async () => {
    const me = alice.user.userId;
    const form = await multipart({ eventName: 'x' });
    for (const id of TOO_BIG) {
      const requests = [
        { method: 'GET' as const, url: `/api/users/event/${me}/${id}` },
        { method: 'PUT' as const, url: `/api/users/update-event-status/${me}/${id}`, payload: { eventStatus: 'started' } },
        { method: 'POST' as const, url: `/api/users/join-event/${me}/${id}` },
        { method: 'DELETE' as const, url: `/api/users/delete-event/${me}/${id}` },
        { method: 'PUT' as const, url: `/api/users/update-event/${me}/${id}`, payload: form.payload, headers: form.headers },
        { method: 'POST' as const, url: `/api/live-events/${id}/ticket/${me}` },
        { method: 'GET' as const, url: `/api/live-events/${id}/room/${me}` },
        { method: 'POST' as const, url: `/api/live-events/${id}/chat/${me}`, payload: { text: 'hi' } },
        { method: 'GET' as const, url: `/api/messages/attachment/${me}/${id}/image` },
        { method: 'GET' as const, url: `/api/messages/inbox/${me}?cursor=${id}` },
        { method: 'GET' as const, url: `/api/messages/chat/${me}/${me}?cursor=${id}` },
      ];
      for (const { headers, ...request } of requests) {
        const response = await h.app.inject({ ...request, headers: { ...bearer(alice.sessionToken), ...headers } });
        expect(response.statusCode, `${request.method} ${request.url}: ${response.body}`).toBe(400);
        expect(response.json()).toMatchObject({ error: 'Bad Request' });
      }
    }
  });

  it('answers 400 for numbers that are not finite, which schema coercion lets past minimum and maximum', async () => {
    const me = alice.user.userId;
    for (const value of ['Infinity', '-Infinity', '1e309', '-1e309']) {
      const requests = [
        { method: 'GET' as const, url: `/api/users/event/${me}/${value}` },
        { method: 'GET' as const, url: `/api/live-events/${value}/room/${me}` },
        { method: 'GET' as const, url: `/api/users/followers/${me}/${me}/0?limit=${value}` },
        { method: 'GET' as const, url: `/api/posts/timeline/${me}?pageNumber=${value}` },
      ];
      for (const request of requests) {
        const response = await h.app.inject({ ...request, headers: bearer(alice.sessionToken) });
        expect(response.json(), `${request.method} ${request.url}`).toEqual({ error: 'Bad Request', message: 'Numbers must be finite.' });
      }
    }
    const body = await h.app.inject({
      method: 'POST',
      url: `/api/live-events/1/moves/${me}`,
      headers: { ...bearer(alice.sessionToken), 'content-type': 'application/json' },
      payload: '{"x":"-Infinity","y":0,"z":0,"yaw":0}',
    });
    expect(body.json()).toEqual({ error: 'Bad Request', message: 'Numbers must be finite.' });
  });
});
