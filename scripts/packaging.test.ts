// Lints the container files without Docker (the machines here cannot pull images): the Dockerfile's
// instructions and compose.yaml's services, volumes and environment.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** Dockerfile instructions (continuation lines joined, comments dropped). */
function instructions(text: string): { op: string; args: string }[] {
  return text
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [op = '', ...rest] = line.split(/\s+/);
      return { op: op.toUpperCase(), args: rest.join(' ') };
    });
}

const KNOWN = new Set(
  'FROM RUN CMD LABEL EXPOSE ENV ADD COPY ENTRYPOINT VOLUME USER WORKDIR ARG ONBUILD STOPSIGNAL HEALTHCHECK SHELL'.split(
    ' ',
  ),
);

describe('Dockerfile', () => {
  const steps = instructions(read('Dockerfile'));
  const stages = steps.filter((s) => s.op === 'FROM');
  const runtime = steps.slice(steps.lastIndexOf(stages.at(-1)!));

  it('uses only known instructions, in two stages on the Node version of .nvmrc', () => {
    expect(steps.filter((s) => !KNOWN.has(s.op))).toEqual([]);
    expect(stages.map((s) => s.args)).toEqual([
      'node:20-bookworm-slim AS build',
      'node:20-bookworm-slim AS runtime',
    ]);
    expect(read('.nvmrc').trim()).toBe('20.19');
  });

  it('builds with npm ci and npm run build', () => {
    expect(steps).toContainEqual({
      op: 'RUN',
      args: 'npm ci --no-audit --no-fund && npm run build',
    });
  });

  it('runs the bundle as a non-root user with DATA_DIR on a volume', () => {
    expect(runtime.find((s) => s.op === 'USER')?.args).toBe('node');
    const env = runtime
      .filter((s) => s.op === 'ENV')
      .map((s) => s.args)
      .join(' ');
    expect(env).toContain('DATA_DIR=/data');
    expect(env).toContain('NODE_ENV=production');
    expect(runtime.find((s) => s.op === 'VOLUME')?.args).toBe('["/data"]');
    expect(runtime.at(-1)).toEqual({ op: 'CMD', args: '["node", "apps/server/dist/main.mjs"]' });
    // The user is set before the server starts, and after the last step that needs root.
    const user = runtime.findIndex((s) => s.op === 'USER');
    expect(runtime.findIndex((s) => s.op === 'RUN')).toBeLessThan(user);
  });

  it('copies into the runtime exactly what the bundle loads', () => {
    const copies = runtime.filter((s) => s.op === 'COPY').map((s) => s.args);
    expect(copies).toEqual([
      '--from=build /app/apps/server/dist apps/server/dist',
      '--from=build /app/apps/web/dist apps/web/dist',
      '--from=build /app/node_modules/@electric-sql node_modules/@electric-sql',
      '--from=build /app/node_modules/@node-rs node_modules/@node-rs',
    ]);
    // The bundle's external packages (apps/server/build.ts) are the ones copied.
    const external = /external: \[([\s\S]*?)\]/.exec(read('apps/server/build.ts'))?.[1] ?? '';
    const code = external.replace(/\/\/.*$/gm, '');
    expect([...code.matchAll(/'([^']+)'/g)].map((m) => m[1])).toEqual([
      '@electric-sql/pglite',
      '@node-rs/argon2',
      'pg-native', // optional, never required
    ]);
  });

  it('keeps local builds, data and dependencies out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['.git', '**/node_modules', '**/dist', 'data']) {
      expect(ignored).toContain(entry);
    }
  });
});

interface Service {
  build?: string;
  image?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
}

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml')) as {
    services: Record<string, Service>;
    volumes: Record<string, null>;
  };

  it('runs Cairn built from this repository and PostgreSQL', () => {
    expect(Object.keys(compose.services)).toEqual(['cairn', 'db']);
    expect(compose.services.cairn?.build).toBe('.');
    expect(compose.services.db?.image).toBe('postgres:16');
    expect(compose.services.cairn?.depends_on).toEqual({ db: { condition: 'service_healthy' } });
    expect(compose.services.db?.healthcheck?.test).toEqual([
      'CMD',
      'pg_isready',
      '-U',
      'cairn',
      '-d',
      'cairn',
    ]);
    expect(compose.services.cairn?.ports).toEqual(['${CAIRN_PORT:-3000}:3000']);
  });

  it('points Cairn at the db service with passwords the operator must set', () => {
    const env = compose.services.cairn?.environment ?? {};
    expect(env.DATABASE_URL).toBe(
      'postgres://cairn:${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}@db:5432/cairn',
    );
    expect(env.CAIRN_ROOT_PASSWORD).toBe('${CAIRN_ROOT_PASSWORD:?set CAIRN_ROOT_PASSWORD}');
    expect(env.CAIRN_DEMO).toBe('${CAIRN_DEMO:-0}');
    expect(env.DATA_DIR).toBe('/data');
    expect(compose.services.db?.environment?.POSTGRES_PASSWORD).toBe(
      '${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}',
    );
  });

  it('keeps both data directories on named volumes', () => {
    expect(Object.keys(compose.volumes)).toEqual(['postgres-data', 'cairn-data']);
    expect(compose.services.db?.volumes).toEqual(['postgres-data:/var/lib/postgresql/data']);
    expect(compose.services.cairn?.volumes).toEqual(['cairn-data:/data']);
  });
});

describe('LICENSE', () => {
  it('is the MIT licence package.json declares', () => {
    const pkg = JSON.parse(read('package.json')) as { license: string };
    expect(pkg.license).toBe('MIT');
    expect(read('LICENSE').split('\n')[0]).toBe('MIT License');
  });
});
