/** The authorization request waiting for the provider's answer, kept across the redirect. */
import type { PendingRequest } from './oidc.ts';
import { tabStorage } from '../../lib/storage.ts';

const KEY = 'oidc.pending';

export const savePendingRequest = (pending: PendingRequest) => tabStorage.setItem(KEY, JSON.stringify(pending));
export function readPendingRequest(): PendingRequest | null {
  const raw = tabStorage.getItem(KEY);
  try {
    return raw ? (JSON.parse(raw) as PendingRequest) : null;
  } catch {
    return null;
  }
}
export const forgetPendingRequest = () => tabStorage.removeItem(KEY);
