import { readLiveLock } from './bootstrap/data-dir-lock.ts';
import { openAndBootstrap, openAndMigrate } from './bootstrap/open.ts';
import { CLI_SECRET_HEADER } from './cli/cli-endpoint.ts';
import { CliError } from './cli/cli-error.ts';
import { runCommand, USAGE } from './cli/commands.ts';
import { openDatabase } from '@cairn/db';
import { loadEnv } from './env.ts';
import { systemClock } from './lib/clock.ts';
import fs from 'node:fs';
import path from 'node:path';

const argv = process.argv.slice(2);
const out = (line: string) => console.log(line);
const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

if (!argv.length || argv[0] === 'help' || argv[0] === '--help') {
  out(USAGE);
  process.exit(0);
}

const env = loadEnv();
// The server resolves paths against its own working directory: send it absolute ones.
if ((argv[0] === 'backup' || argv[0] === 'restore') && argv[1]) argv[1] = path.resolve(argv[1]);

/** With PGlite and a running server, the command goes through the server (one process per data dir). */
async function viaServer(port: number, secret: string) {
  const res = await fetch(`http://127.0.0.1:${port}/-/cli`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CLI_SECRET_HEADER]: secret },
    body: JSON.stringify({ argv }),
  }).catch(() =>
    fail(
      `A Cairn server holds ${env.dataDir} but does not answer on port ${port}. Stop it, or try again.`,
    ),
  );
  if (res.status !== 200) fail(`The running server refused the command (HTTP ${res.status}).`);
  const text = await res.text();
  const [body = '', trailer = ''] = text.split('\u0000');
  process.stdout.write(body);
  const [status, ...rest] = trailer.split('\n');
  if (status !== 'ok') fail(rest.join('\n').trim());
}

/** Commands that work on the database as a whole rather than through the app's tables. */
async function wholeDatabase(command: string, file: string): Promise<void> {
  const backup = await import('./cli/backup.ts');
  try {
    if (command === 'restore' && env.DATABASE_URL) {
      await backup.restorePostgres(env.DATABASE_URL, file, out);
    } else if (command === 'restore') {
      await backup.restorePglite(env.dataDir, file, out);
    } else if (env.DATABASE_URL) {
      await backup.backupPostgres(env.DATABASE_URL, file, out);
    } else if (!fs.existsSync(path.join(env.dataDir, 'PG_VERSION'))) {
      fail(`There is no database in ${env.dataDir} to back up (set DATA_DIR).`);
    } else {
      const handle = await openDatabase({ dataDir: env.dataDir });
      await backup.backupPglite(handle, file, out).finally(() => handle.close());
    }
  } catch (e) {
    fail(e instanceof CliError ? e.message : `Command failed: ${(e as Error).stack}`);
  }
}

const lock = env.DATABASE_URL ? null : readLiveLock(env.dataDir);
const [command, file] = argv;
if (lock) {
  await viaServer(lock.port, lock.secret);
} else if ((command === 'backup' || command === 'restore') && argv.length === 2 && file) {
  await wholeDatabase(command, file);
} else if (command === 'migrate' && argv.length === 1) {
  const handle = await openAndMigrate(env);
  await handle.close();
  out('Migrations are up to date.');
} else {
  const clock = systemClock(env.CAIRN_TODAY);
  // The root user, as at a first start; the demo workspace only with `seed --demo`.
  const { handle, notes } = await openAndBootstrap(env, clock, (l) => console.error(l), undefined, {
    demo: false,
  });
  for (const note of notes) console.error(note);
  try {
    await runCommand(argv, handle, out);
  } catch (e) {
    await handle.close();
    fail(e instanceof CliError ? e.message : `Command failed: ${(e as Error).stack}`);
  }
  await handle.close();
}
