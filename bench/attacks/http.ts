// What the attacks share: root's REST calls to set data up, an anonymous GraphQL client, and a
// loop that keeps N clients busy until the window ends (bench/attacks/attack.ts).
import type { AttackOutcome, AttackTarget } from './attack.ts';

/** A REST call as root; rejects unless the answer is 2xx. */
export async function rootRest<T = { id: number; iid: number }>(
  target: AttackTarget,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${target.baseUrl}/api/v4${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'private-token': target.rootToken },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * A public group and a public project in it, named uniquely so repeated runs do not collide.
 * Groups and projects cannot be deleted through the API, so `remove` deletes the issues created
 * with `issue` (and their notes); the bench drops its scratch database at the end of the part.
 */
export async function publicProject(target: AttackTarget, prefix: string) {
  const slug = `${prefix}-${Date.now().toString(36)}`;
  const group = await rootRest(target, 'POST', '/groups', {
    name: slug,
    path: slug,
    visibility: 'public',
  });
  const project = await rootRest(target, 'POST', '/projects', {
    name: 'target',
    path: 'target',
    namespace_id: group.id,
    visibility: 'public',
  });
  const issues: number[] = [];
  return {
    groupId: group.id,
    groupPath: slug,
    projectId: project.id,
    fullPath: `${slug}/target`,
    async issue(body: Record<string, unknown>) {
      const issue = await rootRest(target, 'POST', `/projects/${project.id}/issues`, body);
      issues.push(issue.iid);
      return issue;
    },
    async remove() {
      for (const iid of issues)
        await rootRest(target, 'DELETE', `/projects/${project.id}/issues/${iid}`);
    },
  };
}

/** One attacker request's result: refused (GraphQL errors, 4xx, 429) or answered. */
export type Attempt = 'answered' | 'refused';

/**
 * An anonymous request; refused when the status is 4xx/5xx or the answer carries `errors`. The
 * end of the window (`_signal`) does not cut it off: see `hammer`.
 */
export async function anonymous(
  url: string,
  _signal: AbortSignal,
  init: { method?: string; body?: string } = {},
): Promise<Attempt> {
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers: init.body ? { 'content-type': 'application/json' } : {},
    body: init.body,
  });
  // The answer is read but not parsed: parsing megabytes here would slow the bench's own loop.
  const text = await res.text();
  const errors = (part: string) => part.includes('"errors":[');
  return res.status >= 400 || errors(text.slice(0, 200)) || errors(text.slice(-2000))
    ? 'refused'
    : 'answered';
}

export const graphqlRequest = (target: AttackTarget, query: string) => ({
  url: `${target.baseUrl}/api/graphql`,
  init: { method: 'POST', body: JSON.stringify({ query }) },
});

/**
 * `clients` loops sending `attempt` one after another until `signal` aborts; what they saw.
 * A request under way when the window ends is let finish (and counted): one cut off mid-answer
 * kept the server's shutdown waiting for a minute.
 */
export async function hammer(
  signal: AbortSignal,
  clients: number,
  attempt: (signal: AbortSignal) => Promise<Attempt>,
): Promise<AttackOutcome> {
  const outcome: AttackOutcome = { requests: 0, refused: 0, maxMs: 0 };
  const client = async () => {
    while (!signal.aborted) {
      const t = performance.now();
      const result = await attempt(signal);
      outcome.requests += 1;
      if (result === 'refused') outcome.refused += 1;
      outcome.maxMs = Math.max(outcome.maxMs ?? 0, performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return outcome;
}

/** Several loads at once (e.g. pollers and one writer), reported as one attacker. */
export async function together(...loads: Promise<AttackOutcome>[]): Promise<AttackOutcome> {
  const outcomes = await Promise.all(loads);
  return {
    requests: outcomes.reduce((n, o) => n + o.requests, 0),
    refused: outcomes.reduce((n, o) => n + o.refused, 0),
    maxMs: Math.max(...outcomes.map((o) => o.maxMs ?? 0)),
  };
}
