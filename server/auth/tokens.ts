/** Random secrets and their stored form: only SHA-256 hashes reach the database. */
import { createHash, randomBytes } from 'node:crypto';

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
export const nowSeconds = () => Math.floor(Date.now() / 1000);
