import type pg from 'pg';

/**
 * How many statements one connection keeps prepared. Beyond it, new texts run unnamed as before,
 * so a connection's server-side memory stays bounded whatever SQL the app generates (IN lists of
 * every length are distinct texts).
 */
export const MAX_PREPARED_PER_CONNECTION = 500;

/** Texts the pool names at most (the map of texts to names lives as long as the pool). */
const MAX_NAMED_TEXTS = 5000;

interface QueryConfigLike {
  text: string;
  name?: string;
  values?: unknown[];
}

const isConfig = (value: unknown): value is QueryConfigLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as QueryConfigLike).text === 'string';

/**
 * Gives every parameterised statement a name derived from its text, so node-postgres parses it
 * once per connection and PostgreSQL can reuse its plan: most of a short request's database time
 * was parse and plan (0.1–1 ms per statement, more than executing it; bench/README.md). Texts
 * without parameters keep the simple protocol (several statements in one text stay allowed).
 * One name per text for the whole pool, as node-postgres refuses a name reused for another text.
 */
export function nameStatements(pool: pg.Pool, limit = MAX_PREPARED_PER_CONNECTION): void {
  const names = new Map<string, string>();
  pool.on('connect', (client) => {
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
