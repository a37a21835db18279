/**
 * What the web expects of a site at its root (issue 49 item 16): robots.txt (everything but the
 * API may be crawled; where the sitemap is), sitemap.xml (the public screens and the public Pods
 * of public profiles, newest first, at most SITEMAP_PODS) and /.well-known/security.txt (RFC 9116:
 * whom to tell of a vulnerability, valid for a year from the day it is read).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';

/** Public Pods listed in the sitemap, at most (a sitemap holds 50,000 addresses; the newest matter most). */
export const SITEMAP_PODS = 5_000;
const PUBLIC_SCREENS = ['/', '/time-line', '/pricing', '/signin', '/settings/about', '/settings/privacy', '/settings/help'];
const YEAR_MS = 365 * 24 * 3600 * 1000;

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function siteFiles(db: Db, publicUrl: string) {
  const site = publicUrl.replace(/\/$/, '');
  return async (app: FastifyInstance) => {
    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(`User-agent: *\nDisallow: /api/\nAllow: /\n\nSitemap: ${site}/sitemap.xml\n`),
    );

    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
      const pods = await db.kysely
        .selectFrom('posts')
        .innerJoin('users', 'users.userId', 'posts.userId')
        .select(['posts.postId', 'posts.updatedAt'])
        .where('posts.postType', '=', 'public')
        .where('users.profileType', '=', 'public')
        .orderBy('posts.createdAt', 'desc')
        .limit(SITEMAP_PODS)
        .execute();
      const entry = (path: string, modified?: number) =>
        `<url><loc>${xml(`${site}${path}`)}</loc>${modified ? `<lastmod>${new Date(modified * 1000).toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...PUBLIC_SCREENS.map((path) => entry(path)),
        ...pods.map((pod) => entry(`/?postId=${encodeURIComponent(pod.postId)}`, pod.updatedAt)),
        '</urlset>',
      ].join('\n');
      return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(body);
    });

    app.get('/.well-known/security.txt', { schema: { hide: true } }, async (_request, reply) => {
      const expires = new Date(Date.now() + YEAR_MS).toISOString().replace(/\.\d+Z$/, '.000Z');
      const host = new URL(site).hostname;
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(`Contact: mailto:security@${host}\nExpires: ${expires}\nPreferred-Languages: en\nCanonical: ${site}/.well-known/security.txt\n`);
    });
  };
}
