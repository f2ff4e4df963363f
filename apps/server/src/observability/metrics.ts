import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { poolStats, type DatabaseHandle } from '@cairn/db';
import type { AdmissionStats } from '../http/admission.ts';
import type { RealtimeHub } from '../realtime/hub.ts';

/** Seconds; from a fast cached read to a slow roadmap page. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Operation names are chosen by clients: past this many distinct ones, the rest count as "other". */
const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

let processRegistry: Registry | null = null;

/**
 * Process metrics (event-loop lag, memory, CPU, handles) belong to the process, not to an app:
 * collected once, however many apps a test process builds (each collector keeps an event-loop
 * monitor running).
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export interface Metrics {
  /** This app's metrics; `exposition()` adds the process's. */
  registry: Registry;
  /** The Prometheus text of this app's and the process's metrics. */
  exposition(): Promise<string>;
  /** Records one answered HTTP request. */
  observeHttp(method: string, route: string, status: number, seconds: number): void;
  /** Times GraphQL queries and mutations by operation name. */
  graphqlPlugin: Plugin;
}

/**
 * One registry per app (tests build many apps in one process). Gauges read their sources when
 * scraped, so nothing runs between scrapes.
 */
export function createMetrics(sources: {
  handle: DatabaseHandle;
  realtime: RealtimeHub;
  admission: AdmissionStats;
}): Metrics {
  const registry = new Registry();
  const http = new Histogram({
    name: 'cairn_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const graphql = new Histogram({
    name: 'cairn_graphql_operation_duration_seconds',
    help: 'GraphQL query and mutation execution by operation name',
    labelNames: ['operation', 'type'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'cairn_db_pool_connections',
    help: 'Database connections by state (PGlite: one connection, always idle)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = poolStats(sources.handle);
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'cairn_api_requests',
    help: 'API requests being worked on, and waiting for a turn (CAIRN_API_CONCURRENCY)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const { active, waiting } = sources.admission();
      this.set({ state: 'active' }, active);
      this.set({ state: 'waiting' }, waiting);
    },
  });
  new Gauge({
    name: 'cairn_realtime_subscribers',
    help: 'Open GraphQL subscriptions (SSE streams) on this server',
    registers: [registry],
    collect() {
      this.set(sources.realtime.listenerCount());
    },
  });
  new Gauge({
    name: 'cairn_realtime_connections',
    help: 'Open live HTTP connections (shared live connections and single-subscription SSE requests)',
    registers: [registry],
    collect() {
      this.set(sources.realtime.streams.connections());
    },
  });

  const names = new Set<string>();
  const operationLabel = (name: string | null | undefined) => {
    if (!name) return 'anonymous';
    if (!OPERATION_NAME.test(name)) return 'other';
    if (names.has(name)) return name;
    if (names.size >= MAX_OPERATION_NAMES) return 'other';
    names.add(name);
    return name;
  };

  return {
    registry,
    exposition: () => Registry.merge([processMetrics(), registry]).metrics(),
    observeHttp(method, route, status, seconds) {
      http.observe({ method, route, status: String(status) }, seconds);
    },
    graphqlPlugin: {
      onExecute({ args }) {
        const started = performance.now();
        const operation = getOperationAST(args.document, args.operationName);
        const labels = {
          operation: operationLabel(args.operationName ?? operation?.name?.value),
          type: operation?.operation ?? 'unknown',
        };
        return {
          onExecuteDone() {
            graphql.observe(labels, (performance.now() - started) / 1000);
          },
        };
      },
    },
  };
}
