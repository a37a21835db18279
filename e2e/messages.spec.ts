import { expect, test, type Page } from '@playwright/test';
import { person, readyPerson } from './support/people.ts';
import { seedE2eFeed } from './support/seed.ts';
import { expectAccessible, snapshot, viewports } from './support/screens.ts';

const toast = (page: Page, text: string | RegExp) => expect(page.getByRole('status').getByText(text)).toBeVisible();
const chatLog = (page: Page, name: string) => page.getByRole('log', { name: `Messages with ${name}` });
const bubble = (page: Page, name: string, text: string) => chatLog(page, name).getByRole('listitem').filter({ hasText: text });
const composer = (page: Page, name: string) => page.getByRole('textbox', { name: `Message ${name}` });
const follow = async (page: Page, userId: string, name: string) => {
  await page.goto(`/other-profile?otherUserId=${userId}`);
  await page.getByRole('button', { name: `Follow ${name}` }).click();
  await expect(page.getByRole('button', { name: `Following ${name}` })).toBeVisible();
};

test('two people message each other live: the picker, unread dot, read receipts, a picture and a file, Delete chat and Block', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const ottilieContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const brunoContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const ottilie = await ottilieContext.newPage();
  const bruno = await brunoContext.newPage();
  const ottilieUser = await readyPerson(ottilie, 'messages.ottilie@example.test', 'Ottilie');
  const brunoUser = await readyPerson(bruno, 'messages.bruno@example.test', 'Bruno');
  await follow(ottilie, brunoUser.userId, 'Bruno');
  await follow(bruno, ottilieUser.userId, 'Ottilie');

  // Bruno opens his inbox from his profile: nothing yet.
  await bruno.goto('/profile');
  // The profile header's Messages link (the bottom navigation's comes after it).
  await bruno.getByRole('link', { name: 'Messages' }).first().click();
  await expect(bruno.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(bruno.getByText('No messages yet')).toBeVisible();
  await expect(bruno.getByRole('link', { name: 'Back to profile' })).toHaveAttribute('href', '/profile');

  // Ottilie picks Bruno among the people she follows and writes to him.
  await ottilie.goto('/messages');
  await ottilie.getByRole('button', { name: 'New message' }).click();
  const picker = ottilie.getByRole('dialog', { name: 'New message' });
  await expect(picker.getByRole('link', { name: /Bruno/ })).toBeVisible();
  await snapshot(ottilie, testInfo, 'new-message-picker-phone');
  await picker.getByRole('link', { name: /Bruno/ }).click();
  await expect(ottilie).toHaveURL(new RegExp(`/chat/${brunoUser.userId}$`));
  await expect(ottilie.getByRole('heading', { name: 'Bruno', level: 1 })).toBeVisible();
  await expect(chatLog(ottilie, 'Bruno').getByText('No messages yet')).toBeVisible();
  const send = ottilie.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await composer(ottilie, 'Bruno').fill('   ');
  await composer(ottilie, 'Bruno').press('Enter');
  await expect(chatLog(ottilie, 'Bruno').getByRole('listitem')).toHaveCount(0);
  await composer(ottilie, 'Bruno').fill('Hello Bruno!');
  await composer(ottilie, 'Bruno').press('Enter');
  await expect(composer(ottilie, 'Bruno')).toHaveValue('');
  await expect(bubble(ottilie, 'Bruno', 'Hello Bruno!').getByText('Sent')).toBeAttached();
  await expect(bubble(ottilie, 'Bruno', 'Hello Bruno!').getByRole('img', { name: 'Read' })).toHaveCount(0);

  // It arrives live in Bruno's inbox, with the blue unread dot.
  const row = bruno.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Ottilie/ });
  await expect(row).toContainText('Hello Bruno!');
  await expect(row.getByRole('img', { name: '1 unread' })).toBeVisible();
  await expect(bruno.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(bruno);
  await snapshot(bruno, testInfo, 'messages-phone');

  // Bruno opens the chat: Ottilie's message gets its check mark, live.
  await row.click();
  await expect(bubble(bruno, 'Ottilie', 'Hello Bruno!')).toBeVisible();
  await expect(bubble(ottilie, 'Bruno', 'Hello Bruno!').getByRole('img', { name: 'Read' })).toBeVisible();

  // Bruno replies with a tap on Send; Ottilie sees it live, and has read it (she has the chat open).
  await composer(bruno, 'Ottilie').fill('Hi Ottilie, nice Pod!');
  await bruno.getByRole('button', { name: 'Send' }).click();
  await expect(bubble(ottilie, 'Bruno', 'Hi Ottilie, nice Pod!')).toBeVisible();
  await expect(bubble(bruno, 'Ottilie', 'Hi Ottilie, nice Pod!').getByRole('img', { name: 'Read' })).toBeVisible();

  // A picture: its preview can be removed with ×; then it is sent and shown on both sides.
  await ottilie.locator('#chat-image').setInputFiles('e2e/fixtures/portrait.jpg');
  await expect(ottilie.getByRole('img', { name: 'Picture to send: portrait.jpg' })).toBeVisible();
  await ottilie.getByRole('button', { name: 'Remove picture portrait.jpg' }).click();
  await expect(ottilie.getByRole('img', { name: /Picture to send/ })).toHaveCount(0);
  await ottilie.locator('#chat-image').setInputFiles('e2e/fixtures/portrait.jpg');
  await composer(ottilie, 'Bruno').fill('Look at this');
  await composer(ottilie, 'Bruno').press('Enter');
  const picture = bubble(bruno, 'Ottilie', 'Look at this').getByRole('img', { name: 'Picture' });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(bubble(ottilie, 'Bruno', 'Look at this').getByRole('img', { name: 'Picture' })).toBeVisible();

  // A file alone (no text) is a message too.
  await ottilie.locator('#chat-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Meet at five') });
  await expect(ottilie.getByRole('button', { name: 'Remove file notes.txt' })).toBeVisible();
  await ottilie.getByRole('button', { name: 'Send' }).click();
  await expect(chatLog(bruno, 'Ottilie').getByRole('button', { name: /^Download notes\.txt/ })).toBeVisible();

  // The options menu closes on Escape (focus back on its button) and on a click outside.
  const options = ottilie.getByRole('button', { name: 'Chat options for Bruno' });
  await options.click();
  await expect(ottilie.getByRole('button', { name: 'Delete chat' })).toBeVisible();
  await ottilie.keyboard.press('Escape');
  await expect(ottilie.getByRole('button', { name: 'Delete chat' })).toHaveCount(0);
  await expect(options).toBeFocused();
  await options.click();
  await chatLog(ottilie, 'Bruno').click({ position: { x: 10, y: 10 } });
  await expect(ottilie.getByRole('button', { name: 'Delete chat' })).toHaveCount(0);

  for (const [page, name, person] of [
    [ottilie, 'Bruno', 'ottilie'],
    [bruno, 'Ottilie', 'bruno'],
  ] as const) {
    await expect(chatLog(page, name).getByRole('img', { name: 'Picture' })).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, testInfo, `chat-${person}-phone`);
  }
  await ottilie.setViewportSize({ width: 1440, height: 900 });
  await expectAccessible(ottilie);
  await snapshot(ottilie, testInfo, 'chat-desktop');
  await ottilie.setViewportSize({ width: 390, height: 844 });

  // Delete chat (asked first): gone for Ottilie, still there for Bruno.
  await options.click();
  await ottilie.getByRole('button', { name: 'Delete chat' }).click();
  const question = ottilie.getByRole('dialog', { name: 'Delete this chat?' });
  await question.getByRole('button', { name: 'Delete chat' }).click();
  await toast(ottilie, 'Chat deleted');
  await expect(ottilie).toHaveURL(/\/messages$/);
  await expect(ottilie.getByText('No messages yet')).toBeVisible();
  await bruno.reload();
  await expect(bubble(bruno, 'Ottilie', 'Hello Bruno!')).toBeVisible();
  await ottilie.goto(`/chat/${brunoUser.userId}`);
  await expect(chatLog(ottilie, 'Bruno').getByText('No messages yet')).toBeVisible();

  // Bruno blocks Ottilie (asked first): neither can write to the other any more.
  await bruno.getByRole('button', { name: 'Chat options for Ottilie' }).click();
  await bruno.getByRole('button', { name: 'Block' }).click();
  await bruno.getByRole('dialog', { name: 'Block this user?' }).getByRole('button', { name: 'Block' }).click();
  await toast(bruno, 'User Blocked');
  await expect(bruno.getByText('You have blocked this user. Unblock them to send messages.')).toBeVisible();
  await expect(composer(bruno, 'Ottilie')).toHaveCount(0);
  await expectAccessible(bruno);
  await snapshot(bruno, testInfo, 'chat-blocked-phone');
  await composer(ottilie, 'Bruno').fill('Are you there?');
  await composer(ottilie, 'Bruno').press('Enter');
  await expect(ottilie.getByRole('alert').filter({ hasText: 'You can not send messages to this user.' })).toBeVisible();
  await expect(bubble(ottilie, 'Bruno', 'Are you there?').getByText('Not sent.')).toBeVisible();
  await bruno.goto('/messages');
  await expect(bruno.getByText('No messages yet')).toBeVisible();
  await ottilieContext.close();
  await brunoContext.close();
});

