/**
 * A push service on 127.0.0.1 for the Web Push tests: it records every request and answers by
 * path (/ok/… 201, /gone/… 410, /missing/… 404, anything else 500). Browsers are played by
 * P-256 key pairs, so a test can decrypt what it received (RFC 8291, aes128gcm) and check the
 * VAPID token (RFC 8292).
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, importJWK, jwtVerify } from 'jose';

export interface PushRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export async function startFakePushService() {
  const received: PushRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = path.startsWith('/ok/') ? 201 : path.startsWith('/gone/') ? 410 : path.startsWith('/missing/') ? 404 : 500;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's push subscription for one endpoint, with the keys to read what is pushed to it. */
export function fakeBrowser(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    subscription: { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } },
  };
}

/** Decrypts an aes128gcm Web Push body (one record) with the browser's keys. */
export function decryptPush(body: Buffer, browser: { ecdh: ECDH; auth: Buffer }) {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2 and zero padding.
  const end = padded.lastIndexOf(2);
  return JSON.parse(padded.subarray(0, end).toString('utf8')) as unknown;
}

/** Checks `Authorization: vapid t=<ES256 JWT>, k=<public key>` and returns the token's claims. */
export async function verifyVapid(authorization: string | undefined, publicKey: string) {
  const match = /^vapid t=([^,\s]+),\s*k=(\S+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization header: ${authorization}`);
  if (match[2] !== publicKey) throw new Error('the VAPID header names another public key');
  const point = Buffer.from(publicKey, 'base64url');
  const key = await importJWK(
    { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    'ES256',
  );
  await jwtVerify(match[1]!, key);
  return decodeJwt(match[1]!);
}
