/**
 * Sign-in: our server exchanges the provider's authorization code, verifies the ID token and
 * consumes the nonce we issued, then starts a session. Providers that answer with form_post
 * (Apple) reach our server, not the app: the result waits under a one-time code that the app
 * redeems with the nonce only it holds.
 */
import type { Db } from '../db/database.ts';
import { HttpError, httpError } from '../http/errors.ts';
import { CodeRefused, exchangeCode } from '../auth/code-exchange.ts';
import { IssuerUnavailable } from '../auth/discovery.ts';
import { consumeNonce } from '../auth/nonces.ts';
import { InvalidIdToken, type VerifiedIdentity } from '../auth/oidc.ts';
import { oneTimeCodes } from '../auth/one-time-codes.ts';
import type { Provider, ProviderId } from '../auth/providers.ts';
import { issueSession } from '../auth/sessions.ts';
import { hashToken } from '../auth/tokens.ts';
import { findOrCreateUser, toUser } from './repository.ts';

interface Handoff {
  provider: ProviderId;
  sub: string;
  email: string;
  nonceHash: string;
}
export type SignIn = ReturnType<typeof createSignIn>;

const HANDOFF_LIFETIME_MS = 60_000;
/** Hand-off codes waiting to be redeemed, at most (README's limits table). */
export const HANDOFFS_KEPT = 10_000;

export function createSignIn(db: Db, providers: Map<ProviderId, Provider>, publicUrl: string) {
  const handoffs = oneTimeCodes<Handoff>(db, 'sign-in-handoff', { ttlMs: HANDOFF_LIFETIME_MS, maxKept: HANDOFFS_KEPT });

  function provider(id: ProviderId) {
    const found = providers.get(id);
    if (!found) throw httpError(503, 'This sign-in provider is not configured on this server.');
    return found;
  }
  async function identify(found: Provider, code: string, codeVerifier?: string) {
    const identity = await exchangeCode(found, code, codeVerifier).catch((error: unknown) => {
      if (error instanceof InvalidIdToken || error instanceof CodeRefused) throw httpError(401, error.message);
      if (error instanceof IssuerUnavailable) throw httpError(502, error.message);
      throw error;
    });
    if (!(await consumeNonce(db, identity.nonce))) throw httpError(401, 'ID token refused: unknown, expired or reused nonce');
    return identity;
  }
  async function startSession(id: ProviderId, identity: Pick<VerifiedIdentity, 'sub' | 'email'>) {
    const user = await findOrCreateUser(db, `${id}|${identity.sub}`, identity.email);
    return { sessionToken: await issueSession(db, user.userId), user: toUser(user) };
  }

  return {
    /** Query-answered providers (Google): the app hands over the code and its PKCE verifier. */
    async withCode(id: ProviderId, code: string, codeVerifier: string) {
      const found = provider(id);
      if (found.responseMode !== 'query') throw httpError(400, `Sign-in with ${id} finishes on the server: redeem the sign-in code it gave the app.`);
      return startSession(id, await identify(found, code, codeVerifier));
    },

    /** Form_post providers (Apple): the address of /signin to send the browser to, with a one-time code or the error. */
    async formPost(id: ProviderId, fields: Record<string, string | undefined>, log: (error: unknown) => void) {
      const back = new URL('/signin', publicUrl);
      const answer = (params: Record<string, string | undefined>) => {
        for (const [key, value] of Object.entries({ ...params, state: fields.state })) if (value) back.searchParams.set(key, value);
        return back.toString();
      };
      if (fields.error) return answer({ error: fields.error });
      // The app takes only an answer with the state it sent (src/features/auth/sign-in-actors.ts):
      // without one the sign-in cannot finish, so the code is not worth a call to the provider.
      if (!fields.state) return answer({ error: 'invalid_request', error_description: 'The provider sent no state. Please start the sign-in again.' });
      if (!fields.code) return answer({ error: 'invalid_request', error_description: 'The provider sent no authorization code.' });
      try {
        const identity = await identify(provider(id), fields.code);
        return answer({
          sign_in_code: await handoffs.issue({ provider: id, sub: identity.sub, email: identity.email, nonceHash: hashToken(identity.nonce!) }),
        });
      } catch (error) {
        const shown = error instanceof HttpError && error.statusCode < 500;
        if (!shown) log(error);
        return answer({ error: 'access_denied', error_description: shown ? error.message : `Sign-in with ${id} is unavailable right now. Please try again.` });
      }
    },

    /** The app redeems a form_post provider's one-time code with the nonce it started with. */
    async redeem(id: ProviderId, signInCode: string, nonce: string) {
      provider(id);
      const handoff = await handoffs.take(signInCode);
      if (!handoff || handoff.provider !== id || handoff.nonceHash !== hashToken(nonce))
        throw httpError(401, 'Sign-in code refused: unknown, used, expired, or not from this sign-in');
      return startSession(id, handoff);
    },
  };
}
