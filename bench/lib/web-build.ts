// The production web build the benchmarks serve (with a Vite manifest), cached by source hash,
// and the gzip size of the JavaScript the roadmap route loads.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { BENCH_TMP, REPO_ROOT, run } from './proc.ts';

const INPUTS = [
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/src',
  'apps/web/public',
  'packages/timeline/src',
  'package-lock.json',
];

function hashInputs(): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    const abs = path.join(REPO_ROOT, input);
    if (!fs.existsSync(abs)) continue;
    const files = fs.statSync(abs).isDirectory()
      ? fs
          .readdirSync(abs, { recursive: true, withFileTypes: true })
          .filter((d) => d.isFile())
          .map((d) => path.join(d.parentPath, d.name))
          .sort()
      : [abs];
    for (const f of files) hash.update(path.relative(REPO_ROOT, f)).update(fs.readFileSync(f));
  }
  return hash.digest('hex').slice(0, 12);
}

/** Builds apps/web into bench/.tmp (never touching apps/web/dist) unless an identical build exists. */
export async function buildWeb(log: (l: string) => void): Promise<{ dir: string; built: boolean }> {
  const dir = path.join(BENCH_TMP, `web-${hashInputs()}`);
  if (fs.existsSync(path.join(dir, '.vite/manifest.json'))) return { dir, built: false };
  for (const old of fs.existsSync(BENCH_TMP) ? fs.readdirSync(BENCH_TMP) : [])
    if (old.startsWith('web-'))
      fs.rmSync(path.join(BENCH_TMP, old), { recursive: true, force: true });
  log('building the web app (vite, production) …');
  await run(
    path.join(REPO_ROOT, 'node_modules/.bin/vite'),
    ['build', '--manifest', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: path.join(REPO_ROOT, 'apps/web'), env: { NODE_ENV: 'production' } },
  );
  return { dir, built: true };
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The JS files the roadmap route needs: the app entry's (index.html) static import closure plus,
 * when the route is code-split, the closure of every lazily loaded chunk whose source lives under
 * roadmap/. Other HTML entries (the GraphQL explorer page) are pages of their own.
 */
const APP_ENTRY = 'index.html';

export function roadmapRouteFiles(manifest: Manifest): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imp of chunk.imports ?? []) visit(imp);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry && key === APP_ENTRY) visit(key);
    if (chunk.isDynamicEntry && /roadmap/i.test(chunk.src ?? key)) visit(key);
  }
  return [...files].filter((f) => f.endsWith('.js')).sort();
}

export function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file)).length;
}

export function roadmapJsGzip(dir: string): { bytes: number; files: number } {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const files = roadmapRouteFiles(manifest);
  return {
    bytes: files.reduce((sum, f) => sum + gzipSize(path.join(dir, f)), 0),
    files: files.length,
  };
}
