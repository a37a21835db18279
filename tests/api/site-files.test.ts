/**
 * Issue 49 item 16: robots.txt, sitemap.xml (public screens and public Pods of public profiles,
 * nothing private) and /.well-known/security.txt, and the Permissions-Policy, COOP and CORP
 * headers on every answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev, type SignedIn } from './support/dev-sign-in.ts';
import { createAccount, createPod } from './support/onboarding.ts';

describe('what the web expects of a site', () => {
  let h: Harness;
  const pods: Record<string, string> = {};
  const person = async (email: string, userName: string, userProfileType: 'public' | 'private') => {
    const who: SignedIn = await signInWithDev(h.app, email);
    await createAccount(h.app, who, { userName, userProfileType });
    pods[userName] = (await createPod(h.app, who)).json().postId;
    return who;
  };
  beforeAll(async () => {
    h = await startHarness('sqlite');
    await person('ada@example.test', 'ada', 'public');
    await person('cat@example.test', 'cat', 'private');
    const bob = await person('bob@example.test', 'bob', 'public');
    await h.app.inject({
      method: 'PUT',
      url: `/api/posts/${bob.user.userId}/${pods.bob}`,
      headers: bearer(bob.sessionToken),
      payload: { postType: 'private' },
    });
  });
  afterAll(() => h.close());

  it('lets crawlers in, but not into the API, and says where the sitemap is', async () => {
    const robots = await h.app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  it('lists the public screens and the public Pods of public profiles, and nothing private', async () => {
    const sitemap = await h.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(sitemap.body).toMatch(/<loc>https?:\/\/[^<]+\/time-line<\/loc>/);
    expect(sitemap.body).toContain(`/?postId=${pods.ada}</loc>`);
    expect(sitemap.body).not.toContain(pods.cat); // a public Pod of a private profile
    expect(sitemap.body).not.toContain(pods.bob); // a private Pod
  });

  it('says whom to tell of a vulnerability, for at most a year', async () => {
    const security = await h.app.inject({ url: '/.well-known/security.txt' });
    expect(security.statusCode).toBe(200);
    expect(security.body).toMatch(/^Contact: mailto:security@\S+$/m);
    const expires = Date.parse(/^Expires: (\S+)$/m.exec(security.body)![1]!);
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThanOrEqual(Date.now() + 366 * 24 * 3600 * 1000);
  });

  it('answers with Permissions-Policy, Cross-Origin-Opener-Policy and Cross-Origin-Resource-Policy', async () => {
    const answer = await h.app.inject({ url: '/api/health' });
    expect(answer.headers['permissions-policy']).toMatch(/(^|, )microphone=\(self "https?:\/\/[^"]+"\)/);
    expect(answer.headers['permissions-policy']).toContain('geolocation=()');
    expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(answer.headers['cross-origin-resource-policy']).toBe('same-site');
  });
});
