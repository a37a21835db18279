import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { readyPerson } from './support/people.ts';

/**
 * Through the balancer only (E2E_BALANCED=1, scripts/balanced-app.ts): two processes on one
 * PostgreSQL behind HAProxy's round robin, each answer naming its process (`x-served-by`). These
 * send the same request until both processes have answered it, so every check below holds on the
 * process that did not take the write. The rest of the suite runs through the balancer as well.
 */
test.skip(process.env.E2E_BALANCED !== '1', 'needs the two processes behind the balancer');

const servedBy = (response: APIResponse) => response.headers()['x-served-by'];

/** `send` until each of the two processes has answered it; their answers by process. */
async function fromBothProcesses(send: () => Promise<APIResponse>) {
  const answers = new Map<string, APIResponse>();
  for (let i = 0; i < 12 && answers.size < 2; i++) {
    const response = await send();
    answers.set(servedBy(response) ?? '?', response);
  }
  expect([...answers.keys()].sort()).toEqual(['a', 'b']);
  return answers;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const profileOf = (request: APIRequestContext, userId: string, token: string) => request.get(`/api/users/${userId}`, { headers: bearer(token) });

test('a picture uploaded through one process is served by both, byte for byte the same', async ({ page }) => {
  const me = await readyPerson(page, 'balanced.pic@example.test', 'Balanced Picture');
  const upload = await page.request.put(`/api/users/update-profile/${me.userId}`, {
    headers: bearer(me.sessionToken),
    multipart: { profilePicture: { name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: readFileSync('e2e/fixtures/portrait.jpg') } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const uploadedBy = servedBy(upload);
  const { userDPUrl } = (await (await profileOf(page.request, me.userId, me.sessionToken)).json()) as { userDPUrl: string };
  expect(userDPUrl).toMatch(/^\/media\/uploads\//);

  const answers = await fromBothProcesses(() => page.request.get(userDPUrl));
  const bodies = await Promise.all([...answers.values()].map(async (response) => ({ status: response.status(), body: await response.body() })));
  for (const { status } of bodies) expect(status).toBe(200);
  expect(bodies[0]!.body.equals(bodies[1]!.body)).toBe(true);
  expect(answers.get(uploadedBy === 'a' ? 'b' : 'a')!.headers()['content-type']).toBe('image/webp');

  // And the person sees it on their profile, whichever process serves the page and the picture.
  await page.goto('/profile');
  const picture = page.getByRole('main').locator(`img[src="${userDPUrl}"]`).first();
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test('a logout through one process is refused at once by the other', async ({ page }) => {
  const me = await readyPerson(page, 'balanced.logout@example.test', 'Balanced Logout');
  // Both processes have the session in their caches.
  for (const response of (await fromBothProcesses(() => profileOf(page.request, me.userId, me.sessionToken))).values()) expect(response.status()).toBe(200);

  const logout = await page.request.post(`/api/users/update-session/${me.userId}`, { headers: bearer(me.sessionToken), data: { sessionStatus: 'expired' } });
  expect(logout.status()).toBe(200);
  for (const response of (await fromBothProcesses(() => profileOf(page.request, me.userId, me.sessionToken))).values()) expect(response.status()).toBe(401);
});
