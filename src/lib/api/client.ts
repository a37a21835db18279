/**
 * The one way views reach the server: GraphQL to the gateway, with the session token, a 20 s
 * timeout (spec §7), and a 401 reported. Where the token comes from and who hears of a 401 is
 * told at the app's edge (src/app/actors.ts, `connectSession` in session-link.ts): this module knows no actor.
 * Files go as a GraphQL multipart request (operations, map, file parts), which the gateway
 * forwards to the REST route as multipart/form-data.
 */
import { ClientError, GraphQLClient } from 'graphql-request';
import type { TypedDocumentString } from '../../gql/graphql.ts';
import { httpStatusOf } from './errors.ts';
import { sessionLink } from './session-link.ts';

export const REQUEST_TIMEOUT_MS = 20_000;
// No address at build time (src/entry-prerender.tsx), where nothing is sent anyway.
const endpoint = () => new URL('/graphql', globalThis.location?.origin ?? 'http://localhost').toString();
// The browser's fetch; the server's own rendering of a screen sends in process instead (sendRequestsWith).
let transport: typeof fetch = (...args) => globalThis.fetch(...args);
// Each document holds one operation, so the gateway needs no operation name: the client sends the
// text as it is rather than parsing every document to find the name (a start's dozen requests).
const client = new GraphQLClient(endpoint(), { fetch: (...args: Parameters<typeof fetch>) => transport(...args), excludeOperationName: true });

/** Where requests go when the server renders a screen itself (src/entry-prerender.tsx). */
export function sendRequestsWith(fetchImpl: typeof fetch) {
  transport = fetchImpl;
}

async function send<Result>(request: (headers: Record<string, string>, signal: AbortSignal) => Promise<Result>, signal?: AbortSignal) {
  const session = sessionLink();
  const token = session.token();
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  try {
    return await request(token ? { authorization: `Bearer ${token}` } : {}, signal ? AbortSignal.any([signal, timeout]) : timeout);
  } catch (error) {
    if (httpStatusOf(error) === 401 && token) session.onUnauthorized();
    throw error;
  }
}

export function gql<Result, Variables extends Record<string, unknown>>(
  document: TypedDocumentString<Result, Variables>,
  variables?: Variables,
  signal?: AbortSignal,
): Promise<Result> {
  return send(
    (requestHeaders, combined) =>
      client.request<Result>({ document: document.toString(), variables, requestHeaders, signal: combined } as Parameters<typeof client.request<Result>>[0]),
    signal,
  );
}

/** A mutation with files: `files` maps a variable path ('input.profilePicture') to its file. */
export function gqlUpload<Result, Variables extends Record<string, unknown>>(
  document: TypedDocumentString<Result, Variables>,
  variables: Variables,
  files: Record<string, Blob>,
): Promise<Result> {
  return send(async (headers, signal) => {
    const form = new FormData();
    const paths = Object.keys(files);
    form.append('operations', JSON.stringify({ query: document.toString(), variables }));
    form.append('map', JSON.stringify(Object.fromEntries(paths.map((path, i) => [String(i), [`variables.${path}`]]))));
    paths.forEach((path, i) => form.append(String(i), files[path]!, files[path] instanceof File ? files[path].name : `upload-${i}`));
    const response = await transport(endpoint(), { method: 'POST', body: form, headers: { ...headers, 'graphql-preflight': '1' }, signal });
    const body = (await response.json()) as { data?: Result; errors?: unknown[] };
    if (body.errors?.length || !body.data) {
      throw new ClientError({ status: response.status, headers: response.headers, body: JSON.stringify(body), ...body } as never, {
        query: document.toString(),
        variables,
      });
    }
    return body.data;
  });
}
