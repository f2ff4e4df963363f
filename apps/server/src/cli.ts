import { readLiveLock } from './bootstrap/data-dir-lock.ts';
import { openAndBootstrap } from './bootstrap/open.ts';
import { CLI_SECRET_HEADER } from './cli/cli-endpoint.ts';
import { CliError, runCommand, USAGE } from './cli/commands.ts';
import { loadEnv } from './env.ts';
import { systemClock } from './lib/clock.ts';

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

const lock = env.DATABASE_URL ? null : readLiveLock(env.dataDir);
if (lock) {
  await viaServer(lock.port, lock.secret);
} else {
  const clock = systemClock(env.CAIRN_TODAY);
  const { handle, notes } = await openAndBootstrap(env, clock, (l) => console.error(l));
  for (const note of notes) console.error(note);
  try {
    await runCommand(argv, handle, out);
  } catch (e) {
    await handle.close();
    fail(e instanceof CliError ? e.message : `Command failed: ${(e as Error).stack}`);
  }
  await handle.close();
}
