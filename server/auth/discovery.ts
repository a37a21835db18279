/** OpenID Connect Discovery: an issuer's endpoints and keys, read once and kept while they answer. */
import { z } from 'zod';

export type IssuerMetadata = z.infer<typeof metadataSchema>;

const metadataSchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});

export class IssuerUnavailable extends Error {}

/** Fetches `{issuer}/.well-known/openid-configuration` on first use; a failure is retried next time. */
export function discovery(issuer: string, fetchImpl: typeof fetch) {
  let pending: Promise<IssuerMetadata> | null = null;
  async function load() {
    const response = await fetchImpl(`${issuer}/.well-known/openid-configuration`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`discovery answered ${response.status}`);
    const metadata = metadataSchema.parse(await response.json());
    // OpenID Connect Discovery §4.3: the document must name the issuer it was fetched for.
    if (metadata.issuer !== issuer) throw new Error(`discovery names issuer ${metadata.issuer}, not ${issuer}`);
    return metadata;
  }
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw new IssuerUnavailable(`Could not read ${issuer}'s configuration: ${(error as Error).message}`);
    });
    return pending;
  };
}
