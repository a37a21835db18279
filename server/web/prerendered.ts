/** Where the screens rendered at build time live in dist/ (scripts/prerender.ts writes them). */
export const prerenderedFile = (pathname: string) => `prerendered/${pathname === '/' ? 'index' : pathname.slice(1).replaceAll('/', '~')}.html`;
