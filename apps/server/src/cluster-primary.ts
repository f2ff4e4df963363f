import cluster, { type Worker } from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import { openAndBootstrap } from './bootstrap/open.ts';
import type { Env } from './env.ts';
import type { Clock } from './lib/clock.ts';

/**
 * CAIRN_WORKERS > 1: this process only supervises. It migrates and bootstraps the database once
 * (so the workers do not race to create it), then forks the workers, which share the port
 * (node:cluster hands out the connections) and each run the whole server on the same PostgreSQL:
 * sessions, tokens, throttling and live events already live there. A worker that dies stops
 * them all with a failure, for the process supervisor to restart; SIGTERM stops them cleanly.
 */
export async function superviseWorkers(
  env: Env,
  clock: Clock,
  logger: FastifyBaseLogger,
  log: (line: string) => void,
): Promise<never> {
  const { handle, notes } = await openAndBootstrap(env, clock, log);
  await handle.close();
  for (const note of notes) log(note);
  const workers: Worker[] = Array.from({ length: env.CAIRN_WORKERS }, () => cluster.fork());
  log(`Started ${workers.length} worker processes (CAIRN_WORKERS)`);
  let stopping = false;
  const stopAll = (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const w of workers) if (!w.isDead()) w.process.kill('SIGTERM');
    const exited = () => workers.every((w) => w.isDead());
    const wait = setInterval(() => {
      if (!exited()) return;
      clearInterval(wait);
      process.exit(code);
    }, 50);
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    logger.error(`Worker ${worker.process.pid} exited (${signal ?? code}); stopping the others`);
    stopAll(1);
  });
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  return new Promise<never>(() => {});
}
