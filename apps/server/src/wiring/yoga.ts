import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { createYoga, handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';
import { GraphQLError, type ExecutionResult } from 'graphql';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from '../lib/context.ts';
import { scopeGuard } from '../auth/scope-guard.ts';
import { AppError } from '../lib/errors.ts';
import { answerSizeLimit, meterDocumentFields } from '../graphql/answer-size.ts';
import { compiledExecutor } from '../graphql/compiled-executor.ts';
import { errorLogging, yogaLogger } from '../graphql/error-logging.ts';
import { inputChecks } from '../graphql/input-checks.ts';
import { renderCostLimit } from '../graphql/render-cost.ts';
import { schema } from './schema.ts';
import { liveConnections } from '../realtime/live-connection.ts';
import { slicedAnswers } from '../graphql/sliced-answers.ts';

export const MAX_QUERY_LENGTH = 10_000;

/** Query documents longer than 10,000 characters are refused before parsing. */
export function oversizedQuery(body: unknown, query: unknown): boolean {
  const doc =
    (body as { query?: unknown } | null)?.query ?? (query as { query?: unknown } | null)?.query;
  return typeof doc === 'string' && doc.length > MAX_QUERY_LENGTH;
}

/**
 * The GET parameter (`variables`, `extensions`) that is not a JSON object, or null. Yoga would
 * fail on it with a 500.
 */
export function invalidJsonParam(query: unknown): string | null {
  const q = (query ?? {}) as Record<string, unknown>;
  for (const name of ['variables', 'extensions']) {
    const raw = q[name];
    if (raw === undefined) continue;
    try {
      const value: unknown = typeof raw === 'string' ? JSON.parse(raw) : undefined;
      if (value === null || (typeof value === 'object' && !Array.isArray(value))) continue;
    } catch {
      // not JSON: refused below
    }
    return name;
  }
  return null;
}

/** A service error becomes a readable GraphQL error; others pass unchanged. */
function readableErrors(result: ExecutionResult): ExecutionResult | null {
  if (!result.errors?.some((e) => e.originalError instanceof AppError)) return null;
  return {
    ...result,
    errors: result.errors.map((e) =>
      e.originalError instanceof AppError
        ? new GraphQLError(e.originalError.message, {
            nodes: e.nodes,
            source: e.source,
            positions: e.positions,
            path: e.path,
            extensions: { code: `HTTP_${e.originalError.status}` },
          })
        : e,
    ),
  };
}

/**
 * Service errors become readable GraphQL errors instead of Yoga's masked "Unexpected error.",
 * in query and mutation results and in every event of a subscription.
 */
const appErrors: Plugin = {
  onExecute() {
    return {
      onExecuteDone({ result, setResult }) {
        if (!('errors' in result)) return;
        const readable = readableErrors(result);
        if (readable) setResult(readable);
      },
    };
  },
  onSubscribe() {
    return {
      onSubscribeResult(payload) {
        return handleStreamOrSingleExecutionResult(payload, ({ result, setResult }) => {
          const readable = readableErrors(result);
          if (readable) setResult(readable);
        });
      },
    };
  },
};

export function createGraphqlServer(options: {
  production: boolean;
  /** The app's logger: unexpected errors are logged once, with the request id. */
  log?: FastifyBaseLogger;
  /** More plugins (metrics). */
  plugins?: Plugin[];
}) {
  const logged = new WeakSet<Error>();
  return createYoga<{ req: FastifyRequest; reply: FastifyReply; context: RequestContext }>({
    schema: meterDocumentFields(schema),
    graphqlEndpoint: '/api/graphql',
    // GraphiQL is served bundled at /-/graphql-explorer (web/graphql-explorer.ts), not from a CDN.
    graphiql: false,
    landingPage: false,
    // Yoga's default CORS reflects any Origin with credentials; http/cors.ts decides instead.
    cors: false,
    logging: options.log ? yogaLogger(options.log, logged) : false,
    maskedErrors: true,
    context: ({ context }) => context,
    plugins: [
      // One live connection per browser for all its subscriptions (realtime/live-connection.ts).
      liveConnections(),
      compiledExecutor,
      scopeGuard,
      inputChecks,
      renderCostLimit,
      answerSizeLimit,
      slicedAnswers,
      errorLogging(logged),
      appErrors,
      EnvelopArmorPlugin({
        maxDepth: { n: 15 },
        costLimit: { maxCost: 50_000 },
        maxAliases: { n: 30 },
        maxDirectives: { n: 50 },
        maxTokens: { n: 5000 },
        blockFieldSuggestion: { enabled: options.production },
      }),
      ...(options.plugins ?? []),
    ],
  });
}
