/**
 * Secrets for a throwaway server in production mode (benchmarks, Lighthouse, tests of production
 * behaviour): production refuses to start without them (server/config.ts), and these are made
 * fresh for each run, never kept.
 */
import { randomBytes } from 'node:crypto';
import webpush from 'web-push';

export function throwawayProductionSecrets() {
  const vapid = webpush.generateVAPIDKeys();
  return { SECRET_KEY: randomBytes(32).toString('base64url'), VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey };
}