test('an inbox of more than 30 conversations shows the older ones on request', async ({ page }) => {
  await seedE2eFeed({ users: 31, posts: 1, seed: 61, privateShare: 0 });
  const me = await readyPerson(page, 'messages.many@example.test', 'Marit');
  for (let i = 0; i < 31; i += 1) {
    const sent = await page.request.post(`/api/messages/send/${me.userId}/seed61-u${i}`, {
      headers: { authorization: `Bearer ${me.sessionToken}` },
      multipart: { clientMessageId: `many-${i}`, content: `Hello number ${i}.` },
    });
    expect(sent.status(), await sent.text()).toBe(200);
  }
  await page.goto('/messages');
  const rows = page.getByRole('list', { name: 'Conversations' }).getByRole('listitem');
  await expect(rows).toHaveCount(30);
  await expect(rows.first()).toContainText('Hello number 30.');
  await expect(page.getByText('Hello number 0.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show older conversations' }).click();
  await expect(rows).toHaveCount(31);
  await expect(rows.last()).toContainText('Hello number 0.');
  await expect(page.getByRole('button', { name: 'Show older conversations' })).toHaveCount(0);
});

for (const viewport of viewports) {
  test(`messaging screens at ${viewport.name} width have no serious accessibility issue`, async ({ page, request }, testInfo) => {
    await page.setViewportSize(viewport);
    const other = await person(request, `messages.other.${viewport.name}@example.test`, `Wren${viewport.name}`);
    const me = await readyPerson(page, `messages.${viewport.name}@example.test`, `Quill${viewport.name}`);
    await page.goto('/messages');
    await expect(page.getByText('No messages yet')).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, testInfo, `messages-empty-${viewport.name}`);
    await page.getByRole('button', { name: 'New message' }).click();
    await expect(page.getByRole('dialog', { name: 'New message' }).getByText("You're not following anyone yet.")).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, testInfo, `new-message-${viewport.name}`);
    await page.keyboard.press('Escape');
    await page.goto(`/chat/${other.userId}`);
    await expect(page.getByRole('heading', { name: `Wren${viewport.name}`, level: 1 })).toBeVisible();
    await composer(page, `Wren${viewport.name}`).fill('Hello there');
    await composer(page, `Wren${viewport.name}`).press('Enter');
    await expect(bubble(page, `Wren${viewport.name}`, 'Hello there').getByText('Sent')).toBeAttached();
    await expectAccessible(page);
    await snapshot(page, testInfo, `chat-${viewport.name}`);
    if (viewport.name !== 'phone') return;

    // A long chat opens at its newest 30 messages; earlier ones come on request.
    for (let i = 1; i <= 30; i += 1) {
      const sent = await page.request.post(`/api/messages/send/${me.userId}/${other.userId}`, {
        headers: { authorization: `Bearer ${me.sessionToken}` },
        multipart: { clientMessageId: `bulk-${i}`, content: `Bulk message ${i}.` },
      });
      expect(sent.status(), await sent.text()).toBe(200);
    }
    await page.reload();
    const name = `Wren${viewport.name}`;
    await expect(bubble(page, name, 'Bulk message 30.')).toBeVisible();
    await expect(bubble(page, name, 'Hello there')).toHaveCount(0);
    await page.getByRole('button', { name: 'Load earlier messages' }).click();
    await expect(bubble(page, name, 'Hello there')).toBeAttached();
    await expect(page.getByRole('button', { name: 'Load earlier messages' })).toHaveCount(0);
    await expect(chatLog(page, name).getByRole('listitem')).toHaveCount(31);
  });
}
