import { builder } from '#server/graphql/builder.ts';
import { resourceNotAvailable } from '#server/graphql/args.ts';
import { encodeGid, gidArgument } from '#server/graphql/global-id.ts';
import { mutationField } from '#server/graphql/mutations.ts';
import { recordPayloadType, runRecordPayload } from '#server/graphql/record-payload.ts';
import { notFound } from '#server/lib/errors.ts';
import type { RequestContext } from '#server/lib/context.ts';
import {
  namespaceLoader,
  readableNamespaceByPath,
} from '#server/core/namespaces/namespaces.service.ts';
import { GroupRef, groupPaths } from '../groups/group-ref.ts';
import { UserRef } from '../users/users.graphql.ts';
import { userLoader } from '../users/users.service.ts';
import type { RoadmapViewRow } from './roadmap-views.repository.ts';
import {
  canChangeView,
  canChangeVisibility,
  createView,
  destroyView,
  editView,
  listGroupViews,
} from './roadmap-views.service.ts';

/** Saved views of a group's roadmap: `Group.roadmapViews` and create, update, delete. */

export const VIEW_GID = 'RoadmapView';

const Visibility = builder.enumType('RoadmapViewVisibility', {
  description: 'Who sees a saved roadmap view.',
  values: {
    GROUP: { value: 'group', description: 'Everyone who can read the group.' },
    PRIVATE: { value: 'private', description: 'Its author only.' },
  } as const,
});

/** The view's group; a deleted view (the delete payload) still has its group row. */
async function groupOf(view: RoadmapViewRow, ctx: RequestContext) {
  const group = await namespaceLoader(ctx).load(view.groupId);
  if (!group) throw notFound();
  return group;
}

export const RoadmapViewRef = builder.objectRef<RoadmapViewRow>('RoadmapView');
RoadmapViewRef.implement({
  description: 'A named, saved state (filters, range, preset, settings) of a group roadmap.',
  fields: (t) => ({
    id: t.id({ nullable: false, resolve: (v) => encodeGid(VIEW_GID, v.id) }),
    name: t.exposeString('name', { nullable: false }),
    visibility: t.field({ type: Visibility, nullable: false, resolve: (v) => v.visibility }),
    state: t.exposeString('state', {
      nullable: false,
      description: "The roadmap URL's query string the view applies (without `view`).",
    }),
    webPath: t.string({
      nullable: false,
      description: 'The stable URL of the view: the roadmap with `?view=<id>`.',
      resolve: async (v, _a, ctx) =>
        `${groupPaths(await groupOf(v, ctx)).roadmapPath}?view=${v.id}`,
    }),
    author: t.field({ type: UserRef, resolve: (v, _a, ctx) => userLoader(ctx).load(v.authorId) }),
    createdAt: t.field({ type: 'Time', nullable: false, resolve: (v) => v.createdAt }),
    updatedAt: t.field({ type: 'Time', nullable: false, resolve: (v) => v.updatedAt }),
    canUpdate: t.boolean({
      nullable: false,
      description: 'The viewer may rename, overwrite or delete the view.',
      resolve: async (v, _a, ctx) => canChangeView(ctx, v, await groupOf(v, ctx)),
    }),
    canChangeVisibility: t.boolean({
      nullable: false,
      description: 'The viewer may move the view between private and shared with the group.',
      resolve: async (v, _a, ctx) => canChangeVisibility(ctx, v, await groupOf(v, ctx)),
    }),
  }),
});

builder.objectField(GroupRef, 'roadmapViews', (t) =>
  t.field({
    type: [RoadmapViewRef],
    nullable: false,
    description:
      "Saved views of the group's roadmap: the shared ones and the viewer's private ones.",
    resolve: (group, _a, ctx) => listGroupViews(ctx, group),
  }),
);

const payload = (name: string) => recordPayloadType(name, 'roadmapView', RoadmapViewRef);
const run = runRecordPayload<RoadmapViewRow>;

const CreateInput = builder.inputType('RoadmapViewCreateInput', {
  fields: (t) => ({
    clientMutationId: t.string(),
    groupPath: t.id({ required: true, description: 'Full path of the group.' }),
    name: t.string({ required: true, description: 'Name of the view (1 to 255 characters).' }),
    visibility: t.field({ type: Visibility, description: 'Default PRIVATE.' }),
    state: t.string({ description: "The roadmap URL's query string to save." }),
  }),
});

mutationField('roadmapViewCreate', (t) =>
  t.field({
    type: payload('RoadmapViewCreatePayload'),
    args: { input: t.arg({ type: CreateInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const group = await readableNamespaceByPath(ctx, String(input.groupPath), 'group');
      if (!group) throw resourceNotAvailable();
      return run(input.clientMutationId, () =>
        createView(ctx, group, {
          name: input.name,
          visibility: input.visibility ?? undefined,
          state: input.state ?? undefined,
        }),
      );
    },
  }),
);

const UpdateInput = builder.inputType('RoadmapViewUpdateInput', {
  fields: (t) => ({
    clientMutationId: t.string(),
    id: t.id({ required: true }),
    name: t.string({ description: 'A new name.' }),
    visibility: t.field({ type: Visibility, description: 'Share with the group or make private.' }),
    state: t.string({ description: 'Overwrite the saved state with this query string.' }),
  }),
});

mutationField('roadmapViewUpdate', (t) =>
  t.field({
    type: payload('RoadmapViewUpdatePayload'),
    args: { input: t.arg({ type: UpdateInput, required: true }) },
    resolve: (_root, { input }, ctx) => {
      const id = gidArgument('input.id', String(input.id), VIEW_GID);
      return run(input.clientMutationId, () =>
        editView(ctx, id, {
          name: input.name ?? undefined,
          visibility: input.visibility ?? undefined,
          state: input.state ?? undefined,
        }),
      );
    },
  }),
);

const DeleteInput = builder.inputType('RoadmapViewDeleteInput', {
  fields: (t) => ({ clientMutationId: t.string(), id: t.id({ required: true }) }),
});

mutationField('roadmapViewDelete', (t) =>
  t.field({
    type: payload('RoadmapViewDeletePayload'),
    args: { input: t.arg({ type: DeleteInput, required: true }) },
    resolve: (_root, { input }, ctx) => {
      const id = gidArgument('input.id', String(input.id), VIEW_GID);
      return run(input.clientMutationId, () => destroyView(ctx, id));
    },
  }),
);
