/** The authorization request waiting for the provider's answer, kept across the redirect. */
import type { PendingRequest } from './oidc.ts';

const KEY = 'oidc.pending';

export const savePendingRequest = (pending: PendingRequest) => sessionStorage.setItem(KEY, JSON.stringify(pending));
export function readPendingRequest(): PendingRequest | null {
  const raw = sessionStorage.getItem(KEY);
  try {
    return raw ? (JSON.parse(raw) as PendingRequest) : null;
  } catch {
    return null;
  }
}
export const forgetPendingRequest = () => sessionStorage.removeItem(KEY);
