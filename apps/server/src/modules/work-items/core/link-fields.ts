import type { ItemFieldBuilder } from './field-builder.ts';
import { itemReference, itemWebPath, itemWebUrl } from './presenters.ts';

/**
 * `webPath`, `webUrl` and `reference` of a work item, declared once for Epic, Issue, EpicIssue
 * and WorkItem (whose paths GitLab types as nullable).
 */
export const linkFields = (t: ItemFieldBuilder, nullablePaths = false) => ({
  webPath: t.string({ nullable: nullablePaths, resolve: (w, _a, ctx) => itemWebPath(ctx, w) }),
  webUrl: t.string({ nullable: nullablePaths, resolve: (w, _a, ctx) => itemWebUrl(ctx, w) }),
  reference: t.string({
    nullable: false,
    args: { full: t.arg.boolean({ defaultValue: false }) },
    resolve: (w, { full }, ctx) => itemReference(ctx, w, full ?? false),
  }),
});
