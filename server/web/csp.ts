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

/** The hashes of the inline scripts (not data blocks) and style elements a page carries. */
function inlineHashes(html: string) {
  const scripts = [...html.matchAll(INLINE_SCRIPT)].filter(([, attributes]) => !DATA_BLOCK.test(attributes!)).map(([, , body]) => hash(body!));
  const styles = [...html.matchAll(INLINE_STYLE)].map(([, body]) => hash(body!));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/** The policy for one HTML page; podAppOrigin is where the app's pod frames come from. */
export function pagePolicy(html: string, podAppOrigin: string) {
  const { scripts, styles } = inlineHashes(html);
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scripts].join(' '),
    ['style-src', "'self'", ...styles].join(' '),
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

/**
 * The policy of the pod app's pages (issue 49 item 16), on their own origin: code only from that
 * origin (and the inline code the page carries, hashed), the API and uploads from the app's origin
 * (`hostOrigin`), and what a Pod's owner may place in it from any secure address: pictures,
 * videos and sound (img-src, media-src), 3D models (fetched: connect-src) and web pages
 * (frame-src). Framed only by the app, sandboxed (shared/pod-app-sandbox.ts).
 */
export function podAppPolicy(html: string, hostOrigin: string, sandbox: string) {
  const { scripts, styles } = inlineHashes(html);
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scripts].join(' '),
    ['style-src', "'self'", ...styles].join(' '),
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' ${hostOrigin} https: data: blob:`,
    `media-src 'self' ${hostOrigin} https: blob:`,
    `connect-src 'self' ${hostOrigin} https: data: blob:`,
    "font-src 'self' data:",
    'frame-src https:',
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${hostOrigin}`,
    `sandbox ${sandbox}`,
  ].join('; ');
}
