/**
 * Where a signed-in person who opens / or /signin belongs, instead of the Welcome or sign-in
 * screen: the feed, or (onboarding not done when the session started) /create-account, from which
 * the session guard sends them on to the step they are at. Null for a signed-out visitor, and for
 * a provider's answer arriving at /signin (the sign-in screen finishes it, whoever was signed in).
 */
import { storedSessionToken, storedUserStatus } from '../../lib/storage.ts';

export function signedInHome(search: Record<string, unknown> = {}): '/time-line' | '/create-account' | null {
  if (!storedSessionToken()) return null;
  if (search.state || search.error) return null;
  return storedUserStatus() === 'complete' ? '/time-line' : '/create-account';
}
