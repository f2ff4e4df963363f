// Helpers of the anonymous-streams attack (contract: ./attack.ts): setting data up through the
// API and keeping a loop busy. The other attacks share ./http.ts.
import type { AttackOutcome, AttackTarget } from './attack.ts';

/** A REST v4 call as root; throws on an unexpected status (setup must not half-succeed). */
export async function rootRest<T>(
  target: AttackTarget,
  method: string,
  path: string,
  body?: unknown,
  ok: (status: number) => boolean = (s) => s < 300,
): Promise<{ status: number; json: T }> {
  const res = await fetch(`${target.baseUrl}/api/v4${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'private-token': target.rootToken },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!ok(res.status)) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return { status: res.status, json: (text ? JSON.parse(text) : null) as T };
}

/** The row at `path` (GET), created by a POST of `body` to `collection` when it is not there. */
async function findOrCreate(
  target: AttackTarget,
  path: string,
  collection: string,
  body: Record<string, unknown>,
) {
  const found = await rootRest<{ id: number }>(target, 'GET', path, undefined, (s) =>
    [200, 404].includes(s),
  );
  if (found.status === 200) return found.json;
  return (await rootRest<{ id: number }>(target, 'POST', collection, body)).json;
}

/** The public group and project of an attack, created on the first run and reused after. */
export async function publicProject(target: AttackTarget, path: string) {
  const visibility = 'public';
  const group = await findOrCreate(target, `/groups/${path}`, '/groups', {
    name: path,
    path,
    visibility,
  });
  const fullPath = `${path}/${path}`;
  const project = await findOrCreate(
    target,
    `/projects/${encodeURIComponent(fullPath)}`,
    '/projects',
    {
      name: path,
      path,
      namespace_id: group.id,
      visibility,
    },
  );
  return { groupId: group.id, projectId: project.id, fullPath };
}

/** One request of a client's loop: its answer's status, and whether the server refused it. */
export type Step = () => Promise<{ refused: boolean }>;

/**
 * Runs `clients` loops of `step` until `signal` aborts; counts requests, refusals and the
 * slowest request. A network error counts as a refusal (the contract: never throw).
 */
export async function keepBusy(
  signal: AbortSignal,
  clients: number,
  step: (client: number) => Step,
): Promise<AttackOutcome> {
  const outcome = { requests: 0, refused: 0, maxMs: 0 };
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const next = step(client);
      while (!signal.aborted) {
        const started = performance.now();
        const refused = await next().then(
          (r) => r.refused,
          () => true,
        );
        outcome.requests++;
        if (refused) outcome.refused++;
        outcome.maxMs = Math.max(outcome.maxMs, performance.now() - started);
      }
    }),
  );
  return outcome;
}
