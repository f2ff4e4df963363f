import { optionalGid, parseArgs } from '#server/graphql/args.ts';
import { parseIid } from '../epics/epic-args.graphql.ts';
import { IssueRef } from './issues.graphql.ts';
import { updateIssueInput, type UpdateIssueInput } from './issues.schema.ts';
import { issueByPath } from './issues.service.ts';
import { updateIssue } from './issues.writes.ts';
import type { RequestContext } from '#server/lib/context.ts';
import type { InputFieldBuilder } from '../core/field-builder.ts';
import { mutationInput, payloadMutation, payloadType } from '#server/graphql/payload.ts';
import type { WorkItemRow } from '../core/work-items.repository.ts';

/**
 * The issue-update mutation helper: a widget registers its GitLab `issueSet*` mutation with one
 * call (input `{ projectPath, iid, ...fields }`, payload `{ issue, errors }`), and the write goes
 * through `updateIssue` and so the pipeline.
 */

/** Mutation input problems name `input.<field>`. */
export const INPUT = { prefix: 'input' };

export const issuePayload = (name: string) =>
  payloadType<{ issue: WorkItemRow | null }>(name, (t) => ({
    issue: t.field({ type: IssueRef, resolve: (p) => p.issue }),
  }));

/** The payload of a mutation answering the issue it wrote. */
export const issueOnly = {
  present: (issue: WorkItemRow) => ({ issue }),
  empty: { issue: null },
};

/** One optional gid of `type` in the mutation input, as its database id. */
export const oneId = (v: unknown, type: string, argument: string) =>
  optionalGid(`input.${argument}`, v as string | null | undefined, type);

/**
 * Registers a mutation on one issue found by projectPath + iid: `check` validates the rest of
 * the input (before the issue is looked up), `act` writes.
 */
export function issueActionMutation<Fields extends object, V>(
  name: string,
  fields: (t: InputFieldBuilder) => Fields,
  action: {
    check: (input: Record<string, unknown>) => V;
    act: (ctx: RequestContext, issue: WorkItemRow, valid: V) => Promise<WorkItemRow>;
  },
) {
  const capital = name[0]!.toUpperCase() + name.slice(1);
  const Input = mutationInput(`${capital}Input`, (t) => ({
    projectPath: t.id({ required: true }),
    iid: t.string({ required: true }),
    ...fields(t),
  }));
  payloadMutation(name, Input, issuePayload(`${capital}Payload`), {
    run: async (input, ctx) => {
      // The widget's fields are open here: `check` parses them.
      const raw = input as unknown as Record<string, unknown> & {
        projectPath: string | number;
        iid: string;
      };
      const { projectPath, iid: issueIid, clientMutationId: _id, ...rest } = raw;
      const valid = action.check(rest);
      const number = parseIid(issueIid, 'input.iid');
      return action.act(ctx, (await issueByPath(ctx, String(projectPath), number)).issue, valid);
    },
    ...issueOnly,
  });
}

/** Registers a mutation that updates one issue (the pipeline, through `updateIssue`). */
export function issueMutation<Fields extends object>(
  name: string,
  fields: (t: InputFieldBuilder) => Fields,
  toUpdate: (input: Record<string, unknown>) => Record<string, unknown>,
) {
  issueActionMutation(name, fields, {
    check: (rest): UpdateIssueInput => parseArgs(updateIssueInput, toUpdate(rest), INPUT),
    act: updateIssue,
  });
}
