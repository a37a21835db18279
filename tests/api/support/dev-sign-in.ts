/** Drives the development issuer as a browser would: authorize → code → token, with PKCE. */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const REDIRECT_URI = 'http://localhost:8080/signin';

export async function getNonce(app: FastifyInstance) {
  const response = await app.inject({ method: 'POST', url: '/api/auth/nonce' });
  return (response.json() as { nonce: string }).nonce;
}

export async function devIdToken(app: FastifyInstance, email: string, options: { clientId?: string; nonce?: string } = {}) {
  const clientId = options.clientId ?? 'pods-dev-google';
  const nonce = options.nonce ?? (await getNonce(app));
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const form = new URLSearchParams({
    response_type: 'code', client_id: clientId, redirect_uri: REDIRECT_URI, state: 'state-1', nonce,
    code_challenge: challenge, code_challenge_method: 'S256', scope: 'openid email profile', email,
  });
  const authorized = await app.inject({ method: 'POST', url: '/dev-oidc/authorize', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString() });
  const code = new URL(String(authorized.headers.location)).searchParams.get('code');
  const token = await app.inject({
    method: 'POST', url: '/dev-oidc/token', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'authorization_code', code: code ?? '', code_verifier: verifier, client_id: clientId, redirect_uri: REDIRECT_URI }).toString(),
  });
  return (token.json() as { id_token: string }).id_token;
}

export interface SignedIn {
  sessionToken: string;
  user: { userId: string; userEmail: string; userLoginID: string; userStatus: string };
}

export async function signInWithDev(app: FastifyInstance, email: string, provider: 'google' | 'apple' = 'google'): Promise<SignedIn> {
  const idToken = await devIdToken(app, email, { clientId: `pods-dev-${provider}` });
  const url = provider === 'google' ? '/api/users' : '/api/users/apple-signin';
  const response = await app.inject({ method: 'POST', url, payload: { idToken } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json() as SignedIn;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
