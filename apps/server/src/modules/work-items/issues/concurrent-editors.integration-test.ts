import { describe, expect, it } from 'vitest';
import { useEpicWorld } from '../test-support/harness.ts';

const s = useEpicWorld();

const EDITORS = 50;
const STALE = 'Attempted to update a stale object: Issue.';

interface Seen {
  description: string;
  lockVersion: number;
}

describe('50 concurrent editors of one issue', () => {
  it('loses no edit: one concurrent save wins, 49 are refused as stale, merged and saved', async () => {
    const { f, projects, people } = s.w;
    const issue = await f.issue(projects.web, { title: 'Shared', description: 'start' });
    const restPath = `/api/v4/projects/${projects.web.id}/issues/${issue.iid}`;
    const token = people.planner.token;

    const read = async (): Promise<Seen> => {
      const res = await s.api.rest('GET', restPath, { token });
      const json = res.json<{ description: string; lock_version: number }>();
      return { description: json.description, lockVersion: json.lock_version };
    };

    /** One save with the version read: 'ok', or 'stale' when the server refused it (409/errors). */
    const save = async (editor: number, seen: Seen, description: string) => {
      if (editor % 2 === 0) {
        const res = await s.api.rest('PUT', restPath, {
          token,
          body: { description, lock_version: seen.lockVersion },
        });
        if (res.statusCode === 409) {
          expect(res.json()).toEqual({ message: STALE });
          return 'stale';
        }
        expect(res.statusCode).toBe(200);
        return 'ok';
      }
      const res = await s.api.gql(
        'mutation($input: UpdateIssueInput!) { updateIssue(input: $input) { errors } }',
        {
          input: {
            projectPath: projects.web.fullPath,
            iid: String(issue.iid),
            description,
            lockVersion: seen.lockVersion,
          },
        },
        token,
      );
      const errors = (res.data as { updateIssue: { errors: string[] } }).updateIssue.errors;
      if (errors.length) {
        expect(errors).toEqual([STALE]);
        return 'stale';
      }
      return 'ok';
    };

    const before = await read();
    // Every editor appends its own line (a disjoint edit) to the version all of them read, at
    // the same time: one save wins, every other one must be refused as stale (never applied).
    const first = await Promise.all(
      Array.from({ length: EDITORS }, (_, n) =>
        save(n, before, `${before.description}\nline ${n}`),
      ),
    );
    expect(first.filter((r) => r === 'ok')).toHaveLength(1);
    const refused = first.flatMap((r, n) => (r === 'stale' ? [n] : []));
    expect(refused).toHaveLength(EDITORS - 1);
    // Each refused editor does what the web form does: re-reads, merges its disjoint line onto
    // the current text (three-way merge) and saves with the new version.
    for (const n of refused) {
      const seen = await read();
      expect(await save(n, seen, `${seen.description}\nline ${n}`)).toBe('ok');
    }

    const after = await read();
    const lines = after.description.split('\n');
    expect(lines[0]).toBe('start');
    expect(new Set(lines.slice(1))).toEqual(
      new Set(Array.from({ length: EDITORS }, (_, n) => `line ${n}`)),
    );
    expect(lines).toHaveLength(EDITORS + 1);
    // One version per successful save: no save was applied without being counted.
    expect(after.lockVersion).toBe(before.lockVersion + EDITORS);
  }, 120_000);
});
