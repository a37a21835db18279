/**
 * The page session cookie (server/web/signed-in-page.ts): handed to the server at sign-in, so the
 * pages it sends this browser are the person's own screens with their data; dropped at sign-out.
 * Only pages are rendered with it: every request the app makes still carries the tab's token.
 * Neither call is waited for; without the cookie the pages come as shells, as before.
 */
let handedOver: string | null = null;

export function handOverForPages(token: string) {
  if (handedOver === token) return;
  handedOver = token;
  fetch('/api/session/page-cookie', { method: 'POST', headers: { authorization: `Bearer ${token}` } }).catch(() => {
    handedOver = null;
  });
}

export function dropForPages() {
  handedOver = null;
  fetch('/api/session/page-cookie', { method: 'DELETE' }).catch(() => {});
}
