import { describe, expect, it } from 'vitest';
import { useEpicWorld } from '../test-support/harness.ts';

/**
 * No lost update: 50 concurrent editors of one issue, 25 over REST and 25 over GraphQL. Half
 * send the lock_version they read with a read-append-write of the description: a stale one is
 * refused, an acknowledged one survives. The other half send none and write other fields (label
 * adds, the title): each write applies per field, so none of them is lost either.
 */

const s = useEpicWorld();
const EDITORS = 50;
const STALE = 'Attempted to update a stale object: Issue.';

type Outcome = { ok: boolean; message?: string };

const ISSUE_QUERY = `query($iid: String!) {
  project(fullPath: "acme/web") { issue(iid: $iid) { description lockVersion } }
}`;
const UPDATE = `mutation($input: UpdateIssueInput!) {
  updateIssue(input: $input) { errors issue { lockVersion } }
}`;

async function gqlUpdate(input: Record<string, unknown>): Promise<Outcome> {
  const res = await s.api.gql(UPDATE, { input }, s.w.people.planner.token);
  const errors = (res.data as { updateIssue: { errors: string[] } }).updateIssue.errors;
  return errors.length ? { ok: false, message: errors.join() } : { ok: true };
}

async function restRead(url: string) {
  const res = await s.api.rest('GET', url, { token: s.w.people.planner.token });
  const body = res.json() as { description: string; lock_version: number };
  return { description: body.description, lockVersion: body.lock_version };
}

async function gqlRead(iid: number) {
  const res = await s.api.gql(ISSUE_QUERY, { iid: String(iid) }, s.w.people.planner.token);
  type Data = { project: { issue: { description: string; lockVersion: number } } };
  return (res.data as Data).project.issue;
}

async function restUpdate(url: string, body: Record<string, unknown>): Promise<Outcome> {
  const res = await s.api.rest('PUT', url, { body, token: s.w.people.planner.token });
  if (res.statusCode === 200) return { ok: true };
  expect(res.statusCode).toBe(409);
  return { ok: false, message: (res.json() as { message: string }).message };
}

describe('lock_version under 50 concurrent editors', () => {
  it('refuses every stale write and loses no acknowledged edit', async () => {
    const planner = s.w.people.planner.token;
    const created = await s.api.rest('POST', '/api/v4/projects/acme%2Fweb/issues', {
      token: planner,
      body: { title: 'Concurrent', description: 'start' },
    });
    const { iid, lock_version: start } = created.json() as { iid: number; lock_version: number };
    expect(start).toBe(0);
    const url = `/api/v4/projects/acme%2Fweb/issues/${iid}`;
    const labels = await Promise.all(
      Array.from({ length: EDITORS / 2 }, (_, k) => s.w.f.label(s.w.projects.web, `lv-${k}`)),
    );

    /** Editor k: REST when k is even, GraphQL when odd; lock_version for k < 25. */
    const edit = async (
      k: number,
    ): Promise<Outcome & { k: number; sent?: number; refusals?: string[] }> => {
      const rest = k % 2 === 0;
      if (k >= EDITORS / 2) {
        const label = labels[k - EDITORS / 2]!;
        if (k === EDITORS - 1) return { k, ...(await restUpdate(url, { title: 'Renamed' })) };
        return rest
          ? { k, ...(await restUpdate(url, { add_labels: label.title })) }
          : {
              k,
              ...(await gqlUpdate({
                projectPath: 'acme/web',
                iid: String(iid),
                addLabelIds: [`gid://gitlab/ProjectLabel/${label.id}`],
              })),
            };
      }
      // A careful client: read, append, write with the version read; on a conflict, again.
      const refusals: string[] = [];
      for (let attempt = 0; attempt < 200; attempt++) {
        const read = rest ? await restRead(url) : await gqlRead(iid);
        const description = `${read.description}\nmarker-${k}`;
        const outcome = rest
          ? await restUpdate(url, { description, lock_version: read.lockVersion })
          : await gqlUpdate({
              projectPath: 'acme/web',
              iid: String(iid),
              description,
              lockVersion: read.lockVersion,
            });
        if (outcome.ok) return { k, ok: true, sent: read.lockVersion, refusals };
        refusals.push(outcome.message ?? '');
      }
      return { k, ok: false, refusals };
    };

    const outcomes = await Promise.all(Array.from({ length: EDITORS }, (_, k) => edit(k)));
    const final = (await s.api.rest('GET', url, { token: planner })).json() as {
      description: string;
      title: string;
      labels: string[];
      lock_version: number;
    };

    const locked = outcomes.filter((o) => o.refusals !== undefined);
    const refusals = locked.flatMap((o) => o.refusals ?? []);
    // Every refusal is the stale-object conflict, in both transports' shapes.
    expect(new Set(refusals)).toEqual(new Set(refusals.length ? [STALE] : []));
    // Every careful editor got through, and its append survived every later write.
    expect(locked.filter((o) => o.ok)).toHaveLength(EDITORS / 2);
    const lines = final.description.split('\n');
    for (const o of locked) expect(lines).toContain(`marker-${o.k}`);
    // No two acknowledged writes were based on the same version.
    expect(new Set(locked.map((o) => o.sent)).size).toBe(EDITORS / 2);
    // Writes without lock_version all applied, field by field.
    expect(outcomes.filter((o) => o.sent === undefined).every((o) => o.ok)).toBe(true);
    expect(final.title).toBe('Renamed');
    expect([...final.labels].sort()).toEqual(
      labels
        .slice(0, -1)
        .map((l) => l.title)
        .sort(),
    );
    // Each acknowledged write raised the version exactly once; refused ones not at all.
    expect(final.lock_version).toBe(outcomes.filter((o) => o.ok).length);
    console.info(
      `lock_version: ${locked.length} appends acknowledged after ${refusals.length} stale ` +
        `refusals; ${EDITORS - locked.length} writes without lock_version applied; ` +
        `final version ${final.lock_version}`,
    );
  });

  it('answers a stale REST PUT with 409 and a stale updateEpic in errors, writing nothing', async () => {
    const planner = s.w.people.planner.token;
    const url = `/api/v4/projects/acme%2Fweb/issues/${s.w.issues.web1.iid}`;
    const before = (await s.api.rest('GET', url, { token: planner })).json() as {
      lock_version: number;
      title: string;
    };
    const stale = await s.api.rest('PUT', url, {
      token: planner,
      body: { title: 'Stale', lock_version: before.lock_version + 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: STALE });
    const after = (await s.api.rest('GET', url, { token: planner })).json() as typeof before;
    expect(after).toMatchObject({ lock_version: before.lock_version, title: before.title });

    const epic = await s.api.gql(
      `mutation { updateEpic(input: { groupPath: "acme", iid: "${s.w.epics.alpha.iid}",
        title: "Stale", lockVersion: 99 }) { errors epic { title lockVersion } } }`,
      {},
      planner,
    );
    expect(epic.data).toEqual({
      updateEpic: { errors: ['Attempted to update a stale object: Epic.'], epic: null },
    });
  });
});
