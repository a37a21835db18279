import { expect, test, type Page } from '@playwright/test';
import { follows, person, readyPerson, type Person } from './support/people.ts';
import { drawPodSmall, firstPodId } from './support/pod-app.ts';
import { openAndSettle, publicRoutes, signedInRoutes } from './support/routes.ts';
import { seedE2eFeed } from './support/seed.ts';
import { socialPlatforms } from '../shared/options.ts';

/**
 * Issue 49 items 1 and 9: every text at its longest (spec §9 and the server's rules) in the widest
 * letter, 'W', on every route at 390 × 844. A text wraps or is cut with '…' inside its box: the
 * page never scrolls sideways, no text spills out of the box it is in, no word of the interface
 * squeezed by it breaks in two, and the cards of a Discover row stand as tall as each other (a long
 * author name once wrapped the likes line of one card).
 */
const W = (length: number) => 'W'.repeat(length);
const LIMITS = { name: 24, location: 50, podTitle: 20, podDescription: 500, eventName: 20, eventDescription: 1000, socialLink: 100, message: 4000 };

test.beforeAll(async () => {
  await seedE2eFeed({ users: 30, posts: 60, seed: 9, privateShare: 0 });
});

const bearer = (who: Person) => ({ authorization: `Bearer ${who.sessionToken}` });

/** Every text of a person at its limit: names, location, social link, their Pod's title and description. */
async function widen(page: Page, who: Person, tag: string) {
  const retry = test.info().retry + test.info().repeatEachIndex * 10;
  // Usernames are unique regardless of case: 24 characters, the last ones telling the people apart.
  const userName = `${W(LIMITS.name - tag.length - String(retry).length)}${tag}${retry}`;
  const profile = await page.request.put(`/api/users/update-profile/${who.userId}`, {
    headers: bearer(who),
    multipart: { userName, userDisplayName: W(LIMITS.name), userLocation: W(LIMITS.location) },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const links = await page.request.put(`/api/users/${who.userId}`, {
    headers: bearer(who),
    data: { userSocialLinks: socialPlatforms.map(({ socialId }) => ({ socialId, socialLink: W(LIMITS.socialLink) })) },
  });
  expect(links.status(), await links.text()).toBe(200);
  const postId = await firstPodId(page, who);
  const pod = await page.request.put(`/api/posts/${who.userId}/${postId}`, {
    headers: bearer(who),
    data: { postName: W(LIMITS.podTitle), postDescription: W(LIMITS.podDescription), postTags: ['technology'] },
  });
  expect(pod.status(), await pod.text()).toBe(200);
  return postId;
}

async function hostEvent(page: Page, host: Person, postId: string, guest: Person) {
  const start = Math.floor(Date.now() / 1000) + 86_400;
  const response = await page.request.post(`/api/users/event/${host.userId}`, {
    headers: bearer(host),
    multipart: {
      postId,
      eventName: W(LIMITS.eventName),
      eventDescription: W(LIMITS.eventDescription),
      startTimestamp: String(start),
      endTimestamp: String(start + 3600),
      guests: JSON.stringify([{ userId: guest.userId }]),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { eventId: number } }).data.eventId;
}

async function send(page: Page, from: Person, to: Person, clientMessageId: string) {
  const sent = await page.request.post(`/api/messages/send/${from.userId}/${to.userId}`, {
    headers: bearer(from),
    multipart: { clientMessageId, content: W(LIMITS.message) },
  });
  expect(sent.status(), await sent.text()).toBe(200);
}

/**
 * What is wider than the phone on the page as it is: the page itself, and any box whose own text
 * spills out of it sideways (its overflow shown, not clipped or scrolled: inside a row that
 * scrolls, or one that cuts, the page alone would not tell), named by tag, class and text.
 */
const tooWide = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth > clientWidth || clientWidth > 390) found.push(`the page: ${scrollWidth} px laid out, ${clientWidth} px visible`);
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(element);
      if (style.display === 'inline' || style.display === 'contents' || style.overflowX !== 'visible' || element.clientWidth === 0) continue;
      if (element.closest('svg') || !element.checkVisibility()) continue;
      const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
      if (ownText && element.scrollWidth > element.clientWidth + 1) {
        const text = (element.textContent ?? '').trim().slice(0, 30);
        found.push(`${element.tagName.toLowerCase()}.${element.className} "${text}": ${element.scrollWidth} px of content in ${element.clientWidth} px`);
      }
    }
    return found;
  });

