import { builder } from '../../../graphql/builder.ts';
import { optionalGid, parseArgs } from '../../../graphql/args.ts';
import { mutationField } from '../../../graphql/mutations.ts';
import { parseIid } from '../epics/epic-args.graphql.ts';
import { IssueRef } from '../issues/issues.graphql.ts';
import { updateIssueInput, type UpdateIssueInput } from '../issues/issues.schema.ts';
import { issueByPath } from '../issues/issues.service.ts';
import { updateIssue } from '../issues/issues.writes.ts';
import type { InputFieldBuilder } from './field-builder.ts';
import { mutate, payloadFields, type Payload } from './mutation-kit.ts';
import type { WorkItemRow } from './work-items.repository.ts';

/**
 * The issue-update mutation helper: a widget registers its GitLab `issueSet*` mutation with one
 * call (input `{ projectPath, iid, ...fields }`, payload `{ issue, errors }`), and the write goes
 * through `updateIssue` and so the pipeline.
 */

type IssuePayload = Payload & { issue: WorkItemRow | null };

/** Mutation input problems name `input.<field>`. */
export const INPUT = { prefix: 'input' };

export function issuePayload(name: string) {
  const ref = builder.objectRef<IssuePayload>(name);
  ref.implement({
    fields: (t) => ({
      ...payloadFields(t),
      issue: t.field({ type: IssueRef, resolve: (p) => p.issue }),
    }),
  });
  return ref;
}

/** One optional gid of `type` in the mutation input, as its database id. */
export const oneId = (v: unknown, type: string, argument: string) =>
  optionalGid(`input.${argument}`, v as string | null | undefined, type);

/** Registers a mutation that updates one issue found by projectPath + iid. */
export function issueMutation<Fields extends object>(
  name: string,
  fields: (t: InputFieldBuilder) => Fields,
  toUpdate: (input: Record<string, unknown>) => Record<string, unknown>,
) {
  const capital = name[0]!.toUpperCase() + name.slice(1);
  const Input = builder.inputType(`${capital}Input`, {
    fields: (t) => ({
      clientMutationId: t.string(),
      projectPath: t.id({ required: true }),
      iid: t.string({ required: true }),
      ...fields(t),
    }),
  });
  const Payload = issuePayload(`${capital}Payload`);
  mutationField(name, (t) =>
    t.field({
      type: Payload,
      args: { input: t.arg({ type: Input, required: true }) },
      resolve: (_root, args, ctx) => {
        const raw = (args as unknown as { input: unknown }).input as Record<string, unknown> & {
          projectPath: string | number;
          iid: string;
          clientMutationId?: string | null;
        };
        const { projectPath, iid: issueIid, clientMutationId, ...rest } = raw;
        const valid: UpdateIssueInput = parseArgs(updateIssueInput, toUpdate(rest), INPUT);
        const number = parseIid(issueIid, 'input.iid');
        return mutate(
          clientMutationId,
          async () =>
            updateIssue(ctx, (await issueByPath(ctx, String(projectPath), number)).issue, valid),
          (issue) => ({ issue }),
          { issue: null },
        );
      },
    }),
  );
}
