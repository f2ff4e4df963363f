import type pg from 'pg';

type QueryFn = (...args: unknown[]) => Promise<unknown>;

export interface PipelinedReads {
  query: QueryFn;
  /** Connections open, and how many of them wait for no answer. */
  stats(): { total: number; idle: number };
  end(): Promise<void>;
}

export interface PipelinedReadsOptions {
  /** node-postgres's Client (the module is loaded only when PostgreSQL is used). */
  Client: typeof pg.Client;
  connectionString: string;
  /** Connection settings (`-c name=value`), as for a pool. */
  options?: string | undefined;
  size: number;
  /** Called for every connection it opens (statement naming). */
  onClient?: ((client: pg.Client) => void) | undefined;
  onError: (error: Error) => void;
}

interface Slot {
  client: pg.Client | null;
  pending: number;
}

/**
 * Statements outside transactions, sent in pipeline mode over a few connections instead of one
 * pooled connection each: everything the server asks within one turn of the event loop (a page's
 * loaders, several requests' lookups) goes to the least busy connection and leaves in one socket
 * write, and PostgreSQL answers it without waiting for the next message. A page's seven follow-up
 * statements were seven pool checkouts, seven writes and seven backends woken
 * (bench/README.md, "pipelined reads"). Every statement keeps its own Sync, so one failing
 * leaves the others alone. A dropped connection fails what it carried and is reopened on the
 * next use.
 */
export function pipelinedReads(o: PipelinedReadsOptions): PipelinedReads {
  const slots: Slot[] = Array.from({ length: o.size }, () => ({ client: null, pending: 0 }));
  let current: Slot | null = null;
  let ended = false;

  const open = (slot: Slot): pg.Client => {
    const client = new o.Client({
      connectionString: o.connectionString,
      options: o.options,
      pipeline: true,
    } as pg.ClientConfig);
    o.onClient?.(client);
    const drop = (error?: Error) => {
      if (slot.client !== client) return;
      slot.client = null;
      if (error && !ended) o.onError(error);
      client.end().catch(() => undefined);
    };
    client.on('error', drop);
    client.on('end', () => drop());
    client.connect().catch(drop);
    return client;
  };

  /** The connection for this turn of the event loop: the least busy one, corked until the turn ends. */
  const pick = (): Slot => {
    // A connection dropped during the turn is not reused for the rest of it.
    if (current?.client) return current;
    let best = slots[0]!;
    for (const slot of slots) {
      if (slot.pending < best.pending) best = slot;
      if (best.pending === 0 && best.client) break;
    }
    const client = (best.client ??= open(best));
    const stream = (
      client as unknown as {
        connection: { stream: NodeJS.WritableStream & { cork?(): void; uncork?(): void } };
      }
    ).connection.stream;
    stream.cork?.();
    current = best;
    setImmediate(() => {
      current = null;
      stream.uncork?.();
    });
    return best;
  };

  return {
    query: (...args) => {
      if (ended) return Promise.reject(new Error('the database handle is closed'));
      const slot = pick();
      slot.pending++;
      const done = () => void slot.pending--;
      const result = (slot.client!.query as unknown as QueryFn)(...args);
      result.then(done, done);
      return result;
    },
    stats: () => {
      const open = slots.filter((s) => s.client);
      return { total: open.length, idle: open.filter((s) => s.pending === 0).length };
    },
    end: async () => {
      ended = true;
      await Promise.all(slots.map((s) => s.client?.end().catch(() => undefined)));
    },
  };
}
