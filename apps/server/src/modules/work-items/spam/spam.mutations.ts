import { builder } from '#server/graphql/builder.ts';
import { mutationField } from '#server/graphql/mutations.ts';
import { parseIid } from '../epics/epic-args.graphql.ts';
import { runPayload, payloadFields, type Payload } from '#server/graphql/payload.ts';
import type { WorkItemRow } from '../core/work-items.repository.ts';
import { IssueRef } from '../issues/issues.graphql.ts';
import { issueByPath } from '../issues/issues.service.ts';
import { setIssueSpam } from './spam.writes.ts';

/**
 * `issueMarkAsSpam` / `issueMarkAsNotSpam(input: { projectPath, iid })`, admins only (GitLab has
 * the web route `POST /:project/-/issues/:iid/mark_as_spam` and no GraphQL mutation). Payload
 * `{ issue, errors }` like GitLab's issue mutations; anyone else gets "resource not available".
 */

const IssueSpamInput = builder.inputType('IssueSpamInput', {
  fields: (t) => ({
    clientMutationId: t.string(),
    projectPath: t.id({ required: true }),
    iid: t.string({ required: true }),
  }),
});

type SpamPayload = Payload & { issue: WorkItemRow | null };
const IssueSpamPayload = builder.objectRef<SpamPayload>('IssueSpamPayload');
IssueSpamPayload.implement({
  fields: (t) => ({
    ...payloadFields(t),
    issue: t.field({ type: IssueRef, resolve: (p) => p.issue }),
  }),
});

for (const [name, spam] of [
  ['issueMarkAsSpam', true],
  ['issueMarkAsNotSpam', false],
] as const) {
  mutationField(name, (t) =>
    t.field({
      type: IssueSpamPayload,
      args: { input: t.arg({ type: IssueSpamInput, required: true }) },
      resolve: (_root, { input }, ctx) => {
        const iid = parseIid(input.iid, 'input.iid');
        return runPayload(
          input.clientMutationId,
          async () =>
            setIssueSpam(ctx, (await issueByPath(ctx, String(input.projectPath), iid)).issue, spam),
          (issue) => ({ issue }),
          { issue: null },
        );
      },
    }),
  );
}
