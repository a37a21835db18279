import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev, type SignedIn } from './support/dev-sign-in.ts';

/** The page session cookie (server/web/signed-in-page.ts): set with a bearer token, read by pages only. */
describe.each(dialects)('the page session cookie on %s', (dialect) => {
  let h: Harness;
  let ada: SignedIn;
  beforeAll(async () => {
    h = await startHarness(dialect);
    ada = await signInWithDev(h.app, 'ada.pages@example.test');
  });
  afterAll(() => h.close());

  it('is set only for a valid session, HttpOnly and SameSite=Strict, for the whole site', async () => {
    for (const headers of [{}, bearer('not-a-token')]) {
      const refused = await h.app.inject({ method: 'POST', url: '/api/session/page-cookie', headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    const set = await h.app.inject({ method: 'POST', url: '/api/session/page-cookie', headers: bearer(ada.sessionToken) });
    expect(set.statusCode).toBe(204);
    const cookie = String(set.headers['set-cookie']);
    expect(cookie).toContain(`pods_page=${ada.sessionToken}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\//);
  });

  it('is never a credential for the API: a request with only the cookie is refused', async () => {
    const cookie = `pods_page=${ada.sessionToken}`;
    expect((await h.app.inject({ url: `/api/users/${ada.user.userId}`, headers: { cookie } })).statusCode).toBe(401);
    const graphql = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { cookie, 'content-type': 'application/json' },
      payload: { query: `{ getUser(id: "${ada.user.userId}") { userId } }` },
    });
    expect(JSON.stringify(graphql.json())).not.toContain(`"userId":"${ada.user.userId}"`);
  });

  it('is cleared by a DELETE, which needs no session (a dead token clears it too)', async () => {
    const cleared = await h.app.inject({ method: 'DELETE', url: '/api/session/page-cookie' });
    expect(cleared.statusCode).toBe(204);
    expect(String(cleared.headers['set-cookie'])).toMatch(/pods_page=;.*Expires=Thu, 01 Jan 1970/i);
  });
});
