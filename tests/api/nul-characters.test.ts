/**
 * PostgreSQL cannot store U+0000 in text (SQLite can): a NUL anywhere a request carries text is
 * refused the same way on both databases, as 400, instead of failing in the query (found by the
 * fuzz test as a 500 on PostgreSQL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev, type SignedIn } from './support/dev-sign-in.ts';
import { multipart } from './support/multipart.ts';
import { createAccount } from './support/onboarding.ts';

const REFUSED = { error: 'Bad Request', message: 'Text must not contain NUL characters (U+0000).' };

describe.each(dialects)('NUL characters in requests on %s', (dialect) => {
  let h: Harness;
  let alice: SignedIn;
  let bob: SignedIn;
  beforeAll(async () => {
    h = await startHarness(dialect);
    alice = await signInWithDev(h.app, 'alice@example.test');
    bob = await signInWithDev(h.app, 'bob@example.test');
    await createAccount(h.app, alice, { userName: 'alice', userDisplayName: 'Alice' });
    await createAccount(h.app, bob, { userName: 'bob', userDisplayName: 'Bob' });
  });
  afterAll(() => h.close());

  it('refuses a NUL in a path segment, a query value or a JSON body', async () => {
    const me = alice.user.userId;
    const requests = [
      { method: 'GET' as const, url: '/api/users/single-user/a%00b' },
      { method: 'GET' as const, url: `/api/users/followers/${me}/${me}/0?search=a%00` },
      { method: 'PUT' as const, url: `/api/users/${me}`, payload: { userSocialLinks: [{ socialId: 1, socialLink: 'https://example.test/\u0000' }] } },
      { method: 'POST' as const, url: `/api/users/send-follow-request/${me}`, payload: { followingUserId: `${bob.user.userId}\u0000` } },
    ];
    for (const request of requests) {
      const response = await h.app.inject({ ...request, headers: bearer(alice.sessionToken) });
      expect(response.json(), `${request.method} ${request.url}`).toEqual(REFUSED);
      expect(response.statusCode).toBe(400);
    }
  });

  it('refuses a NUL in a form field or an attachment name', async () => {
    const send = async (fields: Parameters<typeof multipart>[0]) => {
      const body = await multipart({ clientMessageId: 'nul-1', ...fields });
      return h.app.inject({
        method: 'POST',
        url: `/api/messages/send/${alice.user.userId}/${bob.user.userId}`,
        headers: { ...bearer(alice.sessionToken), ...body.headers },
        payload: body.payload,
      });
    };
    const forms: Parameters<typeof multipart>[0][] = [
      { content: 'hi\u0000' },
      { file: { name: 'notes\u0000.txt', blob: new Blob(['hello'], { type: 'text/plain' }) } },
    ];
    for (const fields of forms) {
      const response = await send(fields);
      expect(response.json()).toEqual(REFUSED);
    }
    expect((await send({ content: 'hi' })).statusCode).toBe(200);
  });
});
