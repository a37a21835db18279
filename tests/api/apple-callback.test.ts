/**
 * Apple's form_post callback (issue 50 item 5) is open to anyone, and each post that gets as far as
 * the code exchange costs a call to the provider's token endpoint. It is limited per address like
 * the other sign-in routes, and a post that could never finish a sign-in (no state for the app to
 * match) is answered without that call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.ts';
import { LIMITS } from '../../server/http/rate-limits.ts';

describe('the form_post callback', () => {
  let h: Harness;
  /** Calls to the (development) provider's token endpoint. */
  let exchanges = 0;
  beforeAll(async () => {
    h = await startHarness('sqlite', {
      beforeReady: (app) => app.addHook('onRequest', async (request) => void (request.url === '/dev-oidc/token' && (exchanges += 1))),
    });
  });
  afterAll(() => h.close());

  const post = (payload: string, remoteAddress = '10.50.0.1') =>
    h.app.inject({ method: 'POST', url: '/api/auth/apple/callback', remoteAddress, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });
  const answer = (response: { headers: Record<string, unknown> }) => Object.fromEntries(new URL(String(response.headers.location)).searchParams);

  it('answers a post without a state at once, with no call to the provider', async () => {
    exchanges = 0;
    const response = await post('code=made-up', '10.50.1.1');
    expect(response.statusCode).toBe(303);
    expect(answer(response)).toEqual({ error: 'invalid_request', error_description: 'The provider sent no state. Please start the sign-in again.' });
    expect(exchanges).toBe(0);
  });

  it(`exchanges at most ${LIMITS.signIn.max} codes a minute per address, then answers 429`, async () => {
    exchanges = 0;
    for (let i = 0; i < LIMITS.signIn.max; i += 1) {
      const response = await post(`code=made-up-${i}&state=st-${i}`);
      expect(response.statusCode).toBe(303);
      expect(answer(response)).toMatchObject({ error: 'access_denied', state: `st-${i}` });
    }
    expect(exchanges).toBe(LIMITS.signIn.max);
    const refused = await post('code=one-more&state=st-x');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many sign-in attempts\. Please try again in/);
    expect(exchanges).toBe(LIMITS.signIn.max);
    // Someone else is not affected.
    expect((await post('code=theirs&state=st-y', '10.50.2.1')).statusCode).toBe(303);
  });
});
