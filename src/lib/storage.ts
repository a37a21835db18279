/** What the app keeps in the browser (spec §3): the session in sessionStorage, preferences in localStorage. */
import type { SessionUser } from '../../machines/session.ts';
import { OFFLINE_DATA_CACHE } from '../sw/shared.ts';
import { MemoryStorage } from './memory-storage.ts';

export const SESSION_KEYS = ['userId', 'userLoginId', 'userDPUrl', 'userDisplayName', 'selectedPodId', 'sessionToken', 'postId'] as const;
export const LOCAL_KEYS = { theme: 'theme', subscriberId: 'notificationSubscriberId' } as const;

export function readStoredSession(): { sessionToken: string | null; user: SessionUser | null } {
  // Screens rendered at build time (src/entry-prerender.tsx) have no storage: nobody is signed in.
  if (typeof sessionStorage === 'undefined') return { sessionToken: null, user: null };
  const sessionToken = sessionStorage.getItem('sessionToken');
  const userId = sessionStorage.getItem('userId');
  if (!sessionToken || !userId) return { sessionToken: null, user: null };
  return {
    sessionToken,
    user: {
      userId,
      userLoginId: sessionStorage.getItem('userLoginId') ?? '',
      userDisplayName: sessionStorage.getItem('userDisplayName'),
      userDPUrl: sessionStorage.getItem('userDPUrl'),
      userStatus: sessionStorage.getItem('userStatus') ?? 'new',
    },
  };
}

export function storeSession(sessionToken: string, user: SessionUser) {
  sessionStorage.setItem('sessionToken', sessionToken);
  sessionStorage.setItem('userId', user.userId);
  sessionStorage.setItem('userLoginId', user.userLoginId);
  sessionStorage.setItem('userStatus', user.userStatus);
  if (user.userDisplayName) sessionStorage.setItem('userDisplayName', user.userDisplayName);
  if (user.userDPUrl) sessionStorage.setItem('userDPUrl', user.userDPUrl);
}

/** Clears everything stored for the account; the theme is a device preference and stays. */
export function clearStoredData() {
  sessionStorage.clear();
  const theme = localStorage.getItem(LOCAL_KEYS.theme);
  localStorage.clear();
  if (theme) localStorage.setItem(LOCAL_KEYS.theme, theme);
  // What the service worker kept of this person's screens for offline use (src/sw/sw.ts).
  if (typeof caches !== 'undefined') void caches.delete(OFFLINE_DATA_CACHE).catch(() => {});
}

/**
 * The tab's storage for what lives beside the session (form drafts, a sign-in's pending request, a
 * development switch): the one way the rest of the app reaches sessionStorage. Where there is
 * none (a screen rendered on the server) it holds nothing and keeps nothing.
 */
export const tabStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
  getItem: (key) => (typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(key)),
  setItem: (key, value) => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage.setItem(key, value)),
  removeItem: (key) => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage.removeItem(key)),
};

/** One stored session value; none where there is no storage (a screen rendered on the server). */
const stored = (key: (typeof SESSION_KEYS)[number]) => tabStorage.getItem(key);

export const storedSessionToken = () => stored('sessionToken');

/** The account's status when the session started ('new' until onboarding is done, then 'complete'). */
export const storedUserStatus = () => tabStorage.getItem('userStatus');

/** The person's own Pod, once made in this tab (onboarding stores it); null otherwise. */
export const storedPostId = () => stored('postId');

/** Onboarding made the person's Pod (its post) or changed its template. */
export function storeOwnPod({ postId, podId }: { postId?: string; podId: string }) {
  if (postId !== undefined) sessionStorage.setItem('postId', postId);
  sessionStorage.setItem('selectedPodId', podId);
}

/** The signed-in person's display name as the session last heard it (null before onboarding names them). */
export const storedDisplayName = () => stored('userDisplayName');

/** The signed-in user's id, or null for a signed-out visitor. */
export const storedUserId = () => stored('userId');

/** The signed-in user's id (screens behind the session guard always have one). */
export const currentUserId = () => storedUserId() ?? '';

/**
 * On the server (src/entry-prerender.tsx): the storage the next rendering reads, one page at a
 * time: `session`'s values, as the app keeps them in a tab, or none (a guest).
 */
export function storeForRendering(session: Record<string, string> | null) {
  const scope = globalThis as { sessionStorage?: Storage; localStorage?: Storage };
  if (!session) {
    delete scope.sessionStorage;
    delete scope.localStorage;
    return;
  }
  scope.sessionStorage = new MemoryStorage(session);
  scope.localStorage = new MemoryStorage({});
}
