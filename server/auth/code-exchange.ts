/** The server's side of the authorization code flow: code → token endpoint → verified ID token. */
import { IssuerUnavailable } from './discovery.ts';
import { verifyIdToken, type VerifiedIdentity } from './oidc.ts';
import type { Provider } from './providers.ts';

/** The provider refused the code (RFC 6749 §5.2 error) or sent no usable ID token. */
export class CodeRefused extends Error {}

export async function exchangeCode(provider: Provider, code: string, codeVerifier?: string): Promise<VerifiedIdentity> {
  const metadata = await provider.metadata();
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: provider.redirectUri,
    ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
    ...(await provider.clientAuthentication()),
  });
  const response = await provider
    .fetch(metadata.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: body.toString(),
      signal: AbortSignal.timeout(10_000),
    })
    .catch((error: unknown) => {
      throw new IssuerUnavailable(`Could not reach ${provider.id}'s token endpoint: ${(error as Error).message}`);
    });
  const answer = (await response.json().catch(() => ({}))) as { id_token?: unknown; error?: unknown; error_description?: unknown };
  if (!response.ok) {
    if (response.status >= 500) throw new IssuerUnavailable(`${provider.id}'s token endpoint answered ${response.status}`);
    throw new CodeRefused(
      `The provider refused the sign-in: ${String(answer.error ?? response.status)}${answer.error_description ? ` (${String(answer.error_description)})` : ''}`,
    );
  }
  if (typeof answer.id_token !== 'string') throw new CodeRefused('The provider sent no ID token');
  return verifyIdToken(answer.id_token, await provider.verifier());
}
