/**
 * Issue 20 item 5 (server side): the avatar a person chooses, saved on their profile
 * (PUT /api/users/avatar/{userId}), carried by the live room's participants (one derived from
 * their id until they choose), and told at once to every room they are in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from './support/harness.ts';
import { bearer, type SignedIn } from './support/dev-sign-in.ts';
import { nextOf, startLiveSuite, type LiveSuite } from './support/live-room.ts';
import { defaultAvatar } from '../../shared/avatar.ts';

describe.each(dialects)('avatars on %s', (dialect) => {
  let suite: LiveSuite;
  let host: SignedIn;
  let guest: SignedIn;

  const setAvatar = (userId: string, body: unknown, token: string) =>
    fetch(`${suite.base}/api/users/avatar/${userId}`, {
      method: 'PUT',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const answer = async (response: Response) => [response.status, await response.json()] as const;
  const participantsOf = async (who: SignedIn, eventId: number) =>
    (
      (await (await fetch(`${suite.base}/api/live-events/${eventId}/room/${who.user.userId}`, { headers: bearer(who.sessionToken) })).json()) as {
        participants: { userId: string; avatar: unknown; avatarChosen: boolean }[];
      }
    ).participants;
  const entryOf = (people: unknown, who: SignedIn) =>
    (people as { userId: string; avatar: unknown; avatarChosen: boolean }[]).find((p) => p.userId === who.user.userId);

  beforeAll(async () => {
    suite = await startLiveSuite(dialect, [
      ['look.host@example.test', 'Hedda'],
      ['look.guest@example.test', 'Gunnar'],
    ]);
    [host, guest] = suite.people as [SignedIn, SignedIn];
  });
  afterAll(() => suite.close());

  it('gives everyone the avatar their id derives until they choose; a choice is saved and told to the room at once', async () => {
    const eventId = await suite.newEvent([guest]);
    const hostStream = await suite.enter(host, eventId);
    const guestStream = await suite.enter(guest, eventId);
    expect(entryOf(guestStream.snapshot.participants, guest)).toMatchObject({ avatar: defaultAvatar(guest.user.userId), avatarChosen: false });
    expect(entryOf(await participantsOf(host, eventId), host)).toMatchObject({ avatar: defaultAvatar(host.user.userId), avatarChosen: false });

    // The live event frame calls with its frame token.
    const chosen = { shape: 'robot', colour: 'violet', accessory: 'headphones' };
    expect(await answer(await setAvatar(guest.user.userId, chosen, await suite.frameToken(guest)))).toEqual([200, chosen]);
    expect(await nextOf(hostStream, 'avatar')).toEqual({ userId: guest.user.userId, avatar: chosen });
    expect(await nextOf(guestStream, 'avatar')).toEqual({ userId: guest.user.userId, avatar: chosen });
    expect(entryOf(await participantsOf(host, eventId), guest)).toMatchObject({ avatar: chosen, avatarChosen: true });

    // It is kept on the profile: the next event's room, and a rejoin, carry it.
    guestStream.close();
    const nextEvent = await suite.newEvent([guest]);
    const again = await suite.enter(guest, nextEvent);
    expect(entryOf(again.snapshot.participants, guest)).toMatchObject({ avatar: chosen, avatarChosen: true });
    const changed = { shape: 'cone', colour: 'amber', accessory: 'hat' };
    expect((await setAvatar(guest.user.userId, changed, guest.sessionToken)).status).toBe(200);
    expect(await nextOf(again, 'avatar')).toEqual({ userId: guest.user.userId, avatar: changed });
    expect(entryOf(await participantsOf(guest, nextEvent), guest)).toMatchObject({ avatar: changed, avatarChosen: true });
  });

  it("refuses a bad value (400), someone else's avatar (403) and no sign-in (401)", async () => {
    const good = { shape: 'block', colour: 'teal', accessory: 'glasses' };
    for (const body of [
      {},
      { ...good, shape: 'dragon' },
      { ...good, colour: '#ff0000' },
      { shape: 'block', colour: 'teal' },
      { ...good, accessory: 7 },
      { ...good, extra: 'x' },
      null,
      'block',
    ]) {
      const [status, error] = await answer(await setAvatar(guest.user.userId, body, guest.sessionToken));
      expect(status, JSON.stringify(body)).toBe(400);
      expect(error).toMatchObject({ error: 'Bad Request', message: expect.any(String) });
    }
    expect(await answer(await setAvatar(guest.user.userId, { ...good, shape: 'dragon' }, guest.sessionToken))).toEqual([
      400,
      expect.objectContaining({ message: expect.stringMatching(/shape/) }),
    ]);
    expect(await answer(await setAvatar(host.user.userId, good, guest.sessionToken))).toEqual([
      403,
      expect.objectContaining({ message: 'You can only act on your own account.' }),
    ]);
    expect(await answer(await setAvatar(host.user.userId, good, await suite.frameToken(guest)))).toEqual([403, expect.anything()]);
    expect(
      (
        await fetch(`${suite.base}/api/users/avatar/${guest.user.userId}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(good),
        })
      ).status,
    ).toBe(401);
    // Nothing of that changed the host's avatar.
    const eventId = await suite.newEvent([guest]);
    await suite.enter(host, eventId);
    expect(entryOf(await participantsOf(host, eventId), host)).toMatchObject({ avatar: defaultAvatar(host.user.userId), avatarChosen: false });
  });
});
