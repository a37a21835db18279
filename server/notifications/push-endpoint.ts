/**
 * Where the server may send Web Push requests: https URLs of public hosts only, checked when a
 * subscription is saved and again, with the name resolved, when each push is sent.
 */
import http from 'node:http';
import https from 'node:https';
import { privateHostProblem, publicOnlyLookup } from '../http/public-hosts.ts';

export interface PushEndpointPolicy {
  /**
   * Tests only (a fake push service on 127.0.0.1): accept http and private hosts. Passed in code
   * by the test harness, never read from the environment, so no deployment can inherit it.
   */
  allowLocalPushServices?: boolean;
}

const MAX_LENGTH = 2048;

/** Why this endpoint is refused, or undefined. */
export function endpointProblem(endpoint: string, policy: PushEndpointPolicy) {
  let url: URL | undefined;
  try {
    if (endpoint.length <= MAX_LENGTH && !/\s/.test(endpoint)) url = new URL(endpoint);
  } catch {
    // not a URL
  }
  if (policy.allowLocalPushServices) return url?.protocol === 'https:' || url?.protocol === 'http:' ? undefined : 'endpoint must be an http(s) URL.';
  if (url?.protocol !== 'https:') return 'endpoint must be an https URL.';
  const hostProblem = privateHostProblem(url.hostname);
  return hostProblem && `endpoint must be a public push service's URL: ${hostProblem}.`;
}

/**
 * POSTs a push request and answers the push service's status. Connections go only to addresses
 * publicOnlyLookup checked (unless the test-only allowance is set); redirects are not followed.
 */
export function postToEndpoint(endpoint: string, headers: Record<string, string>, body: Buffer, policy: PushEndpointPolicy, timeoutMs: number) {
  const problem = endpointProblem(endpoint, policy);
  if (problem) return Promise.reject(new Error(problem));
  const url = new URL(endpoint);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<number>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(body.length) },
        // The whole exchange, body included, gets timeoutMs: a service that answers slowly holds nothing longer.
        signal: AbortSignal.timeout(timeoutMs),
        ...(policy.allowLocalPushServices ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        // Only the status matters; a body cut short by the time limit is no error of ours.
        response.on('error', () => {});
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
