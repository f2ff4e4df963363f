import cluster from 'node:cluster';
import { readLiveLock, removeLock, writeLock } from './bootstrap/data-dir-lock.ts';
import { openAndBootstrap } from './bootstrap/open.ts';
import { superviseWorkers } from './cluster-primary.ts';
import { loadEnv } from './env.ts';
import { systemClock } from './lib/clock.ts';
import { randomToken } from './lib/crypto.ts';
import { accountsWithDemoPassword, demoPasswordWarning } from './bootstrap/demo-passwords.ts';
import { createLogger } from './observability/logger.ts';
import { schedulePruning } from './observability/pruning.ts';
import { createSmtpMailer } from './modules/notifications/smtp-mailer.ts';
import { schedulePaging } from './modules/work-items/widgets/incident/paging-job.ts';

// performance.now() counts from the process's start; the start-up line lists when each step
// ended, so steps that overlap (the database opening while the web modules load) read plainly.
const started = performance.now();
const steps: string[] = [];
const mark = (step: string) => steps.push(`${step} ${Math.round(performance.now())}`);
mark('modules');
const env = loadEnv();
const clock = systemClock(env.CAIRN_TODAY);
// JSON lines in production (for log collectors), one readable line each in development.
const logger = createLogger(env.LOG_LEVEL, { pretty: env.NODE_ENV === 'development' });
// Start-up lines carry the URL and the one-time root password: shown even at LOG_LEVEL=warn.
const startup = logger.child({}, { level: env.LOG_LEVEL === 'silent' ? 'silent' : 'info' });
const log = (line: string) => startup.info(line);

if (env.CAIRN_WORKERS > 1 && cluster.isPrimary) {
  await superviseWorkers(env, clock, logger, log);
}

if (!env.DATABASE_URL) {
  const other = readLiveLock(env.dataDir);
  if (other) {
    // Also on stderr, as plain text: it is the answer to someone who just typed `npm start`.
    const message = `Another Cairn server (pid ${other.pid}, port ${other.port}) is using ${env.dataDir}. Stop it first, or set DATA_DIR to another folder.`;
    logger.fatal(message);
    console.error(`[cairn] ${message}`);
    process.exit(1);
  }
}

const opening = openAndBootstrap(env, clock, log, mark, {
  onConnectionError: (err) =>
    logger.warn({ err }, 'Database connection lost (the pool reconnects)'),
});
// Whatever escapes a request or a timer is still logged once, with its stack, as JSON.
process.on('unhandledRejection', (err) => logger.error({ err }, 'Unhandled promise rejection'));
// Failures surface at `await opening` below, not as an unhandled rejection meanwhile.
opening.catch(() => undefined);
// The web server's modules (Fastify, GraphQL Yoga, the schema, the routes) load while PGlite
// reads its files and compiles its WebAssembly in the background.
const [{ buildApp }, { registerCliEndpoint }] = await Promise.all([
  import('./app.ts'),
  import('./cli/cli-endpoint.ts'),
]);
mark('web modules');
const { handle, notes } = await opening.catch((err: unknown) => {
  logger.fatal({ err }, 'Could not open the database');
  process.exit(1);
});
const app = await buildApp({
  handle,
  env,
  clock,
  logger,
});
const secret = randomToken(40);
registerCliEndpoint(app, handle, secret);
mark('app');

await app.listen({ port: env.PORT, host: env.HOST });
const port = (app.server.address() as { port: number }).port;
if (!env.DATABASE_URL) writeLock(env.dataDir, { pid: process.pid, port, secret });
mark('listening');

log(
  `Database: ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${env.dataDir}`}`,
);
for (const note of notes) log(note);
log(`Start-up steps (ms since the process started): ${steps.join(', ')}`);
log(
  `Ready in ${Math.round(performance.now() - started)} ms: open ${env.CAIRN_BASE_URL ?? `http://localhost:${port}`}`,
);

// Not awaited: a slow check must not delay "Ready". Repeated at every start until fixed.
void accountsWithDemoPassword(handle.db).then(
  (usernames) => {
    const warning = demoPasswordWarning(usernames);
    // Through the start-up logger: shown even when LOG_LEVEL=error hides other warnings.
    if (warning) startup.warn(warning);
  },
  (err: unknown) => logger.error({ err }, 'Could not check for demo passwords'),
);
const stopPruning = schedulePruning(handle.db, logger);
// Incident paging: due escalation rules notify their users (one server of several sends each).
const stopPaging = schedulePaging(
  { db: handle.db, clock, env, mailer: createSmtpMailer(env, logger) },
  logger,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  stopPruning();
  stopPaging();
  await app.close();
  await handle.close();
  if (!env.DATABASE_URL) removeLock(env.dataDir);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
