/**
 * Limits keyed by the client's address see the real client, also through the gateway (which calls
 * the REST API in process): each client has its own limit, and X-Forwarded-For counts only when
 * TRUST_PROXY names the proxy it came from.
 */
import { existsSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { loadConfig } from '../../server/config.ts';
import { LIMITS } from '../../server/http/rate-limits.ts';

const built = existsSync('.mesh/index.js');
if (!built && process.env.CI) throw new Error('.mesh/ is missing: run npm run build:mesh');

const HELP = 'mutation { sendHelpEmail(input: { name: "Ada", email: "ada@example.test", topic: "Friends & Social Features", message: "Hello" }) { status } }';
type GraphQLAnswer = {
  data?: { sendHelpEmail: { status: string } | null };
  errors?: { message: string; extensions?: { response?: { status?: number; body?: { message?: string } } } }[];
};

describe('TRUST_PROXY', () => {
  it('is off by default, and takes proxy addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,loopback' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', 'loopback']);
    expect(loadConfig({ TRUST_PROXY: '::1,fd00::/8' }).trustProxy).toEqual(['::1', 'fd00::/8']);
  });

  it('refuses what is not an address or a range (trusting anyone, or any client one hop away, would let clients choose their address)', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: .*addresses/);
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });
});

describe.skipIf(!built).each(dialects)('client addresses behind the gateway on %s', (dialect) => {
  let h: Harness;
  let saved: string | undefined;
  beforeEach(() => {
    saved = process.env.PODS_API_ORIGIN;
    // Nothing listens here: the gateway reaches the API in process.
    process.env.PODS_API_ORIGIN = 'http://127.0.0.1:9';
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.PODS_API_ORIGIN;
    else process.env.PODS_API_ORIGIN = saved;
  });

  const viaGateway = async (app: Harness['app'], remoteAddress: string, headers: Record<string, string> = {}) => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress,
      headers: { 'content-type': 'application/json', ...headers },
      payload: { query: HELP },
    });
    return response.json() as GraphQLAnswer;
  };
  const refused = (answer: GraphQLAnswer) => answer.errors?.[0]?.extensions?.response?.status;

  describe('without TRUST_PROXY', () => {
    beforeAll(async () => {
      h = await startHarness(dialect, { gateway: true });
    });
    afterAll(() => h.close());

    it('gives two clients of /graphql a limit each', async () => {
      for (let i = 0; i < LIMITS.help.max; i += 1) expect((await viaGateway(h.app, '10.30.0.1')).data?.sendHelpEmail?.status).toBe('queued');
      const limited = await viaGateway(h.app, '10.30.0.1');
      expect(refused(limited)).toBe(429);
      expect(limited.errors?.[0]?.extensions?.response?.body?.message).toMatch(/Too many messages\. Please try again in/);
      // Another person's first message goes through.
      expect(await viaGateway(h.app, '10.30.0.2')).toEqual({ data: { sendHelpEmail: { status: 'queued' } } });
    });

    it('ignores a forged X-Forwarded-For, through /graphql and at the REST API', async () => {
      for (let i = 0; i < LIMITS.help.max; i += 1) {
        expect((await viaGateway(h.app, '10.31.0.1', { 'x-forwarded-for': `10.99.0.${i}` })).data?.sendHelpEmail?.status).toBe('queued');
      }
      expect(refused(await viaGateway(h.app, '10.31.0.1', { 'x-forwarded-for': '10.99.1.1' }))).toBe(429);
      const direct = await h.app.inject({
        method: 'POST',
        url: '/api/email-service/send-email',
        remoteAddress: '10.31.0.1',
        headers: { 'x-forwarded-for': '10.99.2.1' },
        payload: { name: 'Ada', email: 'ada@example.test', topic: 'Friends & Social Features', message: 'Hello' },
      });
      expect(direct.statusCode).toBe(429);
      expect(direct.json()).toEqual({
        error: 'Too Many Requests',
        message: expect.stringMatching(/^Too many messages\. Please try again in (\d+ seconds?|1 minute)\.$/),
      });
      expect(Number(direct.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('with TRUST_PROXY naming the proxy', () => {
    beforeAll(async () => {
      h = await startHarness(dialect, { gateway: true, env: { TRUST_PROXY: '127.0.0.1' } });
    });
    afterAll(() => h.close());

    it('keys by the client the proxy names, through /graphql', async () => {
      const proxied = (client: string) => viaGateway(h.app, '127.0.0.1', { 'x-forwarded-for': client });
      for (let i = 0; i < LIMITS.help.max; i += 1) expect((await proxied('10.32.0.1')).data?.sendHelpEmail?.status).toBe('queued');
      expect(refused(await proxied('10.32.0.1'))).toBe(429);
      expect(await proxied('10.32.0.2')).toEqual({ data: { sendHelpEmail: { status: 'queued' } } });
    });

    it('still ignores X-Forwarded-For from a client that is not the proxy', async () => {
      for (let i = 0; i < LIMITS.help.max; i += 1) {
        expect((await viaGateway(h.app, '10.33.0.1', { 'x-forwarded-for': `10.98.0.${i}` })).data?.sendHelpEmail?.status).toBe('queued');
      }
      expect(refused(await viaGateway(h.app, '10.33.0.1', { 'x-forwarded-for': '10.98.1.1' }))).toBe(429);
    });
  });
});
