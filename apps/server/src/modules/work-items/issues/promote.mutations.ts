import { builder } from '../../../graphql/builder.ts';
import { mutationField } from '../../../graphql/mutations.ts';
import { parseIid } from '../epics/epic-args.graphql.ts';
import { EpicRef } from '../epics/epics.graphql.ts';
import { mutate, payloadFields, type Payload } from '../core/mutation-kit.ts';
import type { WorkItemRow } from '../core/work-items.repository.ts';
import { IssueRef } from './issues.graphql.ts';
import { issueByPath } from './issues.service.ts';
import { promoteIssueToEpic } from './promote.writes.ts';

/** GitLab's `promoteToEpic(input: { projectPath, iid })`: payload `{ epic, issue, errors }`. */

const PromoteToEpicInput = builder.inputType('PromoteToEpicInput', {
  fields: (t) => ({
    clientMutationId: t.string(),
    projectPath: t.id({ required: true }),
    iid: t.string({ required: true }),
  }),
});

type PromotePayload = Payload & { epic: WorkItemRow | null; issue: WorkItemRow | null };
const PromoteToEpicPayload = builder.objectRef<PromotePayload>('PromoteToEpicPayload');
PromoteToEpicPayload.implement({
  fields: (t) => ({
    ...payloadFields(t),
    epic: t.field({ type: EpicRef, resolve: (p) => p.epic }),
    issue: t.field({ type: IssueRef, resolve: (p) => p.issue }),
  }),
});

mutationField('promoteToEpic', (t) =>
  t.field({
    type: PromoteToEpicPayload,
    args: { input: t.arg({ type: PromoteToEpicInput, required: true }) },
    resolve: (_root, { input }, ctx) => {
      const number = parseIid(input.iid, 'input.iid');
      return mutate(
        input.clientMutationId,
        async () =>
          promoteIssueToEpic(
            ctx,
            (await issueByPath(ctx, String(input.projectPath), number)).issue,
          ),
        (result) => result,
        { epic: null, issue: null },
      );
    },
  }),
);
