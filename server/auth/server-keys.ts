/**
 * The secret keys every server process must share: behind a load balancer, a frame token or a
 * private picture's link signed by one process is checked by another, and a browser's Web Push
 * subscription names one VAPID key. Each comes from, first found:
 * 1. configuration: SECRET_KEY (frame tokens and private links each get their own key derived
 *    from it), VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY. Production requires them (config.ts).
 * 2. the database (`server_keys`): made once by whichever process asks first, read by the rest.
 *    A key an earlier version kept in DATA_DIR/keys/{name}.json is taken over as it was, so the
 *    push subscriptions made with it stay valid.
 */
import { hkdfSync, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpush from 'web-push';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { nowSeconds } from '../clock.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface ServerKeys {
  /** Signs frame tokens (HS256). */
  frameToken: Uint8Array;
  /** Signs links to private pictures (HMAC-SHA256). */
  privateLinks: Uint8Array;
  vapid: VapidKeys;
}

/** The key stored under `name`, made by `make` (or taken from DATA_DIR/keys/{name}.json) if no process has stored it yet. */
export async function sharedKey<T>(db: Db, dataDir: string, name: string, make: () => T | Promise<T>): Promise<T> {
  const read = () => db.kysely.selectFrom('serverKeys').select('value').where('name', '=', name).executeTakeFirst();
  let row = await read();
  if (!row) {
    const kept = await readFile(join(dataDir, 'keys', `${name}.json`), 'utf8').catch(() => null);
    const value = kept ?? JSON.stringify(await make());
    // Two processes starting at once both offer a key; the first stored is everyone's.
    await db.kysely
      .insertInto('serverKeys')
      .values({ name, value, createdAt: nowSeconds() })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    row = await read();
  }
  return JSON.parse(row!.value) as T;
}

const randomKey = () => ({ key: randomBytes(32).toString('base64url') });
const symmetricKey = async (db: Db, dataDir: string, name: string) => Buffer.from((await sharedKey(db, dataDir, name, randomKey)).key, 'base64url');
/** A key for one purpose from SECRET_KEY: one secret to keep, no purpose's key usable for another. */
const derivedKey = (secret: string, purpose: string) => new Uint8Array(hkdfSync('sha256', secret, 'pods', purpose, 32));

export async function loadServerKeys(db: Db, config: Config): Promise<ServerKeys> {
  const { secretKey, dataDir } = config;
  const { publicKey, privateKey } = config.vapid ?? (await sharedKey(db, dataDir, 'vapid', () => webpush.generateVAPIDKeys()));
  const vapid = { publicKey, privateKey, subject: config.vapidSubject };
  // Checks both keys and the subject now rather than at the first push.
  webpush.getVapidHeaders('https://push.invalid', vapid.subject, vapid.publicKey, vapid.privateKey, 'aes128gcm');
  return {
    frameToken: secretKey ? derivedKey(secretKey, 'frame-token') : await symmetricKey(db, dataDir, 'frame-token'),
    privateLinks: secretKey ? derivedKey(secretKey, 'private-links') : await symmetricKey(db, dataDir, 'private-links'),
    vapid,
  };
}
