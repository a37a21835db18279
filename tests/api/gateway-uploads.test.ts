/**
 * GraphQL multipart uploads from a signed-in person (issue 50 item 5): only the file parts the
 * map ties to a variable are taken, a request has at most UPLOAD_PARTS parts, and a part that
 * breaks either rule is refused as it arrives, before its bytes are read, so a sender cannot make
 * the gateway hold megabytes no mutation will use.
 */
import { existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev } from './support/dev-sign-in.ts';
import { UPLOAD_PARTS } from '../../server/gateway/uploads.ts';

const built = existsSync('.mesh/index.js');
if (!built && process.env.CI) throw new Error('.mesh/ is missing: run npm run build:mesh');

const MB = new Uint8Array(2 ** 20);

describe.skipIf(!built)('GraphQL multipart uploads', () => {
  let h: Harness;
  let token: string;
  let userId: string;
  /** The REST URLs the gateway asked for. */
  const upstream: string[] = [];
  beforeAll(async () => {
    process.env.PODS_API_ORIGIN = 'http://api.pods.test';
    h = await startHarness('sqlite', {
      gateway: true,
      beforeReady: (app) => app.addHook('onRequest', async (request) => void (request.url.startsWith('/api/') && upstream.push(request.url))),
    });
    ({
      sessionToken: token,
      user: { userId },
    } = await signInWithDev(h.app, 'uploads@example.test'));
  });
  afterAll(() => h.close());

  const createAccount = (picture: Blob | null) => {
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: 'mutation($userId: String!, $input: createAccount_request_Input!) { createAccount(userId: $userId, input: $input) { userName } }',
        variables: { userId, input: { userName: 'up.loader', userDisplayName: 'Up Loader', userProfileType: 'public', profilePicture: null } },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.input.profilePicture'] }));
    if (picture) form.append('0', picture, 'picture.png');
    return form;
  };

  const send = async (form: FormData) => {
    const request = new Request('http://localhost/graphql', { method: 'POST', body: form });
    upstream.length = 0;
    return h.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')!, ...bearer(token) },
    });
  };

  it('still takes the files the map ties to a variable', async () => {
    const answer = await send(createAccount(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' })));
    // The picture reached the REST route, which read its bytes and refused them as no image.
    expect(answer.json().errors[0].extensions.response).toMatchObject({ status: 400, body: { message: 'Only image files are allowed.' } });
    expect(upstream).toEqual([`/api/users/create-username/${userId}`]);
  });

  it('refuses a file part the map does not name, with 400 and nothing sent on', async () => {
    const form = createAccount(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }));
    form.append('extra', new Blob([MB, MB]), 'extra.bin');
    const answer = await send(form);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors[0].message).toBe('The upload\'s part "extra" is not in its map: send only the files its variables take.');
    expect(upstream).toEqual([]);
  });

  it('refuses a map entry that names no variable waiting for a file', async () => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: '{ __typename }' }));
    form.append('map', JSON.stringify({ 0: ['variables.nothing'] }));
    form.append('0', new Blob([MB]), 'nothing.bin');
    const answer = await send(form);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors[0].message).toBe('The upload\'s map names "variables.nothing", which is no variable set to null for a file.');
  });

  it(`takes ${UPLOAD_PARTS} parts, and refuses more`, async () => {
    // A message with a picture and a document, the most files a mutation takes.
    const two = new FormData();
    two.append(
      'operations',
      JSON.stringify({
        query: 'mutation($userId: String!, $input: sendMessage_request_Input) { sendMessage(userId: $userId, otherId: "nobody", input: $input) { messageId } }',
        variables: { userId, input: { clientMessageId: 'two-files', image: null, file: null } },
      }),
    );
    two.append('map', JSON.stringify({ 0: ['variables.input.image'], 1: ['variables.input.file'] }));
    for (const key of ['0', '1']) two.append(key, new Blob([MB]), `${key}.bin`);
    expect((await send(two)).statusCode).toBe(200);
    expect(upstream).toEqual([`/api/messages/send/${userId}/nobody`]);

    const form = new FormData();
    form.append('operations', JSON.stringify({ query: 'mutation($a: File, $b: File, $c: File) { __typename }', variables: { a: null, b: null, c: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.a'], 1: ['variables.b'], 2: ['variables.c'] }));
    for (const key of ['0', '1', '2']) form.append(key, new Blob([MB]), `${key}.bin`);
    const answer = await send(form);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors[0].message).toBe(`A GraphQL upload has at most ${UPLOAD_PARTS} parts: its operations, its map and ${UPLOAD_PARTS - 2} files.`);
  });

  it('answers an unnamed part before reading the rest of the body', async () => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: '{ __typename }' }));
    form.append('map', '{}');
    form.append('junk', new Blob([MB]), 'junk.bin');
    const request = new Request('http://localhost/graphql', { method: 'POST', body: form });
    const start = Buffer.from(await request.arrayBuffer()).subarray(0, 4096);
    // The part's header and its first bytes, then a megabyte at a time for as long as it is read.
    let sent = 0;
    const body = new Readable({
      read() {
        this.push(sent === 0 ? start : MB);
        sent += 1;
      },
    });
    const answer = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: body,
      headers: { 'content-type': request.headers.get('content-type')!, ...bearer(token) },
    });
    body.destroy();
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors[0].message).toMatch(/^The upload's part "junk" is not in its map/);
    expect(answer.headers.connection).toBe('close');
    expect(sent).toBeLessThan(8);
  });
});
