/**
 * Issue 17 item 11: the server sends Web Push requests only to https URLs of public hosts. The
 * app here runs without the tests' allowance (push.test.ts uses it for its fake push service).
 */
import dns, { type LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev, type SignedIn } from './support/dev-sign-in.ts';
import { createAccount } from './support/onboarding.ts';
import { fakeBrowser } from './support/fake-push-service.ts';

/** A name that resolves to this machine, as a DNS-rebinding attacker's name would after saving. */
const REBOUND = 'push.rebind.example';

describe.each(dialects)('Web Push endpoints on %s', (dialect) => {
  let h: Harness;
  let ada: SignedIn;
  let bea: SignedIn;
  let listener: Server;
  let port: number;
  let connections = 0;
  const looked: string[] = [];

  const subscribe = (who: SignedIn, endpoint: string) =>
    h.app.inject({
      method: 'POST',
      url: `/api/notifications/subscribe/${who.user.userId}`,
      headers: bearer(who.sessionToken),
      payload: fakeBrowser(endpoint).subscription,
    });

  beforeAll(async () => {
    h = await startHarness(dialect);
    ada = await signInWithDev(h.app, 'ada@example.test');
    bea = await signInWithDev(h.app, 'bea@example.test');
    for (const [who, name] of [
      [ada, 'ada'],
      [bea, 'bea'],
    ] as const)
      expect((await createAccount(h.app, who, { userName: name, userDisplayName: name })).statusCode).toBe(200);
    listener = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as AddressInfo).port;
    const realLookup = dns.lookup.bind(dns) as (...args: unknown[]) => void;
    vi.spyOn(dns, 'lookup').mockImplementation(((
      hostname: string,
      options: unknown,
      callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
    ) => {
      if (hostname !== REBOUND) return realLookup(hostname, options, callback);
      looked.push(hostname);
      const all = typeof options === 'object' && options !== null && (options as { all?: boolean }).all;
      if (all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
      else callback(null, '127.0.0.1', 4);
    }) as unknown as typeof dns.lookup);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await new Promise((resolve) => listener.close(resolve));
    await h.close();
  });

  it('refuses http endpoints and private, loopback, link-local, unique-local, CGNAT, multicast and IPv4-mapped hosts with 400', async () => {
    const refused: [string, string][] = [
      ['http://fcm.googleapis.com/fcm/send/x', 'endpoint must be an https URL.'],
      ['https://127.0.0.1/x', "endpoint must be a public push service's URL: 127.0.0.1 is not a public address."],
      ['https://2130706433/x', "endpoint must be a public push service's URL: 127.0.0.1 is not a public address."],
      ['https://localhost:8443/x', "endpoint must be a public push service's URL: localhost is this machine."],
      ['https://push.localhost/x', "endpoint must be a public push service's URL: push.localhost is this machine."],
      ['https://intranet/x', "endpoint must be a public push service's URL: intranet is not a public host name."],
      ['https://10.1.2.3/x', "endpoint must be a public push service's URL: 10.1.2.3 is not a public address."],
      ['https://172.16.0.1/x', "endpoint must be a public push service's URL: 172.16.0.1 is not a public address."],
      ['https://192.168.1.1/x', "endpoint must be a public push service's URL: 192.168.1.1 is not a public address."],
      ['https://169.254.169.254/latest', "endpoint must be a public push service's URL: 169.254.169.254 is not a public address."],
      ['https://100.64.0.1/x', "endpoint must be a public push service's URL: 100.64.0.1 is not a public address."],
      ['https://224.0.0.1/x', "endpoint must be a public push service's URL: 224.0.0.1 is not a public address."],
      ['https://0.0.0.0/x', "endpoint must be a public push service's URL: 0.0.0.0 is not a public address."],
      ['https://[::1]/x', "endpoint must be a public push service's URL: ::1 is not a public address."],
      ['https://[fe80::1]/x', "endpoint must be a public push service's URL: fe80::1 is not a public address."],
      ['https://[fd12:3456::1]/x', "endpoint must be a public push service's URL: fd12:3456::1 is not a public address."],
      ['https://[ff02::1]/x', "endpoint must be a public push service's URL: ff02::1 is not a public address."],
      ['https://[::ffff:127.0.0.1]/x', "endpoint must be a public push service's URL: ::ffff:7f00:1 is not a public address."],
      ['https://[::ffff:a9fe:a9fe]/x', "endpoint must be a public push service's URL: ::ffff:a9fe:a9fe is not a public address."],
      ['https://[::7f00:1]/x', "endpoint must be a public push service's URL: ::7f00:1 is not a public address."],
      ['https://[64:ff9b::a00:1]/x', "endpoint must be a public push service's URL: 64:ff9b::a00:1 is not a public address."],
    ];
    for (const [endpoint, message] of refused) {
      const response = await subscribe(ada, endpoint);
      expect({ endpoint, status: response.statusCode, body: response.json() }).toEqual({ endpoint, status: 400, body: { error: 'Bad Request', message } });
    }
    expect(await h.db.kysely.selectFrom('pushSubscriptions').select('endpoint').execute()).toEqual([]);
    for (const endpoint of ['https://fcm.googleapis.com/fcm/send/abc', 'https://[2606:4700::1111]/x', 'https://8.8.8.8/x']) {
      expect((await subscribe(ada, endpoint)).statusCode, endpoint).toBe(200);
    }
  });

  it('never connects to a name that resolves to a private address when sending, nor to an endpoint stored before the rule', async () => {
    expect((await subscribe(bea, `https://${REBOUND}:${port}/ok/bea`)).statusCode).toBe(200);
    const old = fakeBrowser(`http://127.0.0.1:${port}/ok/bea-old`).subscription;
    await h.db.kysely
      .insertInto('pushSubscriptions')
      .values({ endpoint: old.endpoint, userId: bea.user.userId, p256dh: old.keys.p256dh, auth: old.keys.auth, expirationTime: null, createdAt: 1 })
      .execute();
    const followed = await h.app.inject({
      method: 'POST',
      url: `/api/users/send-follow-request/${ada.user.userId}`,
      headers: bearer(ada.sessionToken),
      payload: { followingUserId: bea.user.userId },
    });
    expect(followed.statusCode, followed.body).toBe(200);
    await vi.waitFor(() => expect(looked).toContain(REBOUND), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(connections).toBe(0);
  });
});
