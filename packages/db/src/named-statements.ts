import type pg from 'pg';

/**
 * How many statements one connection keeps prepared. Beyond it, new texts run unnamed as before,
 * so a connection's server-side memory stays bounded whatever SQL the app generates (IN lists of
 * every length are distinct texts).
 */
const MAX_PREPARED_PER_CONNECTION = 500;

/**
 * Named statements keep PostgreSQL's plan per execution: after five runs it may switch a statement
 * to one generic plan for all parameter values, and for the recursive hierarchy walks that plan was
 * 100× slower (10 ms instead of 0.1 ms for the ancestors of one epic). What naming saves is the
 * parse, every time; the plan is still made for the values at hand. A SET on each new connection
 * rather than a startup option, which PgBouncer refuses.
 */
const CUSTOM_PLANS = 'SET plan_cache_mode = force_custom_plan';

/** Texts the pool names at most (the map of texts to names lives as long as the pool). */
const MAX_NAMED_TEXTS = 5000;

interface QueryConfigLike {
  text: string;
  name?: string;
  values?: unknown[];
}

/** A plain query config; a submittable (a cursor, a stream) is passed through untouched. */
const isConfig = (value: unknown): value is QueryConfigLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as QueryConfigLike).text === 'string' &&
  typeof (value as { submit?: unknown }).submit !== 'function';

/**
 * Gives every parameterised statement a name derived from its text, so node-postgres has it parsed
 * once per connection: parse and plan were most of a short request's database time (0.05–1.5 ms
 * per statement, more than executing it; bench/README.md). Texts without parameters keep the
 * simple protocol (several statements in one text stay allowed).
 * One name per text for the whole pool, as node-postgres refuses a name reused for another text.
 */
export function nameStatements(pool: pg.Pool, limit = MAX_PREPARED_PER_CONNECTION): void {
  const names = new Map<string, string>();
  pool.on('connect', (client) => {
    // Queued before anything the pool's user sends on this connection. PostgreSQL before 12 has
    // no such setting: the statements are then planned by its default, as before.
    client.query(CUSTOM_PLANS).catch(() => {});
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const prepared = new Set<string>();
    (client as { query: unknown }).query = (first: unknown, ...rest: unknown[]) => {
      const config = typeof first === 'string' ? { text: first } : first;
      if (!isConfig(config) || config.name) return query(first, ...rest);
      const values = Array.isArray(rest[0]) ? rest[0] : config.values;
      if (!values?.length) return query(first, ...rest);
      let name = names.get(config.text);
      if (name === undefined) {
        if (names.size >= MAX_NAMED_TEXTS) return query(first, ...rest);
        name = `cairn_${names.size.toString(36)}`;
        names.set(config.text, name);
      }
      if (!prepared.has(name)) {
        if (prepared.size >= limit) return query(first, ...rest);
        prepared.add(name);
      }
      return query({ ...config, name }, ...rest);
    };
  });
}
