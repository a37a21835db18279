/**
 * The one way views reach the server: GraphQL to the gateway, with the session token, a 20 s
 * timeout (spec §7), and a 401 turned into the session machine's `session.unauthorized`.
 */
import { GraphQLClient } from 'graphql-request';
import type { TypedDocumentString } from '../../gql/graphql.ts';
import { sessionActor } from '../../app/actors.ts';
import { storedSessionToken } from '../storage.ts';
import { httpStatusOf } from './errors.ts';

export const REQUEST_TIMEOUT_MS = 20_000;
const client = new GraphQLClient(new URL('/graphql', window.location.origin).toString());

export async function gql<Result, Variables extends Record<string, unknown>>(
  document: TypedDocumentString<Result, Variables>,
  variables?: Variables,
  signal?: AbortSignal,
): Promise<Result> {
  const token = storedSessionToken();
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  try {
    return await client.request<Result>({
      document: document.toString(),
      variables,
      requestHeaders: token ? { authorization: `Bearer ${token}` } : {},
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    } as Parameters<typeof client.request<Result>>[0]);
  } catch (error) {
    if (httpStatusOf(error) === 401 && token) sessionActor.send({ type: 'session.unauthorized' });
    throw error;
  }
}
