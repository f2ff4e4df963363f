import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, pgliteOf, type DatabaseHandle } from '@cairn/db';
import { CliError, type Out } from './cli-error.ts';

/**
 * `cairn backup <file>` / `cairn restore <file>`. PGlite: a gzipped tar of the data directory,
 * taken inside a transaction after a CHECKPOINT, so no other transaction is half-way (the
 * running server does it when it holds the directory). PostgreSQL: pg_dump/pg_restore, custom
 * format.
 */
export async function backupPglite(handle: DatabaseHandle, file: string, out: Out) {
  const pglite = pgliteOf(handle);
  if (!pglite) throw new CliError('This server does not use the embedded database.');
  const started = performance.now();
  // PGlite runs one transaction at a time: while this one is open, no write is in flight.
  const blob = await pglite.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    return pglite.dumpDataDir('gzip');
  });
  writeAtomically(file, Buffer.from(await blob.arrayBuffer()));
  out(`Backed up the embedded database to ${file} (${mb(blob.size)} in ${ms(started)}).`);
}

/** Unpacks a PGlite backup into an empty (or missing) data directory. */
export async function restorePglite(dataDir: string, file: string, out: Out) {
  const data = readBackup(file);
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).some((f) => f !== 'cairn.lock')) {
    throw new CliError(
      `${dataDir} is not empty. Restore into a fresh DATA_DIR (or move the old one away first).`,
    );
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const started = performance.now();
  const handle = await openDatabase({ dataDir, loadDataDir: new Blob([new Uint8Array(data)]) });
  await handle.close();
  out(`Restored ${file} into ${dataDir} in ${ms(started)}. Start Cairn with DATA_DIR=${dataDir}.`);
}

export async function backupPostgres(databaseUrl: string, file: string, out: Out) {
  const started = performance.now();
  const partial = `${file}.partial-${process.pid}`;
  await runTool('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`], databaseUrl);
  fs.renameSync(partial, file);
  out(
    `Backed up the PostgreSQL database to ${file} (${mb(fs.statSync(file).size)} in ${ms(started)}).`,
  );
}

/** Restores into the database DATABASE_URL names, which must be empty (freshly created). */
export async function restorePostgres(databaseUrl: string, file: string, out: Out) {
  readBackup(file);
  const started = performance.now();
  await runTool(
    'pg_restore',
    [
      '--no-owner',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${connectionName(databaseUrl)}`,
      file,
    ],
    databaseUrl,
  );
  out(`Restored ${file} into the PostgreSQL database in ${ms(started)}.`);
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const ms = (since: number) => `${Math.round(performance.now() - since)} ms`;

function readBackup(file: string): Buffer {
  try {
    return fs.readFileSync(file);
  } catch {
    throw new CliError(`Cannot read ${file}.`);
  }
}

function writeAtomically(file: string, data: Buffer) {
  const partial = `${file}.partial-${process.pid}`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(partial, data, { mode: 0o600 });
  fs.renameSync(partial, file);
}

/** The database name of a URL; the rest of the connection goes through PG* variables. */
const connectionName = (databaseUrl: string) =>
  decodeURIComponent(new URL(databaseUrl).pathname.slice(1));

/**
 * The connection as libpq variables, so the password is not on the command line (where
 * other local users could read it in the process list).
 */
function libpqEnv(databaseUrl: string): Record<string, string> {
  const url = new URL(databaseUrl);
  const vars: Record<string, string | undefined> = {
    PGHOST: url.hostname.replace(/^\[|\]$/g, '') || undefined,
    PGPORT: url.port || undefined,
    PGUSER: decodeURIComponent(url.username) || undefined,
    PGPASSWORD: decodeURIComponent(url.password) || undefined,
    PGDATABASE: connectionName(databaseUrl) || undefined,
    PGSSLMODE: url.searchParams.get('sslmode') ?? undefined,
  };
  return Object.fromEntries(Object.entries(vars).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
}

function runTool(
  tool: 'pg_dump' | 'pg_restore',
  args: string[],
  databaseUrl: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      env: { ...process.env, ...libpqEnv(databaseUrl) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new CliError(
          error.code === 'ENOENT'
            ? `${tool} was not found on PATH. Install the PostgreSQL client tools of your server's major version (Debian/Ubuntu: apt-get install postgresql-client; the official postgres image has them), then run the command again.`
            : `${tool} could not start: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new CliError(`${tool} failed (exit ${code}):\n${stderr.trim()}`)),
    );
  });
}
