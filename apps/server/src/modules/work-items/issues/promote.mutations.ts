import { parseIid } from '../epics/epic-args.graphql.ts';
import { EpicRef } from '../epics/epics.graphql.ts';
import { mutationInput, payloadMutation, payloadType } from '#server/graphql/payload.ts';
import type { WorkItemRow } from '../core/work-items.repository.ts';
import { IssueRef } from './issues.graphql.ts';
import { issueByPath } from './issues.service.ts';
import { promoteIssueToEpic } from './promote.writes.ts';

/** GitLab's `promoteToEpic(input: { projectPath, iid })`: payload `{ epic, issue, errors }`. */

const PromoteToEpicInput = mutationInput('PromoteToEpicInput', (t) => ({
  projectPath: t.id({ required: true }),
  iid: t.string({ required: true }),
}));

const PromoteToEpicPayload = payloadType<{
  epic: WorkItemRow | null;
  issue: WorkItemRow | null;
}>('PromoteToEpicPayload', (t) => ({
  epic: t.field({ type: EpicRef, resolve: (p) => p.epic }),
  issue: t.field({ type: IssueRef, resolve: (p) => p.issue }),
}));

payloadMutation('promoteToEpic', PromoteToEpicInput, PromoteToEpicPayload, {
  run: async (input, ctx) => {
    const number = parseIid(input.iid, 'input.iid');
    const { issue } = await issueByPath(ctx, String(input.projectPath), number);
    return promoteIssueToEpic(ctx, issue);
  },
  present: (result) => result,
  empty: { epic: null, issue: null },
});
