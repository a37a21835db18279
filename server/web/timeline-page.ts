/**
 * /time-line for signed-out visitors, rendered by the server with its data: the Discover feed is
 * the screen most people land on, and a page that holds it paints at once, where the app alone
 * would load its JavaScript, then ask for 8 lists, then show them. The page carries the lists as
 * JSON, so the app starts on the same screen without asking again (src/features/feed/boot.ts).
 *
 * Every guest sees the same feed, so one rendering serves everyone for a few seconds
 * (`TIMELINE_CACHE_MS`; 0 renders each request). A reader
 * with a session gets the app shell's behaviour (their own feed, behind its loader): the page
 * empties itself before it paints for them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SSR_DIR, SSR_OUTLET, SSR_TEMPLATE } from './prerendered.ts';
import { inProcessGraphql, rendererIn } from './renderer.ts';

// Runs right after the screen's markup (outside it, which the app takes over as it is), before it
// paints: a signed-in reader sees their own feed instead.
const FOR_GUESTS_ONLY = `<script>if(sessionStorage.getItem('sessionToken'))document.getElementById('root').replaceChildren()</script>`;
// The boot JSON is read by the app (as text, never run); '<' escaped so no string closes the element.
export const bootScript = (boot: unknown) => `<script type="application/json" id="timeline-boot">${JSON.stringify(boot).replaceAll('<', '\\u003c')}</script>`;

/** The page's HTML, or null where the build left no renderer (the app shell serves then). */
export function timelinePage(freshMs: number, dir = resolve(SSR_DIR)): (() => Promise<string>) | null {
  const renderer = rendererIn(dir);
  const templateFile = join(dir, SSR_TEMPLATE);
  if (!renderer || !existsSync(templateFile)) return null;
  const template = readFileSync(templateFile, 'utf8');
  let latest: { at: number; page: Promise<string> } | undefined;

  const render = () =>
    renderer.exclusive(async ({ renderTimeline }) => {
      const { html, boot } = await renderTimeline(inProcessGraphql);
      return template.replace(`${SSR_OUTLET}</div>`, `${html}</div>${FOR_GUESTS_ONLY}`).replace('</body>', `${bootScript(boot)}</body>`);
    });

  return () => {
    const now = Date.now();
    if (!latest || now - latest.at > freshMs) {
      const page = render();
      latest = { at: now, page };
      // A failed rendering is not kept: the next request tries again.
      page.catch(() => {
        if (latest?.page === page) latest = undefined;
      });
    }
    return latest.page;
  };
}
