/**
 * The built app (`npm run build`) on a fresh seeded SQLite database, in production mode, with one
 * seeded person signed in: what `npm run lighthouse` and `npm run inp` measure. The person has
 * what their screens show on a real account: follows both ways, a conversation, events.
 * Their session is issued as sign-in issues it and kept in sessionStorage as the app keeps it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, refreshStatistics, type Db } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedFeed } from '../../server/db/seed-feed.ts';
import { seedTemplates } from '../../server/db/seed-templates.ts';
import { issueSession } from '../../server/auth/sessions.ts';
import { PAGE_COOKIE } from '../../server/web/signed-in-page.ts';
import { sendMessage } from '../../server/messages/conversations.ts';
import { createEvent } from '../../server/events/write.ts';
import { diskBlobStore } from '../../server/blobs/disk.ts';
import { EVENT_DURATION_S } from '../../shared/event-rules.ts';
import { throwawayProductionSecrets } from './production-secrets.ts';

export interface SignedInPerson {
  userId: string;
  userLoginId: string;
  userDisplayName: string | null;
  userDPUrl: string | null;
  sessionToken: string;
  /** Someone they follow and talk with (the chat route's person). */
  friendId: string;
  /** Someone they do not follow yet (a Follow button to press). */
  strangerId: string;
}

export interface SeededApp {
  baseUrl: string;
  person: SignedInPerson;
  stop(): Promise<void>;
}

const SEED = 42;

async function furnish(db: Db, dataDir: string, userId: string) {
  const follows = await db.kysely.selectFrom('follows').select('followingId').where('followerId', '=', userId).where('status', '=', 'accepted').execute();
  const followed = new Set(follows.map((row) => row.followingId));
  const friendId = follows[0]?.followingId;
  if (!friendId) throw new Error(`${userId} follows nobody in the seeded data`);
  const stranger = await db.kysely
    .selectFrom('users')
    .select('userId')
    .where('userId', '!=', userId)
    .where('userId', 'not in', [...followed])
    .limit(1)
    .executeTakeFirstOrThrow();
  const lines = ['Are you coming to the opening tonight?', 'Yes! Saving you a seat by the stage.', 'Bring the slides, we can rehearse first.'];
  for (const [index, content] of lines.entries()) {
    const [from, to] = index % 2 === 0 ? [userId, friendId] : [friendId, userId];
    await sendMessage(db, from, to, { clientMessageId: `seeded-${index}`, content, image: null, file: null });
  }
  const pod = await db.kysely.selectFrom('posts').select('postId').where('userId', '=', userId).limit(1).executeTakeFirstOrThrow();
  const start = Math.floor(Date.now() / 1000) + 86_400;
  for (const [day, eventName] of ['Launch night', 'Studio tour'].entries()) {
    const startTimestamp = start + day * 86_400;
    await createEvent(
      db,
      diskBlobStore(dataDir),
      userId,
      {
        postId: pod.postId,
        eventName,
        eventDescription: 'Come by and see what is new.',
        startTimestamp,
        endTimestamp: startTimestamp + EVENT_DURATION_S,
        guests: [friendId],
      },
      null,
    );
  }
  return { friendId, strangerId: stranger.userId };
}

async function waitForHealth(baseUrl: string, exited: () => boolean) {
  for (let tries = 0; tries < 600; tries += 1) {
    if (exited()) throw new Error('the app exited before it answered');
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the app did not answer at ${baseUrl}`);
}

/** Seeds (10,000 people and 100,000 Pods by default, seed 42), starts the app, signs seed42-u5 in. */
export async function startSeededApp({ users = 10_000, posts = 100_000, port = 18990 } = {}): Promise<SeededApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pods-seeded-'));
  const db = openDatabase({ dataDir });
  await migrateToLatest(db.kysely);
  await seedTemplates(db);
  await seedFeed(db, { users, posts, seed: SEED });
  const userId = `seed${SEED}-u5`;
  const { friendId, strangerId } = await furnish(db, dataDir, userId);
  await refreshStatistics(db);
  const user = await db.kysely.selectFrom('users').select(['loginId', 'displayName', 'dpUrl']).where('userId', '=', userId).executeTakeFirstOrThrow();
  const sessionToken = await issueSession(db, userId);
  await db.kysely.destroy();

  const baseUrl = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...throwawayProductionSecrets(),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      POD_APP_PORT: String(port + 1),
      PUBLIC_URL: baseUrl,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  server.once('exit', () => (exited = true));
  // The app goes with the script, however the script ends.
  process.once('exit', () => server.kill('SIGTERM'));
  await waitForHealth(baseUrl, () => exited);
  return {
    baseUrl,
    person: { userId, userLoginId: user.loginId, userDisplayName: user.displayName, userDPUrl: user.dpUrl, sessionToken, friendId, strangerId },
    async stop() {
      if (!exited) {
        server.kill('SIGTERM');
        await new Promise((resolve) => server.once('exit', resolve));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A script run before any of the page's own: puts the person's session where the app keeps it. */
export function sessionInitScript(person: SignedInPerson, origin: string) {
  const entries: Record<string, string> = { sessionToken: person.sessionToken, userId: person.userId, userLoginId: person.userLoginId, userStatus: 'complete' };
  if (person.userDisplayName) entries.userDisplayName = person.userDisplayName;
  if (person.userDPUrl) entries.userDPUrl = person.userDPUrl;
  return `if (location.origin === ${JSON.stringify(origin)} && !sessionStorage.getItem('sessionToken')) {
  for (const [key, value] of Object.entries(${JSON.stringify(entries)})) sessionStorage.setItem(key, value);
}`;
}

/**
 * The page session cookie the app hands the server at sign-in (server/web/signed-in-page.ts), as
 * a browser holding this person's session has it (for Puppeteer's and Playwright's setCookie).
 */
export const pageSessionCookie = (person: SignedInPerson, baseUrl: string) => ({
  name: PAGE_COOKIE,
  value: person.sessionToken,
  url: baseUrl,
  httpOnly: true,
  sameSite: 'Strict' as const,
});