/**
 * The app's own words broken inside, on the page as it is: a long text may break anywhere, but a
 * word of the interface squeezed by it ('Syste' / 'm') is a fault. People's texts here are all 'W's.
 */
const brokenWords = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('svg, script, style, textarea, [aria-hidden="true"]') || !parent.checkVisibility()) continue;
      for (const word of node.textContent!.matchAll(/[^\s\-–—/]{2,}/g)) {
        if (word[0].includes('WW')) continue;
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (tops.size > 1) found.push(`"${word[0]}" in ${parent.tagName.toLowerCase()}`);
      }
    }
    return found;
  });

/** The heights of the cards of each Discover row, per row: one height when they stand level. */
const rowCardHeights = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('section[aria-label$=" Pods"] > ul')].map((row) => ({
      row: row.parentElement!.getAttribute('aria-label'),
      heights: [...new Set([...row.querySelectorAll('article')].map((card) => Math.round(card.getBoundingClientRect().height)))],
    })),
  );

test('every text at its longest, in W, wraps or is cut inside a 390 px phone on every route', async ({ browser }) => {
  test.setTimeout(600_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await drawPodSmall(context);
  const page = await context.newPage();
  const friend = await person(page.request, 'longtext.friend@example.test', 'Longfriend');
  const me = await readyPerson(page, 'longtext.me@example.test', 'Longme');
  await follows(me, friend);
  await follows(friend, me);
  const myPod = await widen(page, me, 'M');
  const friendPod = await widen(page, friend, 'F');
  // The tab keeps the name it signed in with until it reads the profile again.
  await page.evaluate((name) => sessionStorage.setItem('userDisplayName', name), W(LIMITS.name));
  const myEvent = await hostEvent(page, me, myPod, friend);
  const friendEvent = await hostEvent(page, friend, friendPod, me);
  await send(page, me, friend, 'longtext-1');
  await send(page, friend, me, 'longtext-2');

  const params = (path: string) =>
    path
      .replace('$userId', friend.userId)
      .replace(/^\/other-profile$/, `/other-profile?otherUserId=${friend.userId}`)
      .replace(/^\/event-success$/, `/event-success?eventId=${myEvent}`)
      .replace(/^\/create-event$/, `/create-event?eventId=${myEvent}`)
      .replace(/^\/pod-settings$/, `/pod-settings?postId=${myPod}`)
      .replace(/^\/live-event$/, `/live-event?userId=${me.userId}&hostId=${friend.userId}&eventId=${friendEvent}&postId=${friendPod}`);
  const wide: Record<string, string[]> = {};
  const check = async (path: string, who: string) => {
    await openAndSettle(page, params(path));
    const found = [...(await tooWide(page)), ...(await brokenWords(page))];
    if (found.length > 0) wide[`${params(path)} (${who})`] = found;
  };

  for (const route of signedInRoutes) await check(route, 'signed in');
  // The followed person's Pod is the newest of its category: its row shows it beside others.
  await openAndSettle(page, '/time-line');
  const rows = await rowCardHeights(page);
  expect(rows.map(({ row }) => row)).toContain('Technology Pods');
  expect
    .soft(
      rows.filter(({ heights }) => heights.length > 1),
      'Discover rows whose cards differ in height',
    )
    .toEqual([]);
  // The author's name too long for its line is cut with '…', the whole of it in its title.
  const cards = page.getByRole('region', { name: 'Technology Pods' }).getByRole('article', { name: W(LIMITS.podTitle) });
  const authorName = cards.first().getByTitle(W(LIMITS.name));
  await expect(authorName).toHaveText(W(LIMITS.name));
  await authorName.scrollIntoViewIfNeeded();
  const cut = await authorName.evaluate((name) => name.scrollWidth > name.clientWidth && getComputedStyle(name).textOverflow === 'ellipsis');
  expect(cut, 'the author name is cut with an ellipsis').toBe(true);

  await page.evaluate(() => sessionStorage.clear());
  await context.clearCookies();
  for (const route of publicRoutes) await check(route, 'signed out');
  expect(wide, 'what is wider than the phone, or an interface word broken in two, route by route').toEqual({});
  await context.close();
});
