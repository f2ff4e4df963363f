import { handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';
import { getOperationAST, GraphQLError, type DocumentNode, type ExecutionResult } from 'graphql';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';

/** The shape of Yoga's `logging` option (its type is not exported). */
type YogaLogger = Record<'debug' | 'info' | 'warn' | 'error', (...args: unknown[]) => void>;

/** The error a resolver threw, when it is a crash rather than a GraphQL or service error. */
function crashOf(error: GraphQLError): Error | null {
  let original: unknown = error.originalError;
  while (original instanceof GraphQLError && original.originalError)
    original = original.originalError;
  if (!(original instanceof Error)) return null;
  if (original instanceof GraphQLError || original instanceof AppError) return null;
  return original;
}

/** The executed operation's name, given or written in the document. */
const operationName = (args: { document: DocumentNode; operationName?: string | null }) =>
  args.operationName ?? getOperationAST(args.document, args.operationName)?.name?.value;

/**
 * Every unexpected resolver error is logged once, with its stack, through the request's logger
 * (so the line carries the request id), before Yoga masks it as "Unexpected error.". Yoga's own
 * report of the same error (`yogaLogger` below) is then skipped.
 */
export function errorLogging(logged: WeakSet<Error>): Plugin<{ req?: FastifyRequest }> {
  const report = (result: ExecutionResult, req: FastifyRequest | undefined, operation?: string) => {
    for (const error of result.errors ?? []) {
      const crash = crashOf(error);
      // Without a request (never expected), Yoga's own report below logs it instead.
      if (!crash || !req || logged.has(crash)) continue;
      logged.add(crash);
      req.log.error(
        { err: crash, graphql: { operation: operation ?? null, path: error.path?.join('.') } },
        `GraphQL resolver failed: ${crash.message}`,
      );
    }
  };
  return {
    onExecute({ args }) {
      return {
        onExecuteDone({ result }) {
          if ('errors' in result) report(result, args.contextValue.req, operationName(args));
        },
      };
    },
    onSubscribe({ args }) {
      return {
        onSubscribeResult(payload) {
          return handleStreamOrSingleExecutionResult(payload, ({ result }) =>
            report(result, args.contextValue.req, operationName(args)),
          );
        },
      };
    },
  };
}

/** Yoga's internal messages go to the app logger; errors already logged per request are skipped. */
export function yogaLogger(log: FastifyBaseLogger, logged: WeakSet<Error>): YogaLogger {
  const toLine = (args: unknown[]) => args.map(String).join(' ');
  return {
    debug: (...args) => log.debug(toLine(args)),
    info: (...args) => log.info(toLine(args)),
    warn: (...args) => log.warn(toLine(args)),
    error: (...args) => {
      const [first] = args;
      if (first instanceof GraphQLError) {
        const crash = crashOf(first);
        if (crash && logged.has(crash)) return;
      }
      if (first instanceof Error) {
        if (logged.has(first)) return;
        log.error({ err: first }, `GraphQL server error: ${first.message}`);
        return;
      }
      log.error(toLine(args));
    },
  };
}
