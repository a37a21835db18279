/**
 * Secret keys every server process shares (server/auth/server-keys.ts): processes on one database
 * sign and verify alike whatever their DATA_DIR, a key an earlier version kept in DATA_DIR is
 * taken over, and production will not start without its secrets.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadConfig } from '../../server/config.ts';
import { loadServerKeys } from '../../server/auth/server-keys.ts';
import { dialects, startHarness, startSecondProcess, type Harness, type SecondProcess } from './support/harness.ts';
import { bearer, signInWithDev, type SignedIn } from './support/dev-sign-in.ts';
import { createAccount, createPod } from './support/onboarding.ts';

describe.each(dialects)('server keys on %s', (dialect) => {
  let h: Harness;
  let second: SecondProcess;
  let other: FastifyInstance;
  let otherDir: string;
  let ada: SignedIn;
  let postId: string;

  beforeAll(async () => {
    h = await startHarness(dialect);
    second = await startSecondProcess(h);
    other = second.app;
    otherDir = second.dataDir;
    ada = await signInWithDev(h.app, `ada-keys-${dialect}@example.test`);
    expect((await createAccount(h.app, ada, { userName: 'ada_keys' })).statusCode).toBe(200);
    const pod = await createPod(h.app, ada);
    postId = (pod.json() as { postId: string }).postId;
  });
  afterAll(async () => {
    await second.close();
    await h.close();
  });

  it('a frame token one process signed is accepted by another with its own DATA_DIR', async () => {
    const issued = await h.app.inject({ method: 'POST', url: `/api/users/frame-token/${ada.user.userId}`, headers: bearer(ada.sessionToken) });
    const { token } = issued.json() as { token: string };
    const read = await other.inject({ method: 'GET', url: `/api/posts/live/${postId}`, headers: bearer(token) });
    expect(read.statusCode, read.body).toBe(200);
  });

  it('every process answers the same Web Push key, and signs private links alike', async () => {
    const vapid = async (app: FastifyInstance) => (await app.inject({ url: '/api/notifications/vapid-public-key' })).json() as { publicKey: string };
    expect(await vapid(other)).toEqual(await vapid(h.app));
    const [mine, theirs] = await Promise.all([loadServerKeys(h.db, h.config), loadServerKeys(h.db, { ...h.config, dataDir: otherDir })]);
    expect(Buffer.from(theirs.privateLinks)).toEqual(Buffer.from(mine.privateLinks));
    expect(Buffer.from(theirs.frameToken)).not.toEqual(Buffer.from(mine.privateLinks));
  });

  it('takes over a key an earlier version kept in DATA_DIR, so push subscriptions made with it stay valid', async () => {
    const kept = webpush.generateVAPIDKeys();
    const dataDir = mkdtempSync(join(tmpdir(), 'pods-kept-keys-'));
    mkdirSync(join(dataDir, 'keys'));
    writeFileSync(join(dataDir, 'keys', 'vapid.json'), JSON.stringify(kept));
    const upgraded = await startHarness(dialect, { env: { DATA_DIR: dataDir } });
    try {
      expect((await upgraded.app.inject({ url: '/api/notifications/vapid-public-key' })).json()).toEqual({ publicKey: kept.publicKey });
    } finally {
      await upgraded.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('with SECRET_KEY, frame tokens and private links are signed with keys derived from it, none stored', async () => {
    const secret = 'a-secret-of-at-least-thirty-two-characters';
    const configured = await startHarness(dialect, { env: { SECRET_KEY: secret } });
    try {
      const keys = await loadServerKeys(configured.db, configured.config);
      const again = await loadServerKeys(configured.db, { ...configured.config, dataDir: otherDir });
      expect(Buffer.from(again.frameToken)).toEqual(Buffer.from(keys.frameToken));
      expect(Buffer.from(keys.frameToken)).not.toEqual(Buffer.from(keys.privateLinks));
      const stored = await configured.db.kysely.selectFrom('serverKeys').select('name').execute();
      expect(stored.map((row) => row.name).sort()).toEqual(['dev-oidc', 'vapid']);
    } finally {
      await configured.close();
    }
  });
});

describe('production configuration', () => {
  const vapid = webpush.generateVAPIDKeys();
  const production = { NODE_ENV: 'production', VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, SECRET_KEY: 's'.repeat(32) };

  it('refuses to start without SECRET_KEY, naming it and how to make one', () => {
    expect(() => loadConfig({ ...production, SECRET_KEY: '' })).toThrow(/SECRET_KEY: required in production.*openssl rand -base64 32/);
    expect(() => loadConfig({ ...production, SECRET_KEY: 'short' })).toThrow(/SECRET_KEY: at least 32 characters/);
  });

  it('refuses to start without the VAPID key pair, naming it', () => {
    expect(() => loadConfig({ ...production, VAPID_PUBLIC_KEY: '', VAPID_PRIVATE_KEY: '' })).toThrow(
      /VAPID_PUBLIC_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required in production/,
    );
  });

  it('starts with them, and outside production without them', () => {
    expect(loadConfig(production).secretKey).toBe('s'.repeat(32));
    expect(loadConfig({}).secretKey).toBeUndefined();
  });
});
