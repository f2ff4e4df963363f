import { expect } from 'vitest';
import { RESOURCE_NOT_AVAILABLE } from '#server/graphql/args.ts';
import type { useEpicWorld } from './harness.ts';

type World = ReturnType<typeof useEpicWorld>;
type Kind = 'issue' | 'epic';

/**
 * Runs issueUpdateTaskListItem (on acme/web) or epicUpdateTaskListItem (on acme; `input` may
 * name another group) on item `iid`, as the planner unless a token is given.
 */
export function taskListChange(s: World, kind: Kind) {
  const name = `${kind}UpdateTaskListItem`;
  const query = `mutation($input: ${kind === 'issue' ? 'Issue' : 'Epic'}UpdateTaskListItemInput!) {
    ${name}(input: $input) { errors ${kind} { description lockVersion } }
  }`;
  const where = kind === 'issue' ? { projectPath: 'acme/web' } : { groupPath: 'acme' };
  return (iid: number, input: Record<string, unknown>, token = s.w.people.planner.token) =>
    s.api.gql(query, { input: { ...where, iid: String(iid), ...input } }, token);
}

/**
 * Ticks line 1 ("- [ ] a") of item `iid` as `token` (`where`: another project or group),
 * expecting the refusal of a user who may not update the item.
 */
export async function expectTickRefused(
  change: ReturnType<typeof taskListChange>,
  iid: number,
  token: string,
  where: Record<string, string> = {},
) {
  const res = await change(
    iid,
    { ...where, lineNumber: 1, lineSource: '- [ ] a', checked: true },
    token,
  );
  expect(res.errors?.[0]?.message).toBe(RESOURCE_NOT_AVAILABLE);
}

/** The whole answer to a change that saved `description`: no errors, one lock-version bump. */
export const savedChange = (kind: Kind, description: string, lockVersion: number) => ({
  data: {
    [`${kind}UpdateTaskListItem`]: {
      errors: [],
      [kind]: { description, lockVersion: lockVersion + 1 },
    },
  },
});
