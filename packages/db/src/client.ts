import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import {
  KEYED_CONNECTION_OPTIONS,
  nameStatements,
  routeKeyedStatements,
  statementNamer,
} from './named-statements.ts';
import { pipelinedReads, type PipelinedReads } from './pipelined-reads.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one db handle type the app passes around; both drivers satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'pg';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Run raw SQL (several statements allowed); used by migrations, seeding and LISTEN. */
  exec(sql: string): Promise<void>;
  /** Subscribe to a pg_notify channel; returns an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** A PostgreSQL URL; when absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` keeps it in memory. */
  dataDir?: string | undefined;
  logger?: Logger | undefined;
  /** PGlite only: load a data dir snapshot (from `dumpDataDir`) instead of starting empty. */
  loadDataDir?: Blob | File | undefined;
  poolSize?: number | undefined;
  /**
   * PostgreSQL with prepared statements: connections of each pipelined set (statements with
   * values outside transactions; reads by key), default a third of `poolSize`, at least 2.
   */
  pipelinedConnections?: number | undefined;
  /**
   * PostgreSQL only (default true): name statements so each connection parses them once
   * (named-statements.ts); false for a transaction-pooling proxy such as PgBouncer.
   */
  preparedStatements?: boolean | undefined;
  /** PostgreSQL only: told when a pooled connection fails outside a query (server restart). */
  onConnectionError?: ((error: Error) => void) | undefined;
}

const defaultConnectionError = (error: Error) =>
  console.warn(`database connection lost (the pool reconnects): ${error.message}`);

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const logger = options.logger ?? false;
  if (options.databaseUrl) {
    // Loaded only for PostgreSQL: on Node 20 merely loading `pg` costs a PGlite start ~0.1 s.
    const [{ default: pgModule }, { drizzle: drizzlePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const prepared = options.preparedStatements ?? true;
    const max = options.poolSize ?? 10;
    const pool = new pgModule.Pool({ connectionString: options.databaseUrl, max });
    const onError = options.onConnectionError ?? defaultConnectionError;
    // Statements with values outside transactions go pipelined over connections of their own
    // (pipelined-reads.ts); keyed ones on connections that keep generic plans
    // (named-statements.ts). Without prepared statements (a pooling proxy) all stay on the pool.
    const size = options.pipelinedConnections ?? Math.max(2, Math.ceil(max / 3));
    const reads: PipelinedReads[] = [];
    if (prepared) {
      const open = (connectionOptions?: string, onClient?: (client: pg.Client) => void) => {
        const r = pipelinedReads({
          Client: pgModule.Client,
          connectionString: options.databaseUrl!,
          options: connectionOptions,
          size,
          onClient,
          onError,
        });
        reads.push(r);
        return r;
      };
      nameStatements(pool);
      routeKeyedStatements(pool, open(KEYED_CONNECTION_OPTIONS, statementNamer()), open());
    }
    // Dates stay ISO strings; bigint sums come back as strings and are parsed where used.
    const db = drizzlePg(pool, { schema, casing: 'snake_case', logger }) as unknown as Database;
    // A restarted or unreachable server makes idle pooled clients emit 'error'; without a
    // listener that would crash the process. The pool drops such clients and opens new ones.
    pool.on('error', onError);
    let listenClient: Promise<pg.PoolClient> | null = null;
    const handlers = new Map<string, Set<(payload: string) => void>>();
    const channelSql = (channel: string) => `LISTEN "${channel.replace(/"/g, '')}"`;
    let closed = false;
    /** Checked-out clients not yet handed back (a dead one may report several errors). */
    const held = new Set<pg.PoolClient>();
    const giveBack = (client: pg.PoolClient, destroy: boolean) => {
      if (!held.delete(client)) return;
      client.release(destroy);
    };
    const connectListener = (): Promise<pg.PoolClient> =>
      (listenClient ??= (async () => {
        const client = await pool.connect();
        held.add(client);
        client.on('notification', (msg) => {
          for (const h of handlers.get(msg.channel) ?? []) h(msg.payload ?? '');
        });
        // The LISTEN connection is checked out, so its errors reach the client, not the pool:
        // drop it and listen again on a fresh connection.
        client.on('error', (error) => {
          onError(error);
          if (!held.has(client)) return;
          giveBack(client, true);
          listenClient = null;
          if (!closed && handlers.size > 0) void relisten();
        });
        return client;
      })());
    const relisten = async () => {
      try {
        const client = await connectListener();
        for (const [channel, set] of handlers)
          if (set.size) await client.query(channelSql(channel));
      } catch (error) {
        onError(error as Error);
      }
    };
    return {
      db,
      kind: 'pg',
      exec: async (sql) => {
        await pool.query(sql);
      },
      listen: async (channel, onPayload) => {
        const client = await connectListener();
        const set = handlers.get(channel) ?? new Set();
        if (set.size === 0) await client.query(channelSql(channel));
        set.add(onPayload);
        handlers.set(channel, set);
        return async () => {
          set.delete(onPayload);
        };
      },
      ...{ pools: [pool], reads },
      close: async () => {
        closed = true;
        const client = await listenClient?.catch(() => null);
        if (client) giveBack(client, false);
        await Promise.all([pool.end(), ...reads.map((r) => r.end())]);
      },
    };
  }
  const client = await PGlite.create({
    dataDir: options.dataDir ?? 'memory://',
    loadDataDir: options.loadDataDir,
    relaxedDurability: false,
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case', logger }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    listen: async (channel, onPayload) => client.listen(channel, onPayload),
    close: async () => {
      await client.close();
    },
    ...{ pglite: client },
  };
}

/** The PGlite instance behind a handle, when there is one (for snapshots in tests). */
export function pgliteOf(handle: DatabaseHandle): PGlite | undefined {
  return (handle as DatabaseHandle & { pglite?: PGlite }).pglite;
}

/** Connection counts of a PostgreSQL handle's pools (for metrics); PGlite has one connection. */
export function poolStats(handle: DatabaseHandle): {
  total: number;
  idle: number;
  waiting: number;
} {
  const { pools, reads = [] } = handle as DatabaseHandle & {
    pools?: pg.Pool[];
    reads?: PipelinedReads[];
  };
  if (!pools) return { total: 1, idle: 1, waiting: 0 };
  const sum = <T>(of: T[], count: (x: T) => number) => of.reduce((n, x) => n + count(x), 0);
  return {
    total: sum(pools, (p) => p.totalCount) + sum(reads, (r) => r.stats().total),
    idle: sum(pools, (p) => p.idleCount) + sum(reads, (r) => r.stats().idle),
    waiting: sum(pools, (p) => p.waitingCount),
  };
}
