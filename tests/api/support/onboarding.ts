/** Onboarding steps through the REST API, for suites that need users with an account and a Pod. */
import type { FastifyInstance } from 'fastify';
import { bearer, type SignedIn } from './dev-sign-in.ts';
import { multipart } from './multipart.ts';
import { defaultPod } from '../../../src/features/onboarding/default-pod.ts';

export async function createAccount(app: FastifyInstance, who: SignedIn, fields: Record<string, string | { name: string; blob: Blob }>) {
  const body = await multipart({ userDisplayName: 'Someone', userProfileType: 'public', ...fields });
  return app.inject({
    method: 'PUT',
    url: `/api/users/create-username/${who.user.userId}`,
    headers: { ...bearer(who.sessionToken), ...body.headers },
    payload: body.payload,
  });
}

export const firstPod = (overrides: Record<string, unknown> = {}) => ({ ...defaultPod('studio-loft', 'Ada'), ...overrides });

export const createPod = (app: FastifyInstance, who: SignedIn, body: Record<string, unknown> = firstPod()) =>
  app.inject({ method: 'POST', url: `/api/posts/${who.user.userId}`, headers: bearer(who.sessionToken), payload: body });
