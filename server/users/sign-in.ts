/** Sign-in: a verified ID token and a nonce we issued become a session. */
import type { Db } from '../db/database.ts';
import { httpError } from '../http/errors.ts';
import { consumeNonce } from '../auth/nonces.ts';
import { InvalidIdToken, verifyIdToken } from '../auth/oidc.ts';
import type { Provider } from '../auth/providers.ts';
import { issueSession } from '../auth/sessions.ts';
import { findOrCreateUser, toUser } from './repository.ts';

export async function signIn(db: Db, provider: Provider | undefined, idToken: string) {
  if (!provider) throw httpError(503, 'This sign-in provider is not configured on this server.');
  const identity = await verifyIdToken(idToken, provider.verifier).catch((error: unknown) => {
    if (error instanceof InvalidIdToken) throw httpError(401, error.message);
    throw error;
  });
  if (!(await consumeNonce(db, identity.nonce))) throw httpError(401, 'ID token refused: unknown, expired or reused nonce');
  const user = await findOrCreateUser(db, `${provider.id}|${identity.sub}`, identity.email);
  return { sessionToken: await issueSession(db, user.userId), user: toUser(user) };
}
