/// <reference lib="webworker" />
/**
 * Pushed notifications ('New Follower', 'Event Invitation') and, on a click, a Pods window
 * focused on the right screen (Friends or Events), or a new one.
 */
declare const self: ServiceWorkerGlobalScope;

export {};

interface PushPayload {
  title: string;
  body: string;
  url: string;
  type: string;
}

self.addEventListener('push', (event) => {
  let payload: PushPayload = { title: 'Pods', body: '', url: '/time-line', type: '' };
  try {
    payload = { ...payload, ...(event.data?.json() as Partial<PushPayload>) };
  } catch {
    if (event.data) payload.body = event.data.text();
  }
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      icon: '/media/icon-192.png',
      badge: '/media/icon-192.png',
      tag: payload.type || undefined,
      data: { url: payload.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: string } | null;
  const target = new URL(data?.url || '/time-line', self.location.origin);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => new URL(client.url).origin === target.origin);
      if (open) return (await open.focus()).navigate(target.href);
      return self.clients.openWindow(target.href);
    }),
  );
});
