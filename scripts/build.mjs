// `npm run build`: builds everything `npm start` serves (the web app with its GraphQL explorer
// page, then the server bundle) and records a hash of the sources it was built from.
// `npm start` (scripts/start.mjs) runs buildIfStale: it rebuilds only when that hash changed (a
// fresh clone, a pull, an edit) or an output is missing, so a warm start costs one hash of the
// sources.
// Plain JavaScript: it runs before anything is built, without a TypeScript loader.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What the build reads: every file under these (minus tests and outputs), and the manifests. */
export const SOURCE_ROOTS = [
  'apps/server/src',
  'apps/server/build.ts',
  'apps/server/bundle-patches',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/graphql-explorer.html',
  'apps/web/vite.config.ts',
  'packages/colors/src',
  'packages/db/src',
  'packages/db/migrations',
  'packages/timeline/src',
  'package-lock.json',
  'package.json',
  'apps/server/package.json',
  'apps/web/package.json',
];

/** Files whose changes cannot change the build. */
const IGNORED = /(\.test\.tsx?|\.integration-test\.ts|\.spec\.ts)$|(^|\/)(node_modules|dist)(\/|$)/;

/** Outputs `npm start` needs; if one is missing the build runs whatever the stamp says. */
export const OUTPUTS = [
  'apps/web/dist/index.html',
  'apps/web/dist/graphql-explorer.html',
  'apps/server/dist/main.mjs',
];

export const STAMP_FILE = 'apps/server/dist/build-stamp.json';

function listFiles(root, relative) {
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [relative];
  return fs
    .readdirSync(full)
    .sort()
    .flatMap((name) => {
      const child = `${relative}/${name}`;
      return IGNORED.test(child) ? [] : listFiles(root, child);
    });
}

/** A hash of the names and contents of every source file under `root`. */
export function sourceHash(root = repoRoot) {
  const hash = createHash('sha256');
  for (const file of SOURCE_ROOTS.flatMap((r) => listFiles(root, r))) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Why a build is needed, or null when the outputs match the sources. */
export function staleReason(root = repoRoot, hash = sourceHash(root)) {
  const missing = OUTPUTS.find((file) => !fs.existsSync(path.join(root, file)));
  if (missing) return `${missing} is missing`;
  try {
    const stamp = JSON.parse(fs.readFileSync(path.join(root, STAMP_FILE), 'utf8'));
    return stamp.sources === hash ? null : 'sources changed since the last build';
  } catch {
    return 'no build stamp';
  }
}

function run(args) {
  const result = spawnSync('npm', args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function build(hash) {
  run(['run', 'build', '--silent', '-w', '@cairn/web', '--', '--logLevel', 'warn']);
  run(['run', 'build', '--silent', '-w', '@cairn/server']);
  fs.writeFileSync(
    path.join(repoRoot, STAMP_FILE),
    `${JSON.stringify({ sources: hash, builtAt: new Date().toISOString() })}\n`,
  );
}

/** `--if-stale`: builds only when the outputs do not match the sources (what `npm start` runs). */
export function buildIfStale() {
  const started = performance.now();
  const hash = sourceHash();
  const reason = staleReason(repoRoot, hash);
  if (!reason) {
    console.log(`[cairn] build is up to date (${Math.round(performance.now() - started)} ms)`);
    return;
  }
  console.log(`[cairn] building: ${reason}`);
  build(hash);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-stale')) buildIfStale();
  else build(sourceHash());
}
