import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  pino,
  stdSerializers,
  type DestinationStream,
  type Logger,
  type LevelWithSilent,
} from 'pino';
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

/** GitLab clients may send credentials in the query string (`?private_token=`). */
const SECRET_QUERY_PARAM =
  /([?&](?:private_token|access_token|job_token|feed_token|token|password)=)[^&#]*/gi;

export const redactUrl = (url: string) => url.replace(SECRET_QUERY_PARAM, `$1${REDACTED}`);

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
        err: stdSerializers.err,
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
