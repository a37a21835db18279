import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev, type SignedIn } from './support/dev-sign-in.ts';
import { createAccount } from './support/onboarding.ts';
import { multipart } from './support/multipart.ts';
import { openEventStream } from './support/event-stream.ts';

interface Message {
  messageId: number;
  clientMessageId: string;
  content: string;
  fromMe: boolean;
  read: boolean;
  image?: { url: string; width: number };
  file?: { url: string; name: string; type: string };
}
interface ChatPage {
  partner: { userId: string; userDisplayName: string; online: boolean };
  blockedByYou: boolean;
  messages: Message[];
  nextCursor: string | null;
  partnerLastReadId: number;
}
interface Inbox {
  conversations: { user: { userId: string; online: boolean }; lastMessage: { preview: string; fromMe: boolean }; unreadCount: number }[];
  nextCursor: string | null;
}

let counter = 0;
const clientId = () => `c-${Date.now()}-${++counter}`;

describe.each(dialects)('messages on %s', (dialect) => {
  let h: Harness;
  let base: string;
  let ana: SignedIn;
  let ben: SignedIn;
  let cy: SignedIn;

  const send = async (from: SignedIn, to: SignedIn, fields: Record<string, string | { name: string; blob: Blob }>) => {
    const body = await multipart({ clientMessageId: clientId(), ...fields });
    return h.app.inject({
      method: 'POST',
      url: `/api/messages/send/${from.user.userId}/${to.user.userId}`,
      headers: { ...bearer(from.sessionToken), ...body.headers },
      payload: body.payload,
    });
  };
  const text = (from: SignedIn, to: SignedIn, content: string) => send(from, to, { content });
  const chat = async (who: SignedIn, other: SignedIn, cursor?: string) => {
    const response = await h.app.inject({
      url: `/api/messages/chat/${who.user.userId}/${other.user.userId}${cursor ? `?cursor=${cursor}` : ''}`,
      headers: bearer(who.sessionToken),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ChatPage;
  };
  const inbox = async (who: SignedIn) => {
    const response = await h.app.inject({ url: `/api/messages/inbox/${who.user.userId}`, headers: bearer(who.sessionToken) });
    expect(response.statusCode).toBe(200);
    return response.json() as Inbox;
  };
  const markRead = (who: SignedIn, other: SignedIn) =>
    h.app.inject({ method: 'POST', url: `/api/messages/read/${who.user.userId}/${other.user.userId}`, headers: bearer(who.sessionToken) });
  const block = (who: SignedIn, other: SignedIn) =>
    h.app.inject({
      method: 'POST',
      url: `/api/users/block-user/${who.user.userId}`,
      headers: bearer(who.sessionToken),
      payload: { blockedUserId: other.user.userId },
    });
  const unblock = (who: SignedIn, other: SignedIn) =>
    h.app.inject({
      method: 'PUT',
      url: `/api/users/unblock-user/${who.user.userId}`,
      headers: bearer(who.sessionToken),
      payload: { blockedUserId: other.user.userId },
    });
  const ticketFor = async (who: SignedIn) =>
    (
      (await (await fetch(`${base}/api/notifications/stream-ticket/${who.user.userId}`, { method: 'POST', headers: bearer(who.sessionToken) })).json()) as {
        ticket: string;
      }
    ).ticket;

  beforeAll(async () => {
    h = await startHarness(dialect);
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const address = h.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    ana = await signInWithDev(h.app, 'ana-m@example.test');
    ben = await signInWithDev(h.app, 'ben-m@example.test');
    cy = await signInWithDev(h.app, 'cy-m@example.test');
    for (const [who, name] of [
      [ana, 'Ana'],
      [ben, 'Ben'],
      [cy, 'Cy'],
    ] as const)
      expect((await createAccount(h.app, who, { userName: `${name.toLowerCase()}m`, userDisplayName: name })).statusCode).toBe(200);
  });
  afterAll(() => h.close());

  it('sends, lists in pages, and a retry with the same client id sends nothing twice', async () => {
    const first = await text(ana, ben, 'Hello Ben');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ content: 'Hello Ben', fromMe: true, read: false });
    const body = await multipart({ clientMessageId: 'retry-1', content: 'Once' });
    const again = () =>
      h.app.inject({
        method: 'POST',
        url: `/api/messages/send/${ana.user.userId}/${ben.user.userId}`,
        headers: { ...bearer(ana.sessionToken), ...body.headers },
        payload: body.payload,
      });
    const a = (await again()).json() as Message;
    const b = (await again()).json() as Message;
    expect(b.messageId).toBe(a.messageId);
    for (let i = 0; i < 33; i++) expect((await text(i % 2 ? ana : ben, i % 2 ? ben : ana, `n${i}`)).statusCode).toBe(200);
    const page1 = await chat(ben, ana);
    expect(page1.partner).toMatchObject({ userId: ana.user.userId, userDisplayName: 'Ana' });
    expect(page1.messages).toHaveLength(30);
    expect(page1.messages.at(-1)!.content).toBe('n32');
    expect(page1.nextCursor).not.toBeNull();
    const page2 = await chat(ben, ana, page1.nextCursor!);
    expect(page2.messages.map((m) => m.content)).toEqual(['Hello Ben', 'Once', 'n0', 'n1', 'n2']);
    expect(page2.nextCursor).toBeNull();
    const ids = [...page2.messages, ...page1.messages].map((m) => m.messageId);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
  });

  it('refuses empty messages, long ones, yourself, unknown people and other callers', async () => {
    expect((await text(ana, ben, '   ')).statusCode).toBe(400);
    expect((await text(ana, ben, 'x'.repeat(4001))).statusCode).toBe(400);
    expect((await text(ana, ana, 'me')).statusCode).toBe(400);
    const unknown = await h.app.inject({ url: `/api/messages/chat/${ana.user.userId}/nobody`, headers: bearer(ana.sessionToken) });
    expect(unknown.statusCode).toBe(404);
    // Path user ids must be the caller's own.
    const body = await multipart({ clientMessageId: clientId(), content: 'forged' });
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: `/api/messages/send/${ana.user.userId}/${ben.user.userId}`,
          headers: { ...bearer(cy.sessionToken), ...body.headers },
          payload: body.payload,
        })
      ).statusCode,
    ).toBe(403);
    expect((await h.app.inject({ url: `/api/messages/chat/${ana.user.userId}/${ben.user.userId}`, headers: bearer(cy.sessionToken) })).statusCode).toBe(403);
    expect((await h.app.inject({ url: `/api/messages/inbox/${ana.user.userId}`, headers: bearer(cy.sessionToken) })).statusCode).toBe(403);
    expect((await markRead(cy, ana)).statusCode).toBe(200);
    expect(
      (await h.app.inject({ method: 'POST', url: `/api/messages/read/${ana.user.userId}/${ben.user.userId}`, headers: bearer(cy.sessionToken) })).statusCode,
    ).toBe(403);
    expect((await h.app.inject({ url: `/api/messages/inbox/${ana.user.userId}` })).statusCode).toBe(401);
  });

  it('shows the inbox with unread counts, and marking read gives the sender the check mark', async () => {
    // Replying counts as reading; Ana writes last.
    expect((await text(ana, ben, 'n33')).statusCode).toBe(200);
    const before = await inbox(ben);
    const fromAna = before.conversations.find((c) => c.user.userId === ana.user.userId)!;
    expect(fromAna.unreadCount).toBe(1);
    expect((await chat(ana, ben)).messages.at(-1)).toMatchObject({ content: 'n33', fromMe: true, read: false });
    const marked = await markRead(ben, ana);
    expect(marked.statusCode).toBe(200);
    expect((await inbox(ben)).conversations.find((c) => c.user.userId === ana.user.userId)!.unreadCount).toBe(0);
    const seen = await chat(ana, ben);
    expect(seen.messages.filter((m) => m.fromMe).every((m) => m.read)).toBe(true);
    expect(seen.partnerLastReadId).toBe((marked.json() as { lastReadMessageId: number }).lastReadMessageId);
    expect((await inbox(ana)).conversations[0]!.lastMessage).toMatchObject({ preview: 'n33', fromMe: true });
  });

  it('Delete chat hides the conversation for the one who deletes only', async () => {
    expect((await text(cy, ana, 'Hi Ana, Cy here')).statusCode).toBe(200);
    expect(
      (await h.app.inject({ method: 'DELETE', url: `/api/messages/chat/${ana.user.userId}/${cy.user.userId}`, headers: bearer(ana.sessionToken) })).statusCode,
    ).toBe(200);
    expect((await inbox(ana)).conversations.some((c) => c.user.userId === cy.user.userId)).toBe(false);
    expect((await chat(ana, cy)).messages).toHaveLength(0);
    expect((await chat(cy, ana)).messages.map((m) => m.content)).toEqual(['Hi Ana, Cy here']);
    expect((await text(cy, ana, 'Still there?')).statusCode).toBe(200);
    expect((await chat(ana, cy)).messages.map((m) => m.content)).toEqual(['Still there?']);
    expect((await inbox(ana)).conversations.find((c) => c.user.userId === cy.user.userId)?.unreadCount).toBe(1);
  });

  it('a block either way stops messages both ways, and the conversation leaves both inboxes', async () => {
    expect((await block(ben, cy)).statusCode).toBe(200);
    const fromBlocked = await text(cy, ben, 'hey');
    expect(fromBlocked.statusCode).toBe(403);
    expect(fromBlocked.json()).toMatchObject({ message: 'You can not send messages to this user.' });
    const fromBlocker = await text(ben, cy, 'hey');
    expect(fromBlocker.statusCode).toBe(403);
    expect(fromBlocker.json()).toMatchObject({ message: 'You have blocked this user. Unblock them to send messages.' });
    expect((await h.app.inject({ url: `/api/messages/chat/${cy.user.userId}/${ben.user.userId}`, headers: bearer(cy.sessionToken) })).statusCode).toBe(404);
    expect((await chat(ben, cy)).blockedByYou).toBe(true);
    expect((await unblock(ben, cy)).statusCode).toBe(200);
    expect((await text(cy, ben, 'friends again')).statusCode).toBe(200);
    expect((await block(cy, ben)).statusCode).toBe(200);
    expect((await inbox(ben)).conversations.some((c) => c.user.userId === cy.user.userId)).toBe(false);
    expect((await inbox(cy)).conversations.some((c) => c.user.userId === ben.user.userId)).toBe(false);
    await unblock(cy, ben);
  });

  it('takes images (re-encoded) and genuine documents, refuses disguised files and anything over 10 MB; only the two may download', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    const withImage = await send(ana, ben, { content: '', image: { name: 'photo.png', blob: new Blob([png], { type: 'image/png' }) } });
    expect(withImage.statusCode, withImage.body).toBe(200);
    const image = (withImage.json() as Message).image!;
    expect(image.width).toBe(40);
    const downloaded = await h.app.inject({ url: image.url, headers: bearer(ana.sessionToken) });
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers['content-type']).toBe('image/webp');
    expect((await sharp(downloaded.rawPayload).metadata()).format).toBe('webp');
    const bensUrl = image.url.replace(ana.user.userId, ben.user.userId);
    expect((await h.app.inject({ url: bensUrl, headers: bearer(ben.sessionToken) })).statusCode).toBe(200);
    expect((await h.app.inject({ url: image.url.replace(ana.user.userId, cy.user.userId), headers: bearer(cy.sessionToken) })).statusCode).toBe(404);
    expect((await h.app.inject({ url: image.url, headers: bearer(cy.sessionToken) })).statusCode).toBe(403);

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const withPdf = await send(ana, ben, { content: 'the plan', file: { name: 'plan.pdf', blob: new Blob([pdf]) } });
    expect(withPdf.statusCode, withPdf.body).toBe(200);
    const file = (withPdf.json() as Message).file!;
    expect(file).toMatchObject({ name: 'plan.pdf', type: 'pdf' });
    const got = await h.app.inject({ url: file.url.replace(ana.user.userId, ben.user.userId), headers: bearer(ben.sessionToken) });
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toContain('attachment');
    expect(got.rawPayload.equals(pdf)).toBe(true);

    expect((await send(ana, ben, { file: { name: 'notes.txt', blob: new Blob(['Grüße, plain text\n']) } })).statusCode).toBe(200);
    const refused = async (name: string, bytes: BlobPart | Buffer, field = 'file') => {
      const response = await send(ana, ben, { [field]: { name, blob: new Blob([bytes as BlobPart]) } });
      expect(response.statusCode, name).toBe(400);
      return (response.json() as { message: string }).message;
    };
    expect(await refused('plan.pdf', 'not a pdf at all')).toMatch(/Only \.pdf, \.doc, \.docx and \.txt files/);
    expect(await refused('notes.txt', png)).toMatch(/Only \.pdf/);
    expect(await refused('notes.txt', new Uint8Array([0xc3, 0x28, 0x41]))).toMatch(/Only \.pdf/);
    expect(await refused('run.exe', 'MZ')).toMatch(/Only \.pdf/);
    expect(await refused('report.docx', pdf)).toMatch(/Only \.pdf/);
    expect(await refused('photo.png', 'GIF89a-not-really', 'image')).toBe('Only image files are allowed.');
    const big = await send(ana, ben, { file: { name: 'big.txt', blob: new Blob([new Uint8Array(10 * 1024 * 1024 + 1).fill(0x61)]) } });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ message: 'Attachments must be 10 MB or smaller.' });
  });

  it('delivers a new message and the read receipt live over the stream, and tells who is online', async () => {
    const stream = await openEventStream(`${base}/api/sse-events/${ben.user.userId}?ticket=${await ticketFor(ben)}`);
    expect((await stream.next()).event).toBe('connected');
    await expect.poll(async () => (await chat(ana, ben)).partner.online).toBe(true);
    expect((await inbox(ana)).conversations.find((c) => c.user.userId === ben.user.userId)!.user.online).toBe(true);
    const sent = (await text(ana, ben, 'Are you there?')).json() as Message;
    const live = await stream.next();
    expect(live.event).toBe('message');
    expect(JSON.parse(live.data)).toMatchObject({ type: 'New Message', partnerId: ana.user.userId, messageId: sent.messageId });
    expect(Number(live.id)).toBeGreaterThan(0);

    const anasStream = await openEventStream(`${base}/api/sse-events/${ana.user.userId}?ticket=${await ticketFor(ana)}`);
    expect((await anasStream.next()).event).toBe('connected');
    expect((await markRead(ben, ana)).statusCode).toBe(200);
    const receipt = await anasStream.next();
    expect(receipt.event).toBe('message');
    expect(JSON.parse(receipt.data)).toMatchObject({ type: 'Message Read', partnerId: ben.user.userId, messageId: sent.messageId });
    // Signals are not notifications people read.
    const list = (await h.app.inject({ url: `/api/users/notifications/${ben.user.userId}`, headers: bearer(ben.sessionToken) })).json() as {
      notifications: { type: string }[];
    };
    expect(list.notifications.some((n) => n.type === 'New Message')).toBe(false);
    stream.close();
    anasStream.close();
    await expect.poll(async () => (await chat(ana, ben)).partner.online, { timeout: 5000 }).toBe(false);
  });
});
