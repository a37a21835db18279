/** Builds the Fastify application: REST API, dev issuer, gateway and web app, without listening. */
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { loadDevKeys } from './auth/dev-keys.ts';
import { devIssuer } from './auth/dev-issuer.ts';
import { buildProviders, usesDevIssuer } from './auth/providers.ts';
import { authRoutes } from './auth/routes.ts';
import { loadFrameTokens } from './auth/frame-tokens.ts';
import { loadServerKeys } from './auth/server-keys.ts';
import { frameRoutes } from './auth/frame-routes.ts';
import { healthRoutes } from './health/routes.ts';
import { installErrorHandling } from './http/errors.ts';
import { endStreamsOnClose } from './http/open-streams.ts';
import { installRateLimits } from './http/rate-limits.ts';
import { openapiOptions } from './http/openapi.ts';
import { refuseUnstorableInput } from './http/storable-input.ts';
import { sharedSchemas } from './http/schemas.ts';
import { mediaRoutes } from './posts/media-routes.ts';
import { pictureRoutes } from './posts/picture-routes.ts';
import { podRoutes } from './pods/routes.ts';
import { postRoutes } from './posts/routes.ts';
import { feedRoutes } from './posts/feed-routes.ts';
import { eventRoutes } from './events/routes.ts';
import { notificationRoutes } from './notifications/stream-routes.ts';
import { relayPostgresPokes } from './notifications/pokes.ts';
import { pushRoutes } from './notifications/push-routes.ts';
import { startPushing } from './notifications/push.ts';
import type { PushEndpointPolicy } from './notifications/push-endpoint.ts';
import { openBlobStore } from './blobs/open.ts';
import { serveUploads } from './uploads/serve.ts';
import { privateLinks } from './uploads/private-links.ts';
import { userRoutes } from './users/routes.ts';
import { avatarRoutes } from './users/avatar-routes.ts';
import { createSignIn } from './users/sign-in.ts';
import { injectFetch } from './http/inject-fetch.ts';
import { followRoutes } from './users/follow-routes.ts';
import { peopleRoutes } from './users/people-routes.ts';
import { blockRoutes } from './users/block-routes.ts';
import { emailRoutes } from './email/routes.ts';
import { startOutbox } from './email/outbox.ts';
import { messageRoutes } from './messages/routes.ts';
import { meshIsBuilt, mountGateway } from './gateway/mesh.ts';
import { decorateDirectFields } from './gateway/direct-reads.ts';
import { liveRoutes } from './live/routes.ts';
import { podRoomRoutes } from './live/pod-room-routes.ts';
import { relayPostgresRooms } from './live/bus.ts';
import { hereNowRoutes } from './rooms/here-routes.ts';
import { relayPostgresHereNow } from './rooms/here-live.ts';
import { relayPostgresSessionEnds } from './auth/session-ends.ts';
import { pageSessionRoutes } from './web/signed-in-page.ts';
import { serveWebApp } from './web/static.ts';
import { permissionsPolicy } from './web/site-headers.ts';
import { siteFiles } from './web/site-files.ts';
import { FRAME_ANCESTORS_ONLY } from './web/csp.ts';
import { serveStatechartSite } from './web/statechart-site.ts';

export interface AppOptions {
  config: Config;
  db: Db;
  /** Mount /graphql (needs .mesh/ built). Default: when it is built. */
  gateway?: boolean;
  /** Serve dist/. Default true. */
  web?: boolean;
  logger?: boolean;
  /** Tests only (see PushEndpointPolicy); by default pushes go to public https hosts only. */
  pushEndpoints?: PushEndpointPolicy;
}

