import { encodeGid } from '#server/graphql/global-id.ts';
import type { ItemFieldBuilder } from '../core/field-builder.ts';
import { itemWebPath } from '../core/presenters.ts';
import { parentLinkLoader } from '../core/work-items.loaders.ts';
import { EpicRef } from './epics.graphql.ts';
import { readableParent, readableParentEpic } from '../core/parents.ts';

/** The hierarchy widget's GraphQL fields on an issue: its parent epic and its tree position. */
export const issueParentFields = (t: ItemFieldBuilder) => ({
  relativePosition: t.int({
    resolve: async (i, _a, ctx) =>
      (await parentLinkLoader(ctx).load(i.id))?.relativePosition ?? i.relativePosition,
  }),
  epic: t.field({
    type: EpicRef,
    description: 'The parent epic, when the viewer may see it.',
    resolve: (i, _a, ctx) => readableParentEpic(ctx, i),
  }),
  hasEpic: t.boolean({
    nullable: false,
    resolve: async (i, _a, ctx) => (await readableParentEpic(ctx, i)) !== null,
  }),
  hasParent: t.boolean({
    nullable: false,
    resolve: async (i, _a, ctx) => (await parentLinkLoader(ctx).load(i.id)) !== null,
  }),
});

/** An EpicIssue's relation to its epic: the link's gid and path. */
export const epicIssueRelationFields = (t: ItemFieldBuilder) => ({
  epicIssueId: t.id({
    nullable: false,
    description: 'ID of the epic-issue relation.',
    resolve: async (i, _a, ctx) =>
      encodeGid('EpicIssue', (await parentLinkLoader(ctx).load(i.id))?.id ?? 0),
  }),
  relationPath: t.string({
    resolve: async (i, _a, ctx) => {
      const link = await parentLinkLoader(ctx).load(i.id);
      const parent = await readableParent(ctx, i);
      return link && parent ? `${await itemWebPath(ctx, parent)}/issues/${link.id}` : null;
    },
  }),
});
