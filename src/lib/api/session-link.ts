/**
 * The session the API client sends requests for: where its token comes from and who hears of a
 * 401. The app's edge (src/app/actors.ts) connects it; the client (client.ts) reads it. A module
 * of its own so the edge does not load the client (and graphql-request) on the first route.
 */
export interface SessionLink {
  token: () => string | null;
  onUnauthorized: () => void;
}

// Until the app's edge says otherwise (a screen rendered at build time), nobody is signed in.
let link: SessionLink = { token: () => null, onUnauthorized: () => {} };

export function connectSession(next: SessionLink) {
  link = next;
}

export const sessionLink = () => link;
