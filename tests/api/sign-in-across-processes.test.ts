/**
 * Sign-in behind a round-robin load balancer (issue 24): the single-use codes (the development
 * issuer's authorization codes, the form_post hand-off codes) live in the database, so a code one
 * process issued is redeemed on another, and still only once. The second "process" is an app with
 * its own database handle and its own DATA_DIR.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startHarness, startSecondProcess, type Harness, type SecondProcess } from './support/harness.ts';
import { approveAtDevIssuer } from './support/dev-sign-in.ts';
import { arriveAtSignIn, finishSignIn, startSignIn } from './support/sign-in-flow.ts';

describe.each(dialects)('sign-in across two app processes on %s', (dialect) => {
  let h: Harness;
  let second: SecondProcess;
  let other: FastifyInstance;

  beforeAll(async () => {
    h = await startHarness(dialect);
    second = await startSecondProcess(h);
    other = second.app;
  });
  afterAll(async () => {
    await second.close();
    await h.close();
  });

  it('redeems an authorization code issued by one process at the other, once', async () => {
    const { pending, url } = await startSignIn(h.app, 'google');
    const signinUrl = await arriveAtSignIn(h.app, await approveAtDevIssuer(h.app, url, `ada-${dialect}@example.test`));
    const signedIn = await finishSignIn(other, pending, signinUrl);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ user: { userEmail: `ada-${dialect}@example.test` } });
    const replay = await finishSignIn(h.app, pending, signinUrl);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ message: expect.stringMatching(/invalid_grant/) });
  });

  it('redeems a form_post hand-off code issued by one process at the other, once', async () => {
    const { pending, url } = await startSignIn(h.app, 'apple');
    // The provider's form_post lands on this process, the app's redemption on the other.
    const signinUrl = await arriveAtSignIn(h.app, await approveAtDevIssuer(h.app, url, `grace-${dialect}@example.test`));
    expect(signinUrl.searchParams.has('sign_in_code'), signinUrl.toString()).toBe(true);
    const signedIn = await finishSignIn(other, pending, signinUrl);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ user: { userEmail: `grace-${dialect}@example.test`, userLoginID: expect.stringMatching(/^apple\|/) } });
    const replay = await finishSignIn(h.app, pending, signinUrl);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ message: expect.stringMatching(/Sign-in code refused/) });
  });

  it('lets only one of two processes exchanging the same code at once have it', async () => {
    const { info, pending, url } = await startSignIn(h.app, 'google');
    const answer = await approveAtDevIssuer(h.app, url, `once-${dialect}@example.test`);
    const code = new URL(answer.location!).searchParams.get('code')!;
    const exchange = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/dev-oidc/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          client_id: info.clientId,
          redirect_uri: info.redirectUri,
          code_verifier: pending.codeVerifier,
        }).toString(),
      });
    const answers = await Promise.all([exchange(h.app), exchange(other)]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((response) => response.statusCode === 400)!.json()).toMatchObject({ error: 'invalid_grant' });
  });
});
