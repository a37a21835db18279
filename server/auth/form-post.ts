/** HTML form bodies (authorization requests, form_post responses) and the form_post page. */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

export type FormFields = Record<string, string | undefined>;

/** Parses application/x-www-form-urlencoded bodies in this plugin's scope into plain fields. */
export function acceptFormBodies(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const hiddenInputs = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

const SUBMIT = 'document.forms[0].submit()';
const submitHash = createHash('sha256').update(SUBMIT).digest('base64');

/**
 * OAuth 2.0 Form Post Response Mode: a page that POSTs the answer to the redirect URI. The one
 * inline script is allowed by its hash; without script the button does the same.
 */
export function sendFormPost(reply: FastifyReply, action: string, fields: Record<string, string>) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', `default-src 'none'; script-src 'sha256-${submitHash}'; form-action ${new URL(action).origin}`)
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing in…</title></head>
<body><form method="post" action="${escapeHtml(action)}">${hiddenInputs(fields)}<noscript><button type="submit">Continue</button></noscript></form>
<script>${SUBMIT}</script></body></html>`);
}
