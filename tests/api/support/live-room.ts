/**
 * Live room API tests' shared steps: a listening app with signed-up people and the host's Pod, a
 * started event with its guests, calls to the live event routes, entering the room through a
 * ticket and its stream, and reading the stream's next event of one kind.
 */
import { expect } from 'vitest';
import { startHarness, type Harness, type TestDialect } from './harness.ts';
import { bearer, signInWithDev, type SignedIn } from './dev-sign-in.ts';
import { createAccount, createPod } from './onboarding.ts';
import { openEventStream, type EventStream } from './event-stream.ts';
import { startServerProcess } from './server-process.ts';

export const nowS = () => Math.floor(Date.now() / 1000);

export interface LiveSuite {
  h: Harness;
  /** The app's origin (it listens on a free port). */
  base: string;
  /** The people asked for, signed up, in order; the first hosts (owns the Pod). */
  people: SignedIn[];
  postId: string;
  /**
   * An event of the host's Pod (from a minute ago, for an hour) with these guests; started a minute
   * ago unless another status is given ('pending', or a start long past so that it has ended).
   */
  newEvent(guests: SignedIn[], eventStatus?: string): Promise<number>;
  /** A call to /api/live-events/{path} with a person's session or a token (such as a frame token). */
  call(method: 'GET' | 'POST', path: string, tokenOrPerson: string | SignedIn, body?: object): Promise<Response>;
  /** Opens a stream at this URL; the suite closes it at the end. */
  openStream(url: string, headers?: Record<string, string>): Promise<EventStream>;
  /** Opens `who`'s stream of the room (here or on another origin) and reads its snapshot. */
  enter(who: SignedIn, eventId: number, origin?: string): Promise<EventStream & { snapshot: Record<string, unknown> }>;
  /** A frame token of `who`, as the live event frame uses. */
  frameToken(who: SignedIn): Promise<string>;
  /** Another server process on the same PostgreSQL schema and data folder (kill it when done). */
  otherProcess(): ReturnType<typeof startServerProcess>;
  close(): Promise<void>;
}

/**
 * The next event of a stream with this name (others, such as joins, are skipped). Up to 15 s: news
 * crossing processes goes through PostgreSQL, and CI's two cores run other API files meanwhile (a
 * 5 s bound failed a cross-process move once there, in 5,055 ms).
 */
export async function nextOf(stream: EventStream, name: string) {
  for (;;) {
    const event = await stream.next(15_000);
    if (event.event === name) return JSON.parse(event.data) as Record<string, unknown>;
  }
}

export async function startLiveSuite(dialect: TestDialect, people: [email: string, displayName: string][], env?: Record<string, string>): Promise<LiveSuite> {
  const h = await startHarness(dialect, env ? { env } : {});
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const address = h.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const signedIn: SignedIn[] = [];
  for (const [email, name] of people) {
    const who = await signInWithDev(h.app, email);
    // The email's local part is the user name (unique, as the emails are).
    expect((await createAccount(h.app, who, { userName: email.split('@')[0]!, userDisplayName: name })).statusCode).toBe(200);
    signedIn.push(who);
  }
  const host = signedIn[0]!;
  const postId = ((await createPod(h.app, host)).json() as { postId: string }).postId;
  const open: EventStream[] = [];
  const openStream = async (url: string, headers?: Record<string, string>) => {
    const stream = await openEventStream(url, headers);
    open.push(stream);
    return stream;
  };
  return {
    h,
    base,
    people: signedIn,
    postId,
    async newEvent(guests, eventStatus) {
      const start = nowS() - 60;
      const { eventId } = await h.db.kysely
        .insertInto('events')
        .values({
          hostId: host.user.userId,
          postId,
          eventName: 'Listening party',
          startTimestamp: start,
          endTimestamp: start + 3600,
          eventStatus: eventStatus ?? `started-${start}`,
          createdAt: start,
          updatedAt: start,
        })
        .returning('eventId')
        .executeTakeFirstOrThrow();
      for (const who of guests) await h.db.kysely.insertInto('eventGuests').values({ eventId, userId: who.user.userId }).execute();
      return eventId;
    },
    call(method, path, tokenOrPerson, body) {
      const token = typeof tokenOrPerson === 'string' ? tokenOrPerson : tokenOrPerson.sessionToken;
      return fetch(`${base}/api/live-events/${path}`, {
        method,
        headers: { ...bearer(token), ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    },
    openStream,
    async enter(who, eventId, origin = base) {
      const ticket = await fetch(`${origin}/api/live-events/${eventId}/ticket/${who.user.userId}`, { method: 'POST', headers: bearer(who.sessionToken) });
      expect(ticket.status, await ticket.clone().text()).toBe(200);
      const stream = await openStream(
        `${origin}/api/live-events/${eventId}/stream/${who.user.userId}?ticket=${((await ticket.json()) as { ticket: string }).ticket}`,
      );
      return Object.assign(stream, { snapshot: await nextOf(stream, 'snapshot') });
    },
    async frameToken(who) {
      const response = await h.app.inject({ method: 'POST', url: `/api/users/frame-token/${who.user.userId}`, headers: bearer(who.sessionToken) });
      expect(response.statusCode).toBe(200);
      return (response.json() as { token: string }).token;
    },
    otherProcess() {
      const url = new URL(process.env.DATABASE_URL!);
      url.searchParams.set('options', `-c search_path=${h.schema}`);
      return startServerProcess({ DATABASE_URL: url.toString(), DATA_DIR: h.config.dataDir });
    },
    async close() {
      open.forEach((stream) => stream.close());
      await h.close();
    },
  };
}
