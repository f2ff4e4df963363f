import { builder } from '#server/graphql/builder.ts';
import { parseIid } from '../epics/epic-args.graphql.ts';
import { epicPayload, epicTarget } from '../epics/epics.mutations.ts';
import { epicByPath } from '../epics/epics.service.ts';
import { payloadMutation } from '#server/graphql/payload.ts';
import { addIssueToEpic } from '../widgets/hierarchy/tree.writes.ts';
import { EpicIssueRef } from './issues.graphql.ts';
import { issueByPath } from './issues.service.ts';

/** GitLab's `epicAddIssue`: puts an issue (project path + iid) under an epic (group path + iid). */

const EpicAddIssueInput = builder.inputType('EpicAddIssueInput', {
  fields: (t) => ({
    ...epicTarget(t),
    projectPath: t.id({ required: true }),
    issueIid: t.string({ required: true }),
  }),
});
const EpicAddIssuePayload = epicPayload('EpicAddIssuePayload', (t) => ({
  epicIssue: t.field({ type: EpicIssueRef, resolve: (p) => p.epicIssue ?? null }),
}));

payloadMutation('epicAddIssue', EpicAddIssueInput, EpicAddIssuePayload, {
  run: async (input, ctx) => {
    const epicIid = parseIid(input.iid, 'input.iid');
    const issueIid = parseIid(input.issueIid, 'input.issueIid');
    const { epic } = await epicByPath(ctx, String(input.groupPath), epicIid);
    const { issue } = await issueByPath(ctx, String(input.projectPath), issueIid);
    await addIssueToEpic(ctx, epic, issue);
    return { epic, issue };
  },
  present: (v) => ({ epic: v.epic, epicIssue: v.issue }),
  empty: { epic: null, epicIssue: null },
});
