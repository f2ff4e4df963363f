import { randomToken } from './lib/crypto.ts';
import { buildApp } from './app.ts';
import { openAndBootstrap } from './bootstrap/open.ts';
import { readLiveLock, removeLock, writeLock } from './bootstrap/data-dir-lock.ts';
import { registerCliEndpoint } from './cli/cli-endpoint.ts';
import { loadEnv } from './env.ts';
import { systemClock } from './lib/clock.ts';

const started = performance.now();
const env = loadEnv();
const clock = systemClock(env.CAIRN_TODAY);
const log = (line: string) => console.log(`[cairn] ${line}`);

if (!env.DATABASE_URL) {
  const other = readLiveLock(env.dataDir);
  if (other) {
    console.error(
      `[cairn] Another Cairn server (pid ${other.pid}, port ${other.port}) is using ${env.dataDir}. Stop it first, or set DATA_DIR to another folder.`,
    );
    process.exit(1);
  }
}

const { handle, notes } = await openAndBootstrap(env, clock, log);
const app = await buildApp({
  handle,
  env,
  clock,
  logger: env.LOG_LEVEL !== 'silent' && env.NODE_ENV !== 'production',
});
const secret = randomToken(40);
registerCliEndpoint(app, handle, secret);

await app.listen({ port: env.PORT, host: env.HOST });
const port = (app.server.address() as { port: number }).port;
if (!env.DATABASE_URL) writeLock(env.dataDir, { pid: process.pid, port, secret });

log(
  `Database: ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${env.dataDir}`}`,
);
for (const note of notes) log(note);
log(
  `Ready in ${Math.round(performance.now() - started)} ms: open ${env.CAIRN_BASE_URL ?? `http://localhost:${port}`}`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await app.close();
  await handle.close();
  if (!env.DATABASE_URL) removeLock(env.dataDir);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
