import { builder } from '#server/graphql/builder.ts';
import { subscribedLoader, votesLoader } from '../widgets/social/social.loaders.ts';
import type { WorkItemRow } from '../core/work-items.repository.ts';

/**
 * The fields every work-item type shares, declared once: `Epic`, `Issue`, `EpicIssue` and
 * `WorkItem` implement this interface and inherit its fields.
 */
export const WorkItemFieldsRef = builder.interfaceRef<WorkItemRow>('WorkItemFields');
WorkItemFieldsRef.implement({
  description: 'Fields shared by every work item type (epics, issues, incidents, tasks).',
  resolveType: (row) => (row.type === 'epic' ? 'Epic' : 'Issue'),
  fields: (t) => ({
    lockVersion: t.int({
      nullable: false,
      description:
        'Version of the item, raised by every write. Send it back with an update to have a ' +
        'write refused when someone changed the item since it was read.',
      resolve: (w) => w.lockVersion,
    }),
    subscribed: t.boolean({
      nullable: false,
      resolve: (w, _a, ctx) => subscribedLoader(ctx).load(w.id),
    }),
    upvotes: t.int({
      nullable: false,
      resolve: async (w, _a, ctx) => (await votesLoader(ctx).load(w.id)).upvotes,
    }),
    downvotes: t.int({
      nullable: false,
      resolve: async (w, _a, ctx) => (await votesLoader(ctx).load(w.id)).downvotes,
    }),
  }),
});