export async function buildApp({ config, db, gateway = meshIsBuilt(), web = true, logger = false, pushEndpoints = {} }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: 'info' } : false,
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  });
  installErrorHandling(app);
  endStreamsOnClose(app);
  decorateDirectFields(app);
  // Page paths get the app (web/static.ts); anything else unknown is answered here.
  app.setNotFoundHandler((request, reply) => {
    return reply.status(404).send({ error: 'Not Found', message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
  const permissions = permissionsPolicy(new URL(config.podAppUrl).origin);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // App pages carry their whole policy (web/csp.ts); nothing of this origin is framed elsewhere.
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', FRAME_ANCESTORS_ONLY);
    reply.header('x-frame-options', 'SAMEORIGIN');
    // Powerful features for this site and the pod app it frames only; none for anyone else (web/site-headers.ts).
    reply.header('permissions-policy', permissions);
    reply.header('cross-origin-opener-policy', 'same-origin');
    // This site's responses are for this site (and the pod app, which reads media with CORS); media may be shown anywhere.
    reply.header('cross-origin-resource-policy', request.url.startsWith('/media/') ? 'cross-origin' : 'same-site');
  });

  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // The 3D pod app runs on its own origin: it calls the API with a bearer token (no cookies) and
  // loads this site's media (/media/…) as textures. No other origin is allowed.
  await app.register(cors, {
    origin: [new URL(config.podAppUrl).origin],
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type'],
    maxAge: 600,
  });
  // Read only by the pages rendered for a signed-in person (web/signed-in-page.ts); the API takes bearer tokens only.
  await app.register(cookie);
  await app.register(swagger, openapiOptions);
  for (const schema of sharedSchemas) app.addSchema(schema);
  await installRateLimits(app, db);
  // Limits apply before anything is buffered; routes may only lower them.
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 20, fieldSize: 4096, parts: 25 } });
  // Every upload's bytes, on disk or in PostgreSQL (blobs/store.ts): served by any process.
  const blobs = openBlobStore(config, db);
  serveUploads(app, blobs);
  const keys = await loadServerKeys(db, config);
  const privateFiles = privateLinks(blobs, keys.privateLinks);
  privateFiles.serve(app);

  const devKeys = usesDevIssuer(config) ? await loadDevKeys(db, config.dataDir) : null;
  const providers = buildProviders(config, devKeys, injectFetch(app));
  const signIn = createSignIn(db, providers, config.publicUrl);
  const { vapid } = keys;
  app.decorate('frameTokens', loadFrameTokens(keys.frameToken));
  const pushing = startPushing(db, vapid, (message, error) => app.log.warn({ err: error }, message), pushEndpoints);
  // Pushes under way finish (or time out) before whoever closes the app closes the database.
  app.addHook('onClose', () => pushing.stop());
  const outbox = startOutbox(db, config.mail, (message, error) => app.log.warn({ err: error }, message));
  app.addHook('onClose', () => outbox.stop());
  await app.register(
    async (api) => {
      refuseUnstorableInput(api);
      await api.register(healthRoutes(db));
      await api.register(authRoutes(db, providers, signIn));
      await api.register(userRoutes(db, signIn, blobs));
      await api.register(avatarRoutes(db));
      await api.register(frameRoutes(db, config));
      await api.register(podRoutes(db));
      await api.register(feedRoutes(db, { trendingCacheMs: config.trendingCacheMs }));
      await api.register(postRoutes(db));
      await api.register(mediaRoutes(db, { blobs, ffmpeg: config.ffmpeg }));
      await api.register(pictureRoutes(db, { blobs }));
      await api.register(eventRoutes(db, blobs, privateFiles));
      await api.register(notificationRoutes(db));
      await api.register(pushRoutes(db, vapid, pushEndpoints));
      await api.register(followRoutes(db));
      await api.register(peopleRoutes(db));
      await api.register(blockRoutes(db));
      await api.register(liveRoutes(db, { iceServers: config.iceServers }));
      await api.register(podRoomRoutes(db, { iceServers: config.iceServers }));
      await api.register(hereNowRoutes(db));
      await api.register(emailRoutes(db, outbox));
      await api.register(messageRoutes(db, blobs));
      await api.register(pageSessionRoutes(db, config.publicUrl.startsWith('https:')));
    },
    { prefix: '/api' },
  );
  if (db.dialect === 'postgres' && db.databaseUrl) {
    const log = (message: string, error?: unknown) => app.log.error({ err: error }, message);
    // Pokes, live event rooms, session ends and Pod rooms' headcounts from every server process reach this process's streams (LISTEN/NOTIFY).
    const relays = [relayPostgresPokes(db, log), relayPostgresRooms(db, log), relayPostgresSessionEnds(db, log), relayPostgresHereNow(db, log)];
    await Promise.all(relays.map((relay) => relay.ready));
    app.addHook('onClose', () => Promise.all(relays.map((relay) => relay.stop())).then(() => undefined));
  }
  if (devKeys) await app.register(devIssuer(config, db, devKeys), { prefix: '/dev-oidc' });
  if (gateway) await mountGateway(app, db, { graphiql: !config.production, production: config.production, timeMs: config.graphqlTimeBudgetMs });
  await serveStatechartSite(app, config);
  await app.register(siteFiles(db, config.publicUrl));
  if (web) await serveWebApp(app, db, config);
  return app;
}
