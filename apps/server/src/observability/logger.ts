import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  pino,
  stdSerializers,
  type DestinationStream,
  type Logger,
  type LevelWithSilent,
  type LogFn,
} from 'pino';
import { decodeQueryComponent, isSecretParam, queryPairs } from '../auth/query-credentials.ts';
import { devLogStream } from './dev-log-stream.ts';

export type { Logger };
export const REDACTED = '[redacted]';

/** Headers and fields that carry credentials; censored wherever they appear in a log object. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["private-token"]',
  'req.headers["job-token"]',
  'req.headers["x-csrf-token"]',
  'req.headers["x-cairn-cli-secret"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["private-token"]',
  'headers["job-token"]',
  'password',
  '*.password',
  'token',
  '*.token',
  'csrfToken',
  '*.csrfToken',
  'sessionId',
  '*.sessionId',
  'secret',
  '*.secret',
];

/**
 * GitLab clients may send credentials in the query string (`?private_token=`). The query is
 * split and its names decoded by the same parser that authenticates (auth/query-credentials.ts),
 * so a name that authenticates is redacted however it is spelled or escaped; the whole value
 * (to the next `&`) is replaced.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const pairs = queryPairs(url).map((pair) =>
    pair.hasValue && isSecretParam(pair.name)
      ? `${pair.raw.slice(0, pair.raw.indexOf('='))}=${REDACTED}`
      : pair.raw,
  );
  return `${url.slice(0, start + 1)}${pairs.join('&')}`;
}

/** A `?name=value` or `&name=value` inside free text (an error message quoting a URL). */
const PAIR_IN_TEXT = /([?&])([^=&#\s"'<>?]+)=([^&\s"'<>]*)/g;

/** Redacts credential parameters wherever a URL is quoted in a message or a stack. */
export const redactText = (text: string) =>
  text.replace(PAIR_IN_TEXT, (pair, sep: string, name: string) =>
    isSecretParam(decodeQueryComponent(name)) ? `${sep}${name}=${REDACTED}` : pair,
  );

const errorSerializer = (err: Error) => {
  const out = stdSerializers.err(err);
  out.message = redactText(out.message);
  if (out.stack) out.stack = redactText(out.stack);
  return out;
};

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  host?: string;
  socket?: { remoteAddress?: string };
}

/**
 * One logger for the whole process: Fastify's request logs, GraphQL errors, start-up lines.
 * JSON lines (one object per line) unless `pretty`; credentials never reach the output.
 */
export function createLogger(
  level: LevelWithSilent,
  options: { stream?: DestinationStream; pretty?: boolean } = {},
): Logger {
  const stream = options.stream ?? (options.pretty ? devLogStream(process.stdout) : undefined);
  return pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      serializers: {
        req: (req: LoggedRequest) => ({
          method: req.method,
          url: redactUrl(req.url ?? ''),
          host: req.host,
          remoteAddress: req.ip ?? req.socket?.remoteAddress,
        }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
        err: errorSerializer,
      },
      hooks: {
        // Messages are text too, and `log.error(err)` or `log.error({ err })` without one takes
        // the error's message as its own.
        logMethod(args, method) {
          const [first, ...rest] = args as unknown[];
          const text = (a: unknown) => (typeof a === 'string' ? redactText(a) : a);
          const err = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
          const redacted =
            err instanceof Error && rest.length === 0
              ? [first, redactText(err.message)]
              : [text(first), ...rest.map(text)];
          return method.apply(this, redacted as Parameters<LogFn>);
        },
      },
    },
    stream ?? pino.destination({ sync: true }),
  );
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * Request ids: a well-formed `X-Request-Id` from the proxy in front is kept (so its logs and
 * ours correlate), anything else gets a fresh UUID. The id is echoed in the response.
 */
export function requestId(req: IncomingMessage): string {
  const sent = req.headers['x-request-id'];
  return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
}
