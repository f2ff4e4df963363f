import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@cairn/db';
import { registerAuthRoutes } from './auth/auth.routes.ts';
import { registerRequestAuth } from './auth/request-auth.ts';
import type { Env } from './env.ts';
import { registerAdmission } from './http/admission.ts';
import { registerCors } from './http/cors.ts';
import {
  createGraphqlServer,
  invalidJsonParam,
  MAX_QUERY_LENGTH,
  oversizedQuery,
} from './wiring/yoga.ts';
import type { Clock } from './lib/clock.ts';
import { envForRequest } from './lib/base-url.ts';
import { createRequestContext, type RequestContext } from './lib/context.ts';
import { registerOpenApiRoute } from './rest/openapi/openapi-document.ts';
import { collectRestRoutes } from './rest/openapi/route-catalog.ts';
import { registerRestBase, restErrorHandler } from './rest/rest-plugin.ts';
import { registerRestRoutes } from './wiring/rest-routes.ts';
import { registerAvatarRoutes } from './web/avatars.ts';
import { registerSecurityHeaders } from './web/security-headers.ts';
import { registerWeb } from './web/static.ts';
import { createSmtpMailer } from './modules/notifications/smtp-mailer.ts';
import { createRealtimeHub, type RealtimeHub } from './realtime/hub.ts';
import { createLogger, requestId, type Logger } from './observability/logger.ts';
import { requestLogController } from './observability/request-log.ts';
import { registerObservability } from './observability/routes.ts';

export const VERSION = '0.1.0';
export const REVISION = process.env.CAIRN_REVISION ?? 'dev';

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * Requests are validated with zod (rest/rest-plugin.ts `parseInput`), never with Fastify JSON
 * schemas, so Fastify's ajv and fast-json-stringify compilers are never needed; handing Fastify
 * these factories keeps it from loading them (about 0.3 s of every start). A route that declares
 * a JSON schema fails at start-up with this message instead of being validated differently.
 */
const noSchemaCompilers = {
  buildValidator: (): never => {
    throw new Error('Cairn routes validate input with zod (parseInput), not Fastify JSON schemas');
  },
  buildSerializer: (): never => {
    throw new Error('Cairn routes send plain JSON, not Fastify response schemas');
  },
};

declare module 'fastify' {
  interface FastifyRequest {
    ctx(): RequestContext;
  }
  interface FastifyInstance {
    /** This process's realtime hub (subscriptions); tests read its listener counts. */
    realtime: RealtimeHub;
  }
}

export interface AppDeps {
  handle: DatabaseHandle;
  env: Env;
  clock: Clock;
  /** true: JSON logs at LOG_LEVEL to stdout; a pino logger: log through it (main.ts, tests). */
  logger?: boolean | Logger;
}

export async function buildApp({
  handle,
  env,
  clock,
  logger = true,
}: AppDeps): Promise<FastifyInstance> {
  const production = env.NODE_ENV === 'production';
  const app = Fastify({
    ...(logger === false
      ? { logger: false }
      : {
          loggerInstance: (logger === true
            ? createLogger(env.LOG_LEVEL)
            : logger) as FastifyBaseLogger,
        }),
    genReqId: requestId,
    logController: requestLogController(),
    // X-Forwarded-* is believed only from the configured proxies (none by default): anyone else
    // could pick their own address and slip past the per-address sign-in limit.
    trustProxy: env.CAIRN_TRUSTED_PROXIES.length ? env.CAIRN_TRUSTED_PROXIES : false,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { maxParamLength: 1000 },
    schemaController: { compilersFactory: noSchemaCompilers },
  });
  collectRestRoutes(app);
  const db = handle.db;

  registerCors(app, env.CAIRN_CORS_ORIGINS);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  registerSecurityHeaders(app);

  const realtime = await createRealtimeHub(handle, {
    perUser: env.CAIRN_LIVE_STREAMS_PER_USER,
    perAnonymousAddress: env.CAIRN_LIVE_STREAMS_PER_ANONYMOUS_ADDRESS,
  });
  // preClose: open subscription streams must end, or close() would wait for them forever.
  app.addHook('preClose', () => realtime.close());
  app.decorate('realtime', realtime);
  const admission = registerAdmission(app, env.CAIRN_API_CONCURRENCY);
  const metrics = registerObservability(app, { handle, env, realtime, admission });

  const mailer = createSmtpMailer(env, app.log);
  registerRequestAuth(app, db, clock);
  app.decorateRequest('ctx', function (this: FastifyRequest) {
    const self = this as FastifyRequest & { _ctx?: RequestContext };
    const requestEnv = envForRequest(env, self);
    self._ctx ??= createRequestContext({
      db,
      viewer: self.viewer,
      // Services that change memberships reload them (lib/context.ts, membershipsChanged).
      memberships: self.viewerFacts?.memberships,
      bannedUserIds: self.viewerFacts?.bannedUserIds,
      namedNamespace: self.viewerFacts?.namespace,
      clock,
      env: requestEnv,
      realtime,
      ...(mailer ? { mailer } : {}),
    });
    return self._ctx;
  });
  app.setErrorHandler(restErrorHandler);
  app.setNotFoundHandler((req, reply) => reply.code(404).send({ message: '404 Not Found' }));

  app.get('/-/health', async (_req, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
  app.get('/api/v4/version', async () => ({ version: VERSION, revision: REVISION }));
  registerOpenApiRoute(app, VERSION);

  registerAuthRoutes(app, db, env.CAIRN_BASE_URL?.startsWith('https:') ?? false);

  const yoga = createGraphqlServer({ production, log: app.log, plugins: [metrics.graphqlPlugin] });
  app.route({
    url: '/api/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      if (req.badToken) return reply.code(401).send({ message: '401 Unauthorized' });
      if (oversizedQuery(req.body, req.query)) {
        return reply.code(400).send({
          errors: [{ message: `Query too large: the limit is ${MAX_QUERY_LENGTH} characters` }],
        });
      }
      const badParam = req.method === 'GET' ? invalidJsonParam(req.query) : null;
      if (badParam) {
        return reply.code(400).send({
          errors: [{ message: `The "${badParam}" parameter must be a JSON object` }],
        });
      }
      const response = await yoga.handleNodeRequestAndResponse(req, reply, {
        req,
        reply,
        context: req.ctx(),
      });
      response.headers.forEach((value, key) => void reply.header(key, value));
      reply.status(response.status);
      // Yoga answers some refusals (415) without a body: give them GraphQL's error shape.
      if (response.body === null && response.status >= 400) {
        return reply.send({ errors: [{ message: STATUS_CODES[response.status] ?? 'Error' }] });
      }
      reply.send(response.body);
      return reply;
    },
  });

  registerRestBase(app);
  await registerRestRoutes(app);
  registerAvatarRoutes(app);
  await registerWeb(app, env.WEB_DIST ? path.resolve(env.WEB_DIST) : defaultWebDist, {
    today: env.CAIRN_TODAY,
  });
  return app;
}
