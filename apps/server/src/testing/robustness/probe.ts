import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '@cairn/db';
import { changesSinceLastCheck, ensureBaseline } from './snapshot.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RestCase {
  method: Method;
  url: string;
  token?: string | undefined;
  /** A JSON body (sent as application/json). */
  body?: unknown;
  /** A raw body with its content type (overrides `body`). */
  raw?: { payload: string; contentType: string };
  /**
   * `reject`: the request must fail with a 4xx and write nothing. `survive`: any status but a
   * 5xx; a 4xx must still write nothing.
   */
  expect: 'reject' | 'survive';
  /** When set, the status must be one of these. */
  statuses?: readonly number[];
  /** A 400 must name one of these fields (case-insensitive). */
  names?: readonly string[];
  /** Text the answer must never contain (hidden titles). */
  mustNotContain?: readonly string[];
  /** What the case varies (`weight=true`), shown in problems. */
  label?: string;
}

export const preview = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text === undefined ? '' : text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

/** Sends requests and checks each answer against the robustness rules, collecting problems. */
export function restProbe(app: FastifyInstance, db: Database) {
  const problems: string[] = [];
  let checked = 0;

  async function send(c: RestCase): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = {};
    if (c.token) headers['private-token'] = c.token;
    if (c.raw) {
      headers['content-type'] = c.raw.contentType;
      return app.inject({ method: c.method, url: c.url, headers, payload: c.raw.payload });
    }
    if (c.body !== undefined) {
      headers['content-type'] = 'application/json';
      return app.inject({
        method: c.method,
        url: c.url,
        headers,
        payload: JSON.stringify(c.body),
      });
    }
    return app.inject({ method: c.method, url: c.url, headers });
  }

  /** Runs one case; returns the problem found (also recorded), or null. */
  async function check(c: RestCase): Promise<string | null> {
    await ensureBaseline(db);
    checked += 1;
    const res = await send(c);
    // GET requests are checked for writes once per batch (see `take`).
    const changed = c.method === 'GET' ? [] : await changesSinceLastCheck(db);
    const wrote = changed.length > 0;

    const what = `${c.label ? `[${c.label}] ` : ''}${c.method} ${preview(c.url)}${c.raw ? ` [${c.raw.contentType}] ${preview(c.raw.payload)}` : c.body !== undefined ? ` ${preview(c.body)}` : ''}`;
    const answer = `${res.statusCode} ${preview(res.body)}`;
    const fail = (why: string) => {
      const problem = `${what} -> ${answer}: ${why}`;
      problems.push(problem);
      return problem;
    };

    if (res.statusCode >= 500) return fail('server error');
    if (c.statuses && !c.statuses.includes(res.statusCode)) {
      return fail(`expected ${c.statuses.join('/')}`);
    }
    if (c.expect === 'reject' && res.statusCode < 400) {
      return fail(`accepted${wrote ? `, wrote ${changed.join(', ')}` : ''}`);
    }
    if (res.statusCode >= 400) {
      if (wrote) return fail(`rejected but wrote ${changed.join(', ')}`);
      let body: unknown;
      try {
        body = res.json();
      } catch {
        return fail('error body is not JSON');
      }
      if (typeof body !== 'object' || body === null || !('message' in body || 'error' in body)) {
        return fail('error body has neither message nor error');
      }
      if (res.statusCode === 400 && c.names?.length) {
        const text = JSON.stringify(body).toLowerCase();
        if (!c.names.some((n) => text.includes(n.toLowerCase()))) {
          return fail(`400 does not name ${c.names.join(' or ')}`);
        }
      }
    }
    for (const hidden of c.mustNotContain ?? []) {
      if (res.body.toLowerCase().includes(hidden.toLowerCase())) return fail(`leaks "${hidden}"`);
    }
    return null;
  }

  return {
    send,
    check,
    /** How many requests were checked. */
    get checked() {
      return checked;
    },
    /** Problems found since the last call (and clears them), with any write made by a GET. */
    async take(): Promise<string[]> {
      const changed = await changesSinceLastCheck(db);
      if (changed.length) problems.push(`GET requests wrote ${changed.join(', ')}`);
      return problems.splice(0, problems.length);
    },
  };
}

export type RestProbe = ReturnType<typeof restProbe>;
