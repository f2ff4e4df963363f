// `npm run build -w @cairn/server`: bundles the production server (src/main.ts) into
// dist/main.mjs with esbuild, so `npm start` runs plain JavaScript from one file instead of
// transpiling and resolving several hundred TypeScript and package modules on every start.
// `npm run dev`, the CLI (`npm run cairn`) and the tests keep running the sources through tsx.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build, type Plugin } from 'esbuild';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(serverDir, '../..');
// --outdir DIR: build elsewhere (the e2e script and the bench use private folders, so a
// concurrent `npm start` cannot replace the bundle under their servers).
const { values: args } = parseArgs({ options: { outdir: { type: 'string' } } });
const outdir = path.resolve(args.outdir ?? path.join(serverDir, 'dist'));
if (!outdir.startsWith(repoRoot + path.sep)) {
  // The external packages below are found through the repository's node_modules.
  throw new Error(`--outdir must be inside ${repoRoot}`);
}
const staging = `${outdir}.building-${process.pid}`;

/**
 * Library modules the bundle takes from bundle-patches/ instead: same exports and answers,
 * measured to be cheaper (each file says why). Tests and `npm run dev` run the originals.
 */
const PATCHED: Record<string, string> = {
  'drizzle-orm/entity.js': 'bundle-patches/drizzle-entity.mjs',
};
const bundlePatches: Plugin = {
  name: 'cairn-bundle-patches',
  setup(b) {
    const sep = String.raw`[\\/]`; // either path separator
    for (const [module, patch] of Object.entries(PATCHED)) {
      const parts = module.split('/').map((part) => part.replaceAll('.', String.raw`\.`));
      const filter = new RegExp(`node_modules${sep}${parts.join(sep)}$`);
      const file = path.join(serverDir, patch);
      b.onLoad({ filter }, () => ({
        contents: fs.readFileSync(file, 'utf8'),
        loader: 'js',
        resolveDir: path.dirname(file),
      }));
    }
  },
};

const started = performance.now();
fs.rmSync(staging, { recursive: true, force: true });
await build({
  absWorkingDir: serverDir,
  // The markdown worker thread runs from its own file (src/modules/markdown/render-pool.ts).
  entryPoints: { main: 'src/main.ts', 'render-worker': 'src/modules/markdown/render-worker.ts' },
  outdir: staging,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Identifiers stay readable in stack traces; for TypeScript file and line numbers, start with
  // NODE_OPTIONS=--enable-source-maps (off by default: it slows start-up and every error stack).
  sourcemap: true,
  sourcesContent: false,
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'none',
  logLevel: 'warning',
  external: [
    // Locates pglite.wasm, pglite.data and its extension bundles next to its own module.
    '@electric-sql/pglite',
    // Native addon (a platform-specific .node file).
    '@node-rs/argon2',
    // pg's optional native binding; not installed, only required when asked for.
    'pg-native',
  ],
  // Bundled CommonJS packages call require() (for Node's built-ins); an ES module has none.
  banner: {
    js: "import { createRequire as __cairnCreateRequire } from 'node:module'; const require = __cairnCreateRequire(import.meta.url);",
  },
  // packages/db/src/migrate.ts then reads the migrations from dist/migrations (copied below).
  define: { __CAIRN_BUNDLED_MIGRATIONS__: JSON.stringify('migrations') },
  plugins: [bundlePatches],
});
fs.cpSync(path.join(repoRoot, 'packages/db/migrations'), path.join(staging, 'migrations'), {
  recursive: true,
  // The SQL files and the journal are what the migrator reads; the snapshots are for drizzle-kit.
  filter: (src) =>
    fs.statSync(src).isDirectory() || src.endsWith('.sql') || src.endsWith('_journal.json'),
});
fs.rmSync(outdir, { recursive: true, force: true });
fs.renameSync(staging, outdir);

const size = fs.statSync(path.join(outdir, 'main.mjs')).size;
console.log(
  `[cairn] server bundled into ${path.relative(process.cwd(), outdir) || '.'}/main.mjs (${(size / 1e6).toFixed(1)} MB) in ${Math.round(performance.now() - started)} ms`,
);
