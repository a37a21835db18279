import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev, type SignedIn } from './support/dev-sign-in.ts';
import { multipart } from './support/multipart.ts';

/** Every route that reads a multipart form, by method and path for the caller. */
const formRoutes = (alice: SignedIn, bob: SignedIn) => [
  { method: 'PUT' as const, url: `/api/users/create-username/${alice.user.userId}` },
  { method: 'PUT' as const, url: `/api/users/update-profile/${alice.user.userId}` },
  { method: 'POST' as const, url: `/api/users/event/${alice.user.userId}` },
  { method: 'PUT' as const, url: `/api/users/update-event/${alice.user.userId}/1` },
  { method: 'POST' as const, url: `/api/messages/send/${alice.user.userId}/${bob.user.userId}` },
];

describe.each(dialects)('malformed multipart bodies on %s', (dialect) => {
  let h: Harness;
  let alice: SignedIn;
  let bob: SignedIn;
  let form: Awaited<ReturnType<typeof multipart>>;
  beforeAll(async () => {
    h = await startHarness(dialect);
    alice = await signInWithDev(h.app, 'alice@example.test');
    bob = await signInWithDev(h.app, 'bob@example.test');
    form = await multipart({
      userDisplayName: 'Alice',
      clientMessageId: 'm-1',
      content: 'hello',
      eventThumbnail: { name: 'a.png', blob: new Blob(['x'.repeat(4000)], { type: 'image/png' }) },
    });
  });
  afterAll(() => h.close());

  const boundary = () => /boundary=(.+)$/.exec(form.headers['content-type'])![1]!;
  const cases = () => ({
    'no boundary': { contentType: 'multipart/form-data', payload: form.payload },
    'an empty boundary': { contentType: 'multipart/form-data; boundary=', payload: form.payload },
    'a boundary the body does not use': { contentType: 'multipart/form-data; boundary=not-the-one', payload: form.payload },
    'a body cut off in a field': { contentType: form.headers['content-type'], payload: form.payload.subarray(0, 120) },
    'a body cut off in the file': { contentType: form.headers['content-type'], payload: form.payload.subarray(0, form.payload.length - 2000) },
    'a body with no closing boundary': {
      contentType: form.headers['content-type'],
      payload: Buffer.from(form.payload.toString('latin1').replace(`--${boundary()}--`, ''), 'latin1'),
    },
    garbage: { contentType: form.headers['content-type'], payload: Buffer.from('\u0000\u00ff not a form at all') },
  });

  it('answers 400 with a clear JSON message, never 500, on every form route', async () => {
    for (const route of formRoutes(alice, bob)) {
      for (const [name, { contentType, payload }] of Object.entries(cases())) {
        const response = await h.app.inject({ ...route, headers: { ...bearer(alice.sessionToken), 'content-type': contentType }, payload });
        expect(response.statusCode, `${route.method} ${route.url} with ${name}: ${response.body}`).toBe(400);
        expect(response.json(), `${route.url} with ${name}`).toEqual({ error: 'Bad Request', message: expect.stringMatching(/^The form could not be read/) });
      }
    }
  });

  it('names the limit a form goes over', async () => {
    const tooMany = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`field${i}`, 'x']));
    const files = { a: { name: 'a.png', blob: new Blob(['a']) }, b: { name: 'b.png', blob: new Blob(['b']) } };
    for (const [fields, message] of [
      [tooMany, 'The form has too many fields.'],
      [files, 'The form has too many files.'],
    ] as const) {
      const body = await multipart(fields);
      const response = await h.app.inject({
        method: 'PUT',
        url: `/api/users/update-profile/${alice.user.userId}`,
        headers: { ...bearer(alice.sessionToken), ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode, response.body).toBe(413);
      expect(response.json()).toEqual({ error: 'Payload Too Large', message });
    }
  });

  it('still reads a whole form', async () => {
    const body = await multipart({ userName: 'alice', userDisplayName: 'Alice' });
    const response = await h.app.inject({
      method: 'PUT',
      url: `/api/users/create-username/${alice.user.userId}`,
      headers: { ...bearer(alice.sessionToken), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
  });
});
