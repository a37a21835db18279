/** The server's configuration, read once from the environment and validated. */
import { createPrivateKey } from 'node:crypto';
import { resolve } from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import type { IceServer } from '../shared/live-messages.ts';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyAsUndefined, z.string().min(1).optional());
const issuerUrl = (fallback: string) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .url()
      .refine((url) => /^https?:\/\//.test(url), 'an http(s) URL')
      .default(fallback),
  );
/** A .p8 key as Apple gives it; `\n` may stand for line breaks so it fits on one line. */
const pemText = (value: unknown) => (typeof value === 'string' && value !== '' ? value.replaceAll('\\n', '\n') : undefined);
const isEcPrivateKey = (pem: string) => {
  try {
    return createPrivateKey(pem).asymmetricKeyType === 'ec';
  } catch {
    return false;
  }
};

/** Names proxy-addr (Fastify's trustProxy) knows for whole ranges. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];
// Four-part IPv4 only: ipaddr.js also reads '1' or '0x7f.1' as addresses, which no one means here.
const isProxyAddress = (entry: string) =>
  NAMED_RANGES.includes(entry) ||
  ipaddr.IPv4.isValidFourPartDecimal(entry) ||
  ipaddr.IPv4.isValidCIDRFourPartDecimal(entry) ||
  ipaddr.IPv6.isValid(entry) ||
  ipaddr.IPv6.isValidCIDR(entry);
/**
 * Whose X-Forwarded-For is believed: the proxies' addresses and ranges. `true` (believe anyone)
 * and hop counts are refused on purpose: where the server can be reached directly, any client
 * could then choose its own address.
 */
const trustProxy = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .transform((text, context): string[] => {
      const entries = text
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      if (entries.length && entries.every(isProxyAddress)) return entries;
      context.addIssue({
        code: 'custom',
        message: 'the addresses or CIDR ranges of your reverse proxies (comma-separated; loopback, linklocal and uniquelocal name whole ranges)',
      });
      return z.NEVER;
    })
    .optional(),
);

/** One ICE server as RTCPeerConnection takes it: STUN or TURN address(es), and TURN's credentials. */
const iceUrl = z.string().regex(/^(stun|stuns|turn|turns):\S+$/, 'a stun:, stuns:, turn: or turns: address');
const iceServer = z
  .object({
    urls: z.union([iceUrl, z.array(iceUrl).min(1)]),
    username: z.string().min(1).optional(),
    credential: z.string().min(1).optional(),
  })
  .strict()
  // The browser refuses a TURN server without them (RTCPeerConnection throws).
  .refine((server) => ![server.urls].flat().some((url) => url.startsWith('turn')) || (server.username && server.credential), {
    message: 'a turn: or turns: server needs its username and credential',
  })
  // Its addresses always a list: one shape for the room's clients (and a plain GraphQL type).
  .transform(({ urls, ...rest }): IceServer => ({ urls: [urls].flat(), ...rest }));
/** ICE_SERVERS: a JSON array of ICE servers for voice in live events (README: a TURN server). */
const iceServers = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .transform((text, context): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        context.addIssue({
          code: 'custom',
          message: 'not JSON: a JSON array of ICE servers, such as [{"urls":"turn:turn.example.com:3478","username":"pods","credential":"secret"}]',
        });
        return z.NEVER;
      }
    })
    .pipe(z.array(iceServer).max(10))
    .optional(),
);

const schema = z
  .object({
    PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(8080)),
    HOST: z.preprocess(emptyAsUndefined, z.string().default('127.0.0.1')),
    POD_APP_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).optional()),
    POD_APP_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .url()
        .refine((url) => /^https?:\/\//.test(url), 'an http(s) URL')
        .optional(),
    ),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
    DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
    BLOB_STORE: z.preprocess(
      emptyAsUndefined,
      z.enum(['postgres', 'disk'], { error: "'postgres' (uploads in the database, shared by every process) or 'disk' (DATA_DIR)" }).optional(),
    ),
    PUBLIC_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    APPLE_CLIENT_ID: optionalText,
    APPLE_TEAM_ID: optionalText,
    APPLE_KEY_ID: optionalText,
    APPLE_PRIVATE_KEY: z.preprocess(pemText, z.string().refine(isEcPrivateKey, 'the PKCS #8 PEM EC key Apple gives (the .p8 file)').optional()),
    GOOGLE_ISSUER: issuerUrl('https://accounts.google.com'),
    APPLE_ISSUER: issuerUrl('https://appleid.apple.com'),
    SECRET_KEY: z.preprocess(emptyAsUndefined, z.string().min(32, 'at least 32 characters (`openssl rand -base64 32` makes one)').optional()),
    VAPID_PUBLIC_KEY: optionalText,
    VAPID_PRIVATE_KEY: optionalText,
    VAPID_SUBJECT: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^(mailto:|https:\/\/)\S+$/, 'a mailto: address or an https: URL')
        .default('mailto:support@pods.example'),
    ),
    SMTP_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^smtps?:\/\/\S+$/, 'an smtp:// or smtps:// URL')
        .optional(),
    ),
    SUPPORT_EMAIL: z.preprocess(emptyAsUndefined, z.email().default('support@pods.example')),
    TRUST_PROXY: trustProxy,
    TIMELINE_CACHE_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(5_000)),
    TRENDING_CACHE_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(60_000)),
    FFMPEG_PATH: z.preprocess(emptyAsUndefined, z.string().default('ffmpeg')),
    GRAPHQL_TIME_BUDGET_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(100).max(120_000).default(10_000)),
    ICE_SERVERS: iceServers,
    NODE_ENV: optionalText,
  })
  .refine((e) => !e.GOOGLE_CLIENT_ID || e.GOOGLE_CLIENT_SECRET, {
    path: ['GOOGLE_CLIENT_SECRET'],
    message: 'Google exchanges codes only with the client secret: set it with GOOGLE_CLIENT_ID',
  })
  .refine((e) => !e.APPLE_CLIENT_ID || (e.APPLE_TEAM_ID && e.APPLE_KEY_ID && e.APPLE_PRIVATE_KEY), {
    path: ['APPLE_PRIVATE_KEY'],
    message: 'Apple needs APPLE_TEAM_ID, APPLE_KEY_ID and APPLE_PRIVATE_KEY with APPLE_CLIENT_ID (they sign its client secret)',
  })
  // Keys generated into the database would do for one deployment, but production keeps its secrets
  // where the operator can back them up, rotate them and give them to every process: its configuration.
  .refine((e) => e.NODE_ENV !== 'production' || e.SECRET_KEY, {
    path: ['SECRET_KEY'],
    message: 'required in production: it signs frame tokens and private picture links, alike in every process (`openssl rand -base64 32` makes one)',
  })
  .refine((e) => e.NODE_ENV !== 'production' || (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY), {
    path: ['VAPID_PUBLIC_KEY'],
    message:
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required in production: browsers subscribe to Web Push with them (`npx web-push generate-vapid-keys` makes a pair)',
  })
  .refine((e) => e.BLOB_STORE !== 'postgres' || e.DATABASE_URL, {
    path: ['BLOB_STORE'],
    message: 'postgres keeps uploads in the PostgreSQL database: set DATABASE_URL too (or BLOB_STORE=disk)',
  })
  .refine((e) => !e.VAPID_PUBLIC_KEY === !e.VAPID_PRIVATE_KEY, {
    path: ['VAPID_PRIVATE_KEY'],
    message: 'set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together (or neither, outside production, to use keys generated once in the database)',
  });

