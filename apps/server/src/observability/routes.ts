import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { migrationsApplied, type DatabaseHandle } from '@cairn/db';
import type { Env } from '../env.ts';
import type { AdmissionStats } from '../http/admission.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import { metricsAccess } from './metrics-access.ts';

/**
 * Request ids in responses, request metrics, and the operator endpoints: /-/metrics
 * (Prometheus), /-/readiness (take traffic?) and /-/liveness (restart me?). /-/health stays
 * in app.ts as it was.
 */
export function registerObservability(
  app: FastifyInstance,
  deps: { handle: DatabaseHandle; env: Env; realtime: RealtimeHub; admission: AdmissionStats },
): Metrics {
  const metrics = createMetrics(deps);
  const allowed = metricsAccess(deps.env.CAIRN_METRICS_ALLOW, deps.env.CAIRN_METRICS_TOKEN);

  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    metrics.observeHttp(
      req.method,
      req.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  app.addHook('onClose', async () => metrics.registry.clear());

  app.get('/-/metrics', async (req, reply) => {
    if (!allowed(req.socket.remoteAddress, req.headers.authorization)) {
      return reply.code(404).send({ message: '404 Not Found' });
    }
    const body = await metrics.exposition();
    return reply.type(metrics.registry.contentType).send(body);
  });

  app.get('/-/liveness', async () => ({ status: 'ok' }));

  app.get('/-/readiness', async (_req, reply) => {
    try {
      await deps.handle.db.execute(sql`select 1`);
    } catch {
      return reply.code(503).send({ status: 'unavailable', checks: { database: 'unreachable' } });
    }
    if (!(await migrationsApplied(deps.handle).catch(() => false))) {
      return reply
        .code(503)
        .send({ status: 'unavailable', checks: { database: 'migrations pending' } });
    }
    return { status: 'ok', checks: { database: 'ok' } };
  });
  return metrics;
}
