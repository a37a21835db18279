// Pods service worker: shows pushed notifications ('New Follower', 'Event Invitation') and, on a
// click, focuses a Pods window on the right screen (Friends or Events) or opens one.
self.addEventListener('push', (event) => {
  let payload = { title: 'Pods', body: '', url: '/time-line', type: '' };
  try {
    payload = { ...payload, ...event.data.json() };
  } catch {
    if (event.data) payload.body = event.data.text();
  }
  event.waitUntil(
    self.registration.showNotification(payload.title, { body: payload.body, icon: '/media/icon-192.png', badge: '/media/icon-192.png', tag: payload.type || undefined, data: { url: payload.url } }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/time-line', self.location.origin);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === target.origin);
      if (open) return open.focus().then((client) => client.navigate(target.href));
      return self.clients.openWindow(target.href);
    }),
  );
});