export interface Config {
  port: number;
  host: string;
  podAppPort: number;
  /** Where the pod app frames are served (their own origin): POD_APP_URL, else http://localhost:{podAppPort}. */
  podAppUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * Where uploads' bytes are kept (server/blobs/store.ts): BLOB_STORE, or undefined for the
   * database's kind (PostgreSQL: in it, so every process serves every upload; SQLite: DATA_DIR).
   */
  blobStore: 'postgres' | 'disk' | undefined;
  publicUrl: string;
  googleClientId: string | undefined;
  appleClientId: string | undefined;
  google: { clientSecret: string | undefined; issuer: string };
  apple: { teamId: string | undefined; keyId: string | undefined; privateKey: string | undefined; issuer: string };
  /** Signs frame tokens and private links (a key derived for each); without it, keys generated once in the database (auth/server-keys.ts). */
  secretKey: string | undefined;
  /** Web Push keys from the environment; without them, keys generated once in the database are used. */
  vapid: { publicKey: string; privateKey: string } | undefined;
  vapidSubject: string;
  /** Help messages: mailed over SMTP to `to` when `smtpUrl` is set; kept in the outbox otherwise. */
  mail: { smtpUrl: string | undefined; to: string; from: string };
  /** How long one server rendering of the signed-out Discover feed is served (0: each request renders). */
  timelineCacheMs: number;
  /** How long the most followed people are counted once for everybody (0: each request counts). */
  trendingCacheMs: number;
  /** The ffmpeg that re-encodes uploaded videos (server/uploads/videos.ts); without one, video uploads answer 503. */
  ffmpeg: string;
  /** How long one GraphQL request may run before the gateway answers it with an error. */
  graphqlTimeBudgetMs: number;
  /**
   * Fastify's trustProxy: whose X-Forwarded-For gives the client's address (the limits' key).
   * false: nobody's, the connection's address counts.
   */
  trustProxy: false | string[];
  /** ICE servers for voice in live events (STUN/TURN), given to the room's members; none: host candidates only (local and LAN). */
  iceServers: IceServer[];
  production: boolean;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const podAppPort = e.POD_APP_PORT ?? (e.PORT === 0 ? 0 : e.PORT + 1);
  return {
    port: e.PORT,
    host: e.HOST,
    podAppPort,
    podAppUrl: (e.POD_APP_URL ?? `http://localhost:${podAppPort}`).replace(/\/$/, ''),
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    blobStore: e.BLOB_STORE,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    googleClientId: e.GOOGLE_CLIENT_ID,
    appleClientId: e.APPLE_CLIENT_ID,
    google: { clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER.replace(/\/$/, '') },
    apple: { teamId: e.APPLE_TEAM_ID, keyId: e.APPLE_KEY_ID, privateKey: e.APPLE_PRIVATE_KEY, issuer: e.APPLE_ISSUER.replace(/\/$/, '') },
    secretKey: e.SECRET_KEY,
    vapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
    vapidSubject: e.VAPID_SUBJECT,
    mail: { smtpUrl: e.SMTP_URL, to: e.SUPPORT_EMAIL, from: e.SUPPORT_EMAIL },
    timelineCacheMs: e.TIMELINE_CACHE_MS,
    trendingCacheMs: e.TRENDING_CACHE_MS,
    ffmpeg: e.FFMPEG_PATH,
    graphqlTimeBudgetMs: e.GRAPHQL_TIME_BUDGET_MS,
    trustProxy: e.TRUST_PROXY ?? false,
    iceServers: e.ICE_SERVERS ?? [],
    production: e.NODE_ENV === 'production',
  };
}
