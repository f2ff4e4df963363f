import type pg from 'pg';

/**
 * How many statements one connection keeps prepared. Beyond it, new texts run unnamed as before,
 * so a connection's server-side memory stays bounded whatever SQL the app generates (IN lists of
 * every length are distinct texts).
 */
const MAX_PREPARED_PER_CONNECTION = 500;

/**
 * The comment that marks a statement as keyed: it reads rows by key (ids, a token digest) and
 * its best plan is the same whatever the values. Only keyed statements are named; PostgreSQL
 * then parses each once per connection, and outside transactions they run on connections that
 * keep one generic plan per statement (`routeKeyedStatements`), so planning (0.4-2.8 ms for a
 * roadmap page's statements, more than most of them take to run) is saved too. Every other
 * statement goes unnamed and is planned for its values on every run: a list's best plan
 * depends on them (a big group's page walks the sort index, a small group's reads by
 * namespace), and a generic plan cannot tell.
 */
export const KEYED_STATEMENT = '/* keyed */';

/** The settings of the connections that run keyed statements outside transactions. */
export const KEYED_CONNECTION_OPTIONS = '-c plan_cache_mode=force_generic_plan';

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

/** The config of a `query(text | config, values?)` call that has values; null otherwise. */
function configWithValues(first: unknown, rest: unknown[]): QueryConfigLike | null {
  const config = typeof first === 'string' ? { text: first } : first;
  if (!isConfig(config)) return null;
  const values = Array.isArray(rest[0]) ? rest[0] : config.values;
  return values?.length ? config : null;
}

/** The config of a call that runs a keyed statement with no name of its own; null otherwise. */
function keyedConfig(first: unknown, rest: unknown[]): QueryConfigLike | null {
  const config = configWithValues(first, rest);
  return config && !config.name && config.text.includes(KEYED_STATEMENT) ? config : null;
}

/**
 * Gives every keyed statement (above) a name derived from its text, so node-postgres has it
 * parsed once per connection and PostgreSQL may keep its plan (bench/README.md). Texts without
 * parameters keep the simple protocol (several statements in one text stay allowed).
 * One name per text for the whole pool, as node-postgres refuses a name reused for another text.
 */
export function nameStatements(pool: pg.Pool, limit = MAX_PREPARED_PER_CONNECTION): void {
  pool.on('connect', statementNamer(limit));
}

/** The naming of `nameStatements` for connections made outside a pool; call once per connection. */
export function statementNamer(
  limit = MAX_PREPARED_PER_CONNECTION,
): (client: pg.Client | pg.PoolClient) => void {
  const names = new Map<string, string>();
  return (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const prepared = new Set<string>();
    (client as { query: unknown }).query = (first: unknown, ...rest: unknown[]) => {
      const config = keyedConfig(first, rest);
      if (!config) return query(first, ...rest);
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
  };
}

/** Anything with node-postgres's `query`: a pool, or the pipelined reads. */
interface QueryTarget {
  query: (...args: never[]) => unknown;
}

/**
 * Sends the keyed statements that `pool.query` runs (outside a transaction) to `keyed`, whose
 * connections force a generic plan (KEYED_CONNECTION_OPTIONS): with PostgreSQL's default
 * plan cache mode the roll-up walk and the link counts were planned anew on every run (1.8 ms
 * of planning for 3 ms of work), because their generic plan's estimate, made without the ids,
 * looked dearer than the custom one. Other statements with values go to `others` when given
 * (pipelined reads); the rest, transactions included, stay on `pool`, where lists are planned
 * for their values.
 */
export function routeKeyedStatements(
  pool: pg.Pool,
  keyed: QueryTarget,
  others: QueryTarget = pool,
): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const keyedQuery = keyed.query.bind(keyed) as (...args: unknown[]) => unknown;
  const otherQuery =
    others === pool ? query : (others.query.bind(others) as (...args: unknown[]) => unknown);
  (pool as { query: unknown }).query = (first: unknown, ...rest: unknown[]) => {
    if (keyedConfig(first, rest)) return keyedQuery(first, ...rest);
    // With values: the extended protocol, one statement (what pipelining needs).
    return configWithValues(first, rest) ? otherQuery(first, ...rest) : query(first, ...rest);
  };
}
