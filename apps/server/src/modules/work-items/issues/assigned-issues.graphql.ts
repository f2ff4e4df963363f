import { builder } from '#server/graphql/builder.ts';
import { UserRef } from '#server/modules/users/users.graphql.ts';
import { IssueRef } from './issues.graphql.ts';
import { issueFilters } from './issues.schema.ts';
import { offsetIssues } from './issues.service.ts';

/**
 * `UserCore.assignedIssues` (Cairn, for the dashboard): the signed-in user's own open issues
 * assigned to them, most recently updated first, readable ones only; empty for other users.
 */
builder.objectField(UserRef, 'assignedIssues', (t) =>
  t.field({
    type: [IssueRef],
    nullable: false,
    args: { first: t.arg.int({ defaultValue: 20 }) },
    resolve: async (u, args, ctx) => {
      if (ctx.viewer.user?.id !== u.id) return [];
      const filters = issueFilters.parse({ state: 'opened', scope: 'assigned_to_me' });
      const perPage = Math.min(Math.max(args.first ?? 20, 1), 100);
      const page = await offsetIssues(ctx, { kind: 'all' }, filters, 'UPDATED_AT_DESC', {
        page: 1,
        per_page: perPage,
      });
      return page.rows;
    },
  }),
);
