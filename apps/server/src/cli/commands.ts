import { parseArgs, type ParseArgsConfig } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { users, type DatabaseHandle } from '@cairn/db';
import { hashPassword } from '../auth/passwords.ts';
import { createPersonalAccessToken, TOKEN_SCOPES } from '../auth/tokens.ts';
import { randomToken } from '../lib/crypto.ts';
import { CliError, type Out } from './cli-error.ts';

export const USAGE = `Usage: npm run cairn -- <command>

Commands:
  migrate                                   apply database migrations (and nothing else)
  token create --user <username> --scopes api[,read_api] [--name N] [--expires YYYY-MM-DD]
                                            create a personal access token (printed last)
  user create --username U --email E [--name N] [--password P] [--admin]
                                            create a user
  seed --scale <small|large> [--seed N] [--epics N] [--issues N] [--groups N]
                                            generate a synthetic workspace
  seed --demo                               create the demo workspace (empty database only)
  backup <file>                             back up the database to a file
  restore <file>                            restore a backup into an empty database
  help                                      show this help`;

/** Commands shared by the CLI process and the running server's /-/cli endpoint. */
export async function runCommand(argv: string[], handle: DatabaseHandle, out: Out): Promise<void> {
  const [command, sub, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') return out(USAGE);
  if (command === 'migrate') {
    out('Migrations are up to date.');
    return;
  }
  if (command === 'token' && sub === 'create') return tokenCreate(rest, handle, out);
  if (command === 'user' && sub === 'create') return userCreate(rest, handle, out);
  if (command === 'seed') return seed([sub ?? '', ...rest].filter(Boolean), handle, out);
  if (command === 'backup') return backup(sub, rest, handle, out);
  if (command === 'restore') {
    throw new CliError('Stop the running server first: a restore needs the database to itself.');
  }
  throw new CliError(`Unknown command "${argv.join(' ')}".\n\n${USAGE}`);
}

function parse(args: string[], options: NonNullable<ParseArgsConfig['options']>) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values as Record<
      string,
      string | boolean | undefined
    >;
  } catch (e) {
    throw new CliError((e as Error).message);
  }
}

async function tokenCreate(args: string[], handle: DatabaseHandle, out: Out) {
  const v = parse(args, {
    user: { type: 'string' },
    scopes: { type: 'string' },
    name: { type: 'string' },
    expires: { type: 'string' },
  });
  const username = v.user as string | undefined;
  const scopes = String(v.scopes ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!username) throw new CliError('--user is required');
  if (!scopes.length) throw new CliError('--scopes is required (api, read_api)');
  const bad = scopes.filter((s) => !(TOKEN_SCOPES as readonly string[]).includes(s));
  if (bad.length)
    throw new CliError(`Unknown scope(s): ${bad.join(', ')}. Allowed: ${TOKEN_SCOPES.join(', ')}`);
  const expires = v.expires as string | undefined;
  if (expires && (!/^\d{4}-\d{2}-\d{2}$/.test(expires) || Number.isNaN(Date.parse(expires)))) {
    throw new CliError('--expires must be a date in YYYY-MM-DD format');
  }
  const rows = await handle.db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  const user = rows[0];
  if (!user) throw new CliError(`User "${username}" not found`);
  const token = await createPersonalAccessToken(handle.db, {
    userId: user.id,
    name: (v.name as string | undefined) ?? 'cli',
    scopes,
    expiresAt: expires ?? null,
  });
  out(token);
}

async function userCreate(args: string[], handle: DatabaseHandle, out: Out) {
  const v = parse(args, {
    username: { type: 'string' },
    email: { type: 'string' },
    name: { type: 'string' },
    password: { type: 'string' },
    admin: { type: 'boolean' },
  });
  const username = v.username as string | undefined;
  const email = v.email as string | undefined;
  if (!username || !/^[A-Za-z0-9_.][A-Za-z0-9_.-]{0,254}$/.test(username))
    throw new CliError('--username is required (letters, digits, _ . -)');
  if (!email || !/^[^@\s]+@[^@\s]+$/.test(email))
    throw new CliError('--email is required and must be an e-mail address');
  const taken = await handle.db
    .select({ id: users.id })
    .from(users)
    .where(
      sql`lower(${users.username}) = lower(${username}) OR lower(${users.email}) = lower(${email})`,
    )
    .limit(1);
  if (taken.length) throw new CliError('A user with that username or email already exists');
  const password = (v.password as string | undefined) ?? randomToken(16);
  if (password.length < 8) throw new CliError('--password must have at least 8 characters');
  await handle.db.insert(users).values({
    username,
    email,
    name: (v.name as string | undefined) ?? username,
    passwordHash: await hashPassword(password),
    isAdmin: Boolean(v.admin),
  });
  const created = await handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username));
  out(
    `Created user ${username} (id ${created[0]?.id})${v.password ? '' : ` with password: ${password}`}`,
  );
}

async function seed(args: string[], handle: DatabaseHandle, out: Out) {
  const { runSeedCommand } = await import('./seed-command.ts');
  await runSeedCommand(args, handle, out);
}

async function backup(file: string | undefined, rest: string[], handle: DatabaseHandle, out: Out) {
  if (!file || rest.length) throw new CliError('Usage: backup <file>');
  if (handle.kind !== 'pglite') throw new CliError('backup goes through pg_dump on PostgreSQL');
  const { backupPglite } = await import('./backup.ts');
  await backupPglite(handle, file, out);
}
