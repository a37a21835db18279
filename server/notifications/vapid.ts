/**
 * The VAPID key pair that signs Web Push requests: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when
 * set, otherwise a pair generated once and kept in DATA_DIR/keys/vapid.json (browsers' existing
 * subscriptions stay valid only while the key stays the same).
 */
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import type { Config } from '../config.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export const vapidFile = (dataDir: string) => join(dataDir, 'keys', 'vapid.json');

function storedKeys(dataDir: string) {
  const file = vapidFile(dataDir);
  if (!existsSync(file)) {
    mkdirSync(join(dataDir, 'keys'), { recursive: true });
    // Written whole, then linked into place: when two processes start at once, both use the
    // first one's keys and neither reads a half-written file.
    const draft = `${file}.${process.pid}.tmp`;
    writeFileSync(draft, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
}

export function loadVapidKeys(config: Config): VapidKeys {
  const { publicKey, privateKey } = config.vapid ?? storedKeys(config.dataDir);
  const keys = { publicKey, privateKey, subject: config.vapidSubject };
  // Checks both keys and the subject now rather than at the first push.
  webpush.getVapidHeaders('https://push.invalid', keys.subject, keys.publicKey, keys.privateKey, 'aes128gcm');
  return keys;
}
