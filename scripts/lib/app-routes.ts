/** Every route of the generated route tree: the public ones (opened signed out) and the signed-in ones (under _authed, plus the feed). */
import { readFileSync } from 'node:fs';

const routeIds = [
  ...readFileSync('src/routeTree.gen.ts', 'utf8')
    .match(/export interface FileRoutesById \{([^}]*)\}/)![1]!
    .matchAll(/^\s*'([^']+)':/gm),
].map(([, id]) => id!);
const pathOf = (id: string) => id.replace(/^\/_authed/, '').replace(/\/$/, '') || '/';
export const publicRoutes = routeIds.filter((id) => id !== '/_authed' && !id.startsWith('/_authed/')).map(pathOf);
export const signedInRoutes = ['/time-line', ...routeIds.filter((id) => id.startsWith('/_authed/')).map(pathOf)];
/** Fills a route's parameters with a person's id (the chat's partner, the profile shown). */
export const withPerson = (path: string, userId: string) =>
  path.replace('$userId', userId).replace(/^\/other-profile$/, `/other-profile?otherUserId=${userId}`);
