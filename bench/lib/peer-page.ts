// The peer page: bench/peer bundled with esbuild (React 19 taken from apps/web, the same React the
// roadmap runs on) and served with the items from a tiny local static server.
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { BENCH_TMP, REPO_ROOT } from './proc.ts';

const PEER_DIR = path.join(REPO_ROOT, 'bench/peer');
const OUT_DIR = path.join(BENCH_TMP, 'peer');

/** React and ReactDOM as apps/web resolves them (gantt-task-react's peer range says ^18). */
function webPackageDir(name: string): string {
  const require = createRequire(path.join(REPO_ROOT, 'apps/web/package.json'));
  return path.dirname(require.resolve(`${name}/package.json`));
}

export async function buildPeer(): Promise<string> {
  fs.rmSync(OUT_DIR, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: { main: path.join(PEER_DIR, 'main.tsx') },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    outdir: OUT_DIR,
    jsx: 'automatic',
    alias: { react: webPackageDir('react'), 'react-dom': webPackageDir('react-dom') },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  fs.copyFileSync(path.join(PEER_DIR, 'index.html'), path.join(OUT_DIR, 'index.html'));
  return OUT_DIR;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/** Serves `dir` and /items.json?n=N (the first N items) on 127.0.0.1. */
export async function servePeer(
  dir: string,
  items: readonly unknown[],
): Promise<{ url: string; close: () => Promise<void> }> {
  const cache = new Map<number, string>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/items.json') {
      const n = Math.max(0, Number(url.searchParams.get('n') ?? 0));
      let body = cache.get(n);
      if (body === undefined) cache.set(n, (body = JSON.stringify(items.slice(0, n))));
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
      return;
    }
    const file = path.join(dir, url.pathname === '/' ? 'index.html' : url.pathname);
    if (!file.startsWith(dir) || !fs.existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    res.end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
