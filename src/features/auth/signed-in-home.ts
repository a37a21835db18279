/**
 * Where a signed-in person who opens / or /signin belongs, instead of the Welcome or sign-in
 * screen: the feed, or (onboarding not done when the session started) /create-account, from which
 * the session guard sends them on to the step they are at. Null for a signed-out visitor, for a
 * provider's answer arriving at /signin (the sign-in screen finishes it, whoever was signed in),
 * and when the session guard has just sent them to sign in because the server knows no user for
 * this session (sending them back would go round in circles).
 */
import { storedSessionToken, storedUserStatus } from '../../lib/storage.ts';

export async function signedInHome(search: Record<string, unknown> = {}): Promise<'/time-line' | '/create-account' | null> {
  if (!storedSessionToken()) return null;
  if (search.state || search.error) return null;
  const { onboardingActor } = await import('../onboarding/actor.ts');
  if (onboardingActor.getSnapshot().matches('signedOut')) return null;
  return storedUserStatus() === 'complete' ? '/time-line' : '/create-account';
}
