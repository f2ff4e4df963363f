import { inArray } from 'drizzle-orm';
import { users } from '@cairn/db';
import { builder } from '#server/graphql/builder.ts';
import { mutationField } from '#server/graphql/mutations.ts';
import { parseIid } from '#server/modules/work-items/epics/epic-args.graphql.ts';
import { issueByPath } from '#server/modules/work-items/issues/issues.service.ts';
import { updateIssue } from '#server/modules/work-items/issues/issues.writes.ts';
import { issuePayload } from '#server/modules/work-items/issues/issue-mutation.ts';
import { runPayload } from '#server/graphql/payload.ts';
import { assigneeIdsLoader } from '#server/modules/work-items/core/work-items.loaders.ts';
import type { RequestContext } from '#server/lib/context.ts';

/** GitLab's `issueSetAssignees`: usernames with REPLACE (default), APPEND or REMOVE. */

const MODES = ['REPLACE', 'APPEND', 'REMOVE'] as const;
type Mode = (typeof MODES)[number];

export const MutationOperationModeEnum = builder.enumType('MutationOperationMode', {
  description: 'How a list in a mutation input is applied to the current list',
  values: MODES,
});

const Input = builder.inputType('IssueSetAssigneesInput', {
  fields: (t) => ({
    clientMutationId: t.string(),
    projectPath: t.id({ required: true }),
    iid: t.string({ required: true }),
    assigneeUsernames: t.stringList({
      required: true,
      description: 'Usernames to assign; unknown or inactive users are ignored.',
    }),
    operationMode: t.field({ type: MutationOperationModeEnum, defaultValue: 'REPLACE' }),
  }),
});

async function idsOfUsernames(ctx: RequestContext, usernames: readonly string[]) {
  if (!usernames.length) return [];
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.username, [...new Set(usernames)].slice(0, 100)));
  return rows.map((r) => r.id);
}

/** The assignee list after applying `mode` with `named` to `current`. */
export function applyOperation(mode: Mode, current: readonly number[], named: readonly number[]) {
  if (mode === 'REPLACE') return [...named];
  if (mode === 'APPEND') return [...new Set([...current, ...named])];
  const removed = new Set(named);
  return current.filter((id) => !removed.has(id));
}

mutationField('issueSetAssignees', (t) =>
  t.field({
    type: issuePayload('IssueSetAssigneesPayload'),
    args: { input: t.arg({ type: Input, required: true }) },
    resolve: (_root, { input }, ctx) =>
      runPayload(
        input.clientMutationId,
        async () => {
          const { issue } = await issueByPath(
            ctx,
            String(input.projectPath),
            parseIid(input.iid, 'input.iid'),
          );
          const named = await idsOfUsernames(ctx, input.assigneeUsernames);
          const current = await assigneeIdsLoader(ctx).load(issue.id);
          const assigneeIds = applyOperation(input.operationMode ?? 'REPLACE', current, named);
          return updateIssue(ctx, issue, { assigneeIds });
        },
        (issue) => ({ issue }),
        { issue: null },
      ),
  }),
);
