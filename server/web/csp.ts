/**
 * Content-Security-Policy for the app's HTML. Scripts and style elements run only from this
 * origin or when their exact text is hashed here: the few inline ones (the theme script of
 * index.html, the loader of the screens rendered at build time, /time-line's guest check, the
 * inlined CSS) are found in the page itself, so a change to any of them cannot be forgotten
 * here. Style attributes stay allowed (React writes them; they cannot run code). No site but
 * this one may frame the app (the settings screens are one click from doing harm).
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

/** Every other response of the app's origin (API, files, the development issuer's page). */
export const FRAME_ANCESTORS_ONLY = "frame-ancestors 'self'";

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/gi;
// Data blocks (the feed's boot JSON) are never run, so they need no hash.
const DATA_BLOCK = /\stype=["']?application\/(?:ld\+)?json/i;

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The policy for one HTML page; podAppOrigin is where the app's pod frames come from. */
export function pagePolicy(html: string, podAppOrigin: string) {
  const scripts = [...html.matchAll(INLINE_SCRIPT)].filter(([, attributes]) => !DATA_BLOCK.test(attributes!)).map(([, , body]) => hash(body!));
  const styles = [...html.matchAll(INLINE_STYLE)].map(([, body]) => hash(body!));
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...new Set(scripts)].join(' '),
    ['style-src', "'self'", ...new Set(styles)].join(' '),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    `frame-src ${podAppOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The policy for a built HTML file, read again only when the file changes (a new build). */
export function filePolicy(podAppOrigin: string) {
  const known = new Map<string, { mtimeMs: number; policy: string }>();
  return (path: string) => {
    const { mtimeMs } = statSync(path);
    let entry = known.get(path);
    if (entry?.mtimeMs !== mtimeMs) {
      entry = { mtimeMs, policy: pagePolicy(readFileSync(path, 'utf8'), podAppOrigin) };
      known.set(path, entry);
    }
    return entry.policy;
  };
}
