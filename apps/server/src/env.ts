import path from 'node:path';
import { z } from 'zod';
import { corsOriginsSetting, rateLimitSetting, trustedProxiesSetting } from './http/settings.ts';

/** The one validated configuration module; everything reads settings from here. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /**
   * PostgreSQL: `0` sends every statement unnamed and leaves the plan cache mode alone, for a
   * transaction-pooling proxy (PgBouncer) in front of the database (GitLab's
   * `prepared_statements: false`). Default `1`: each connection parses a statement once.
   */
  DATABASE_PREPARED_STATEMENTS: z.enum(['0', '1']).default('1'),
  CAIRN_ROOT_PASSWORD: z.string().min(8).optional(),
  /** Demo workspace on an empty database; unset: yes on embedded PGlite, no on PostgreSQL. */
  CAIRN_DEMO: z.enum(['0', '1']).optional(),
  /** Public base URL used for webUrl and links (defaults to http://localhost:PORT). */
  CAIRN_BASE_URL: z.string().url().optional(),
  /** Serve the built web app from this folder. */
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Other origins that may call /api/* from a browser (comma separated, or `*` for any origin
   * without cookies). Unset: same-origin only.
   */
  CAIRN_CORS_ORIGINS: corsOriginsSetting,
  /**
   * Reverse proxies whose X-Forwarded-For/-Proto are believed (comma separated addresses, CIDRs,
   * or `loopback`, `linklocal`, `uniquelocal`). Unset: no proxy is trusted.
   */
  CAIRN_TRUSTED_PROXIES: trustedProxiesSetting,
  /** Where attachments are stored (default `<DATA_DIR>/uploads`). */
  CAIRN_UPLOADS_DIR: z.string().optional(),
  /** Largest attachment accepted, in megabytes (GitLab's max_attachment_size, default 10). */
  CAIRN_MAX_ATTACHMENT_SIZE_MB: z.coerce.number().positive().max(1024).default(10),
  /** Comments (notes) one user may create per minute (GitLab's notes_create_limit); 0: no limit. */
  CAIRN_NOTES_CREATE_LIMIT: rateLimitSetting(300),
  /** Files one user may upload per minute; 0: no limit. */
  CAIRN_UPLOADS_LIMIT: rateLimitSetting(60),
  /** Megabytes one user may upload per hour; 0: no limit. */
  CAIRN_UPLOADS_MB_PER_HOUR: rateLimitSetting(500),
  /** Addresses and CIDR ranges (comma-separated) that may read /-/metrics. */
  CAIRN_METRICS_ALLOW: z.string().default('127.0.0.1,::1'),
  /** A bearer token that also grants /-/metrics, from any address. */
  CAIRN_METRICS_TOKEN: z.string().min(16).optional(),
  /** Outgoing mail server, `smtp://user:pass@host:port` or `smtps://…`; unset: no e-mail. */
  CAIRN_SMTP_URL: z.string().url().optional(),
  /** The From address of notification e-mail. */
  CAIRN_EMAIL_FROM: z.string().min(3).default('Cairn <cairn@localhost>'),
  /**
   * Incoming email address template with `%{key}` (GitLab's incoming_email.address, e.g.
   * `incoming+%{key}@cairn.example`). Unset: issues offer no 'Copy email address'.
   */
  CAIRN_INCOMING_EMAIL: z
    .string()
    .regex(/^[^@\s]*%\{key\}[^@\s]*@[^@\s]+$/, 'must be an address containing %{key}')
    .optional(),
  /**
   * Server processes sharing the port (node:cluster); more than one needs DATABASE_URL: the
   * embedded PGlite database belongs to one process.
   */
  CAIRN_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * API requests one server process works on at once; later ones wait their turn (0: no limit).
   * Live event streams are not counted.
   */
  CAIRN_API_CONCURRENCY: z.coerce.number().int().min(0).max(100000).default(0),
  /** Live streams (connections and subscriptions) one signed-in user may hold open at once. */
  CAIRN_LIVE_STREAMS_PER_USER: z.coerce.number().int().min(1).max(100000).default(200),
  /** Live streams all anonymous visitors from one address may hold open at once. */
  CAIRN_LIVE_STREAMS_PER_ANONYMOUS_ADDRESS: z.coerce.number().int().min(1).max(100000).default(32),
  /** Time tracking: hours in a day and days in a week of durations (`1d`, `1w`), as GitLab's. */
  CAIRN_TIME_TRACKING_HOURS_PER_DAY: z.coerce.number().int().min(1).max(24).default(8),
  CAIRN_TIME_TRACKING_DAYS_PER_WEEK: z.coerce.number().int().min(1).max(7).default(5),
  /** Fix "today" for the whole app (YYYY-MM-DD); for deterministic browser tests. */
  CAIRN_TODAY: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

export type Env = z.infer<typeof envSchema> & { baseUrl: string; dataDir: string };

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  if (env.CAIRN_WORKERS > 1 && !env.DATABASE_URL) {
    throw new Error(
      'Invalid configuration:\n  CAIRN_WORKERS: more than 1 worker needs DATABASE_URL (the embedded database belongs to one process)',
    );
  }
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    baseUrl: (env.CAIRN_BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
  };
}
