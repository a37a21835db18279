import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { readSession, signInAs } from './sign-in.ts';
import { defaultPod } from '../../src/features/onboarding/default-pod.ts';

export interface Person {
  userId: string;
  sessionToken: string;
  name: string;
}

/**
 * Signs a person in through the UI, then finishes onboarding through the same REST calls the app
 * makes (account, first Pod, interests), so journeys past onboarding start on a real account.
 */
export async function readyPerson(page: Page, email: string, name: string, profileType: 'public' | 'private' = 'public'): Promise<Person> {
  // A retry (or a --repeat-each run) signs in as someone new: the first attempt's account already exists.
  const retry = test.info().retry + test.info().repeatEachIndex * 10;
  await signInAs(page, retry ? email.replace('@', `.r${retry}@`) : email);
  await expect(page).toHaveURL(/\/create-account$/);
  const { userId, sessionToken } = await readSession(page);
  if (!userId || !sessionToken) throw new Error('no session after sign-in');
  const headers = { authorization: `Bearer ${sessionToken}` };
  const account = await page.request.put(`/api/users/create-username/${userId}`, {
    headers,
    multipart: { userName: `${name.toLowerCase().replace(/[^a-z0-9]/g, '')}${retry ? `r${retry}` : ''}`, userDisplayName: name, userProfileType: profileType },
  });
  expect(account.status(), await account.text()).toBe(200);
  const pod = await page.request.post(`/api/posts/${userId}`, { headers, data: defaultPod('studio-loft', name) });
  expect(pod.status(), await pod.text()).toBe(200);
  const interests = await page.request.put(`/api/users/${userId}`, { headers, data: { userInterests: ['technology'] } });
  expect(interests.status(), await interests.text()).toBe(200);
  await page.evaluate((displayName) => sessionStorage.setItem('userDisplayName', displayName), name);
  return { userId, sessionToken, name };
}

/** Test setup only: an accepted follow written straight into the e2e server's SQLite file. */
export function follows(follower: Person, following: Person) {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set');
  const db = new Database(join(dataDir, 'pods.sqlite'));
  try {
    db.prepare("INSERT OR IGNORE INTO follows (follower_id, following_id, status, created_at) VALUES (?, ?, 'accepted', ?)").run(
      follower.userId,
      following.userId,
      Math.floor(Date.now() / 1000),
    );
  } finally {
    db.close();
  }
}

/** Test setup only: moves an event's start back in time, standing in for an hour passing on the server. */
export function shiftEventStart(eventId: number, seconds: number) {
  const db = new Database(join(process.env.E2E_DATA_DIR!, 'pods.sqlite'));
  try {
    const row = db.prepare('SELECT event_status FROM events WHERE event_id = ?').get(eventId) as { event_status: string };
    const started = /^started-(\d+)$/.exec(row.event_status);
    db.prepare('UPDATE events SET start_timestamp = start_timestamp - ?, end_timestamp = end_timestamp - ?, event_status = ? WHERE event_id = ?').run(
      seconds,
      seconds,
      started ? `started-${Number(started[1]) - seconds}` : row.event_status,
      eventId,
    );
  } finally {
    db.close();
  }
}
