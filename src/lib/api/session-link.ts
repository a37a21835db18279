/**
 * The session the API client sends requests for: where its token comes from and who hears of a
 * 401. The app's edge (src/app/actors.ts) connects it; the client (client.ts) reads it. A module
 * of its own so the edge does not load the client (and graphql-request) on the first route.
 *
 * A screen can send before the edge has loaded (the pod app's screen, /3d-app, loads no app-wide
 * actor): until then the token is the stored session's (the session actor's own store, which it
 * starts from), and a 401 is kept for the edge to hear when it connects.
 */
import { storedSessionToken } from '../storage.ts';

export interface SessionLink {
  token: () => string | null;
  onUnauthorized: () => void;
}

let connected: SessionLink | null = null;
let unauthorizedBeforeEdge = false;

const beforeEdge: SessionLink = {
  token: storedSessionToken,
  onUnauthorized: () => {
    unauthorizedBeforeEdge = true;
  },
};

export function connectSession(link: SessionLink) {
  connected = link;
  if (unauthorizedBeforeEdge) {
    unauthorizedBeforeEdge = false;
    link.onUnauthorized();
  }
}

export const sessionLink = (): SessionLink => connected ?? beforeEdge;
