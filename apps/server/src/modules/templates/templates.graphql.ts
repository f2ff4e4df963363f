import { builder } from '#server/graphql/builder.ts';
import { resourceNotAvailable } from '#server/graphql/args.ts';
import { encodeGid, gidArgument } from '#server/graphql/global-id.ts';
import { mutationField } from '#server/graphql/mutations.ts';
import { recordPayloadType, runRecordPayload } from '#server/graphql/record-payload.ts';
import type { RequestContext } from '#server/lib/context.ts';
import { readableNamespaceByPath } from '#server/core/namespaces/namespaces.service.ts';
import { GroupRef } from '../groups/group-ref.ts';
import { ProjectRef } from '../projects/project-ref.ts';
import { offeredTemplates, type OfferedTemplate } from './templates.service.ts';
import {
  canManageTemplatesOf,
  createTemplate,
  destroyTemplate,
  editTemplate,
} from './templates.writes.ts';

/**
 * Issue templates in GraphQL: what a project or group offers (its own and inherited ones) and
 * the maintainers' create/update/destroy. GitLab reads templates from repositories; Cairn stores
 * them, so these names are Cairn's own.
 */

export const TEMPLATE_GID = 'IssueTemplate';

const IssueTemplateRef = builder.objectRef<OfferedTemplate>('IssueTemplate');
IssueTemplateRef.implement({
  description: 'An issue description template of a project or group.',
  fields: (t) => ({
    id: t.id({ nullable: false, resolve: (o) => encodeGid(TEMPLATE_GID, o.row.id) }),
    name: t.string({ nullable: false, resolve: (o) => o.row.name }),
    content: t.string({ nullable: false, resolve: (o) => o.row.content }),
    inherited: t.boolean({
      nullable: false,
      description: 'Whether the template comes from a group above rather than this namespace.',
      resolve: (o) => o.inherited,
    }),
    sourceName: t.string({
      nullable: false,
      description: 'Name of the project or group the template belongs to.',
      resolve: (o) => o.owner.name,
    }),
    sourceFullPath: t.string({ nullable: false, resolve: (o) => o.owner.fullPath }),
  }),
});

for (const ref of [ProjectRef, GroupRef]) {
  builder.objectField(ref, 'issueTemplates', (t) =>
    t.field({
      type: [IssueTemplateRef],
      nullable: false,
      description:
        'Issue templates offered here: its own, then those inherited from the groups above (nearest first; a name is offered once).',
      resolve: (ns, _a, ctx) => offeredTemplates(ctx, ns),
    }),
  );
  builder.objectField(ref, 'canAdminIssueTemplates', (t) =>
    t.boolean({
      nullable: false,
      description: 'Whether the viewer may add, edit and delete the issue templates here.',
      resolve: (ns, _a, ctx) => (ctx.viewer.user ? canManageTemplatesOf(ctx, ns) : false),
    }),
  );
}

const payload = (name: string) => recordPayloadType(name, 'issueTemplate', IssueTemplateRef);
const run = runRecordPayload<OfferedTemplate>;

/** Exactly one of projectPath and groupPath, naming a namespace the viewer may read. */
async function ownerOf(
  ctx: RequestContext,
  input: { projectPath?: string | number | null; groupPath?: string | number | null },
) {
  const [path, kind] = input.projectPath
    ? [input.projectPath, 'project' as const]
    : [input.groupPath, 'group' as const];
  if (!path || (input.projectPath && input.groupPath)) throw resourceNotAvailable();
  const ns = await readableNamespaceByPath(ctx, String(path), kind);
  if (!ns) throw resourceNotAvailable();
  return ns;
}

const CreateInput = builder.inputType('IssueTemplateCreateInput', {
  fields: (t) => ({
    clientMutationId: t.string(),
    projectPath: t.id({ description: 'Full path of the project (or give groupPath).' }),
    groupPath: t.id({ description: 'Full path of the group (or give projectPath).' }),
    name: t.string({ required: true }),
    content: t.string({ required: true }),
  }),
});

mutationField('issueTemplateCreate', (t) =>
  t.field({
    type: payload('IssueTemplateCreatePayload'),
    args: { input: t.arg({ type: CreateInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const owner = await ownerOf(ctx, input);
      const values = { name: input.name, content: input.content };
      return run(input.clientMutationId, () => createTemplate(ctx, owner, values));
    },
  }),
);

const UpdateInput = builder.inputType('IssueTemplateUpdateInput', {
  fields: (t) => ({
    clientMutationId: t.string(),
    id: t.id({ required: true }),
    name: t.string(),
    content: t.string(),
  }),
});

mutationField('issueTemplateUpdate', (t) =>
  t.field({
    type: payload('IssueTemplateUpdatePayload'),
    args: { input: t.arg({ type: UpdateInput, required: true }) },
    resolve: (_root, { input }, ctx) => {
      const id = gidArgument('input.id', String(input.id), TEMPLATE_GID);
      const fields = { name: input.name ?? undefined, content: input.content ?? undefined };
      return run(input.clientMutationId, () => editTemplate(ctx, id, fields));
    },
  }),
);

const DestroyInput = builder.inputType('IssueTemplateDestroyInput', {
  fields: (t) => ({ clientMutationId: t.string(), id: t.id({ required: true }) }),
});

mutationField('issueTemplateDestroy', (t) =>
  t.field({
    type: payload('IssueTemplateDestroyPayload'),
    args: { input: t.arg({ type: DestroyInput, required: true }) },
    resolve: (_root, { input }, ctx) => {
      const id = gidArgument('input.id', String(input.id), TEMPLATE_GID);
      return run(input.clientMutationId, () => destroyTemplate(ctx, id));
    },
  }),
);
